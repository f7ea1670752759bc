// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { checkDocumentUrl, displayTitle } from './document-url';

const origin = 'http://localhost:3000';

describe('checkDocumentUrl', () => {
  it('requires a url', () => {
    expect(checkDocumentUrl(null, origin)).toEqual({ ok: false, message: 'No document URL provided' });
    expect(checkDocumentUrl('  ', origin)).toEqual({ ok: false, message: 'No document URL provided' });
  });

  it('accepts .pdf, .docx, .doc and blob: addresses only', () => {
    expect(checkDocumentUrl('/uploads/pdfs/report.pdf', origin)).toMatchObject({ ok: true, kind: 'pdf', sameOrigin: true });
    expect(checkDocumentUrl('/uploads/docs/a.DOCX', origin)).toMatchObject({ ok: true, kind: 'docx' });
    expect(checkDocumentUrl('https://files.example.org/a.doc?x=1', origin)).toMatchObject({ ok: true, kind: 'doc', sameOrigin: false });
    expect(checkDocumentUrl('blob:http://localhost:3000/abc', origin)).toMatchObject({ ok: true, kind: 'blob' });
    for (const bad of ['/uploads/a.png', '/report.pdf.exe', 'javascript:alert(1)//.pdf', 'https://x.org/a']) {
      expect(checkDocumentUrl(bad, origin)).toEqual({
        ok: false,
        message: 'Unsupported file format. Only PDF and DOCX are allowed.',
      });
    }
  });

  it('tells same-origin documents from others', () => {
    expect(checkDocumentUrl('http://localhost:3000/uploads/x.pdf', origin)).toMatchObject({ sameOrigin: true });
    expect(checkDocumentUrl('https://other.example.org/x.pdf', origin)).toMatchObject({ sameOrigin: false });
  });

  it("fetches documents from this site and from the site's object storage, not from other sites", () => {
    const storage = 'https://cdn.example.org/site/';
    expect(checkDocumentUrl('/uploads/x.pdf', origin, storage)).toMatchObject({ fetchable: true, href: '/uploads/x.pdf' });
    expect(checkDocumentUrl(`${storage}documents/2026/01/a.pdf`, origin, storage)).toMatchObject({
      sameOrigin: false,
      fetchable: true,
      href: `${storage}documents/2026/01/a.pdf`,
    });
    expect(checkDocumentUrl('https://cdn.example.org/other/a.pdf', origin, storage)).toMatchObject({ fetchable: false });
    expect(checkDocumentUrl('https://other.example.org/x.pdf', origin, '/uploads/')).toMatchObject({ fetchable: false });
  });
});

describe('document addresses', () => {
  it('resolves relative upload paths against the site origin', () => {
    expect(checkDocumentUrl('uploads/pdfs/report.pdf', origin)).toMatchObject({ href: '/uploads/pdfs/report.pdf', sameOrigin: true });
    expect(checkDocumentUrl('/uploads/pdfs/report.pdf?v=2', origin)).toMatchObject({ href: '/uploads/pdfs/report.pdf?v=2' });
    expect(checkDocumentUrl('http://localhost:3000/uploads/x.pdf', origin)).toMatchObject({ href: '/uploads/x.pdf' });
    expect(checkDocumentUrl('https://other.example.org/x.pdf', origin)).toMatchObject({ href: 'https://other.example.org/x.pdf' });
  });

  it('names the downloaded file after the path', () => {
    expect(checkDocumentUrl('/uploads/docs/Annual%20report.docx', origin)).toMatchObject({ fileName: 'Annual report.docx' });
    expect(checkDocumentUrl('blob:http://localhost:3000/abc', origin)).toMatchObject({ href: 'blob:http://localhost:3000/abc' });
  });
});

describe('displayTitle', () => {
  it('cuts titles to 50 characters with an ellipsis', () => {
    expect(displayTitle('Short')).toBe('Short');
    expect(displayTitle('x'.repeat(50))).toBe('x'.repeat(50));
    expect(displayTitle('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
    expect(displayTitle('')).toBe('Document');
  });
});
