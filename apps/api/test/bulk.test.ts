import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_IDS, BULK_MESSAGES, KINDS, PUBLISH_KIND_KEYS, TRASH_KINDS, kindPlural, type BulkResult } from '@mnch/shared';
import { auditLog, trash } from '../src/db/schema';
import { changedKinds, CONTENT_KINDS } from '../src/plugins/page-state';
import { bearer, createTestApp, type TestApp } from './helpers';
import { createKindMakers } from './support/kind-makers';

/** Bulk actions (docs/behaviour/bulk-actions.md): every kind with a trash, from the registry (packages/shared/src/kinds.ts). */
let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
let viewer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.adminToken());
  editor = bearer(await t.tokenFor('editor'));
  viewer = bearer(await t.tokenFor('viewer'));
});
afterAll(() => t.close());

const { KINDS: MAKERS } = createKindMakers(() => ({ t, headers: editor }));
const folderOf = (kind: keyof typeof KINDS) => KINDS[kind].folders[0];

async function bulk(url: string, ids: unknown, headers = editor) {
  return t.inject({ method: 'POST', url, headers, payload: { ids } });
}
async function ok(url: string, ids: number[], headers = editor): Promise<BulkResult> {
  const res = await bulk(url, ids, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BulkResult>();
}
const status = async (kind: keyof typeof KINDS, id: number) =>
  (await t.inject({ method: 'GET', url: `/api/${folderOf(kind)}/${id}`, headers: admin })).statusCode;
const trashIds = async (kind: string, itemIds: number[]) =>
  (
    await t.database.db
      .select({ id: trash.id })
      .from(trash)
      .where(and(eq(trash.kind, kind), inArray(trash.itemId, itemIds)))
  ).map((e) => e.id);

describe.each(TRASH_KINDS)('bulk actions on %s', (kind) => {
  const folder = folderOf(kind);

  it('moves the selected items to the trash in one request, names the ids not found, and restores them from the trash at once', async () => {
    const ids = [await MAKERS[kind].create(), await MAKERS[kind].create()];
    const gone = 2_000_000_000;
    const result = await ok(`/api/${folder}/bulk/trash`, [...ids, gone]);
    expect(result).toMatchObject({ done: 2, missing: [gone], refused: [] });
    expect(result.message).toContain(`2 ${kindPlural(kind)} moved to the trash`);
    for (const id of ids) expect(await status(kind, id)).toBe(404);

    // One audit row per item, as a single delete writes.
    await t.app.audit.settled();
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, folder), eq(auditLog.action, 'delete'), inArray(auditLog.itemId, ids.map(String))));
    expect(rows).toHaveLength(2);

    const entries = await trashIds(kind, ids);
    expect(entries).toHaveLength(2);
    const restored = await ok('/api/trash/bulk/restore', [...entries, gone]);
    expect(restored).toMatchObject({ done: 2, missing: [gone], refused: [] });
    for (const id of ids) expect(await status(kind, id)).toBe(200);
  });

  it('counts as a write of its own kind for the page cache', () => {
    expect(changedKinds({ method: 'POST', url: `/api/${folder}/bulk/trash` }, 200)).toEqual([kind]);
  });

  const publishes = PUBLISH_KIND_KEYS.some((k) => k === kind);
  it(
    publishes ? 'publishes and unpublishes the selected items' : 'refuses publish and unpublish with a 400 that says why, changing nothing',
    async () => {
      const ids = [await MAKERS[kind].create(), await MAKERS[kind].create()];
      for (const action of ['unpublish', 'publish'] as const) {
        const res = await bulk(`/api/${folder}/bulk/${action}`, ids);
        if (!publishes) {
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(BULK_MESSAGES.noPublish(kind));
          continue;
        }
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ done: 2, missing: [], refused: [] });
        for (const id of ids) {
          const item = (await t.inject({ method: 'GET', url: `/api/${folder}/${id}`, headers: admin })).json<Record<string, unknown>>();
          const shown = (Object.values(item).find((v) => typeof v === 'object' && v !== null && 'status' in v) ?? item) as {
            status: string;
          };
          expect(shown.status).toBe(action === 'publish' ? 'published' : 'draft');
        }
      }
      for (const id of ids) expect(await status(kind, id)).toBe(200);
    },
  );
});

describe('bulk actions: who and what', () => {
  const kind = TRASH_KINDS[0];
  const folder = folderOf(kind);

  it('refuses viewers (403) and anonymous callers (401), changing nothing', async () => {
    const id = await MAKERS[kind].create();
    expect((await bulk(`/api/${folder}/bulk/trash`, [id], viewer)).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: `/api/${folder}/bulk/trash`, payload: { ids: [id] } })).statusCode).toBe(401);
    expect((await bulk('/api/trash/bulk/restore', [1], viewer)).statusCode).toBe(403);
    expect((await bulk('/api/trash/bulk/delete', [1], editor)).statusCode).toBe(403);
    expect(await status(kind, id)).toBe(200);
  });

  it('refuses no ids, too many, repeated and malformed ones, and an unknown action, with a 400 and a message', async () => {
    const id = await MAKERS[kind].create();
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1);
    for (const ids of [[], tooMany, [id, id], [0], [-1], [1.5], ['1'], 'all', null, [2 ** 40]]) {
      const res = await bulk(`/api/${folder}/bulk/trash`, ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await bulk(`/api/${folder}/bulk/archive`, [id])).statusCode).toBe(400);
    expect(await status(kind, id)).toBe(200);
  });

  it('lets admins delete trash entries for good at once, naming those not in the trash', async () => {
    const ids = [await MAKERS[kind].create(), await MAKERS[kind].create()];
    await ok(`/api/${folder}/bulk/trash`, ids);
    const entries = await trashIds(kind, ids);
    const result = await ok('/api/trash/bulk/delete', [...entries, 2_000_000_000], admin);
    expect(result).toMatchObject({ done: 2, missing: [2_000_000_000], refused: [] });
    expect(await trashIds(kind, ids)).toEqual([]);
    expect(changedKinds({ method: 'POST', url: '/api/trash/bulk/delete' }, 200)).toEqual([]);
    expect(changedKinds({ method: 'POST', url: '/api/trash/bulk/restore' }, 200)).toEqual(CONTENT_KINDS);
  });
});
