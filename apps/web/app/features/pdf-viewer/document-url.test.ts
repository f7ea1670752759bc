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
    expect(checkDocumentUrl('/uploads/docs/a.DOCX', origin)).toMatchObject({ ok: true, kind: 'word' });
    expect(checkDocumentUrl('https://files.example.org/a.doc?x=1', origin)).toMatchObject({ ok: true, kind: 'word', sameOrigin: false });
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
});

describe('displayTitle', () => {
  it('cuts titles to 50 characters with an ellipsis', () => {
    expect(displayTitle('Short')).toBe('Short');
    expect(displayTitle('x'.repeat(50))).toBe('x'.repeat(50));
    expect(displayTitle('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
    expect(displayTitle('')).toBe('Document');
  });
});
