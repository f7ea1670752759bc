import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTION_KEYS,
  KINDS,
  REVISION_FIELDS,
  REVISION_KINDS,
  REVISION_MESSAGES,
  SITE_SETTINGS_ID,
  type CollectionKey,
  type RevisionKind,
  type RevisionSummary,
} from '@mnch/shared';
import { collectionChange, collectionSample } from '@mnch/shared/testing';
import { revisions, users } from '../src/db/schema';
import { REVISION_TABLES, columnOf } from '../src/lib/revisions';
import { bearer, createTestApp, type TestApp } from './helpers';

type Json = Record<string, unknown>;

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let editorName: string;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.tokenFor('editor');
  editor = bearer(token);
  admin = bearer(await t.adminToken());
  viewer = bearer(await t.tokenFor('viewer'));
  // The name test/helpers.ts gives the users it creates.
  editorName = 'Test editor';
});
afterAll(() => t.close());

async function send(method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: Json, headers = editor) {
  const res = await t.inject({ method, url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<Json>();
}
const history = async (kind: string, id: number, headers = editor) => {
  const res = await t.inject({ method: 'GET', url: `/api/revisions/${kind}/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ revisions: RevisionSummary[] }>().revisions;
};
const restore = (id: number, headers = editor) => t.inject({ method: 'POST', url: `/api/revisions/${id}/restore`, headers });

async function newArticle(over: Json = {}) {
  const body = await send('POST', '/api/articles', {
    title: 'Revision test article',
    category: 'Research Breakthrough',
    content: '<p>The first text.</p>',
    status: 'published',
    ...over,
  });
  return body.article as Json & { id: number; slug: string };
}

describe('revisions of articles', () => {
  it('keeps one revision per edit, with who and when, newest first, and the changed fields', async () => {
    const article = await newArticle();
    for (const n of [2, 3, 4]) await send('PUT', `/api/articles/${article.id}`, { content: `<p>Text number ${n}.</p>` });
    const list = await history('articles', article.id);
    expect(list).toHaveLength(3);
    for (const r of list) {
      expect(r).toMatchObject({ kind: 'articles', itemId: article.id, user: { name: editorName }, fields: ['content'] });
      expect(r.user.id).toEqual(expect.any(Number));
      expect(Date.parse(r.createdAt)).not.toBeNaN();
    }
    expect(list.map((r) => r.id)).toEqual([...list.map((r) => r.id)].sort((a, b) => b - a));

    // The oldest revision kept the text as created; its "after" is the next revision's version.
    const oldest = list[2]!;
    const entry = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${oldest.id}`, headers: editor })).json();
    expect(entry.kind).toBe('articles');
    expect(entry.before.content).toBe('<p>The first text.</p>');
    expect(entry.after.content).toBe('<p>Text number 2.</p>');
    expect(entry.before.slug).toBe(article.slug);
    // The newest one's "after" is the article as it is now.
    const newest = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${list[0]!.id}`, headers: editor })).json();
    expect(newest.before.content).toBe('<p>Text number 3.</p>');
    expect(newest.after.content).toBe('<p>Text number 4.</p>');
  });

  it('restores the first version, which is itself a revision, and the public read shows it at once', async () => {
    const article = await newArticle({ title: 'Restorable article', content: '<p>Original words.</p>' });
    await send('PUT', `/api/articles/${article.id}`, { content: '<p>Second words.</p>' });
    await send('PUT', `/api/articles/${article.id}`, {
      title: 'Renamed restorable article',
      slug: `${article.slug}-renamed`,
      content: '<p>Third words.</p>',
    });
    const renamed = (await t.inject({ method: 'GET', url: `/api/articles/${article.id}`, headers: editor })).json();
    expect(renamed.slug).not.toBe(article.slug);
    // The public page is read (and kept in the page cache) before the restore.
    expect((await t.inject({ method: 'GET', url: `/api/articles/by-slug/${renamed.slug}` })).json().content).toBe('<p>Third words.</p>');

    const list = await history('articles', article.id);
    expect(list).toHaveLength(2);
    const res = await restore(list[1]!.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'articles', message: REVISION_MESSAGES.restored });
    expect(body.item).toMatchObject({ id: article.id, title: 'Restorable article', content: '<p>Original words.</p>' });
    // The address stays: a restore does not move the article.
    expect(body.item.slug).toBe(renamed.slug);

    const after = await history('articles', article.id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ user: { name: expect.any(String) }, fields: expect.arrayContaining(['title', 'content']) });
    const kept = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${after[0]!.id}`, headers: editor })).json();
    expect(kept.before).toMatchObject({ title: 'Renamed restorable article', content: '<p>Third words.</p>' });

    const publicRead = await t.inject({ method: 'GET', url: `/api/articles/by-slug/${renamed.slug}` });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json()).toMatchObject({ title: 'Restorable article', content: '<p>Original words.</p>' });
  });

  it('keeps nothing for a save that changes nothing', async () => {
    const article = await newArticle({ title: 'Unchanged article' });
    await send('PUT', `/api/articles/${article.id}`, { title: 'Unchanged article', content: '<p>The first text.</p>' });
    await send('PUT', `/api/articles/${article.id}`, {});
    expect(await history('articles', article.id)).toEqual([]);
    // Reads (which count) keep nothing either.
    await t.inject({ method: 'GET', url: `/api/articles/by-slug/${article.slug}` });
    expect(await history('articles', article.id)).toEqual([]);
  });

  it('keeps a publish (a status change) as a revision, and restoring it unpublishes', async () => {
    const article = await newArticle({ title: 'Draft then published', status: 'draft' });
    await send('PUT', `/api/articles/${article.id}`, { status: 'published' });
    const [publish] = await history('articles', article.id);
    expect(publish!.fields).toEqual(['status']);
    const restored = (await restore(publish!.id)).json();
    expect(restored.item).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await t.inject({ method: 'GET', url: `/api/articles/by-slug/${article.slug}` })).statusCode).toBe(404);
  });

  it('keeps the name of a user deleted since', async () => {
    const token = await t.tokenFor('editor');
    const article = await newArticle({ title: 'Edited by a leaver' });
    await send('PUT', `/api/articles/${article.id}`, { excerpt: 'Changed by someone who left' }, bearer(token));
    const [before] = await history('articles', article.id);
    await t.app.db.delete(users).where(eq(users.id, before!.user.id!));
    const [after] = await history('articles', article.id);
    expect(after!.user).toEqual({ id: null, name: before!.user.name });
  });
});

