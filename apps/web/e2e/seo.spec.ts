import { PUBLIC_PAGES, SITE_IDENTITY } from '@mnch/shared';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, auth, createArticle, createPublication, marker } from './support/content';
import { expect, test } from './support/fixtures';

/** The page's HTML as a crawler without JavaScript reads it. */
async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

const withoutScripts = (html: string) => html.replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, '');

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];
}

/**
 * The public origin the pages and feeds name: the server's configured one (SITE_URL, unset here, so
 * http://localhost:<PORT>; apps/api/src/config.ts), never the address the request used.
 */
const siteOrigin = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL!).port}`;

test.describe('findable by search engines', () => {
  test('every public page has its title, description, canonical address, Open Graph and Twitter tags in the server HTML', async ({
    request,
    baseURL,
  }) => {
    for (const path of PUBLIC_PAGES) {
      const html = withoutScripts(await htmlOf(request, `${path}?utm_source=e2e`));
      expect(html, path).toMatch(/<title>[^<]+\| MNCH Centre<\/title>/);
      expect(metaContent(html, 'name', 'description')?.length ?? 0, path).toBeGreaterThan(20);
      expect(html, path).toContain(`<link rel="canonical" href="${siteOrigin(baseURL)}${path}"/>`);
      expect(metaContent(html, 'property', 'og:url'), path).toBe(`${siteOrigin(baseURL)}${path}`);
      expect(metaContent(html, 'property', 'og:title'), path).toBeTruthy();
      expect(metaContent(html, 'property', 'og:description'), path).toBeTruthy();
      expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary');
      expect(metaContent(html, 'name', 'twitter:title'), path).toBe(metaContent(html, 'property', 'og:title'));
      // The page's own text is there before any script runs.
      expect(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, path).toBeGreaterThan(1500);
    }
  });

  test('the home page describes the centre; an article, events and publications describe themselves (JSON-LD)', async ({
    request,
    baseURL,
  }) => {
    const home = structuredData(await htmlOf(request, '/'));
    expect(home).toEqual([expect.objectContaining({ '@type': 'ResearchOrganization', url: `${siteOrigin(baseURL)}/` })]);

    const token = await adminToken(request);
    const stamp = marker('seo');
    const article = await createArticle(request, token, { title: `SEO article ${stamp}`, excerpt: `Why ${stamp} matters` });
    const articleHtml = await htmlOf(request, `/article/${article.slug}`);
    expect(metaContent(articleHtml, 'property', 'og:type')).toBe('article');
    expect(structuredData(articleHtml)).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: `SEO article ${stamp}`,
        url: `${siteOrigin(baseURL)}/article/${article.slug}`,
      }),
    ]);

    const res = await request.post('/api/events', {
      headers: auth(token),
      data: {
        title: `SEO event ${stamp}`,
        type: 'Workshop',
        startDate: '2031-03-01T09:00:00Z',
        organizer: 'MNCH Centre',
        venueName: 'Kampala',
        capacity: 20,
      },
    });
    expect(res.status()).toBe(201);
    const event = (await res.json()).event as { id: number; slug: string };
    const eventsLd = structuredData(await htmlOf(request, `/events?q=${encodeURIComponent(stamp)}`));
    expect(eventsLd).toEqual([
      expect.objectContaining({ '@type': 'Event', name: `SEO event ${stamp}`, url: `${siteOrigin(baseURL)}/events?event=${event.slug}` }),
    ]);
    const sharedHtml = await htmlOf(request, `/events?event=${event.slug}`);
    expect(sharedHtml).toContain(`<link rel="canonical" href="${siteOrigin(baseURL)}/events?event=${event.slug}"/>`);

    await createPublication(request, token, {
      title: `SEO publication ${stamp}`,
      type: 'Journal Article',
      authors: [{ name: 'N. Nakato' }],
    });
    const pubLd = structuredData(await htmlOf(request, `/publications?q=${encodeURIComponent(stamp)}`));
    expect(pubLd).toEqual([
      expect.objectContaining({
        '@type': 'ScholarlyArticle',
        name: `SEO publication ${stamp}`,
        author: [{ '@type': 'Person', name: 'N. Nakato' }],
      }),
    ]);
  });

  test('robots.txt, sitemap.xml and rss.xml are served at the root', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${siteOrigin(baseURL)}/sitemap.xml`);

    const token = await adminToken(request);
    const article = await createArticle(request, token, { title: `Feed article ${marker('feed')}` });
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    for (const path of PUBLIC_PAGES) expect(xml).toContain(`<loc>${siteOrigin(baseURL)}${path}</loc>`);
    expect(xml).toContain(`<loc>${siteOrigin(baseURL)}/article/${article.slug}</loc>`);

    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toMatch(/application\/rss\+xml/);
    expect(await rss.text()).toContain(`<link>${siteOrigin(baseURL)}/article/${article.slug}</link>`);
  });

  test('every page names the news feed for feed readers, and the public footer links to it (1280 and 375 px)', async ({
    request,
    page,
    baseURL,
  }) => {
    const token = await adminToken(request);
    const article = await createArticle(request, token, { title: `Discovered feed article ${marker('feed')}` });
    const feedLink = `<link rel="alternate" type="application/rss+xml" title="${SITE_IDENTITY.name}: news and newsletters" href="${siteOrigin(baseURL)}/rss.xml"/>`;
    for (const path of [...PUBLIC_PAGES, `/article/${article.slug}`, '/login', '/no-such-page-for-feeds']) {
      const html = (await (await request.get(path)).text()).replace(/&amp;/g, '&');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(feedLink);
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Follow our news by RSS' });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/rss.xml');
      const feed = await request.get((await link.getAttribute('href'))!);
      expect(await feed.text()).toContain(`/article/${article.slug}</link>`);
    }
  });

  test('the back office and sign-in ask not to be indexed; an unknown page is a real 404', async ({ request }) => {
    for (const path of ['/login', '/admin']) {
      expect(await htmlOf(request, path), path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
    const missing = await request.get('/no-such-page-for-seo');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(/<meta name="robots" content="noindex"/);
  });
});
