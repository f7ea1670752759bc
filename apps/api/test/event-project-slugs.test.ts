import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_MESSAGES, SLUG_TAKEN_MESSAGE } from '@mnch/shared';
import { events, projects, trash } from '../src/db/schema';
import { runDataSteps, slugEventsAndProjects } from '../src/db/data-steps';
import { type AuthHeaders, randomKey, siteAppWith, type TestApp } from './helpers';

/**
 * Slugs of events and projects and their lasting addresses (decision 28): a slug made from the title or
 * chosen (400 and 409 naming `slug`), kept when the title changes, the by-slug reads, the pages at
 * `/events?event={slug}` and `/research/{slug}`, the 301s from an old slug and from the addresses by id,
 * the 404 once the item is gone or off the site, the sitemap and calendar file, and the backfill of
 * existing rows (data step 0023-event-project-slugs).
 */
let t: TestApp, editor: AuthHeaders, admin: AuthHeaders;
beforeAll(async () => ({ t, editor, admin } = await siteAppWith(['editor', 'admin'])), 60_000);
afterAll(() => t?.close());

type Item = { id: number; slug: string; title: string };
const page = (path: string) => t.inject({ method: 'GET', url: path });

/** The two kinds: how to create one, where its page is, and where its old address by id was. */
const KINDS = {
  event: {
    api: '/api/events',
    envelope: 'event',
    payload: (title: string) => ({
      title,
      type: 'Workshop',
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      organizer: 'MNCH',
      venueName: 'Hall A',
      description: '<p>About it</p>',
    }),
    path: (slug: string) => `/events?event=${slug}`,
    byId: (id: number) => `/events?event=${id}`,
  },
  project: {
    api: '/api/projects',
    envelope: 'project',
    payload: (title: string) => ({ title, category: 'research', description: '<p>About it</p>' }),
    path: (slug: string) => `/research/${slug}`,
    byId: (id: number) => `/article/anything?project=${id}`,
  },
} as const;
type Kind = keyof typeof KINDS;

