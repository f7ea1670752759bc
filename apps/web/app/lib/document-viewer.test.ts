import { describe, expect, it } from 'vitest';
import { viewerAddressFromPath, viewerHref } from './document-viewer';

describe('viewerHref', () => {
  it('points a document at the viewer with its address and title encoded', () => {
    expect(viewerHref('/uploads/a b.pdf', 'R&D brief')).toBe('/pdf-viewer?url=%2Fuploads%2Fa+b.pdf&title=R%26D+brief');
    expect(viewerHref('/uploads/a.pdf', 'May & June')).toBe('/pdf-viewer?url=%2Fuploads%2Fa.pdf&title=May+%26+June');
  });
});

describe('viewerAddressFromPath', () => {
  const urlOf = (address: string) => new URL(address, 'http://site.test').searchParams.get('url');

  it('reads a path on the site, with or without its leading slash, still percent-encoded', () => {
    expect(viewerAddressFromPath('uploads/documents/annual%20report.pdf', '')).toBe(
      '/pdf-viewer?url=%2Fuploads%2Fdocuments%2Fannual%2520report.pdf',
    );
    expect(urlOf(viewerAddressFromPath('/uploads/a.pdf', ''))).toBe('/uploads/a.pdf');
  });

  it('reads an absolute address, putting back a slash a proxy merged away', () => {
    expect(urlOf(viewerAddressFromPath('https://example.org/a.pdf', ''))).toBe('https://example.org/a.pdf');
    expect(urlOf(viewerAddressFromPath('https:/example.org/a.pdf', ''))).toBe('https://example.org/a.pdf');
    expect(urlOf(viewerAddressFromPath('HTTP:/example.org/a.docx', ''))).toBe('HTTP://example.org/a.docx');
  });

  it('keeps the title; the address in the path wins over a url parameter', () => {
    const address = viewerAddressFromPath('uploads/a.pdf', '?title=Annual+report&url=%2Fother.pdf');
    const params = new URL(address, 'http://site.test').searchParams;
    expect(params.get('url')).toBe('/uploads/a.pdf');
    expect(params.getAll('url')).toHaveLength(1);
    expect(params.get('title')).toBe('Annual report');
  });

  it('gives the same address as a link built for the viewer', () => {
    expect(viewerAddressFromPath('uploads/a.pdf', '?title=Report')).toBe(viewerHref('/uploads/a.pdf', 'Report'));
  });
});

describe('viewerAddressFromPath with an address encoded whole', () => {
  const urlOf = (address: string) => new URL(address, 'http://site.test').searchParams.get('url');

  it('decodes an address encoded as one segment once, not encoding it a second time', () => {
    expect(viewerAddressFromPath('%2Fuploads%2Fdocuments%2Fa.pdf', '')).toBe('/pdf-viewer?url=%2Fuploads%2Fdocuments%2Fa.pdf');
    expect(urlOf(viewerAddressFromPath('%2Fuploads%2Fdocuments%2Fannual%2520report.pdf', '?title=R'))).toBe(
      '/uploads/documents/annual%20report.pdf',
    );
    expect(urlOf(viewerAddressFromPath('https%3A%2F%2Fexample.org%2Fa.pdf', ''))).toBe('https://example.org/a.pdf');
    expect(urlOf(viewerAddressFromPath('uploads%2Fa.pdf', ''))).toBe('/uploads/a.pdf');
  });

  it('keeps a path with its own slashes as it is', () => {
    expect(urlOf(viewerAddressFromPath('uploads/documents/a%2Fb.pdf', ''))).toBe('/uploads/documents/a%2Fb.pdf');
  });
});
