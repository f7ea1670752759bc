import { describe, expect, it } from 'vitest';
import { singularOf } from './paged-list';

describe('singularOf', () => {
  it('names one row of every list that pages ("Showing 1–1 of 1 …")', () => {
    expect(
      [
        'deleted items',
        'redirects',
        'files',
        'messages',
        'projects',
        'images',
        'press releases',
        'team members',
        'countries',
        'field sites',
      ].map(singularOf),
    ).toEqual(['deleted item', 'redirect', 'file', 'message', 'project', 'image', 'press release', 'team member', 'country', 'field site']);
  });
});
