// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { restReads } from '../../lib/public-reads';
import { fetchStories, storyHref } from './stories';

describe('storyHref', () => {
  it('opens uploaded PDFs in the document viewer with url and title', () => {
    const { href, external } = storyHref('/uploads/pdfs/issue-12.pdf', 'Midwives lead the way');
    expect(external).toBe(false);
    const url = new URL(href!, 'http://x');
    expect(url.pathname).toBe('/pdf-viewer');
    expect(url.searchParams.get('url')).toBe('/uploads/pdfs/issue-12.pdf');
    expect(url.searchParams.get('title')).toBe('Midwives lead the way');
  });

  it('reads a link wrapped in HTML and sends other web pages straight there', () => {
    expect(storyHref('<p><a href="https://example.org/n.docx">Issue</a></p>', 'T').href).toMatch(/^\/pdf-viewer\?url=https/);
    expect(storyHref('https://example.org/story', 'T')).toEqual({ href: 'https://example.org/story', external: true });
    expect(storyHref('not a link', 'T')).toEqual({ href: null, external: false });
  });
});

describe('fetchStories', () => {
  it('asks for the latest three newsletters', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            newsletters: [
              {
                id: 1,
                kind: 'newsletter',
                title: 'A',
                slug: 'a',
                excerpt: 'x',
                content: '/uploads/pdfs/a.pdf',
                category: 'news',
                status: 'published',
                featured_image: null,
                featuredImageUrl: null,
                author: 'A',
                tags: [],
                metaDescription: null,
                scheduledDate: null,
                publishedAt: '2025-01-02T00:00:00Z',
                createdAt: '2025-01-01T00:00:00Z',
                updatedAt: '2025-01-01T00:00:00Z',
                version: '"1735689600000"',
                created_at: '2025-01-01T00:00:00Z',
                updated_at: '2025-01-01T00:00:00Z',
                readTime: 1,
                readCount: 0,
                url: '/article/a',
                ext: false,
              },
            ],
            pagination: { page: 1, limit: 3, total: 1, totalPages: 1 },
          }),
        ),
    );
    const result = await fetchStories(restReads(createApiClient({ baseUrl: 'http://api', fetch })));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://api/api/articles/newsletters?page=1&limit=3');
    expect(result.failed).toBe(false);
    expect(result.stories[0]).toMatchObject({ id: 1, title: 'A', date: '2025-01-02T00:00:00Z' });
  });

  it('reports a failure instead of throwing', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"down"}', { status: 500 }));
    expect(await fetchStories(restReads(createApiClient({ baseUrl: '', fetch })))).toEqual({ stories: [], failed: true });
  });
});
