// @vitest-environment happy-dom
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS, type Article } from '@mnch/shared';
import { STORED, cpuSeconds, renderRoute } from '../../lib/render-cost.test-support';
import ArticleRoute, { meta } from './article.route';

/**
 * The server's share of a page view of the worst rich text the API stores (docs/security.md, finding 2):
 * the article page renders the stored HTML as it is (decision 0014,
 * docs/decisions/0014-sanitise-rich-text-once-on-write.md), so rendering an article at
 * its field's length limit, in the shapes that cost the API most to clean, takes well under a second
 * of CPU. The API's own reads of the same values are measured in apps/api/test/rich-text.test.ts.
 */

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
  version: '"0"',
  created_at: when,
  updated_at: when,
  readTime: 0, // 0 makes the page count the words itself, the costlier path
  readCount: 1,
  url: '/article/worst',
  ext: false,
});
type State = { state: 'ok'; article: Article; more: Article[] };
const renderPage = (data: State, url: string) => renderRoute({ Component: ArticleRoute, meta, path: 'article/:slug' }, data, url);

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
});
