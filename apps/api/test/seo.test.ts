import { PUBLIC_PAGES } from '@mnch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xmlEscape } from '../src/modules/seo/feeds';
import { appWith, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, editor: AuthHeaders;
beforeAll(async () => ({ t, editor } = await appWith(['editor'], { SITE_URL: 'https://mnch.example.org/' })));
afterAll(() => t.close());

const uid = () => Math.random().toString(36).slice(2, 8);

async function post(url: string, payload: Record<string, unknown>) {
  const res = await t.inject({ method: 'POST', url, headers: editor, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const article = (over: Record<string, unknown>) =>
  post('/api/articles', {
    category: 'Research Breakthrough',
    content: '<p>Body text.</p>',
    excerpt: 'Summary',
    status: 'published',
    ...over,
  }).then((b) => b.article as { id: number; slug: string });

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /api/']));
    expect(lines).toContain('Sitemap: https://mnch.example.org/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page and every public article, newsletter, project and event; never drafts or archived projects', async () => {
    const stamp = uid();
    const published = await article({ title: `Sitemap published ${stamp}` });
    const draft = await article({ title: `Sitemap draft ${stamp}`, status: 'draft' });
    const future = await article({ title: `Sitemap later ${stamp}`, status: 'scheduled', scheduledDate: '2099-01-01T00:00:00Z' });
    const newsletter = (
      await post('/api/articles', {
        kind: 'newsletter',
        title: `Sitemap issue ${stamp}`,
        category: 'Event',
        content: 'https://example.org/n.pdf',
        status: 'published',
      })
    ).article as { slug: string };
    const project = (await post('/api/projects', { title: `Sitemap Project ${stamp}`, description: '<p>P</p>', category: 'research' }))
      .project as { id: number; slug: string };
    const archived = (await post('/api/projects', { title: `Sitemap Archived ${stamp}`, description: '<p>P</p>', category: 'research' }))
      .project as { id: number; slug: string };
    expect((await t.inject({ method: 'PATCH', url: `/api/projects/${archived.id}/archive`, headers: editor })).statusCode).toBe(200);
    const event = (
      await post('/api/events', {
        title: `Sitemap event ${stamp}`,
        type: 'conference',
        startDate: '2031-01-10T09:00:00Z',
        venueName: 'Kampala',
        organizer: 'MNCH Centre',
        capacity: 10,
      })
    ).event as { id: number; slug: string };

    const res = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const page of PUBLIC_PAGES) expect(locs).toContain(`https://mnch.example.org${page}`);
    expect(locs).toContain(`https://mnch.example.org/article/${published.slug}`);
    expect(locs).toContain(`https://mnch.example.org/article/${newsletter.slug}`);
    expect(project.slug).toBe(`sitemap-project-${stamp}`);
    expect(locs).toContain(`https://mnch.example.org/research/${project.slug}`);
    expect(locs).toContain(`https://mnch.example.org/events?event=${event.slug}`);
    expect(locs).not.toContain(`https://mnch.example.org/article/${draft.slug}`);
    expect(locs).not.toContain(`https://mnch.example.org/article/${future.slug}`);
    expect(locs.some((l) => l.endsWith(`/research/${archived.slug}`))).toBe(false);
    expect(locs.some((l) => l.includes('/admin') || l.includes('/login'))).toBe(false);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe('sitemap.xml: publication pages (issue 35, point 6)', () => {
  it('lists each published publication at /publications/{slug}, never a draft, one in review or an archived one', async () => {
    const stamp = uid();
    const pub = (title: string, status: string) =>
      post('/api/publications', { title, authors: ['Jane Nakato'], type: 'Journal Article', year: 2024, status }).then(
        (b) => b.publication as { slug: string },
      );
    const published = await pub(`Sitemap paper ${stamp}`, 'published');
    const hidden = await Promise.all([pub(`Sitemap draft paper ${stamp}`, 'draft'), pub(`Sitemap review ${stamp}`, 'in review')]);
    const archived = await pub(`Sitemap archived paper ${stamp}`, 'archived');
    const locs = [...(await t.inject({ method: 'GET', url: '/sitemap.xml' })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(published.slug).toBe(`sitemap-paper-${stamp}`);
    expect(locs).toContain(`https://mnch.example.org/publications/${published.slug}`);
    for (const other of [...hidden, archived]) expect(locs).not.toContain(`https://mnch.example.org/publications/${other.slug}`);
  });
});

describe('rss.xml', () => {
  it('carries the latest public articles and newsletters, newest first, escaped', async () => {
    const stamp = uid();
    const older = await article({ title: `Feed older ${stamp}` });
    const newer = await article({ title: `Feed newer & "quoted" ${stamp}`, excerpt: "Tom & Jerry's 5 > 3" });
    const hidden = await article({ title: `Feed draft ${stamp}`, status: 'draft' });

    const res = await t.inject({ method: 'GET', url: '/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain('<link>https://mnch.example.org/</link>');
    expect(res.body).toContain(`<title>Feed newer &amp; &quot;quoted&quot; ${stamp}</title>`);
    expect(res.body).toContain('<description>Tom &amp; Jerry&apos;s 5 &gt; 3</description>');
    expect(res.body).toContain(`<guid isPermaLink="true">https://mnch.example.org/article/${newer.slug}</guid>`);
    expect(res.body.indexOf(`/article/${newer.slug}<`)).toBeLessThan(res.body.indexOf(`/article/${older.slug}<`));
    expect(res.body).not.toContain(`/article/${hidden.slug}<`);
    expect(res.body).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });

  it('xmlEscape escapes the five XML characters', () => {
    expect(xmlEscape(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  });
});
