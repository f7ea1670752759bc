/**
 * The service of a collection (packages/shared/src/collections/define.ts): list with search, a year
 * filter, sorting and paging; get; create; update keeping the version it replaces (lib/revisions.ts);
 * delete to the trash (lib/trash.ts). Rich-text fields are cleaned on every write (lib/sanitize.ts).
 */
import { and, eq, gte, ilike, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  defaultSorts,
  fieldEntries,
  parseSort,
  takenMessage,
  wallTimeToInstant,
  type ChangesOf,
  type Collection,
  type FieldKind,
  type FieldSpec,
  type CollectionQuery,
  type ItemOf,
  type ListOf,
  type RevisionKind,
  type RichTextField,
  type SortParam,
  type TrashKind,
  versionOf,
} from '@mnch/shared';
import { conflict, notFound } from '../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../lib/revisions';
import { sanitizeRichText } from '../lib/sanitize';
import type { ServiceDeps } from '../lib/service-deps';
import {
  anyOf,
  caseless,
  escapeLike,
  firstRow,
  hasPgErrorCode,
  iso,
  orderBySort,
  pgErrorField,
  pageAndTotal,
  pageOf,
  pagination,
} from '../lib/sql';
import { moveToTrash, type TrashActor } from '../lib/trash';
import { uniqueIndexName } from './collection-table';
import type { SaveOptions } from '../lib/versions';

type Row = Record<string, unknown>;
/** A kind whose deletes go to the trash and whose saves keep revisions, as every collection's do. */
export type CollectionKind = TrashKind & RevisionKind;

/** The first instant of a year in the site's time zone. */
const yearStart = (year: number) => new Date(wallTimeToInstant({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }));
/** Text without its tags, for a search in rich text that must not match a tag's name ("strong"). */
const withoutTags = (column: PgColumn) => sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;

/** The kinds of field whose sort ignores letter case. */
const SORTS_AS_TEXT: Record<FieldKind, boolean> = {
  text: true,
  longText: true,
  richText: true,
  link: true,
  year: false,
  date: false,
  number: false,
  choice: false,
  textList: false,
  colour: true,
};