describe('revisions of projects, publications and events', () => {
  it('keeps a revision on a project update, an archive and a bulk update, and restores', async () => {
    const project = (await send('POST', '/api/projects', { title: 'Kangaroo care', description: '<p>First.</p>', category: 'research' }))
      .project as Json & { id: number };
    const other = (await send('POST', '/api/projects', { title: 'Other project', description: '<p>Other.</p>', category: 'training' }))
      .project as Json & { id: number };
    await send('PUT', `/api/projects/${project.id}`, { budget: 7500, startDate: '2024-01-01', description: '<p>Second.</p>' });
    await send('PATCH', `/api/projects/${project.id}/archive`);
    await send('PATCH', '/api/projects/bulk-update', { projectIds: [project.id, other.id], updates: { status: 'completed' } });
    const list = await history('projects', project.id);
    expect(list.map((r) => r.fields)).toEqual([['status', 'progress'], ['archived'], ['description', 'startDate', 'budget']]);
    expect(await history('projects', other.id)).toHaveLength(1);

    const restored = (await restore(list[2]!.id)).json();
    expect(restored.item).toMatchObject({
      description: '<p>First.</p>',
      startDate: null,
      budget: 0,
      archived: false,
      status: 'active',
      progress: 0,
    });
    expect(await history('projects', project.id)).toHaveLength(4);
  });

  it('keeps a revision on a publication update, an archive and a citations change', async () => {
    const publication = (
      await send('POST', '/api/publications', {
        title: 'Maternal outcomes',
        authors: [{ name: 'Jane Nakato' }],
        type: 'Journal Article',
        year: 2023,
        impactFactor: 2.5,
      })
    ).publication as Json & { id: number };
    await send('PUT', `/api/publications/${publication.id}`, { title: 'Maternal outcomes in Uganda', impactFactor: 3.25 });
    await send('PATCH', `/api/publications/${publication.id}/citations`, { count: 12 });
    await send('PATCH', `/api/publications/${publication.id}/archive`);
    const list = await history('publications', publication.id);
    expect(list.map((r) => r.fields)).toEqual([['status'], ['citations'], ['title', 'impactFactor']]);
    const restored = (await restore(list[2]!.id)).json();
    expect(restored.item).toMatchObject({ title: 'Maternal outcomes', impactFactor: 2.5, citations: 0, status: 'published' });
  });

  it('keeps a revision on an event update and refuses a restore below the registrations with 409', async () => {
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const event = (
      await send('POST', '/api/events', {
        title: 'Newborn care workshop',
        description: '<p>Hands-on.</p>',
        type: 'workshop',
        startDate: start,
        isVirtual: false,
        venueName: 'Kampala',
        organizer: 'MNCH Centre',
        capacity: 1,
        registrationFee: 10,
      })
    ).event as Json & { id: number };
    await send('PUT', `/api/events/${event.id}`, { capacity: 5, registrationFee: 12.5, title: 'Newborn care workshop, day one' });
    const [revision] = await history('events', event.id);
    expect(revision!.fields).toEqual(['title', 'capacity', 'registrationFee']);
    const entry = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${revision!.id}`, headers: editor })).json();
    expect(entry.before).toMatchObject({ capacity: 1, registrationFee: 10, startDate: new Date(start).toISOString() });

    for (const n of [1, 2]) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/events/${event.id}/registrations`,
        payload: { name: `Person ${n}`, email: `person${n}@test.example.org` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await restore(revision!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/registered/i);
    expect(await history('events', event.id)).toHaveLength(1);
  });
});

/**
 * The kinds whose revisions are kept by their plain update (PUT /api/{folder}/{id}): for each, a new
 * item and a change of every compared field. Keyed by those kinds of the registry, so a kind given
 * revisions without a case here is a type error.
 */
const PLAIN_KINDS = {
  jobs: {
    create: { title: 'Revision job', location: 'Kampala', summary: 'The first summary.', salary: 'UGX 1,000,000' },
    change: { title: 'Revision job, renamed', location: 'Jinja', summary: 'The second summary.', salary: null },
    required: {
      pathway: 'research-data',
      employmentType: 'full-time',
      description: '<p>The role.</p>',
      requirements: '<p>What it needs.</p>',
      postedDate: new Date(Date.now() - 86_400_000).toISOString(),
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      applyEmail: 'careers@example.org',
      status: 'published',
    },
  },
  team: {
    create: {
      name: 'Revision member',
      title: 'Researcher',
      department: 'Research',
      bio: 'The first biography.',
      publications: ['A paper'],
    },
    change: {
      name: 'Revision member, renamed',
      title: 'Senior researcher',
      department: 'Data',
      bio: 'The second biography.',
      publications: ['A paper', 'Another paper'],
    },
    required: { category: 'Research Team' },
  },
  partners: {
    create: { name: 'Revision partner', city: 'Kampala', description: 'The first description.', focusAreas: ['Newborn care'], since: 2010 },
    change: {
      name: 'Revision partner, renamed',
      city: 'Jinja',
      description: 'The second description.',
      focusAreas: ['Newborn care', 'Data'],
      since: 2012,
    },
    required: { type: 'academic', lists: ['research'] },
  },
} satisfies Record<
  Exclude<RevisionKind, CollectionKey | 'articles' | 'projects' | 'publications' | 'events' | 'settings' | 'figures'>,
  PlainCase
>;
interface PlainCase {
  create: Json;
  change: Json;
  required?: Json;
}
/** A collection's case is made from its definition: every field set, then every field changed. */
const collectionCase = (key: CollectionKey): PlainCase => ({
  create: collectionSample(KINDS[key], `Revision ${key}`, { all: true }),
  change: collectionChange(KINDS[key], `Revision ${key}, renamed`),
});
const PLAIN_CASES: Record<string, PlainCase> = {
  ...PLAIN_KINDS,
  ...Object.fromEntries(COLLECTION_KEYS.map((key) => [key, collectionCase(key)])),
};

describe.each(Object.entries(PLAIN_CASES))('revisions of %s', (kind, spec) => {
  const folder = `/api/${KINDS[kind as RevisionKind].folders[0]}`;
  const itemOf = (body: Json) => Object.values(body)[0] as Json & { id: number };

  it('keeps the version each save replaced, compares it with the next, and restores it (itself a save)', async () => {
    const item = itemOf(await send('POST', folder, { ...spec.create, ...('required' in spec ? spec.required : {}) }));
    const changed = itemOf(await send('PUT', `${folder}/${item.id}`, spec.change));
    // A save that changes nothing keeps nothing.
    await send('PUT', `${folder}/${item.id}`, spec.change);
    const [revision, ...older] = await history(kind, item.id);
    expect(older).toEqual([]);
    expect(revision).toMatchObject({ kind, itemId: item.id, user: { name: editorName } });
    expect(revision!.fields.sort()).toEqual(Object.keys(spec.change).sort());
    const entry = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${revision!.id}`, headers: editor })).json();
    expect(entry.before).toMatchObject(spec.create);
    expect(entry.after).toMatchObject(spec.change);

    const res = await restore(revision!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind, item: { id: item.id, ...spec.create }, message: REVISION_MESSAGES.restored });
    expect(itemOf((await t.inject({ method: 'GET', url: `${folder}/${item.id}` })).json())).toMatchObject(spec.create);
    // The restore kept the version it replaced.
    const [latest] = await history(kind, item.id);
    expect(latest!.id).toBeGreaterThan(revision!.id);
    const undo = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${latest!.id}`, headers: editor })).json();
    expect(undo.before).toMatchObject({ ...changed, updatedAt: expect.any(String), version: expect.any(String) });
  });
});

