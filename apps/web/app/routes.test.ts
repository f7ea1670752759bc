import { PAGE_QUERY_PARAMS, PUBLIC_PAGES } from '@mnch/shared';
import { describe, expect, it } from 'vitest';
import routes from './routes';
import { parseHomeQuery } from './features/home/social-tabs';
import { parseEventFilters } from './features/events/events';
import { parseImpactQuery } from './features/impact/impact-query';
import { parseMediaQuery } from './features/media/media-data';
import { parseNewsletterFilters } from './features/newsletter/newsletters';
import { parseCiteQuery, parsePublicationsQuery } from './features/publications/publications-data';
import { parseFilters } from './features/research/projects';
import { parseStudentQuery } from './features/training/students';
import { parseTeamQuery } from './features/team/team';
import { parsePartnersQuery } from './features/partners/stats';

interface Entry {
  path?: string;
  index?: boolean;
  file: string;
  children?: Entry[];
}

describe('the route table', () => {
  it('has exactly the public pages the sitemap lists (PUBLIC_PAGES), besides the article page and the 404', () => {
    const publicLayout = (routes as Entry[]).find((r) => r.file === 'layouts/public/public-layout.tsx');
    const paths = (publicLayout?.children ?? []).map((r) => (r.index ? '/' : `/${r.path}`)).filter((p) => p !== '/*' && !p.includes(':'));
    expect(paths.sort()).toEqual([...PUBLIC_PAGES].sort());
  });

  it('names only real public pages in PAGE_QUERY_PARAMS (the page cache keys pages by them)', () => {
    const publicLayout = (routes as Entry[]).find((r) => r.file === 'layouts/public/public-layout.tsx');
    const paths = (publicLayout?.children ?? []).map((r) => (r.index ? '/' : `/${r.path!.replace(/:[^/]+/g, '*')}`));
    for (const page of Object.keys(PAGE_QUERY_PARAMS)) expect(paths, page).toContain(page);
  });

  it("reads, in every page's query parser, only the parameters PAGE_QUERY_PARAMS lists for the page", () => {
    const readBy = (parse: (params: URLSearchParams) => unknown) => {
      const names = new Set<string>();
      const params = new URLSearchParams('search=a&q=b&page=2');
      const get = params.get.bind(params);
      params.get = (name: string) => (names.add(name), get(name));
      parse(params);
      return [...names];
    };
    const parsers: Record<string, (params: URLSearchParams) => unknown> = {
      '/': parseHomeQuery,
      '/events': parseEventFilters,
      '/research': parseFilters,
      '/publications': (params) => [parsePublicationsQuery(params), parseCiteQuery(params)],
      '/media': parseMediaQuery,
      '/newsletter': parseNewsletterFilters,
      '/training': parseStudentQuery,
      '/team': parseTeamQuery,
      '/partners': parsePartnersQuery,
      '/impact': parseImpactQuery,
    };
    for (const [page, parse] of Object.entries(parsers)) {
      const names = readBy(parse);
      expect(names.length, page).toBeGreaterThan(0);
      for (const name of names) expect(PAGE_QUERY_PARAMS[page], `${page} reads ${name}`).toContain(name);
    }
  });
});