export function createCollectionService<C extends Collection>(kind: CollectionKind, collection: C, table: PgTable, { db }: ServiceDeps) {
  const columns = table as unknown as Record<string, PgColumn> & { id: PgColumn };
  const fields = fieldEntries(collection);
  const { messages, list: listing } = collection;

  function toItem(row: Row): ItemOf<C> {
    const item: Row = { id: row.id };
    for (const [key, spec] of fields) item[key] = spec.kind === 'date' ? iso(row[key] as Date | null) : row[key];
    return {
      ...item,
      createdAt: iso(row.createdAt as Date),
      updatedAt: iso(row.updatedAt as Date),
      version: versionOf(row.updatedAt as Date),
    } as ItemOf<C>;
  }

  /** The changes as stored: rich text cleaned. */
  function stored(changes: ChangesOf<C>): Row {
    const row: Row = { ...changes };
    for (const [key, spec] of fields) {
      if (spec.kind === 'richText' && typeof row[key] === 'string')
        row[key] = sanitizeRichText(row[key], key as RichTextField, spec.max ?? 100_000) || null;
    }
    return row;
  }

  const uniques = fields.filter(([, spec]) => spec.unique);
  /** The 409 of a unique field's value another item has, naming the field for the form. */
  const taken = (name: string, value: unknown) => {
    const message = takenMessage(collection.fields[name]!, String(value));
    return conflict(message, [{ field: name, message }]);
  };
  /**
   * Refuses a unique field's value another item (not `exceptId`) has, before the write; a race that
   * gets past the check is caught by the field's unique index (23505) and answered the same.
   */
  async function writingUnique<T>(changes: Row, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
    const sent = uniques.filter(([name]) => changes[name] !== undefined && changes[name] !== null);
    for (const [name] of sent) {
      const same = eq(columns[name]!, changes[name]);
      const where = exceptId === undefined ? same : and(same, ne(columns.id, exceptId));
      const [row] = await db.select({ id: columns.id }).from(table).where(where).limit(1);
      if (row) throw taken(name, changes[name]);
    }
    try {
      return await write();
    } catch (err) {
      if (sent.length > 0 && hasPgErrorCode(err, '23505')) {
        const constraint = pgErrorField(err, 'constraint') ?? '';
        const [name] = sent.find(([key]) => constraint === uniqueIndexName(collection, key)) ?? sent[0]!;
        throw taken(name, changes[name]);
      }
      throw err;
    }
  }

  /** What a field sorts by: a text regardless of letter case, as every list does; a choice by its options' order. */
  function sortKey(name: string): PgColumn | SQL {
    const column = columns[name]!;
    const spec: FieldSpec | undefined = collection.fields[name];
    if (spec?.kind === 'choice' && spec.options) {
      const options = sql.join(
        spec.options.map((option) => sql`${option}`),
        sql`, `,
      );
      return sql`array_position(array[${options}]::text[], ${column})`;
    }
    return spec && SORTS_AS_TEXT[spec.kind] ? caseless(column) : column;
  }

  /** The list's order (lib/sql.ts `orderBySort`); ties are broken by the id. */
  function order(sort: SortParam): SQL[] {
    return orderBySort(sort, { [sort.field]: sortKey(sort.field), id: columns.id }, []);
  }

  /** The default order: each of its sorts in turn, ties broken by the id in the direction of the last. */
  const DEFAULT_ORDER: SQL[] = (() => {
    const sorts = defaultSorts(collection).map(parseSort);
    const direction = (sort: SortParam) => (sort.direction === 'desc' ? sql`desc` : sql`asc`);
    const keys = sorts.map((sort) => sql`${sortKey(sort.field)} ${direction(sort)} nulls last`);
    return [...keys, sql`${columns.id} ${direction(sorts[sorts.length - 1]!)}`];
  })();

  return {
    toItem,

    /** A page of items: `search` in the list's search fields, `year` of its year field, sorted by `sort` or the default. */
    async list(query: Partial<CollectionQuery>): Promise<ListOf<C>> {
      const paging = pageOf(query, listing.pageSize);
      const conditions: SQL[] = [];
      if (query.year && listing.yearFilter) {
        const column = columns[listing.yearFilter]!;
        if (collection.fields[listing.yearFilter]!.kind === 'date') {
          conditions.push(gte(column, yearStart(query.year)), lt(column, yearStart(query.year + 1)));
        } else conditions.push(eq(column, query.year));
      }
      for (const { field } of listing.filters ?? []) {
        const value = query[field];
        if (typeof value === 'string') conditions.push(eq(columns[field]!, value));
      }
      if (query.search) {
        const term = `%${escapeLike(query.search)}%`;
        const matches = listing.search.map((key) => {
          const column = columns[key]!;
          return collection.fields[key]!.kind === 'richText' ? sql`${withoutTags(column)} ilike ${term}` : ilike(column, term);
        });
        conditions.push(anyOf(...matches));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, total] = await pageAndTotal(
        db,
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...(query.sort ? order(query.sort) : DEFAULT_ORDER)),
        table,
        where,
        paging,
      );
      return {
        [collection.many]: (rows as Row[]).map(toItem),
        pagination: pagination(paging.page, paging.limit, total),
      } as ListOf<C>;
    },

    async get(id: number): Promise<ItemOf<C>> {
      const [row] = await db.select().from(table).where(eq(columns.id, id)).limit(1);
      if (!row) throw notFound(messages.notFound);
      return toItem(row);
    },

    async create(changes: ChangesOf<C>, createdBy: number | null): Promise<ItemOf<C>> {
      const row = stored(changes);
      const made = await writingUnique(row, undefined, async () =>
        firstRow(
          await db
            .insert(table)
            .values({ ...row, createdBy })
            .returning(),
        ),
      );
      return toItem(made);
    },

    /** Saves the changes and keeps the version they replace as a revision by `author`, in one transaction. */
    async update(id: number, changes: ChangesOf<C>, author: RevisionAuthor | null = null, options: SaveOptions = {}): Promise<ItemOf<C>> {
      const row = stored(changes);
      return toItem(
        await writingUnique(row, id, () => updateKeepingRevision(db, kind, id, row, { ...options, missing: messages.notFound, author })),
      );
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, kind, id, by))) throw notFound(messages.notFound);
    },
  };
}

export type CollectionService<C extends Collection> = ReturnType<typeof createCollectionService<C>>;