/**
 * The kinds with one item per key that nobody creates through the API, which only admins change: the
 * site's one settings record (a version is the whole record) and each figure (known to its history by
 * its `id`, to the pages by its key). Each test changes the stored item and puts it back after.
 */
describe('revisions of the site settings and the figures', () => {
  const settingsWith = (building: string) => ({
    address: { building, street: '1 Test Road', poBox: '', city: 'Testville', country: 'Testland' },
    phones: [{ label: 'Office', number: '+256 700 000 000' }],
    emails: { general: 'hello@test.example.org', careers: 'jobs@test.example.org' },
    officeHours: [{ days: 'Weekdays', hours: '9 to 5' }],
    map: { lat: 0.35, lng: 32.58, label: building },
    social: [],
    footerLinks: [],
  });

  it('keeps the whole settings record each save replaced, and an admin restores it: the public read shows it at once', async () => {
    // The first save stores the record: there was no version before it.
    await send('PUT', '/api/settings', settingsWith('Revision House, first'), admin);
    expect(await history('settings', SITE_SETTINGS_ID, admin)).toEqual([]);
    await send('PUT', '/api/settings', settingsWith('Revision House, second'), admin);
    // A save that changes nothing keeps nothing.
    await send('PUT', '/api/settings', settingsWith('Revision House, second'), admin);
    const [revision, ...older] = await history('settings', SITE_SETTINGS_ID, admin);
    expect(older).toEqual([]);
    expect(revision).toMatchObject({ kind: 'settings', itemId: SITE_SETTINGS_ID, fields: ['address', 'map'] });
    const entry = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${revision!.id}`, headers: admin })).json();
    expect(entry.before).toEqual(settingsWith('Revision House, first'));
    expect(entry.after).toEqual(settingsWith('Revision House, second'));
    // The public read is kept in the page cache before the restore.
    expect((await t.inject({ method: 'GET', url: '/api/settings' })).json().settings.address.building).toBe('Revision House, second');

    // Only admins change the settings, so only admins restore them.
    expect((await restore(revision!.id, editor)).statusCode).toBe(403);
    const res = await restore(revision!.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'settings', item: settingsWith('Revision House, first'), message: REVISION_MESSAGES.restored });
    expect((await t.inject({ method: 'GET', url: '/api/settings' })).json().settings).toEqual(settingsWith('Revision House, first'));
    const [undo] = await history('settings', SITE_SETTINGS_ID, admin);
    expect(undo!.id).toBeGreaterThan(revision!.id);
  });

  it('keeps the version of a figure each save replaced, by its id, and an admin restores it', async () => {
    const key = 'hIndex';
    const body = (label: string, value: number) => ({ value, label, prefix: '', suffix: '+', plain: false });
    const stored = (await send('PUT', `/api/figures/${key}`, body('Revision figure, first', 11), admin)).figure as Json & { id: number };
    expect(stored.id).toEqual(expect.any(Number));
    await send('PUT', `/api/figures/${key}`, body('Revision figure, second', 12), admin);
    const [revision, ...older] = await history('figures', stored.id, admin);
    expect(older).toEqual([]);
    expect(revision).toMatchObject({ kind: 'figures', itemId: stored.id });
    expect(revision!.fields.sort()).toEqual(['label', 'value']);
    const entry = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${revision!.id}`, headers: admin })).json();
    expect(entry.before).toMatchObject({ id: stored.id, key, label: 'Revision figure, first', value: 11 });
    expect(entry.after).toMatchObject({ key, label: 'Revision figure, second', value: 12 });

    expect((await restore(revision!.id, editor)).statusCode).toBe(403);
    const res = await restore(revision!.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ id: stored.id, key, label: 'Revision figure, first', value: 11 });
    const read = (await t.inject({ method: 'GET', url: `/api/figures/${key}` })).json().figure;
    expect(read).toMatchObject({ label: 'Revision figure, first', value: 11 });
  });
});

