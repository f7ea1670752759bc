// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { authorsSummary, documentUrl, publicationSource, statusLabel, statusTone, yearOptions } from './format';
import { UPLOADS_PATH, isOwnUpload } from '@mnch/shared';

describe('authorsSummary', () => {
  it('shows the first author plus the number of others', () => {
    expect(authorsSummary([{ name: 'Jane Nakato' }])).toBe('Jane Nakato');
    expect(authorsSummary([{ name: 'Jane Nakato' }, { name: 'Peter Okello' }])).toBe('Jane Nakato +1 other');
    expect(authorsSummary([{ name: 'Jane Nakato' }, { name: 'B' }, { name: 'C' }, { name: 'D' }])).toBe('Jane Nakato +3 others');
  });
  it('skips blank names and shows a dash without authors', () => {
    expect(authorsSummary([{ name: '  ' }, { name: 'Sam Mugisha' }])).toBe('Sam Mugisha');
    expect(authorsSummary([])).toBe('—');
  });
});

describe('yearOptions', () => {
  it('offers 2020-2024 and every year in the data, newest first, once each', () => {
    expect(yearOptions([]).map((o) => o.value)).toEqual(['2024', '2023', '2022', '2021', '2020']);
    expect(yearOptions([2026, 2023, 2019, 2026]).map((o) => o.value)).toEqual(['2026', '2024', '2023', '2022', '2021', '2020', '2019']);
    expect(yearOptions([2025])[0]).toEqual({ value: '2025', label: '2025' });
  });
});

describe('status badges', () => {
  it('labels and colours the four statuses (Published green, Draft and In Review yellow, Archived red)', () => {
    expect(statusLabel('in review')).toBe('In Review');
    expect(statusLabel('published')).toBe('Published');
    expect(statusTone('published')).toBe('brand');
    expect(statusTone('draft')).toBe('amber');
    expect(statusTone('in review')).toBe('amber');
    expect(statusTone('archived')).toBe('red');
    expect(statusTone('other')).toBe('neutral');
    expect(statusLabel('other')).toBe('other');
  });
});

describe('documents and sources', () => {
  it('reads either spelling of the file address and tells stored files from links', () => {
    expect(documentUrl({ fileUrl: '/uploads/docs/a.pdf', file_url: null, externalUrl: null })).toBe('/uploads/docs/a.pdf');
    expect(documentUrl({ fileUrl: null, file_url: 'https://example.org/b.pdf', externalUrl: null })).toBe('https://example.org/b.pdf');
    // A copy elsewhere is the document when nothing is uploaded; an upload comes first.
    expect(documentUrl({ fileUrl: null, file_url: null, externalUrl: 'https://example.org/c.pdf' })).toBe('https://example.org/c.pdf');
    expect(documentUrl({ fileUrl: '/uploads/docs/a.pdf', file_url: null, externalUrl: 'https://example.org/c.pdf' })).toBe(
      '/uploads/docs/a.pdf',
    );
    expect(documentUrl({ fileUrl: null, file_url: null, externalUrl: null })).toBeNull();
    expect(isOwnUpload('/uploads/docs/a.pdf', UPLOADS_PATH)).toBe(true);
    expect(isOwnUpload('https://example.org/b.pdf', UPLOADS_PATH)).toBe(false);
    expect(isOwnUpload('https://cdn.example.org/documents/a.pdf', 'https://cdn.example.org/')).toBe(true);
    expect(isOwnUpload('https://example.org/b.pdf', 'https://cdn.example.org/')).toBe(false);
  });
  it('shows the journal, else the policy brief source', () => {
    expect(publicationSource({ journal: 'The Lancet', publicationSource: 'MoH' })).toBe('The Lancet');
    expect(publicationSource({ journal: null, publicationSource: 'MoH' })).toBe('MoH');
    expect(publicationSource({ journal: null, publicationSource: null })).toBe('');
  });
});
