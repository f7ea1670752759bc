/**
 * The table of a collection (packages/shared/src/collections/define.ts), made from its fields: an
 * identity `id`, one column a field (its name in snake case; one column type per kind of field below),
 * who made it and when, and an index for its list's default order. db/schema.ts declares each
 * collection's table with it, so that drizzle-kit sees it and writes its migration.
 */
import type { NotNull } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, type ExtraConfigColumn, type PgColumn } from 'drizzle-orm/pg-core';
import { fieldEntries, parseSort, type Collection, type FieldKind, type FieldSpec } from '@mnch/shared';

/** Every table's `created_at` and `updated_at`. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The column of each kind of field. */
const COLUMNS = {
  text: (name: string) => text(name),
  longText: (name: string) => text(name),
  richText: (name: string) => text(name),
  link: (name: string) => text(name),
  year: (name: string) => integer(name),
  date: (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }),
} satisfies Record<FieldKind, (name: string) => unknown>;

type ColumnOf<S> =
  S extends FieldSpec<infer K, infer R>
    ? R extends true
      ? NotNull<ReturnType<(typeof COLUMNS)[K]>>
      : ReturnType<(typeof COLUMNS)[K]>
    : never;
type FieldColumns<C extends Collection> = { -readonly [K in keyof C['fields']]: ColumnOf<C['fields'][K]> };

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The table of `collection`; `users` is the users table (who made an item). */
export function collectionTable<C extends Collection>(collection: C, users: { id: PgColumn }) {
  const columns = Object.fromEntries(
    fieldEntries(collection).map(([key, spec]) => {
      const column = COLUMNS[spec.kind](snakeCase(key));
      return [key, spec.required ? column.notNull() : column];
    }),
  ) as unknown as FieldColumns<C>;
  const sort = parseSort(collection.list.defaultSort);
  return pgTable(
    collection.table,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      ...columns,
      createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
      ...timestamps,
    },
    (t) => {
      const byField = (t as unknown as Record<string, ExtraConfigColumn>)[sort.field]!;
      return [
        index(`${collection.table}_${snakeCase(sort.field)}_idx`).on(sort.direction === 'desc' ? byField.desc() : byField, t.id.desc()),
      ];
    },
  );
}

/** The table of any collection, as far as TypeScript can tell: an `id`, the fields' columns, who made it and when. */
export type CollectionTable = ReturnType<typeof collectionTable<Collection<Record<never, FieldSpec>>>>;
