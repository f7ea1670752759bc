/**
 * Read, view and download counts count a visitor once per item per day (docs/security.md, "Outside
 * test, finding 10"). The visitor is the client address and user agent (apps/api/src/plugins/visitors.ts);
 * pages count theirs in process (test/page-cache.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_AGENTS_PER_ADDRESS } from '@mnch/shared';
import { appWith, type AuthHeaders, type TestApp } from './helpers';

const DAY = 86_400_000;
let at = Date.parse('2031-06-01T10:00:00Z');
let t: TestApp, editor: AuthHeaders;
beforeAll(async () => ({ t, editor } = await appWith(['editor'], {}, { now: () => new Date(at) })));
afterAll(() => t.close());

let serial = 0;
const visitor = (remoteAddress: string, userAgent = 'Mozilla/5.0 (Test) Firefox/140.0', headers: Record<string, string> = {}) => ({
  remoteAddress,
  headers: { 'user-agent': userAgent, ...headers },
});
type Visitor = ReturnType<typeof visitor>;

async function newArticle() {
  const res = await t.inject({
    method: 'POST',
    url: '/api/articles',
    headers: editor,
    payload: {
      kind: 'article',
      title: `Counted article ${++serial}`,
      category: 'Partnership',
      content: '<p>Text</p>',
      status: 'published',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().article as { id: number; slug: string };
}

async function newPublication() {
  const res = await t.send('POST', '/api/publications', editor, {
    title: `Counted publication ${++serial}`,
    authors: ['A. Author'],
    type: 'Journal Article',
    year: 2024,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().publication as { id: number };
}

/** The stored read count, read by staff (not counted). */
const readCount = async (id: number) =>
  (await t.inject({ method: 'GET', url: `/api/articles/${id}`, headers: editor })).json().readCount as number;
const publicationCounts = async (id: number) => {
  const { views, downloads } = (await t.inject({ method: 'GET', url: `/api/publications/${id}`, headers: editor })).json().publication;
  return { views, downloads };
};
const read = (url: string, who: Visitor) => t.inject({ method: 'GET', url, ...who });

describe('read counts of articles', () => {
  it('300 reads by one visitor add 1, by id and by slug; another address adds another 1; the next day counts again', async () => {
    const article = await newArticle();
    const reader = visitor('203.0.113.10');
    for (let i = 0; i < 300; i++) {
      const res = await read(i % 2 ? `/api/articles/${article.id}` : `/api/articles/by-slug/${article.slug}`, reader);
      expect(res.statusCode).toBe(200);
    }
    expect(await readCount(article.id)).toBe(1);

    for (let i = 0; i < 20; i++) await read(`/api/articles/${article.id}`, visitor('203.0.113.11'));
    expect(await readCount(article.id)).toBe(2);
    // The same address with another browser is another visitor (one address counts as up to COUNTED_AGENTS_PER_ADDRESS).
    await read(`/api/articles/${article.id}`, visitor('203.0.113.11', 'Mozilla/5.0 (Other) Chrome/150.0'));
    expect(await readCount(article.id)).toBe(3);

    at += DAY;
    for (let i = 0; i < 5; i++) await read(`/api/articles/by-slug/${article.slug}`, reader);
    expect(await readCount(article.id)).toBe(4);
    // Counting one article does not count the visitor as having read another.
    const other = await newArticle();
    await read(`/api/articles/${other.id}`, reader);
    expect(await readCount(other.id)).toBe(1);
  });

  it('300 reads from one address with 300 user agents add COUNTED_AGENTS_PER_ADDRESS; the next day as many again', async () => {
    const cap = COUNTED_AGENTS_PER_ADDRESS;
    expect(t.app.config.countedAgentsPerAddress).toBe(cap);
    expect(cap).toBeGreaterThanOrEqual(2);
    const article = await newArticle();
    const agent = (i: number) => `Mozilla/5.0 (Agent ${i}) Firefox/140.0`;
    for (let i = 0; i < 300; i++) {
      const res = await read(
        i % 2 ? `/api/articles/${article.id}` : `/api/articles/by-slug/${article.slug}`,
        visitor('203.0.113.50', agent(i)),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await readCount(article.id)).toBe(cap);
    // The first agents keep counting as themselves: reading again adds nothing, for this article or by slug.
    for (let i = 0; i < cap; i++) await read(`/api/articles/by-slug/${article.slug}`, visitor('203.0.113.50', agent(i)));
    expect(await readCount(article.id)).toBe(cap);
    // Another address is not held back by this one.
    await read(`/api/articles/${article.id}`, visitor('203.0.113.51', agent(0)));
    expect(await readCount(article.id)).toBe(cap + 1);

    at += DAY;
    for (let i = 300; i < 600; i++) await read(`/api/articles/${article.id}`, visitor('203.0.113.50', agent(i)));
    expect(await readCount(article.id)).toBe(2 * cap + 1);
  });

  it('believes no header that claims a visitor: the caller counts as itself', async () => {
    const article = await newArticle();
    const claimed = (id: string) =>
      visitor('203.0.113.20', 'curl/8.0', { 'x-visitor': `${'A'.repeat(43)}.${id}`, 'x-forwarded-for': `198.51.100.${id.length}` });
    for (let i = 0; i < 30; i++) await read(`/api/articles/${article.id}`, claimed(`visitor${String(i).padStart(15, '0')}`));
    expect(await readCount(article.id)).toBe(1);
  });
});

describe('view and download counts of publications', () => {
  it('count a visitor once a day each: views only when asked, downloads always', async () => {
    const pub = await newPublication();
    const reader = visitor('203.0.113.40');
    for (let i = 0; i < 300; i++) expect((await read(`/api/publications/${pub.id}?incrementViews=true`, reader)).statusCode).toBe(200);
    for (let i = 0; i < 50; i++)
      expect((await t.inject({ method: 'PATCH', url: `/api/publications/${pub.id}/download`, ...reader })).statusCode).toBe(200);
    expect(await publicationCounts(pub.id)).toEqual({ views: 1, downloads: 1 });

    const second = visitor('203.0.113.41');
    await read(`/api/publications/${pub.id}`, second); // not asked to count
    await read(`/api/publications/${pub.id}?incrementViews=true`, second);
    await read(`/api/publications/${pub.id}?incrementViews=true`, second);
    const download = await t.inject({ method: 'PATCH', url: `/api/publications/${pub.id}/download`, ...second });
    expect(download.json()).toEqual({ downloads: 2 });
    expect((await t.inject({ method: 'PATCH', url: `/api/publications/${pub.id}/download`, ...second })).json()).toEqual({ downloads: 2 });
    expect(await publicationCounts(pub.id)).toEqual({ views: 2, downloads: 2 });

    at += DAY;
    await read(`/api/publications/${pub.id}?incrementViews=true`, reader);
    await t.inject({ method: 'PATCH', url: `/api/publications/${pub.id}/download`, ...reader });
    expect(await publicationCounts(pub.id)).toEqual({ views: 3, downloads: 3 });
  });
});
