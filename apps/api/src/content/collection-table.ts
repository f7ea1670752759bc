/**
 * The table of a collection (packages/shared/src/collections/define.ts), made from its fields: an
 * identity `id`, one column a field (its name in snake case; one column type per kind of field below),
 * who made it and when, an index for its list's default order and one for each unique field. db/schema.ts declares each
 * collection's table with it, so that drizzle-kit sees it and writes its migration.
 */
import { sql, type NotNull } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { INTEGER_MAX, defaultSorts, fieldEntries, parseSort, type Collection, type FieldKind, type FieldSpec } from '@mnch/shared';

/** Every table's `created_at` and `updated_at`. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The column of each kind of field (a number's by its `whole` and, a whole one's, by its range). */
const COLUMNS = {
  text: (name: string) => text(name),
  longText: (name: string) => text(name),
  richText: (name: string) => text(name),
  link: (name: string) => text(name),
  year: (name: string) => integer(name),
  date: (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }),
  number: (name: string, spec: FieldSpec) =>
    !spec.whole
      ? doublePrecision(name)
      : Math.max(Math.abs(spec.range?.min ?? 0), Math.abs(spec.range?.max ?? 0)) > INTEGER_MAX
        ? bigint(name, { mode: 'number' })
        : integer(name),
  choice: (name: string) => text(name),
  // Never null: none is an empty list.
  textList: (name: string) =>
    text(name)
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  colour: (name: string) => text(name),
} satisfies Record<FieldKind, (name: string, spec: FieldSpec) => unknown>;

type ColumnOf<S> =
  S extends FieldSpec<infer K, infer R>
    ? R extends true
      ? NotNull<ReturnType<(typeof COLUMNS)[K]>>
      : ReturnType<(typeof COLUMNS)[K]>
    : never;
type FieldColumns<C extends Collection> = { -readonly [K in keyof C['fields']]: ColumnOf<C['fields'][K]> };

type IndexColumn = Parameters<ReturnType<typeof index>['on']>[0];

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** The unique index of a unique field: `{table}_{column}_unique` (the service names the field of a 23505 by it). */
export const uniqueIndexName = (collection: Pick<Collection, 'table'>, field: string) => `${collection.table}_${snakeCase(field)}_unique`;

/** The table of `collection`; `users` is the users table (who made an item). */
export function collectionTable<C extends Collection>(collection: C, users: { id: PgColumn }) {
  const columns = Object.fromEntries(
    fieldEntries(collection).map(([key, spec]) => {
      const made = COLUMNS[spec.kind](snakeCase(key), spec);
      // A number's initial value is its column's default too.
      const column =
        spec.kind === 'number' && typeof spec.initial === 'number' ? (made as ReturnType<typeof integer>).default(spec.initial) : made;
      return [key, spec.required ? column.notNull() : column];
    }),
  ) as unknown as FieldColumns<C>;
  const sorts = defaultSorts(collection).map(parseSort);
  const last = sorts[sorts.length - 1]!;
  return pgTable(
    collection.table,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      ...columns,
      createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
      ...timestamps,
    },
    (t) => {
      const byName = t as unknown as Record<string, ExtraConfigColumn>;
      const on = (column: ExtraConfigColumn, direction: 'asc' | 'desc'): IndexColumn => (direction === 'desc' ? column.desc() : column);
      const name = `${collection.table}_${sorts.map((s) => snakeCase(s.field)).join('_')}_idx`;
      const rest = [...sorts.slice(1).map((s) => on(byName[s.field]!, s.direction)), on(t.id, last.direction)];
      const unique = fieldEntries(collection)
        .filter(([, spec]) => spec.unique)
        .map(([key]) => uniqueIndex(uniqueIndexName(collection, key)).on(byName[key]!));
      return [...unique, index(name).on(on(byName[sorts[0]!.field]!, sorts[0]!.direction), ...rest)];
    },
  );
}

/** The table of any collection, as far as TypeScript can tell: an `id`, the fields' columns, who made it and when. */
export type CollectionTable = ReturnType<typeof collectionTable<Collection<Record<never, FieldSpec>>>>;
