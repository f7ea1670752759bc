/**
 * The trash (docs/behaviour/trash.md): a delete of content moves the row, with the rows deleted with it,
 * into `trash` as JSON, in one transaction; a restore puts them back with their ids. Shared by every
 * content service's `remove` and by modules/trash (modules never import each other).
 */
import { and, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  KINDS,
  TRASH_ITEM_NOUNS,
  TRASH_KINDS,
  TRASH_MESSAGES,
  TRASH_RETENTION_DAYS,
  recordOf,
  slugify,
  type TrashKind,
} from '@mnch/shared';
import type { Db } from '../db/client';
import { galleryImages, trash, uploads, users } from '../db/schema';
import { SERVER_KINDS, type ServerKind, type Snapshot } from '../content/registry';
import type { Storage } from '../plugins/storage';
import { conflict, notFound } from './http-error';
import { addressesOf, findUses } from './media-uses';
import { slugKeeper } from './slugs';
import { hasPgErrorCode, rowFromJson } from './sql';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who deleted it (the signed-in caller). */
export interface TrashActor {
  id: number;
  name: string;
}

/** Each collection whose deletes go to the trash, by kind: the registry's server half (content/registry.ts). */
const COLLECTIONS: Record<TrashKind, ServerKind> = recordOf(TRASH_KINDS, (kind) => SERVER_KINDS[kind]);

const idOf = (table: PgTable): PgColumn => {
  const id = getTableColumns(table).id;
  if (!id) throw new Error(`${getTableConfig(table).name} has no id column`);
  return id;
};

/** What an item of this kind is called, for the list: "Event", "Newsletter". */
export function nounOf(kind: TrashKind, data: Snapshot): string {
  const { noun } = COLLECTIONS[kind];
  return noun?.(data) ?? TRASH_ITEM_NOUNS[kind];
}

/**
 * Entries deleted before this moment are past keeping: never listed or restored, and purged. The
 * database's clock, as `deleted_at`'s default, so processes whose clocks differ agree.
 */
export const keptInTrash = (): SQL => sql`${trash.deletedAt} >= now() - make_interval(days => ${TRASH_RETENTION_DAYS})`;
const pastKeeping = (): SQL => sql`${trash.deletedAt} < now() - make_interval(days => ${TRASH_RETENTION_DAYS})`;

/** When an entry deleted at `deletedAt` is purged. */
export const purgeDate = (deletedAt: Date): Date => new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);

/** In `tx`: locks the row, copies it (with its children) into a trash entry and deletes it. The deleted row, or null when there is none. */
async function trashRow(tx: Tx, kind: TrashKind, id: number, by: TrashActor): Promise<Snapshot | null> {
  const { table, children } = COLLECTIONS[kind];
  const idColumn = idOf(table);
  const [row] = (await tx.select().from(table).where(eq(idColumn, id)).for('update')) as Snapshot[];
  if (!row) return null;
  const kept = children ? ((await tx.select().from(children.table).where(eq(children.parent, id))) as Snapshot[]) : null;
  await tx.insert(trash).values({
    kind,
    itemId: id,
    label: labelOf(kind, row, id),
    data: row,
    children: kept,
    deletedBy: by.id,
    deletedByName: by.name,
  });
  await tx.delete(table).where(eq(idColumn, id));
  return row;
}

/**
 * A stored row's label: the registry's label field of its kind (a team member's `name`, not their job
 * `title`), else its title or name, else "#12". Its trash entry's label.
 */
export function labelOf(kind: TrashKind, row: Snapshot, id: number): string {
  const field = KINDS[kind].labelField;
  const named = field ? row[field] : undefined;
  if (typeof named === 'string' && named) return named;
  return typeof row.title === 'string' ? row.title : typeof row.name === 'string' ? row.name : `#${id}`;
}

