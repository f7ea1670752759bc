// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { categoryLabel, downloadName, issueDocument, newsletterHref, parseNewsletterFilters, readingMinutes } from './newsletters';

describe('parseNewsletterFilters / newsletterHref', () => {
  it('reads known values and falls back to defaults', () => {
    expect(parseNewsletterFilters(new URLSearchParams('category=program-news&q=%20malaria%20&sort=oldest&page=3'))).toEqual({
      category: 'program-news',
      q: 'malaria',
      sort: 'oldest',
      page: 3,
    });
    expect(parseNewsletterFilters(new URLSearchParams('sort=popular')).sort).toBe('popular');
    expect(parseNewsletterFilters(new URLSearchParams('category=nope&sort=sideways&page=-1'))).toEqual({
      category: 'all',
      q: '',
      sort: 'newest',
      page: 1,
    });
  });
  it('leaves defaults out of the address', () => {
    expect(newsletterHref({ category: 'all', q: '', sort: 'newest', page: 1 })).toBe('/newsletter#archive');
    expect(newsletterHref({ category: 'awards', q: 'x y', sort: 'oldest', page: 2 })).toBe(
      '/newsletter?category=awards&q=x+y&sort=oldest&page=2#archive',
    );
  });
});

describe('issue helpers', () => {
  it('tells PDFs from web pages', () => {
    expect(issueDocument('/uploads/pdfs/2026/a.pdf')).toEqual({ url: '/uploads/pdfs/2026/a.pdf', kind: 'pdf' });
    expect(issueDocument('/uploads/documents/2026/b.DOCX')).toEqual({ url: '/uploads/documents/2026/b.DOCX', kind: 'docx' });
    expect(issueDocument('https://example.org/issue?id=1')).toEqual({ url: 'https://example.org/issue?id=1', kind: 'link' });
    expect(issueDocument('<p>Just text</p>')).toBeNull();
  });
  it('builds a download name', () => {
    expect(downloadName('MNCH Newsletter - May 2026!')).toBe('MNCH-Newsletter---May-2026.pdf');
    expect(downloadName('MNCH Newsletter - May 2026!', 'docx')).toBe('MNCH-Newsletter---May-2026.docx');
  });
  it('counts reading time at 225 words per minute, none for a document', () => {
    expect(readingMinutes(`<p>${'word '.repeat(226)}</p>`)).toBe(2);
    expect(readingMinutes('/uploads/pdfs/a.pdf')).toBeNull();
  });
  it('labels categories with the chip names', () => {
    expect(categoryLabel('Program Expansion')).toBe('Program News');
    expect(categoryLabel('Event')).toBe('Event');
  });
});
