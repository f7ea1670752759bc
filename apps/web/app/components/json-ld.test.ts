import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('keeps the data readable as JSON and lets no text close the script element', () => {
    const data = { '@type': 'NewsArticle', headline: '</script><script>alert(1)</script> & more' };
    const text = jsonLdText(data);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
