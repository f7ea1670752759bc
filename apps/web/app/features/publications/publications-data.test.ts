import { describe, expect, it } from 'vitest';
import { doiUrl, publicationDoi } from '@mnch/shared';
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
    expect(publicationsApiQuery({ q: '', page: 1 })).toEqual({ page: 1, limit: 10, search: undefined, excludeType: 'Policy Brief' });
    expect(publicationsApiQuery({ q: 'malaria', page: 2 })).toEqual({ page: 2, limit: 10, search: 'malaria', excludeType: undefined });
  });

  it('reads and writes the URL', () => {
    expect(parsePublicationsQuery(new URLSearchParams('q=%20hiv%20&page=x'))).toEqual({
      q: 'hiv',
      page: 1,
      type: '',
      year: '',
      topic: '',
      author: '',
    });
    expect(publicationsHref({ q: 'hiv care', page: 2 })).toBe('/publications?q=hiv+care&page=2#library');
    expect(publicationsHref({ q: '', page: 1 })).toBe('/publications#library');
    // A term longer than the API accepts is cut (rather than the list failing).
    expect(parsePublicationsQuery(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('reads the filters once, writes them into the address and the API query (issue 35, point 6)', () => {
    const state = parsePublicationsQuery(
      new URLSearchParams('type=Research%20Report&year=2024&topic=%20Neonatal%20%20sepsis&author=Grace%20Atim&page=2&year=x'),
    );
    expect(state).toEqual({ q: '', page: 2, type: 'Research Report', year: '2024', topic: 'Neonatal sepsis', author: 'Grace Atim' });
    expect(parsePublicationsQuery(new URLSearchParams('year=20x4')).year).toBe('');
    expect(publicationsHref(state)).toBe(
      '/publications?type=Research+Report&year=2024&topic=Neonatal+sepsis&author=Grace+Atim&page=2#library',
    );
    // A filter lists every type, policy briefs too.
    expect(publicationsApiQuery(state)).toEqual({
      page: 2,
      limit: 10,
      type: 'Research Report',
      year: '2024',
      topic: 'Neonatal sepsis',
      author: 'Grace Atim',
      excludeType: undefined,
    });
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

describe('DOI links', () => {
  it('reads a DOI as written or pasted as a link, and nothing else', () => {
    expect(publicationDoi(' 10.5555/mnch.2024.7 ')).toBe('10.5555/mnch.2024.7');
    expect(publicationDoi('https://doi.org/10.1186/s12884-024-0001-2')).toBe('10.1186/s12884-024-0001-2');
    expect(publicationDoi('doi: 10.1136/bmjgh-2024-000001')).toBe('10.1136/bmjgh-2024-000001');
    for (const value of [null, undefined, '', 'n/a', '10.12/short-prefix', '/uploads/documents/a.pdf', '10.5555/has space']) {
      expect(publicationDoi(value), String(value)).toBeNull();
    }
  });

  it('links a DOI to https://doi.org/, escaping what a path may not hold', () => {
    expect(doiUrl('10.5555/mnch.2024.7')).toBe('https://doi.org/10.5555/mnch.2024.7');
    expect(doiUrl('10.1000/a#b?c')).toBe('https://doi.org/10.1000/a%23b%3Fc');
    expect(doiUrl('not a doi')).toBeNull();
  });
});