async function create(kind: Kind, over: Record<string, unknown> = {}): Promise<Item> {
  const k = KINDS[kind];
  const res = await t.inject({
    method: 'POST',
    url: k.api,
    headers: editor,
    payload: { ...k.payload(`Slug test ${randomKey()}`), ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[k.envelope] as Item;
}
const put = (kind: Kind, id: number, payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `${KINDS[kind].api}/${id}`, headers: editor, payload });
async function rename(kind: Kind, id: number, slug: string): Promise<Item> {
  const res = await put(kind, id, { slug });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[KINDS[kind].envelope] as Item;
}
const listRedirects = async (search: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/redirects?search=${encodeURIComponent(search)}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    redirects: Array<{ oldPath: string; kind: string; itemId: number; currentPath: string | null; itemTitle: string | null }>;
  }>().redirects;
};

describe.each(['event', 'project'] as const)('%s slugs', (kind) => {
  const k = KINDS[kind];

  it('makes the slug from the title (-2 for a second one), and keeps it when the title changes', async () => {
    const title = `Same title ${randomKey()}`;
    const first = await create(kind, { title });
    const second = await create(kind, { title });
    const base = title.toLowerCase().replace(/ /g, '-');
    expect(first.slug).toBe(base);
    expect(second.slug).toBe(`${base}-2`);
    const res = await put(kind, first.id, { title: `Another title ${randomKey()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[k.envelope].slug).toBe(base);
    expect(await listRedirects(base)).toEqual([]);
  });

  it('takes a chosen slug, refuses a bad one with 400 and a taken one with 409, both naming slug, and changes nothing then', async () => {
    const slug = `chosen-${randomKey()}`;
    expect((await create(kind, { slug: ` ${slug.toUpperCase()} ` })).slug).toBe(slug);
    const taken = await t.inject({ method: 'POST', url: k.api, headers: editor, payload: { ...k.payload('Other'), slug } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [{ field: 'slug', message: SLUG_TAKEN_MESSAGE }] });
    const other = await create(kind);
    const clash = await put(kind, other.id, { slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: 'slug', message: SLUG_TAKEN_MESSAGE }]);
    const bad = await put(kind, other.id, { slug: 'Not a slug!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'slug', message: SLUG_MESSAGES.invalid }]);
    const read = await t.inject({ method: 'GET', url: `${k.api}/${other.id}`, headers: editor });
    expect(read.json()[k.envelope].slug).toBe(other.slug);
    expect(await listRedirects(other.slug)).toEqual([]);
  });

  it('is read by its slug (public), and its page opens at its address', async () => {
    const item = await create(kind);
    const res = await t.inject({ method: 'GET', url: `${k.api}/by-slug/${item.slug}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[k.envelope]).toMatchObject({ id: item.id, slug: item.slug });
    expect((await t.inject({ method: 'GET', url: `${k.api}/by-slug/no-such-${randomKey()}` })).statusCode).toBe(404);
    const shown = await page(k.path(item.slug));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(item.title);
  });

  it('answers the old address by id with 301 to the address by slug', async () => {
    const item = await create(kind);
    const old = await page(k.byId(item.id));
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(k.path(item.slug));
    expect(old.headers['cache-control']).toBe('no-store');
  });

  it('a renamed item: the old address answers 301 to the new one (no chain), a cached 404 does not stick, a deleted item 404s', async () => {
    const item = await create(kind);
    const next = `renamed-${randomKey()}`;
    // The new address was asked for (and kept as a 404) before the item took it.
    expect((await page(k.path(next))).statusCode).toBe(404);
    await rename(kind, item.id, next);
    expect((await page(k.path(next))).statusCode).toBe(200);
    const old = await page(k.path(item.slug));
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(k.path(next));
    const last = `renamed-again-${randomKey()}`;
    await rename(kind, item.id, last);
    expect((await page(k.path(item.slug))).headers.location).toBe(k.path(last));
    expect((await page(k.path(next))).headers.location).toBe(k.path(last));
    expect(await listRedirects(item.slug)).toMatchObject([
      { oldPath: k.path(item.slug), kind, itemId: item.id, currentPath: k.path(last), itemTitle: item.title },
    ]);

    expect((await t.inject({ method: 'DELETE', url: `${k.api}/${item.id}`, headers: editor })).statusCode).toBe(200);
    for (const path of [k.path(item.slug), k.path(last), k.byId(item.id)]) expect((await page(path)).statusCode, path).toBe(404);
    expect(await listRedirects(item.slug)).toMatchObject([{ currentPath: null, itemTitle: null }]);
  });

  it('a new item that takes an old address wins: the redirect goes', async () => {
    const item = await create(kind);
    const old = item.slug;
    await rename(kind, item.id, `left-${randomKey()}`);
    expect((await page(k.path(old))).statusCode).toBe(301);
    const taker = await create(kind, { slug: old });
    const res = await page(k.path(old));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(taker.title);
    expect(await listRedirects(old)).toEqual([]);
  });

  it('a restored revision keeps the current slug', async () => {
    const item = await create(kind);
    const next = `kept-${randomKey()}`;
    expect((await put(kind, item.id, { title: `Retitled ${randomKey()}`, slug: next })).statusCode).toBe(200);
    const revisions = await t.inject({ method: 'GET', url: `/api/revisions/${kind}s/${item.id}`, headers: editor });
    expect(revisions.statusCode, revisions.body).toBe(200);
    const [first] = revisions.json<{ revisions: Array<{ id: number }> }>().revisions;
    const restored = await t.inject({ method: 'POST', url: `/api/revisions/${first!.id}/restore`, headers: editor });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().item).toMatchObject({ title: item.title, slug: next });
  });

  it('the sitemap lists the current address only', async () => {
    const item = await create(kind);
    const next = `sitemap-now-${randomKey()}`;
    await rename(kind, item.id, next);
    const body = (await page('/sitemap.xml')).body;
    expect(body).toContain(`https://mnch.example.org${k.path(next)}<`);
    expect(body).not.toContain(`${k.path(item.slug)}<`);
  });
});

describe('events: the page keeps its other parameters, and the calendar file names the address by slug', () => {
  it('301s an old address with the other parameters kept', async () => {
    const item = await create('event');
    const next = `moved-event-${randomKey()}`;
    await rename('event', item.id, next);
    for (const old of [`/events?type=workshops&event=${item.id}&register=1`, `/events?type=workshops&event=${item.slug}&register=1`]) {
      const res = await page(old);
      expect(res.statusCode, old).toBe(301);
      const to = new URL(res.headers.location as string, 'https://mnch.example.org');
      expect(to.pathname).toBe('/events');
      expect(Object.fromEntries(to.searchParams)).toEqual({ type: 'workshops', event: next, register: '1' });
    }
  });

  it('gives the address by slug in the .ics file', async () => {
    const item = await create('event');
    const res = await t.inject({ method: 'GET', url: `/api/events/${item.id}/ics` });
    expect(res.body).toContain(`URL:https://mnch.example.org/events?event=${item.slug}`);
  });

  it('an event no longer at an address is not registered for from there (no-script form)', async () => {
    const res = await t.send(
      'POST',
      `/events?event=no-such-${randomKey()}&register=1`,
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mnch.example.org' },
      new URLSearchParams({ _form: 'event-registration', name: 'Someone', email: 'someone@example.org' }).toString(),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('projects off the site', () => {
  it('an archived project: its page, its old slug and its old address by id answer 404; a rename keeps no redirect', async () => {
    const item = await create('project');
    const next = `archived-move-${randomKey()}`;
    await rename('project', item.id, next);
    expect((await t.inject({ method: 'PATCH', url: `/api/projects/${item.id}/archive`, headers: editor })).statusCode).toBe(200);
    for (const path of [`/research/${next}`, `/research/${item.slug}`, `/article/x?project=${item.id}`]) {
      expect((await page(path)).statusCode, path).toBe(404);
    }
    expect((await t.inject({ method: 'GET', url: `/api/projects/by-slug/${next}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/projects/by-slug/${next}`, headers: editor })).statusCode).toBe(200);
    const hidden = `archived-rename-${randomKey()}`;
    await rename('project', item.id, hidden);
    expect(await listRedirects(next)).toEqual([]);
  });
});

describe('the backfill of existing rows (data step 0023-event-project-slugs)', () => {
  it('replaces the placeholder slugs the migration gave with slugs from the titles, -2 for a repeat, and is safe to repeat', async () => {
    const db = t.app.db;
    const title = `Backfilled Café & Co ${randomKey()}`;
    const base = `backfilled-cafe-and-co-${title.slice(-8)}`;
    const made = [await create('event', { title }), await create('event', { title }), await create('project', { title })];
    // As the migration left them: `event-{id}`, `project-{id}`.
    for (const item of made.slice(0, 2))
      await db
        .update(events)
        .set({ slug: `event-${item.id}` })
        .where(eq(events.id, item.id));
    await db
      .update(projects)
      .set({ slug: `project-${made[2]!.id}` })
      .where(eq(projects.id, made[2]!.id));
    const renamed = await create('event');
    await db.execute(sql`delete from data_steps where name = '0023-event-project-slugs'`);
    const done = await runDataSteps(db, [slugEventsAndProjects]);
    expect(done).toEqual([{ name: '0023-event-project-slugs', changed: 3 }]);
    const slugOf = async (table: typeof events | typeof projects, id: number) =>
      (await db.select({ slug: table.slug }).from(table).where(eq(table.id, id)))[0]!.slug;
    expect(await slugOf(events, made[0]!.id)).toBe(base);
    expect(await slugOf(events, made[1]!.id)).toBe(`${base}-2`);
    expect(await slugOf(projects, made[2]!.id)).toBe(base);
    expect(await slugOf(events, renamed.id)).toBe(renamed.slug);
    expect(await runDataSteps(db, [slugEventsAndProjects])).toEqual([]);
  });
});

describe('an event or project deleted before it had a slug', () => {
  it.each(['event', 'project'] as const)('a %s restored from the trash gets one from its title', async (kind) => {
    const title = `Deleted long ago ${randomKey()}`;
    const item = await create(kind, { title });
    expect((await t.inject({ method: 'DELETE', url: `${KINDS[kind].api}/${item.id}`, headers: editor })).statusCode).toBe(200);
    // As an entry kept before migration 0023: no slug in its data.
    await t.app.db.execute(sql`update trash set data = data - 'slug' where kind = ${`${kind}s`} and item_id = ${item.id}`);
    const [entry] = await t.app.db
      .select({ id: trash.id })
      .from(trash)
      .where(and(eq(trash.kind, `${kind}s`), eq(trash.itemId, item.id)));
    const restored = await t.inject({ method: 'POST', url: `/api/trash/${entry!.id}/restore`, headers: editor });
    expect(restored.statusCode, restored.body).toBe(200);
    const read = await t.inject({ method: 'GET', url: `${KINDS[kind].api}/${item.id}`, headers: editor });
    expect(read.json()[KINDS[kind].envelope].slug).toBe(title.toLowerCase().replace(/ /g, '-'));
  });
});
