import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_KINDS,
  KINDS,
  REVISION_FIELDS,
  REVISION_KINDS,
  TRASH_ITEM_NOUNS,
  TRASH_KIND_LABELS,
  TRASH_KINDS,
  auditKindLabel,
  isTrashKind,
  type Kind,
  type KindDefinition,
} from '@mnch/shared';
import { SERVER_KINDS } from '../src/content/registry';
import { USE_SOURCES } from '../src/lib/media-uses';
import { REVISION_TABLES, columnOf } from '../src/lib/revisions';
import { moveToTrash, nounOf } from '../src/lib/trash';
import { describeWrite } from '../src/plugins/audit';
import { changedKinds } from '../src/plugins/page-state';
import { appWith, type AuthHeaders, type TestApp } from './helpers';

/**
 * The registry of content kinds (packages/shared/src/kinds.ts, apps/api/src/content/registry.ts,
 * decision 35), walked kind by kind: each has its routes, its page-cache kind, its audit label, the
 * roles on its writes, its trash and its revisions as its definition says. A kind that forgets one
 * fails here (or, for a missing entry in a server-side record, the type check).
 */
let t: TestApp, admin: AuthHeaders;
beforeAll(async () => ({ t, admin } = await appWith(['admin'])));
afterAll(() => t.close());

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** The app's routes under one API folder. */
const routesOf = (folder: string) => t.app.routeTable.filter((r) => r.url === `/api/${folder}` || r.url.startsWith(`/api/${folder}/`));
const signatures = (folder: string) => routesOf(folder).map((r) => `${r.method} ${r.url}`);
/** A route's pattern as an address (`:id` → 1). */
const addressOf = (url: string) => url.replace(/:\w+/g, '1');

describe.each(ALL_KINDS.map((kind) => [kind] as [Kind]))('the %s kind', (kind) => {
  const definition = KINDS[kind];
  const [main] = definition.folders;
  const collection = isTrashKind(kind);

  it('has its routes registered under each of its folders: a list, create, update and delete for a collection', () => {
    for (const folder of definition.folders) expect(routesOf(folder).length, folder).toBeGreaterThan(0);
    expect(signatures(main)).toContain(`GET /api/${main}`);
    expect(
      routesOf(main).some((r) => WRITES.includes(r.method)),
      'a write route',
    ).toBe(true);
    if (collection) {
      expect(signatures(main)).toEqual(
        expect.arrayContaining([`GET /api/${main}`, `POST /api/${main}`, `PUT /api/${main}/:id`, `DELETE /api/${main}/:id`]),
      );
    }
  });

  it('keeps its writes for staff (never viewers; editors unless it is adminOnly), so the roles test (which walks the route table) covers them', () => {
    const crud = routesOf(main).filter((r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && /^\/api\/[^/]+(\/:\w+)?$/.test(r.url));
    expect(crud.length).toBeGreaterThan(0);
    const adminOnly = (definition as KindDefinition).adminOnly === true;
    for (const route of crud) {
      expect(route.roles, `${route.method} ${route.url}`).toContain('admin');
      expect(route.roles, `${route.method} ${route.url}`).not.toContain('viewer');
      // Editors write it unless the registry says only administrators do.
      expect(route.roles?.includes('editor'), `${route.method} ${route.url}`).toBe(!adminOnly);
    }
  });

  it('raises its own page-cache version on a write, and no other kind', () => {
    for (const folder of definition.folders) {
      for (const route of routesOf(folder).filter((r) => WRITES.includes(r.method))) {
        const kinds = changedKinds({ method: route.method, url: addressOf(route.url) }, 200);
        // A write that changes no page (a download count) raises nothing; none counts as every kind.
        expect([[], [kind]], `${route.method} ${route.url}`).toContainEqual(kinds);
      }
    }
    expect(changedKinds({ method: 'PUT', url: `/api/${main}/1` }, 200)).toEqual([kind]);
  });

  it('has its audit label for each folder, and its rows name the item by its label field', () => {
    expect(Object.keys(definition.audit).sort()).toEqual([...definition.folders].sort());
    for (const folder of definition.folders) expect(auditKindLabel(folder)).toBe(definition.audit[folder as keyof typeof definition.audit]);
    const field = definition.labelField;
    const row = describeWrite({
      method: 'PUT',
      route: `/api/${main}/:id`,
      status: 200,
      params: { id: '7' },
      body: {},
      payload: {
        item: {
          id: 7,
          title: field === 'title' ? 'The label' : 'Not it',
          name: field === 'name' ? 'The label' : 'Not it',
          label: field === 'label' ? 'The label' : 'Not it',
        },
      },
      caller: { id: 1, name: 'Ada Admin', role: 'admin' },
      subject: null,
    });
    expect(row).toMatchObject({ kind: main, itemId: '7', itemLabel: field ? 'The label' : null });
  });

  it('goes to the trash on delete if its definition says so, with its noun and section name', async () => {
    const remove = await t.inject({ method: 'DELETE', url: `/api/${main}/2147483647`, headers: admin });
    if (!collection) {
      expect(TRASH_KINDS).not.toContain(kind);
      return;
    }
    // The delete route reaches the kind's table through the trash (none such: 404), and the trash moves rows of that table.
    expect(remove.statusCode, remove.body).toBe(404);
    await expect(moveToTrash(t.app.db, kind, 2147483647, { id: 1, name: 'Ada Admin' })).resolves.toBeNull();
    expect(nounOf(kind, {})).toBe(definition.noun);
    expect(TRASH_ITEM_NOUNS[kind]).toBe(definition.noun);
    expect(TRASH_KIND_LABELS[kind]).toBe(definition.section);
    expect(Object.keys(getTableColumns(SERVER_KINDS[kind].table))).toContain('id');
    const listed = await t.inject({ method: 'GET', url: `/api/trash?kind=${kind}`, headers: admin });
    expect(listed.statusCode, listed.body).toBe(200);
  });

  it('keeps revisions if its definition says so, comparing columns its table has', async () => {
    const history = await t.inject({ method: 'GET', url: `/api/revisions/${kind}/1`, headers: admin });
    if (!definition.revisions) {
      expect(history.statusCode).toBe(400);
      return;
    }
    expect(history.statusCode, history.body).toBe(200);
    const revisionKind = REVISION_KINDS.find((k) => k === kind)!;
    const columns = Object.keys(getTableColumns(REVISION_TABLES[revisionKind]));
    expect(REVISION_FIELDS[revisionKind].length).toBeGreaterThan(0);
    for (const f of REVISION_FIELDS[revisionKind]) expect(columns).toContain(columnOf(f).column);
  });

  it('is searched for media uses in the columns its registry entry names', () => {
    const { table, media } = SERVER_KINDS[kind];
    const source = USE_SOURCES.find((s) => s.table === table);
    if (!media) {
      expect(source).toBeUndefined();
      return;
    }
    expect(source?.columns).toEqual(media.columns);
    const own = Object.values(getTableColumns(table));
    for (const { column } of media.columns) expect(own).toContain(column);
  });
});

describe('the registry', () => {
  it('derives the trash and revision kinds from the definitions, in its order', () => {
    expect(TRASH_KINDS).toEqual(ALL_KINDS.filter((kind) => KINDS[kind].trash));
    expect(REVISION_KINDS).toEqual(ALL_KINDS.filter((kind) => KINDS[kind].revisions));
  });

  it('gives each API folder to one kind only', () => {
    const folders = ALL_KINDS.flatMap((kind) => KINDS[kind].folders);
    expect(new Set(folders).size).toBe(folders.length);
  });
});
