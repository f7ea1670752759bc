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
  function client(
    handler: (query: Record<string, unknown>) => unknown,
    counts: unknown = { total: 0, byStatus: { active: 0, completed: 0, paused: 0 } },
  ) {
    return {
      projects: vi.fn(async (query?: Record<string, unknown>) => handler(query ?? {})),
      projectCounts: vi.fn(async () => counts),
    } as unknown as Pick<PublicReads, 'projects' | 'projectCounts'>;
  }
  const callsOf = (read: unknown) => (read as ReturnType<typeof vi.fn>).mock.calls.map((call) => call[0] as Record<string, unknown>);

  it('loads the one page shown and the count of each status under the same search and category, in one read', async () => {
    const c = client(
      () => ({ projects: Array.from({ length: 2 }, (_, i) => ({ id: i, title: `P${i}`, status: 'active' })), pagination: { total: 12 } }),
      { total: 12, byStatus: { active: 7, completed: 4, paused: 1 } },
    );
    const result = await fetchProjects(c, { q: 'kmc', category: 'policy', page: 2 });
    expect(result).toMatchObject({
      status: 'ok',
      page: 2,
      totalPages: 2,
      total: 12,
      counts: { all: 12, active: 7, completed: 4, paused: 1 },
    });
    if (result.status === 'ok') expect(result.projects).toHaveLength(2);
    expect(callsOf(c.projects)).toEqual([expect.objectContaining({ search: 'kmc', category: 'policy', page: 2, limit: 10 })]);
    expect(callsOf(c.projectCounts)).toEqual([{ search: 'kmc', category: 'policy' }]);
  });

  it('asks page N alone, however far it is, and the counts without the chosen status', async () => {
    const c = client(() => ({ projects: [], pagination: { total: 30 } }), { total: 35, byStatus: { active: 30, completed: 5, paused: 0 } });
    const result = await fetchProjects(c, { q: '', status: 'active', page: 150 });
    expect(callsOf(c.projects)).toEqual([expect.objectContaining({ page: 150, limit: 10, status: 'active' })]);
    expect(callsOf(c.projectCounts)).toEqual([{ search: undefined, category: undefined }]);
    expect(result).toMatchObject({ status: 'ok', projects: [], page: 150, totalPages: 3, total: 30, counts: { all: 35, active: 30 } });
  });

  it('reports an error when the API fails', async () => {
    const c = client(() => {
      throw new ApiError(500, 'boom');
    });
    expect(await fetchProjects(c, { q: '', page: 1 })).toEqual({ status: 'error' });
  });
});
