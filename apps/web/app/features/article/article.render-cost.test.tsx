// @vitest-environment happy-dom
// @vitest-environment node
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS, PROJECT_LIMITS, RICH_TEXT_MAX_DEPTH, type Article, type Project } from '@mnch/shared';
import ArticleRoute, { meta } from './article.route';

/**
 * The server's share of a page view of the worst rich text the API stores (docs/security.md, finding 2):
 * the article page renders the stored HTML as it is (decision 0014,
 * docs/decisions/0014-sanitise-rich-text-once-on-write.md), so rendering an article or a project at
 * its field's length limit, in the shapes that cost the API most to clean, takes well under a second
 * of CPU. The API's own reads of the same values are measured in apps/api/test/rich-text.test.ts.
 */

/** Of `unit`, as many as fit in `size` characters, between `prefix` and `suffix`. */
const fill = (unit: string, size: number, prefix = '', suffix = '') =>
  prefix + unit.repeat(Math.floor((size - prefix.length - suffix.length) / unit.length)) + suffix;
const nestedLists = (pairs: number) => '<ul><li>'.repeat(pairs) + 'x' + '</li></ul>'.repeat(pairs);

/** What the API stores for its costliest accepted inputs (apps/api/test/rich-text.test.ts), as long as a field holds. */
const STORED: Record<string, (size: number) => string> = {
  'sibling <li>': (size) => fill('<li>x</li>', size, '<ul>', '</ul>'),
  paragraphs: (size) => fill('<p>x</p>', size),
  'escaped <': (size) => fill('&lt;', size),
  'escaped &': (size) => fill('&amp;', size),
  'entity run': (size) => fill('&amp;A©', size),
  'depth at the limit, repeated': (size) => fill(nestedLists(RICH_TEXT_MAX_DEPTH / 2), size),
  'links opening new tabs': (size) => fill('<a href="/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>', size),
  'images and line breaks': (size) => fill('<img src="/uploads/images/a.webp" alt="" /><br />', size),
  words: (size) => fill('<p>word word word word word word word word</p>', size),
};

const when = '2031-06-01T10:00:00.000Z';
const article = (content: string): Article => ({
  id: 1,
  kind: 'article',
  title: 'The worst accepted article',
  slug: 'worst',
  excerpt: 'Excerpt',
  content,
  category: 'News',
  status: 'published',
  featured_image: null,
  featuredImageUrl: null,
  author: 'MNCH Centre',
  tags: ['one', 'two'],
  metaDescription: null,
  scheduledDate: null,
  publishedAt: when,
  createdAt: when,
  updatedAt: when,
  created_at: when,
  updated_at: when,
  readTime: 0, // 0 makes the page count the words itself, the costlier path
  readCount: 1,
  url: '/article/worst',
  ext: false,
});
const project = (description: string): Project => ({
  id: 7,
  title: 'The worst accepted project',
  description,
  category: 'research',
  status: 'active',
  startDate: when,
  endDate: null,
  budget: 0,
  currency: 'USD',
  principalInvestigator: null,
  fundingSource: null,
  targetBeneficiaries: 0,
  geographicalScope: null,
  imageUrl: null,
  image: null,
  partners: [],
  teamMembers: [],
  tags: [],
  documentUrls: [],
  progress: 0,
  archived: false,
  createdBy: null,
  createdAt: when,
  updatedAt: when,
  created_at: when,
  updated_at: when,
});

type State = { state: 'ok'; article: Article; more: Article[] } | { state: 'project'; project: Project };
type MetaArgs = Parameters<typeof meta>[0];

/** The page as the server renders it (root data with the origin, the route's loader data), and its meta tags. */
function renderPage(data: State, path: string): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [{ id: 'article', path: 'article/:slug', Component: ArticleRoute as unknown as ComponentType }],
    },
  ]);
  const html = renderToString(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { origin: 'https://site.example' }, article: data } }} />,
  );
  const tags = meta({ data, matches: [{ id: 'root', data: { origin: 'https://site.example' } }] } as unknown as MetaArgs);
  return html + JSON.stringify(tags);
}

function cpuSeconds(work: () => string): { cpu: number; out: string } {
  const start = process.cpuUsage();
  const out = work();
  const used = process.cpuUsage(start);
  return { cpu: (used.user + used.system) / 1e6, out };
}

describe('the article page renders the worst stored rich text in under a second of CPU', () => {
  it('warms up', () => {
    expect(renderPage({ state: 'ok', article: article('<p>warm</p>'), more: [] }, '/article/worst')).toContain('<p>warm</p>');
  });

  it.each(Object.entries(STORED))('article content: %s', (_shape, make) => {
    const content = make(ARTICLE_LIMITS.content);
    expect(content.length).toBeLessThanOrEqual(ARTICLE_LIMITS.content);
    expect(content.length).toBeGreaterThan(ARTICLE_LIMITS.content - 200);
    const { cpu, out } = cpuSeconds(() => renderPage({ state: 'ok', article: article(content), more: [] }, '/article/worst'));
    expect(cpu, `${cpu.toFixed(2)} s of CPU`).toBeLessThan(1);
    expect(out).toContain(content);
  });

  it.each(Object.entries(STORED))('project description: %s', (_shape, make) => {
    const description = make(PROJECT_LIMITS.description);
    expect(description.length).toBeLessThanOrEqual(PROJECT_LIMITS.description);
    const { cpu, out } = cpuSeconds(() => renderPage({ state: 'project', project: project(description) }, '/article/project?project=7'));
    expect(cpu, `${cpu.toFixed(2)} s of CPU`).toBeLessThan(1);
    expect(out).toContain(description);
  });
});
