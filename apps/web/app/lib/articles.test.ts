// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { articleDocumentUrl } from './articles';

describe('articleDocumentUrl', () => {
  it('finds the PDF or Word document an article stands for', () => {
    expect(articleDocumentUrl('/uploads/documents/2026/issue.docx')).toBe('/uploads/documents/2026/issue.docx');
    expect(articleDocumentUrl('uploads/pdfs/issue.pdf')).toBe('/uploads/pdfs/issue.pdf');
    expect(articleDocumentUrl(' /uploads/documents/2026/a1b2.pdf ')).toBe('/uploads/documents/2026/a1b2.pdf');
    expect(articleDocumentUrl('https://example.org/files/Issue.PDF?v=2')).toBe('https://example.org/files/Issue.PDF?v=2');
  });

  it('leaves HTML and other content alone', () => {
    expect(articleDocumentUrl('<p>See /uploads/documents/a.pdf</p>')).toBeNull();
    expect(articleDocumentUrl('/uploads/images/a.webp')).toBeNull();
    expect(articleDocumentUrl('')).toBeNull();
    expect(articleDocumentUrl(null)).toBeNull();
  });
});
