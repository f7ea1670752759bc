import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_MESSAGES, SLUG_TAKEN_MESSAGE, slugSchema } from '@mnch/shared';
import { type AuthHeaders, randomKey, siteAppWith, type TestApp } from './helpers';

/**
 * Slugs chosen by staff and the redirects from old addresses (decision 28): the slug rule, its 409,
 * a redirect kept only when a published item's slug changes, the 301 of the public page, a live item
 * taking an old address, the sitemap, and the admins' list and removal.
 */
let t: TestApp, editor: AuthHeaders, admin: AuthHeaders;
beforeAll(async () => ({ t, editor, admin } = await siteAppWith(['editor', 'admin'])), 60_000);
afterAll(() => t?.close());

type Item = { id: number; slug: string; title: string };

async function create(over: Record<string, unknown> = {}): Promise<Item> {
  const res = await t.send('POST', '/api/articles', editor, {
    title: `Redirect test ${randomKey()}`,
    category: 'Partnership',
    content: '<p>Text</p>',
    status: 'published',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ article: Item }>().article;
}
const put = (id: number, payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `/api/articles/${id}`, headers: editor, payload });
const rename = async (id: number, slug: string) => {
  const res = await put(id, { slug });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ article: Item }>().article;
};
const page = (path: string) => t.inject({ method: 'GET', url: path });
const listRedirects = async (search: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/redirects?search=${encodeURIComponent(search)}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    redirects: Array<{ id: number; oldPath: string; itemId: number; currentPath: string | null; itemTitle: string | null }>;
  }>().redirects;
};

describe('the slug rule (packages/shared)', () => {
  it('takes lower-case letters, digits and single hyphens, lower-cases and trims, and refuses the rest in words', () => {
    expect(slugSchema.parse('  Maternal-Health-2024 ')).toBe('maternal-health-2024');
    for (const bad of ['two  words', 'a--b', '-lead', 'trail-', 'café', 'a/b', 'a_b', '<b>x</b>']) {
      const result = slugSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SLUG_MESSAGES.invalid);
    }
    expect(slugSchema.safeParse('').error?.issues[0]?.message).toBe(SLUG_MESSAGES.required);
    expect(slugSchema.safeParse('a'.repeat(SLUG_MAX + 1)).error?.issues[0]?.message).toBe(SLUG_MESSAGES.tooLong);
    expect(slugSchema.safeParse('a'.repeat(SLUG_MAX)).success).toBe(true);
  });
});

