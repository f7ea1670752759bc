import {
  Column,
  and,
  count,
  eq,
  getTableColumns,
  ilike,
  is,
  or,
  sql,
  type AnyColumn,
  type InferSelectModel,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { versionOf, type SortParam } from '@mnch/shared';
import type { Db } from '../db/client';

/** Escapes LIKE/ILIKE wildcards so a search term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** ISO 8601 string of a date column, or null (a string for a column that is never null). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A row's creation and last-change times as the API answers them: ISO strings, in both spellings (schemas/common.ts `timestampFields`), and its version (lib/versions.ts). */
export function timestamps(row: { createdAt: Date | string; updatedAt: Date | string }) {
  const createdAt = iso(row.createdAt);
  const updatedAt = iso(row.updatedAt);
  return { createdAt, updatedAt, created_at: createdAt, updated_at: updatedAt, version: versionOf(updatedAt) };
}

/**
 * Text views of list, JSON and HTML columns for searching. They call the immutable functions of
 * drizzle/0002_search_functions.sql, so the trigram indexes schema.ts declares on them are used.
 */
export const listText = (column: AnyColumn) => sql`mnch_list_text(${column})`;
export const authorsText = (column: AnyColumn) => sql`mnch_authors_text(${column})`;
export const htmlText = (column: AnyColumn) => sql`mnch_html_text(${column})`;

/** Any of `columns` (columns or text views such as `htmlText`) contains `search`, as typed (wildcards escaped). */
export function searchAny(columns: Array<AnyColumn | SQL>, search: string): SQL {
  const term = `%${escapeLike(search)}%`;
  return anyOf(...columns.map((column) => ilike(column, term)));
}

/**
 * A sort key no index can hand over in order (same values and nulls). Searches sort their matches by it, so PostgreSQL finds
 * the few matching rows through the trigram indexes and sorts them, instead of walking a sorted index
 * and testing every row of the table against the search (fast for common words, very slow for rare ones).
 */
export const unindexed = (column: AnyColumn) => sql`coalesce(${column}, ${column})`;

/** A list's sort keys: `unindexed` while it searches, the column itself otherwise. */
export const sortKeys =
  (search: string | undefined) =>
  (column: AnyColumn): AnyColumn | SQL =>
    search ? unindexed(column) : column;

/** A list answer's `pagination`: at least one page, even when nothing matches. */
export const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

/** A list's page, from its query: `page` (1 when left out), `limit` (`size` when left out) and the rows before it. */
export function pageOf(query: { page?: number; limit?: number }, size: number) {
  const page = query.page ?? 1;
  const limit = query.limit ?? size;
  return { page, limit, offset: (page - 1) * limit };
}

/** A list's query, filtered and sorted, that a page's LIMIT and OFFSET end (a Drizzle select). */
interface Pageable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** The rows of one page of `select` and how many rows of `table` match `where` (the list's total), read together. */
export function pageAndTotal<R>(
  db: Db,
  select: Pageable<R>,
  table: PgTable,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<[R[], number]> {
  return Promise.all([select.limit(limit).offset(offset), countWhere(db, table, where)]);
}

/** How many rows of `table` match `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * Page `page` of `table`'s rows matching `where` in `order`, and how many match, in one statement. Deep
 * pages stay cheap: the sort and the offset run over the ids alone, then only the page's rows are read.
 * Each of the page's ids carries the count of all the matches (`count(*) over ()`, counted before the
 * LIMIT), so a search finds its matches once, not again in a count of its own (on PGlite a statement
 * has a fixed cost too). Only a page past the last, whose ids carry no count, counts the matches apart.
 */
export async function pageOfRows<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  limit: number,
): Promise<{ rows: Array<InferSelectModel<T>>; total: number }> {
  const from: PgTable = table;
  const offset = (page - 1) * limit;
  const ids = db
    .select({ id: sql<number>`${table.id}`.as('page_id'), total: sql<unknown>`count(*) over ()`.as('page_total') })
    .from(from)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const found = await db
    .select({ row: from, total: ids.total })
    .from(from)
    .innerJoin(ids, eq(table.id, ids.id))
    .orderBy(...order);
  const rows = found.map((f) => f.row) as Array<InferSelectModel<T>>;
  const [first] = found;
  const total = first ? Number(first.total) : offset > 0 ? await countWhere(db, table, where) : 0;
  return { rows, total };
}

/**
 * The row a statement is sure to give back: an `INSERT ... RETURNING`, an `UPDATE ... RETURNING` of a
 * row read (and locked) just before, or an aggregate without `GROUP BY`. Statements whose row may be
 * missing check `rows[0]` themselves and answer 404 instead.
 */
export function firstRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row');
  return row;
}

/** All of the conditions (true when there are none); drizzle's `and` gives undefined for none. */
export const allOf = (...conditions: Array<SQLWrapper | undefined>): SQL => and(...conditions) ?? sql`true`;
/** Any of the conditions (false when there are none); drizzle's `or` gives undefined for none. */
export const anyOf = (...conditions: Array<SQLWrapper | undefined>): SQL => or(...conditions) ?? sql`false`;

/** Did a query fail with this PostgreSQL error code (SQLSTATE), on the error or its cause? `23505` is a unique violation, `23503` a missing reference. */
export function hasPgErrorCode(err: unknown, code: string): boolean {
  return stringField(err, 'code') === code || stringField(causeOf(err), 'code') === code;
}

/** A field (`code`, `constraint`) of a failed query's error, else of its cause. */
export function pgErrorField(err: unknown, field: 'code' | 'constraint'): string | undefined {
  return stringField(err, field) ?? stringField(causeOf(err), field);
}

const causeOf = (err: unknown): unknown => (typeof err === 'object' && err !== null && 'cause' in err ? err.cause : undefined);

function stringField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = Reflect.get(value, field);
  return typeof found === 'string' ? found : undefined;
}

/**
 * A row kept as JSON (a revision's version, a trash entry) as values of `table`: the columns it still has
 * (a column added since is left out, so it takes its default) and dates back to Date.
 */
export function rowFromJson(table: PgTable, data: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in data)) continue;
    const value = data[key];
    row[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}

/** A text column as a sort key that ignores case (`alpha`, `Bravo`, `charlie`). */
export const caseless = (column: AnyColumn): SQL => sql`lower(${column})`;

/**
 * A list's ORDER BY for its `sort` query parameter (schemas/common.ts `sortQuery`): the column `sort.field`
 * names in `columns` (a column, or an expression such as `lower(title)`), in its direction with empty
 * values last, then the table's id in the same direction, so equal values keep one order and the
 * other direction is its exact reverse. Without a sort: `fallback`, the list's own order.
 */
export function orderBySort<F extends string>(
  sort: SortParam<F> | undefined,
  columns: Record<F, PgColumn | AnyColumn | SQL> & { id?: AnyColumn },
  fallback: SQL[],
): SQL[] {
  if (!sort) return fallback;
  const key: AnyColumn | SQL = columns[sort.field];
  const id = columns.id ?? tableId(Object.values<AnyColumn | SQL>(columns));
  const direction = sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const order = [sql`${key} ${direction} nulls last`];
  if (id && id !== key) order.push(sql`${id} ${direction}`);
  return order;
}

/** The `id` column of the table the first of `columns` that is a column belongs to. */
function tableId(columns: Array<AnyColumn | SQL>): AnyColumn | undefined {
  const column = columns.find((c): c is AnyColumn => is(c, Column));
  const id: unknown = column ? getTableColumns(column.table).id : undefined;
  return is(id, Column) ? id : undefined;
}