describe('the revisions routes', () => {
  it('are for editors and admins only', async () => {
    const article = await newArticle({ title: 'Viewer cannot see' });
    await send('PUT', `/api/articles/${article.id}`, { excerpt: 'x' });
    const [revision] = await history('articles', article.id);
    for (const [method, url] of [
      ['GET', `/api/revisions/articles/${article.id}`],
      ['GET', `/api/revisions/entry/${revision!.id}`],
      ['POST', `/api/revisions/${revision!.id}/restore`],
    ] as const) {
      expect((await t.inject({ method, url, headers: viewer })).statusCode, url).toBe(403);
      expect((await t.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('answers an unknown kind or a bad id with 400 and a clear message, a missing revision with 404', async () => {
    const kind = await t.inject({ method: 'GET', url: '/api/revisions/inquiries/1', headers: editor });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain(REVISION_MESSAGES.kindInvalid);
    for (const url of ['/api/revisions/articles/abc', '/api/revisions/entry/-1', '/api/revisions/entry/1.5']) {
      const res = await t.inject({ method: 'GET', url, headers: editor });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(REVISION_MESSAGES.idInvalid);
    }
    expect((await t.inject({ method: 'GET', url: '/api/revisions/entry/999999', headers: editor })).json().message).toBe(
      REVISION_MESSAGES.notFound,
    );
    expect((await restore(999999)).statusCode).toBe(404);
    expect(await history('articles', 999999)).toEqual([]);
  });

  it('keeps the revisions of a deleted item; restoring one is a 409, and its entry has no "after"', async () => {
    const article = await newArticle({ title: 'Deleted later' });
    await send('PUT', `/api/articles/${article.id}`, { excerpt: 'An excerpt' });
    const del = await t.inject({ method: 'DELETE', url: `/api/articles/${article.id}`, headers: editor });
    expect(del.statusCode).toBe(200);
    const [revision] = await history('articles', article.id);
    expect(revision).toBeDefined();
    const entry = (await t.inject({ method: 'GET', url: `/api/revisions/entry/${revision!.id}`, headers: editor })).json();
    expect(entry.before.title).toBe('Deleted later');
    expect(entry.after).toBeNull();
    const res = await restore(revision!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REVISION_MESSAGES.itemGone);
  });

  it('names only columns that exist in each kind of table', () => {
    for (const kind of REVISION_KINDS) {
      const columns = Object.keys(getTableColumns(REVISION_TABLES[kind]));
      for (const f of REVISION_FIELDS[kind]) expect(columns, `${kind}.${f.field}`).toContain(columnOf(f).column);
    }
    expect(Object.keys(getTableColumns(revisions))).toContain('fields');
  });
});
