import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_MESSAGES,
  EVENT_MESSAGES,
  TRASH_KINDS,
  TRASH_MESSAGES,
  TRASH_RETENTION_DAYS,
  type TrashEntry,
  type TrashKind,
} from '@mnch/shared';
import { awards, eventRegistrations, trash } from '../src/db/schema';
import { changedKinds, CONTENT_KINDS } from '../src/plugins/page-state';
import { bearer, createTestApp, type TestApp } from './helpers';
import { createKindMakers } from './support/kind-makers';

/** Deleted content goes to the trash (docs/behaviour/trash.md): restorable by editors, emptied by admins, purged after 30 days. */
let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
let viewer: Record<string, string>;
const EDITOR_NAME = 'Edna Editor';
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.adminToken());
  const user = await t.app.services.users.create({
    name: EDITOR_NAME,
    email: 'edna@test.example.org',
    role: 'editor',
    password: 'Secret-pass-123',
  });
  editor = bearer(
    (await t.app.signToken({ id: user.id, name: user.name, email: user.email, role: 'editor', tokenVersion: 0 })).accessToken,
  );
  viewer = bearer(await t.tokenFor('viewer'));
});
afterAll(() => t.close());

const { uid, post, onDisk, createImage, newEvent, KINDS, country } = createKindMakers(() => ({ t, headers: editor }));

const publicGet = (url: string) => t.inject({ method: 'GET', url });
/** The staff read of an item, without its timestamps of reading (none change on a round trip). */
const staffGet = async (url: string) => {
  const res = await t.inject({ method: 'GET', url, headers: admin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<unknown>();
};

async function listTrash(query = '', headers = editor) {
  const res = await t.inject({ method: 'GET', url: `/api/trash${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entries: TrashEntry[]; pagination: { total: number; page: number; totalPages: number } }>();
}
async function entryOf(kind: TrashKind, itemId: number): Promise<TrashEntry> {
  const found = (await listTrash(`?kind=${kind}&limit=100`)).entries.find((e) => e.itemId === itemId);
  expect(found, `${kind} ${itemId} in the trash`).toBeDefined();
  return found!;
}
const restore = (id: number, headers = editor) => t.inject({ method: 'POST', url: `/api/trash/${id}/restore`, headers });
const backDate = (id: number, days: number) =>
  t.app.db
    .update(trash)
    .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(trash.id, id));

describe('deleting an event', () => {
  it('moves it with its registrations to the trash: 404 at once, then back with the same id and registrations', async () => {
    const event = await post('/api/events', newEvent({ title: 'Trash summit <b>x</b>' }));
    for (const name of ['Ann', 'Ben']) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/events/${event.id}/registrations`,
        payload: { name, email: `${name}@test.example.org` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await staffGet(`/api/events/${event.id}`);
    const registrationsBefore = await staffGet(`/api/events/${event.id}/registrations`);

    const del = await t.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: editor });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: EVENT_MESSAGES.deleted });
    expect(EVENT_MESSAGES.deleted).toMatch(/trash/);
    expect((await publicGet(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await publicGet('/api/events?limit=100')).json().events.some((e: { id: number }) => e.id === event.id)).toBe(false);
    expect((await t.app.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).length).toBe(0);
    // A second delete finds nothing.
    expect((await t.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: editor })).statusCode).toBe(404);

    const entry = await entryOf('events', event.id);
    expect(entry).toMatchObject({ kind: 'events', type: 'Event', label: 'Trash summit <b>x</b>', deletedByName: EDITOR_NAME });
    const kept = new Date(entry.purgeAt).getTime() - new Date(entry.deletedAt).getTime();
    expect(kept).toBe(TRASH_RETENTION_DAYS * 86_400_000);

    const res = await restore(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: TRASH_MESSAGES.restored('Trash summit <b>x</b>'), kind: 'events', itemId: event.id });
    expect((await publicGet(`/api/events/${event.id}`)).statusCode).toBe(200);
    expect(await staffGet(`/api/events/${event.id}`)).toEqual(before);
    expect(await staffGet(`/api/events/${event.id}/registrations`)).toEqual(registrationsBefore);
    expect((await listTrash('?kind=events&limit=100')).entries.some((e) => e.id === entry.id)).toBe(false);
    // Restored once only.
    expect((await restore(entry.id)).statusCode).toBe(404);
    // The same registration again takes no second place: the registrations are back. It is answered as a
    // first one is, so the answer tells no one who registered (docs/security.md, issue 35 point 27).
    const again = await t.inject({
      method: 'POST',
      url: `/api/events/${event.id}/registrations`,
      payload: { name: 'Ann', email: 'Ann@test.example.org' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await staffGet(`/api/events/${event.id}/registrations`)).toEqual(registrationsBefore);
  });
});