describe('choosing a slug', () => {
  it('creates with a chosen slug, refuses a bad one with a 400 naming the field, and a taken one with a 409', async () => {
    const slug = `chosen-${randomKey()}`;
    expect((await create({ slug })).slug).toBe(slug);
    const taken = await t.send('POST', '/api/articles', editor, { title: 'Other', slug, category: 'Partnership', content: '<p>T</p>' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [{ field: 'slug', message: SLUG_TAKEN_MESSAGE }] });
    const other = await create({ kind: 'newsletter', content: 'https://example.org/n.pdf' });
    const clash = await put(other.id, { slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: 'slug', message: SLUG_TAKEN_MESSAGE }]);
    const bad = await put(other.id, { slug: 'Not a slug!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'slug', message: SLUG_MESSAGES.invalid }]);
    // Nothing changed.
    expect((await t.inject({ method: 'GET', url: `/api/articles/${other.id}`, headers: editor })).json().slug).toBe(other.slug);
  });

  it('keeps the slug when only the title changes', async () => {
    const item = await create();
    const res = await put(item.id, { title: `A whole new title ${randomKey()}` });
    expect(res.json().article.slug).toBe(item.slug);
    expect(await listRedirects(item.slug)).toEqual([]);
  });
});

describe('redirects from old addresses', () => {
  it('a published rename answers 301 from the old page address to the new one; a draft rename keeps no redirect', async () => {
    const item = await create();
    const before = await page(`/article/${item.slug}`);
    expect(before.statusCode).toBe(200);
    const next = `renamed-${randomKey()}`;
    await rename(item.id, next);
    const old = await page(`/article/${item.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/article/${next}`);
    expect(old.headers['cache-control']).toBe('no-store');
    expect((await page(`/article/${next}`)).statusCode).toBe(200);
    // Renamed again: the first address leads straight to the newest (no chain), the second too.
    const last = `renamed-again-${randomKey()}`;
    await rename(item.id, last);
    expect((await page(`/article/${item.slug}`)).headers.location).toBe(`/article/${last}`);
    expect((await page(`/article/${next}`)).headers.location).toBe(`/article/${last}`);
    const rows = await listRedirects(item.slug);
    expect(rows).toMatchObject([
      { oldPath: `/article/${item.slug}`, itemId: item.id, currentPath: `/article/${last}`, itemTitle: item.title },
    ]);

    const draft = await create({ status: 'draft' });
    await rename(draft.id, `draft-renamed-${randomKey()}`);
    expect(await listRedirects(draft.slug)).toEqual([]);
    expect((await page(`/article/${draft.slug}`)).statusCode).toBe(404);
  });

  it('a cached 404 of an address cannot stick once it redirects, and a redirect of a deleted item stops answering', async () => {
    const item = await create();
    const next = `moved-${randomKey()}`;
    // The new address was asked for (and kept as a 404) before the item took it.
    expect((await page(`/article/${next}`)).statusCode).toBe(404);
    await rename(item.id, next);
    expect((await page(`/article/${next}`)).statusCode).toBe(200);
    expect((await page(`/article/${item.slug}`)).statusCode).toBe(301);
    expect((await t.inject({ method: 'DELETE', url: `/api/articles/${item.id}`, headers: editor })).statusCode).toBe(200);
    expect((await page(`/article/${item.slug}`)).statusCode).toBe(404);
    expect(await listRedirects(item.slug)).toMatchObject([{ currentPath: null, itemTitle: null }]);
  });

  it('a new item that takes an old address wins: the redirect goes', async () => {
    const item = await create();
    const old = item.slug;
    await rename(item.id, `left-${randomKey()}`);
    expect((await page(`/article/${old}`)).statusCode).toBe(301);
    const taker = await create({ slug: old });
    expect(taker.slug).toBe(old);
    const res = await page(`/article/${old}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(taker.title);
    expect(await listRedirects(old)).toEqual([]);
  });

  it('a restored revision keeps the current slug', async () => {
    const item = await create();
    const next = `kept-${randomKey()}`;
    expect((await put(item.id, { title: `Retitled ${randomKey()}`, slug: next })).statusCode).toBe(200);
    const revisions = await t.inject({ method: 'GET', url: `/api/revisions/articles/${item.id}`, headers: editor });
    expect(revisions.statusCode, revisions.body).toBe(200);
    const [first] = revisions.json<{ revisions: Array<{ id: number }> }>().revisions;
    const restored = await t.inject({ method: 'POST', url: `/api/revisions/${first!.id}/restore`, headers: editor });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().item).toMatchObject({ title: item.title, slug: next });
  });

  it('the sitemap lists the current address only, never an old one', async () => {
    const item = await create();
    const next = `sitemap-now-${randomKey()}`;
    await rename(item.id, next);
    const body = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain(`https://mnch.example.org/article/${next}<`);
    expect(body).not.toContain(`/article/${item.slug}<`);
  });
});

describe('/api/redirects', () => {
  it('lists for admins only (paged, searched by path) and removes: the old address then answers 404', async () => {
    const item = await create();
    await rename(item.id, `listed-${randomKey()}`);
    const [row] = await listRedirects(item.slug);
    expect(row).toBeDefined();
    expect((await t.inject({ method: 'GET', url: '/api/redirects', headers: editor })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/redirects' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/redirects/${row!.id}`, headers: editor })).statusCode).toBe(403);
    const paged = await t.inject({ method: 'GET', url: '/api/redirects?page=1&limit=1', headers: admin });
    expect(paged.json().redirects).toHaveLength(1);
    expect(paged.json().pagination).toMatchObject({ page: 1, limit: 1 });

    const removed = await t.inject({ method: 'DELETE', url: `/api/redirects/${row!.id}`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await page(`/article/${item.slug}`)).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/redirects/${row!.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses bad input with a message', async () => {
    for (const url of ['/api/redirects?page=0', '/api/redirects?limit=abc', `/api/redirects?search=${'x'.repeat(201)}`]) {
      const res = await t.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await t.inject({ method: 'DELETE', url: '/api/redirects/abc', headers: admin })).statusCode).toBe(400);
  });
});