/**
 * Moves the item of `kind` with this id into the trash: in one transaction its row is locked, copied
 * (with its children) into a trash entry and deleted. The deleted row, or null when there is none.
 */
export async function moveToTrash(db: Db, kind: TrashKind, id: number, by: TrashActor): Promise<Snapshot | null> {
  return db.transaction((tx) => trashRow(tx, kind, id, by));
}

/**
 * Moves the items of `kind` with these ids into the trash, as moveToTrash does each, all in one
 * transaction (a failure leaves every one where it was). The deleted rows by id, and the ids not found.
 */
export async function moveManyToTrash(
  db: Db,
  kind: TrashKind,
  ids: readonly number[],
  by: TrashActor,
): Promise<{ trashed: Array<{ id: number; row: Snapshot }>; missing: number[] }> {
  return db.transaction(async (tx) => {
    const trashed: Array<{ id: number; row: Snapshot }> = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = await trashRow(tx, kind, id, by);
      if (row) trashed.push({ id, row });
      else missing.push(id);
    }
    return { trashed, missing };
  });
}

/** "codeName" → "code name": a column's key in words, for a message. */
const inWords = (key: string) => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * A stored row as values to insert into `table`: keys of columns it still has (a column added since
 * takes its default), dates back to Date, and a reference to a user deleted since cleared.
 */
async function revive(tx: Tx, table: PgTable, data: Snapshot): Promise<Snapshot> {
  const columns = getTableColumns(table);
  const values: Snapshot = rowFromJson(table, data);
  for (const fk of getTableConfig(table).foreignKeys) {
    const ref = fk.reference();
    if (ref.foreignTable !== users) continue;
    for (const column of ref.columns) {
      const key = Object.keys(columns).find((k) => columns[k] === column);
      const value = key ? values[key] : null;
      if (!key || typeof value !== 'number') continue;
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, value)).limit(1);
      if (!user) values[key] = null;
    }
  }
  return values;
}

/**
 * A row deleted before its table had slugs (events and projects, migration 0023) comes back with one made
 * from its title, the next free one, as the data step gave the rows that were not deleted.
 */
async function withSlug(tx: Tx, table: PgTable, kind: TrashKind, values: Snapshot): Promise<Snapshot> {
  const { id, slug } = getTableColumns(table) as Record<string, PgColumn | undefined>;
  if (!id || !slug || values.slug != null || typeof values.title !== 'string') return values;
  const keeper = slugKeeper(tx, { table, id, slug, constraint: `${getTableConfig(table).name}_slug_unique` });
  return { ...values, slug: await keeper.freeSlug(slugify(values.title, kind.replace(/s$/, ''))) };
}

/** A unique value of `values` another row of `table` holds now: its column key and value, or null. */
async function uniqueClash(tx: Tx, table: PgTable, values: Snapshot): Promise<{ key: string; value: string } | null> {
  const columns = getTableColumns(table);
  for (const index of getTableConfig(table).indexes) {
    if (!index.config.unique || index.config.where) continue;
    const keys: string[] = [];
    const conditions: SQL[] = [];
    for (const part of index.config.columns) {
      const key = Object.keys(columns).find((k) => columns[k]?.name === (part as { name?: string }).name);
      if (!key || values[key] === null || values[key] === undefined) break;
      keys.push(key);
      conditions.push(eq(columns[key]!, values[key]));
    }
    if (keys.length !== index.config.columns.length) continue;
    const [found] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(...conditions));
    if ((found?.n ?? 0) > 0) return { key: keys[keys.length - 1]!, value: keys.map((k) => String(values[k])).join(', ') };
  }
  return null;
}

/**
 * Puts entry `id` back: its row (same id) and its children, then removes the entry, in one transaction.
 * 404 when it is not in the trash (or past keeping); 409 naming the field when a unique value of it
 * belongs to another item now, and the entry stays.
 */
