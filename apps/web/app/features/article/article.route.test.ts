import { describe, expect, it, vi } from 'vitest';

// Public pages render the HTML the API stored: no sanitiser may run while a page is rendered. Both
// sanitisers fail loudly here, so a loader that still called one would fail this test.
vi.mock('sanitize-html', () => ({
  default: () => {
    throw new Error('sanitize-html ran on render');
  },
}));
vi.mock('dompurify', () => ({
  default: {
    isSupported: true,
    addHook: () => undefined,
    sanitize: () => {
      throw new Error('DOMPurify ran on render');
    },
  },
}));

const { loader } = await import('./article.route');

/**
 * What the API stored: clean by its allow-list, written here with markup a render-time sanitiser
 * would still have changed (an element outside the allow-list, a link target it drops), so a second
 * pass would show.
 */
const STORED = '<p>Stored <custom-el>as it is</custom-el> <a href="/x" target="_top">link</a></p>';

type LoaderArgs = Parameters<typeof loader>[0];
const responses = new Map<string, unknown>();
const answer = async (name: string) => {
  if (!responses.has(name)) throw new Error(`unexpected read ${name}`);
  return responses.get(name);
};
/** The load context's in-process reads, answering what each test stored under the read's name. */
const read = {
  articleBySlug: (slug: string) => answer(`articleBySlug ${slug}`),
  articles: () => answer('articles'),
  project: (id: number) => answer(`project ${id}`),
};
const call = (url: string, slug = 'stored-html') =>
  loader({ params: { slug }, request: new Request(url), context: { read } } as unknown as LoaderArgs);
const body = (result: unknown) => (result as { data: Record<string, unknown> }).data;

describe('article page loader', () => {
  it("renders an article's stored HTML as it is: no sanitiser runs on render", async () => {
    responses.set('articleBySlug stored-html', { id: 1, title: 'Stored', slug: 'stored-html', content: STORED });
    responses.set('articles', { articles: [] });
    const result = body(await call('http://site.test/article/stored-html'));
    expect(result.state).toBe('ok');
    expect((result.article as { content: string }).content).toBe(STORED);
  });

  it("answers an old project address with a 301 to the project's page", async () => {
    responses.set('project 7', { project: { id: 7, slug: 'kangaroo-care', title: 'Project', description: STORED } });
    const thrown = await call('http://site.test/article/project?project=7', 'project').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/research/kangaroo-care');
  });
});
