// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fetchProjects, hasActiveFilters, parseFilters, previewText, projectsHref, visibleTags } from './projects';
import type { PublicReads } from '@mnch/shared';
import { ApiError } from '../../lib/api-client';

describe('previewText', () => {
  it('strips markup and cuts to 80 characters plus an ellipsis', () => {
    const html = `<p>${'a'.repeat(50)}</p><p><strong>${'b'.repeat(50)}</strong></p>`;
    const text = previewText(html);
    expect(text).toBe(`${'a'.repeat(50)} ${'b'.repeat(29)}...`);
    expect(text.length).toBe(83);
  });
  it('leaves short text alone and decodes entities', () => {
    expect(previewText('<p>Mothers &amp; newborns&nbsp;first</p>')).toBe('Mothers & newborns first');
    expect(previewText(null)).toBe('');
  });
  it('joins inline tags without a space and separates blocks', () => {
    expect(previewText('<b>Kampa</b>la<br>Uganda')).toBe('Kampala Uganda');
  });
});

describe('visibleTags', () => {
  it('shows two tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(visibleTags(undefined)).toEqual({ shown: [], more: 0 });
  });
});

describe('URL filters', () => {
  it('parses valid values and ignores the rest', () => {
    expect(parseFilters(new URLSearchParams('q=%20kmc%20&status=active&category=policy&page=3'))).toEqual({
      q: 'kmc',
      status: 'active',
      category: 'policy',
      page: 3,
    });
    expect(parseFilters(new URLSearchParams('status=ongoing&category=x&page=-2'))).toEqual({ q: '', page: 1 });
  });
  it('builds the address back, leaving out empty values and page 1', () => {
    expect(projectsHref({ q: 'kmc', status: 'completed', page: 1 })).toBe('/research?q=kmc&status=completed#projects');
    expect(projectsHref({ category: 'training', page: 2 })).toBe('/research?category=training&page=2#projects');
    expect(projectsHref({})).toBe('/research#projects');
  });
  it('knows when any filter is on', () => {
    expect(hasActiveFilters({ q: '', page: 2 })).toBe(false);
    expect(hasActiveFilters({ q: 'x', page: 1 })).toBe(true);
  });
});

describe('fetchProjects', () => {
  function client(handler: (query: Record<string, unknown>) => unknown) {
    return { projects: vi.fn(async (query?: Record<string, unknown>) => handler(query ?? {})) } as unknown as Pick<PublicReads, 'projects'>;
  }

  it('loads the one page shown and counts each status under the same search, reusing the page total for all', async () => {
    const c = client((q) => {
      if (q.limit === 1) {
        const totals: Record<string, number> = { active: 7, completed: 4, paused: 1 };
        return { projects: [], pagination: { total: totals[q.status as string]! } };
      }
      return { projects: Array.from({ length: 2 }, (_, i) => ({ id: i, title: `P${i}`, status: 'active' })), pagination: { total: 12 } };
    });
    const result = await fetchProjects(c, { q: 'kmc', page: 2 });
    expect(result).toMatchObject({
      status: 'ok',
      page: 2,
      totalPages: 2,
      total: 12,
      counts: { all: 12, active: 7, completed: 4, paused: 1 },
    });
    if (result.status === 'ok') expect(result.projects).toHaveLength(2);
    const calls = (c.projects as ReturnType<typeof vi.fn>).mock.calls.map((call) => call[0]);
    expect(calls[0]).toMatchObject({ search: 'kmc', page: 2, limit: 10 });
    // One request for the page and one per status: the page's total is the count of all.
    expect(calls).toHaveLength(4);
    expect(calls.slice(1).every((q: Record<string, unknown>) => q.search === 'kmc' && q.limit === 1 && q.status)).toBe(true);
  });

  it('asks page N alone, however far it is, and reuses the page total for the chosen status', async () => {
    const c = client((q) => ({ projects: [], pagination: { total: q.status === 'active' && q.limit === 10 ? 30 : 5 } }));
    const result = await fetchProjects(c, { q: '', status: 'active', page: 150 });
    const calls = (c.projects as ReturnType<typeof vi.fn>).mock.calls.map((call) => call[0]);
    expect(calls.filter((q) => q.limit !== 1)).toEqual([expect.objectContaining({ page: 150, limit: 10, status: 'active' })]);
    expect(calls.filter((q) => q.status === 'active')).toHaveLength(1);
    expect(result).toMatchObject({ status: 'ok', projects: [], page: 150, totalPages: 3, total: 30, counts: { all: 5, active: 30 } });
  });

  it('reports an error when the API fails', async () => {
    const c = client(() => {
      throw new ApiError(500, 'boom');
    });
    expect(await fetchProjects(c, { q: '', page: 1 })).toEqual({ status: 'error' });
  });
});