export async function restoreFromTrash(db: Db, id: number): Promise<{ kind: TrashKind; itemId: number; label: string }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(trash)
      .where(and(eq(trash.id, id), keptInTrash()))
      .for('update');
    if (!entry || !(entry.kind in COLLECTIONS)) throw notFound(TRASH_MESSAGES.notFound);
    const kind = entry.kind as TrashKind;
    const { table, children } = COLLECTIONS[kind];
    const values = await withSlug(tx, table, kind, await revive(tx, table, entry.data));
    const clash = await uniqueClash(tx, table, values);
    if (clash) {
      const message = TRASH_MESSAGES.clash(nounOf(kind, entry.data).toLowerCase(), inWords(clash.key), clash.value);
      throw conflict(message, [{ field: clash.key, message }]);
    }
    try {
      await tx
        .insert(table)
        .overridingSystemValue()
        .values(values as never);
      if (children && entry.children?.length) {
        const rows = await Promise.all(entry.children.map((child) => revive(tx, children.table, child)));
        await tx.insert(children.table).overridingSystemValue().values(rows);
      }
    } catch (err) {
      // A unique value taken between the check and the insert.
      if (hasPgErrorCode(err, '23505')) throw conflict(TRASH_MESSAGES.clashUnknown);
      throw err;
    }
    await tx.delete(trash).where(eq(trash.id, id));
    return { kind, itemId: entry.itemId, label: entry.label };
  });
}

/**
 * Removes the stored files of entries that left the trash for good, unless an item on the site or
 * another entry still shows the same file (any content that uses it, for a file of the media library,
 * lib/media-uses.ts); a removed file leaves the library too. A file that cannot be removed is left behind.
 */
async function removeFiles(db: Db, storage: Storage, gone: Array<{ kind: string; data: Snapshot }>): Promise<void> {
  const urls = new Set<string>();
  for (const entry of gone) {
    const files = COLLECTIONS[entry.kind as TrashKind]?.files;
    if (files) for (const url of files(entry.data)) urls.add(url);
  }
  if (urls.size === 0) return;
  const list = [...urls];
  const [live, kept] = await Promise.all([
    db.select({ url: galleryImages.imageUrl }).from(galleryImages).where(inArray(galleryImages.imageUrl, list)),
    db
      .select({ url: sql<string>`${trash.data} ->> 'imageUrl'` })
      .from(trash)
      .where(and(eq(trash.kind, 'gallery'), inArray(sql`${trash.data} ->> 'imageUrl'`, list))),
  ]);
  const library = await db.select().from(uploads).where(inArray(uploads.url, list));
  const uses = await findUses(db, library);
  const inUse = new Set([...live, ...kept].map((r) => r.url));
  for (const file of library) if (uses.get(file.id)?.length) for (const url of addressesOf(file)) inUse.add(url);
  const removable = new Set<string>();
  for (const entry of gone) {
    const files = COLLECTIONS[entry.kind as TrashKind]?.files;
    if (!files || inUse.has(String(entry.data.imageUrl))) continue;
    for (const url of files(entry.data)) removable.add(url);
  }
  if (removable.size > 0) await db.delete(uploads).where(inArray(uploads.url, [...removable]));
  // The storage ignores URLs that are not its own (e.g. a full-size video address).
  await Promise.allSettled([...removable].map((url) => storage.remove(url)));
}

/** Deletes entries for good (all of them when `where` is undefined) with their files; how many. */
export async function deleteFromTrash(db: Db, storage: Storage, where: SQL | undefined): Promise<number> {
  const gone = await db.delete(trash).where(where).returning({ kind: trash.kind, data: trash.data });
  await removeFiles(db, storage, gone);
  return gone.length;
}

/** The purge: entries older than TRASH_RETENTION_DAYS are deleted for good. Idempotent, so several processes may run it at once. */
export function purgeTrash(db: Db, storage: Storage): Promise<number> {
  return deleteFromTrash(db, storage, pastKeeping());
}
