import { describe, expect, it } from 'vitest';
import { publicationsListCopy } from '../../content/publications';
import {
  authorNames,
  downloadHref,
  downloadName,
  parsePublicationsQuery,
  publicationsApiQuery,
  publicationsHref,
} from './publications-data';

describe('publications list state', () => {
  it('pluralises the count label', () => {
    expect(publicationsListCopy.count(0)).toBe('0 publications found');
    expect(publicationsListCopy.count(1)).toBe('1 publication found');
    expect(publicationsListCopy.count(12)).toBe('12 publications found');
  });

  it('leaves policy briefs out only when there is no term', () => {
    expect(publicationsApiQuery({ search: '', page: 1 })).toEqual({ page: 1, limit: 10, search: undefined, excludeType: 'Policy Brief' });
    expect(publicationsApiQuery({ search: 'malaria', page: 2 })).toEqual({ page: 2, limit: 10, search: 'malaria', excludeType: undefined });
  });

  it('reads and writes the URL', () => {
    expect(parsePublicationsQuery(new URLSearchParams('q=%20hiv%20&page=x'))).toEqual({ search: 'hiv', page: 1 });
    expect(publicationsHref({ search: 'hiv care', page: 2 })).toBe('/publications?q=hiv+care&page=2#library');
    expect(publicationsHref({ search: '', page: 1 })).toBe('/publications#library');
    // A term longer than the API accepts is cut (rather than the list failing).
    expect(parsePublicationsQuery(new URLSearchParams(`q=${'a'.repeat(300)}`)).search).toHaveLength(200);
  });

  it('joins author names', () => {
    expect(authorNames([])).toBe('');
    expect(authorNames([{ name: 'A' }])).toBe('A');
    expect(authorNames([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('A, B and C');
  });

  it('downloads through the API route that counts the download and sends the browser on to the file', () => {
    expect(downloadHref(42)).toBe('/api/publications/42/download');
  });

  it('names the downloaded file', () => {
    expect(downloadName({ fileName: 'report.pdf', title: 'x', file_url: null })).toBe('report.pdf');
    expect(downloadName({ fileName: null, title: 'Newborn care: a study', file_url: '/uploads/x.pdf?v=1' })).toBe(
      'Newborn-care-a-study.pdf',
    );
  });
});