describe('each kind of content', () => {
  it.each(TRASH_KINDS.map((kind) => [kind]))(
    '%s: delete moves it to the trash (public 404), restore brings it back unchanged (public 200)',
    async (kind) => {
      const spec = KINDS[kind];
      const id = await spec.create();
      expect((await publicGet(`${spec.path}/${id}`)).statusCode).toBe(200);
      // Read after the public read, which counts itself on an article.
      const before = await staffGet(`${spec.path}/${id}`);
      const del = await t.inject({ method: 'DELETE', url: `${spec.path}/${id}`, headers: editor });
      expect(del.statusCode, del.body).toBe(200);
      expect(del.json().message).toMatch(/moved to the trash/);
      expect((await publicGet(`${spec.path}/${id}`)).statusCode).toBe(404);
      const entry = await entryOf(kind, id);
      const res = await restore(entry.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ kind, itemId: id });
      expect(await staffGet(`${spec.path}/${id}`)).toEqual(before);
      expect((await publicGet(`${spec.path}/${id}`)).statusCode).toBe(200);
    },
  );
});

describe('restoring', () => {
  it('answers 409 naming the field when another article took the slug meanwhile, and keeps the entry', async () => {
    const title = `Slug clash ${uid()}`;
    const first = await post('/api/articles', { title, category: 'Research Breakthrough', content: '<p>One</p>', status: 'published' });
    expect((await t.inject({ method: 'DELETE', url: `/api/articles/${first.id}`, headers: editor })).json().message).toBe(
      ARTICLE_MESSAGES.deleted,
    );
    const second = await post('/api/articles', { title, category: 'Research Breakthrough', content: '<p>Two</p>', status: 'published' });
    expect(second.slug).toBe(first.slug);
    const entry = await entryOf('articles', first.id);
    const res = await restore(entry.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRASH_MESSAGES.clash('article', 'slug', String(first.slug)));
    expect(res.json().errors).toEqual([{ field: 'slug', message: res.json().message }]);
    expect((await publicGet(`/api/articles/${first.id}`)).statusCode).toBe(404);
    expect((await entryOf('articles', first.id)).id).toBe(entry.id);
    // Once the other one is gone, the restore goes through.
    await t.inject({ method: 'DELETE', url: `/api/articles/${second.id}`, headers: editor });
    expect((await restore(entry.id)).statusCode).toBe(200);
    const back = await publicGet(`/api/articles/${first.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('<p>One</p>');
  });

  it('answers 409 on a country code used again meanwhile', async () => {
    const first = await post('/api/countries', country('QY'));
    await t.inject({ method: 'DELETE', url: `/api/countries/${first.id}`, headers: editor });
    await post('/api/countries', country('QY'));
    const res = await restore((await entryOf('countries', first.id)).id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'code', message: TRASH_MESSAGES.clash('country', 'code', 'QY') }]);
  });

  it('clears the author when that user was deleted meanwhile', async () => {
    const user = await t.app.services.users.create({
      name: 'Gone Soon',
      email: `gone-${uid()}@test.example.org`,
      role: 'editor',
      password: 'Secret-pass-123',
    });
    const token = bearer(
      (await t.app.signToken({ id: user.id, name: user.name, email: user.email, role: 'editor', tokenVersion: 0 })).accessToken,
    );
    const award = await post('/api/awards', { title: `Orphan award ${uid()}`, awardedBy: 'A network', year: 2022 }, token);
    await t.inject({ method: 'DELETE', url: `/api/awards/${award.id}`, headers: token });
    const entry = await entryOf('awards', award.id);
    expect(entry.deletedByName).toBe('Gone Soon');
    expect((await t.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin })).statusCode).toBe(200);
    // The entry keeps the name of who deleted it.
    expect((await entryOf('awards', award.id)).deletedByName).toBe('Gone Soon');
    expect((await restore(entry.id)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(awards).where(eq(awards.id, award.id));
    expect(row?.createdBy).toBeNull();
  });

  it('answers 404 for an entry that is not there and 400 for a bad id or kind', async () => {
    expect((await restore(2_000_000)).json().message).toBe(TRASH_MESSAGES.notFound);
    expect((await restore(2_000_000)).statusCode).toBe(404);
    const badId = await t.inject({ method: 'POST', url: '/api/trash/abc/restore', headers: editor });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Invalid id');
    const badKind = await t.inject({ method: 'GET', url: '/api/trash?kind=users', headers: editor });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe(TRASH_MESSAGES.kindInvalid);
    expect((await t.inject({ method: 'GET', url: '/api/trash?page=0', headers: editor })).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets editors and admins list and restore, and only admins delete for good or empty', async () => {
    const id = await KINDS.awards.create();
    await t.inject({ method: 'DELETE', url: `/api/awards/${id}`, headers: editor });
    const entry = await entryOf('awards', id);
    expect((await t.inject({ method: 'GET', url: '/api/trash' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/trash', headers: viewer })).statusCode).toBe(403);
    expect((await restore(entry.id, viewer)).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/trash/${entry.id}`, headers: editor })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: '/api/trash', headers: editor })).statusCode).toBe(403);
    expect((await entryOf('awards', id)).id).toBe(entry.id);

    const forever = await t.inject({ method: 'DELETE', url: `/api/trash/${entry.id}`, headers: admin });
    expect(forever.statusCode).toBe(200);
    expect(forever.json()).toEqual({ message: TRASH_MESSAGES.deletedForever });
    expect((await restore(entry.id)).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/trash/${entry.id}`, headers: admin })).statusCode).toBe(404);
    expect((await publicGet(`/api/awards/${id}`)).statusCode).toBe(404);
  });

  it('lists newest first, by kind, in pages', async () => {
    const ids = [await KINDS.press.create(), await KINDS.press.create(), await KINDS.press.create()];
    for (const id of ids) await t.inject({ method: 'DELETE', url: `/api/press-releases/${id}`, headers: editor });
    const page = await listTrash('?kind=press&limit=2');
    expect(page.entries.map((e) => e.itemId)).toEqual([ids[2], ids[1]]);
    expect(page.entries.every((e) => e.kind === 'press' && e.type === 'Press release')).toBe(true);
    expect(page.pagination.totalPages).toBeGreaterThanOrEqual(2);
    expect((await listTrash('?kind=press&limit=2&page=2')).entries[0]?.itemId).toBe(ids[0]);
  });
});

describe('files and the purge', () => {
  it('keeps the files of a deleted image until its entry is deleted for good', async () => {
    const { id, file } = await createImage();
    const files = [file.url, ...Object.values(file.variants)];
    await t.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers: editor });
    for (const url of files) expect(existsSync(onDisk(url)), url).toBe(true);
    const entry = await entryOf('gallery', id);
    expect((await restore(entry.id)).statusCode).toBe(200);
    await t.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers: editor });
    const again = await entryOf('gallery', id);
    await t.inject({ method: 'DELETE', url: `/api/trash/${again.id}`, headers: admin });
    for (const url of files) expect(existsSync(onDisk(url)), url).toBe(false);
  });

  it(`purges entries older than ${TRASH_RETENTION_DAYS} days with their files, and no longer lists or restores them meanwhile`, async () => {
    const old = await createImage();
    const recent = await createImage();
    const oldAward = await KINDS.awards.create();
    for (const [url, id] of [
      ['/api/gallery', old.id],
      ['/api/gallery', recent.id],
      ['/api/awards', oldAward],
    ] as const)
      await t.inject({ method: 'DELETE', url: `${url}/${id}`, headers: editor });
    const oldEntry = await entryOf('gallery', old.id);
    const recentEntry = await entryOf('gallery', recent.id);
    const oldAwardEntry = await entryOf('awards', oldAward);
    await backDate(oldEntry.id, TRASH_RETENTION_DAYS + 1);
    await backDate(oldAwardEntry.id, TRASH_RETENTION_DAYS + 1);
    await backDate(recentEntry.id, TRASH_RETENTION_DAYS - 1);

    // Past keeping: gone from the list and not restorable, even before the purge has run.
    const listed = (await listTrash('?limit=100')).entries.map((e) => e.id);
    expect(listed).not.toContain(oldEntry.id);
    expect(listed).toContain(recentEntry.id);
    expect((await restore(oldAwardEntry.id)).statusCode).toBe(404);

    expect(await t.app.services.trash.purge()).toBe(2);
    const left = (await t.app.db.select({ id: trash.id }).from(trash)).map((r) => r.id);
    expect(left).not.toContain(oldEntry.id);
    expect(left).not.toContain(oldAwardEntry.id);
    expect(left).toContain(recentEntry.id);
    for (const url of [old.file.url, ...Object.values(old.file.variants)]) expect(existsSync(onDisk(url)), url).toBe(false);
    for (const url of [recent.file.url, ...Object.values(recent.file.variants)]) expect(existsSync(onDisk(url)), url).toBe(true);
    // Running it again changes nothing (several processes may run it at once).
    expect(await t.app.services.trash.purge()).toBe(0);
  });
});

describe('the page cache', () => {
  it('counts a restore as a change of every kind, and deleting for good or emptying as none', () => {
    expect(changedKinds({ method: 'POST', url: '/api/trash/3/restore' }, 200)).toEqual(CONTENT_KINDS);
    expect(changedKinds({ method: 'DELETE', url: '/api/trash/3' }, 200)).toEqual([]);
    expect(changedKinds({ method: 'DELETE', url: '/api/trash' }, 200)).toEqual([]);
    expect(changedKinds({ method: 'DELETE', url: '/api/events/3' }, 200)).toEqual(['events']);
  });
});

describe('emptying the trash', () => {
  it('deletes every entry for good (admins), refusing a body', async () => {
    const id = await KINDS.jobs.create();
    await t.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: editor });
    const total = (await listTrash()).pagination.total;
    expect(total).toBeGreaterThan(0);
    const withBody = await t.inject({ method: 'DELETE', url: '/api/trash', headers: admin, payload: { all: true } });
    expect(withBody.statusCode).toBe(400);
    const res = await t.inject({ method: 'DELETE', url: '/api/trash', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBeGreaterThanOrEqual(total);
    expect(res.json().message).toBe(TRASH_MESSAGES.emptied(res.json().deleted));
    expect((await listTrash()).pagination.total).toBe(0);
    expect((await t.app.db.select().from(trash)).length).toBe(0);
  });
});
