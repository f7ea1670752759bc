/**
 * Revisions (docs/behaviour/revisions.md): each save of an item of a kind with revisions (the
 * registry's, packages/shared/src/kinds.ts) keeps the row it replaced, who saved and when, in the same
 * transaction as the save. The content fields of each kind are REVISION_FIELDS
 * (packages/shared/src/schemas/revisions.ts): a save that changes none of them keeps nothing, and a
 * restore writes back only them.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { REVISION_FIELDS, REVISION_KINDS, recordOf, type RevisionKind } from '@mnch/shared';
import { SERVER_KINDS, type ServerKinds } from '../content/registry';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { notFound } from './http-error';
import { firstRow, rowFromJson } from './sql';
import { checkVersion, nextChangeTime, type SaveOptions } from './versions';

/** Who saved: the signed-in caller (request-guards.ts `signedInCaller`), or null for the server's own writes. */
export interface RevisionAuthor {
  id: number;
  name: string;
}

/** The table of each kind of item with revisions (the registry's, content/registry.ts). */
// Each key gets its own kind's table, which recordOf's one value type cannot say.
export const REVISION_TABLES = recordOf(REVISION_KINDS, (kind) => SERVER_KINDS[kind].table) as {
  [K in RevisionKind]: ServerKinds[K]['table'];
};

type Row = Record<string, unknown>;

/** The stored column behind a content field, and the key inside it when the field is part of a JSON column (`value.address`). */
export function columnOf(field: { field: string; column?: string }): { column: string; key?: string } {
  const [column = field.field, key] = (field.column ?? field.field).split('.');
  return { column, key };
}

/** A content field's value in a stored row (or its JSON snapshot). */
function storedValue(row: Row, field: { field: string; column?: string }): unknown {
  const { column, key } = columnOf(field);
  const value = row[column];
  return key === undefined ? value : (value as Row | null | undefined)?.[key];
}

/** JSON's view of a value, so a date and its ISO string, or two equal lists, compare equal. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The content fields (REVISION_FIELDS' `field` names) whose values differ between two rows of a kind. */
export function changedFields(kind: RevisionKind, before: Row, after: Row): string[] {
  return REVISION_FIELDS[kind].filter((f) => !same(storedValue(before, f), storedValue(after, f))).map((f) => f.field);
}

/**
 * Keeps `previous` (the row as read, locked, before the save) as a revision of `next` (the row the save
 * returned), by `author`, inside the save's transaction `tx`. Nothing is kept when no content field changed.
 */
export async function keepRevision(tx: Db, kind: RevisionKind, previous: Row & { id: number }, next: Row, author: RevisionAuthor | null) {
  await keepRevisions(tx, kind, [[previous, next]], author);
}

/** `keepRevision` for many rows saved at once (a bulk update), in one statement. */
export async function keepRevisions(
  tx: Db,
  kind: RevisionKind,
  saved: ReadonlyArray<readonly [Row & { id: number }, Row]>,
  author: RevisionAuthor | null,
) {
  const values = saved.flatMap(([previous, next]) => {
    const fields = changedFields(kind, previous, next);
    if (fields.length === 0) return [];
    return [
      {
        kind,
        itemId: previous.id,
        // The row as JSON: dates become ISO strings (read back by `revive` and `restoreChanges`).
        data: JSON.parse(JSON.stringify(previous)) as Row,
        fields,
        userId: author?.id ?? null,
        userName: author?.name ?? 'The website',
      },
    ];
  });
  if (values.length > 0) await tx.insert(revisions).values(values);
}

/** A stored row of a kind with revisions, as Drizzle selects it. */
export type RevisionRow<K extends RevisionKind> = (typeof REVISION_TABLES)[K]['$inferSelect'];

/** How `updateKeepingRevision` saves: the message of its 404, who saves, a check of the row to be and the version the caller saw. */
export interface RevisionSave<K extends RevisionKind> extends SaveOptions {
  missing: string;
  author: RevisionAuthor | null;
  /** Throws (a 400) when the item with the changes applied breaks a rule; nothing is written then. */
  check?: (next: RevisionRow<K>) => void;
}

/**
 * The plain update of a kind with revisions: in one transaction, locks the item's row (404 with
 * `missing` when there is none), checks its version against `ifMatch` (lib/versions.ts), checks it with the changes applied, writes the changes (and the
 * updated time), and keeps the row it replaced as a revision by `author`. Answers the saved row.
 */
export async function updateKeepingRevision<K extends RevisionKind>(
  db: Db,
  kind: K,
  id: number,
  changes: Partial<RevisionRow<K>>,
  { missing, author, check, ifMatch }: RevisionSave<K>,
): Promise<RevisionRow<K>> {
  // Every table with revisions has an integer `id` (a figure's beside its key) and an `updatedAt`; Drizzle cannot say so of the union of tables.
  const table = REVISION_TABLES[kind] as unknown as PgTable & { id: PgColumn };
  return db.transaction(async (tx) => {
    const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update').limit(1)) as Array<RevisionRow<K>>;
    if (!current) throw notFound(missing);
    const { updatedAt } = current as { updatedAt: Date };
    checkVersion(updatedAt, { ifMatch });
    check?.({ ...current, ...changes });
    const saved = await tx
      .update(table)
      .set({ ...changes, updatedAt: nextChangeTime(updatedAt) })
      .where(eq(table.id, id))
      .returning();
    const row = firstRow(saved as Array<RevisionRow<K>>);
    await keepRevision(tx, kind, current, row, author);
    return row;
  });
}

/**
 * A snapshot back in the shape Drizzle selects a row of the kind: timestamp columns become dates again.
 * Columns the snapshot lacks (added to the table after it was kept) take `fallback`'s values.
 */
export function revive<K extends RevisionKind>(kind: K, data: Row, fallback?: RevisionRow<K>): RevisionRow<K> {
  const row: Row = { ...(fallback ?? {}), ...rowFromJson(REVISION_TABLES[kind], data) };
  return row as RevisionRow<K>;
}

/**
 * What a restore sends to the kind's own update (so its rules run again: sanitising, dates in order,
 * a completed project at 100%, an event's capacity not below its registrations): the snapshot's content
 * fields, named as the update takes them, with dates as dates and numeric columns as numbers.
 */
export function restoreChanges(kind: RevisionKind, data: Row): Row {
  const columns: Record<string, { dataType: string; columnType: string }> = getTableColumns(REVISION_TABLES[kind]);
  const changes: Row = {};
  for (const f of REVISION_FIELDS[kind]) {
    const { column: key } = columnOf(f);
    const column = columns[key];
    if (!column || !(key in data)) continue;
    const value = storedValue(data, f);
    // A part of a JSON column that the snapshot lacks (added since) is left as it is.
    if (value === undefined) continue;
    if (value !== null && column.dataType === 'date') changes[f.field] = new Date(value as string);
    else if (value !== null && column.columnType === 'PgNumeric') changes[f.field] = Number(value);
    else changes[f.field] = value;
  }
  return changes;
}
