import { describe, expect, it } from 'vitest';
import { viewerHref } from './document-viewer';

describe('viewerHref', () => {
  it('points a document at the viewer with its address and title encoded', () => {
    expect(viewerHref('/uploads/a b.pdf', 'R&D brief')).toBe('/pdf-viewer?url=%2Fuploads%2Fa+b.pdf&title=R%26D+brief');
    expect(viewerHref('/uploads/a.pdf', 'May & June')).toBe('/pdf-viewer?url=%2Fuploads%2Fa.pdf&title=May+%26+June');
  });
});
