import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

// What stored rich text may hold is proved where it is cleaned, on write: apps/api/test/rich-text.test.ts.
// DOMPurify itself is exercised in a real browser (happy-dom's parser is not faithful enough for it).
describe('sanitizeHtml', () => {
  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
