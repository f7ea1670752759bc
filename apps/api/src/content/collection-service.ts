/**
 * The service of a collection (packages/shared/src/collections/define.ts): list with search, a year
 * filter, sorting and paging; get; create; update keeping the version it replaces (lib/revisions.ts);
 * delete to the trash (lib/trash.ts). Rich-text fields are cleaned on every write (lib/sanitize.ts).
 */
import { and, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  fieldEntries,
  parseSort,
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
} from '@mnch/shared';
import { notFound } from '../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../lib/revisions';
import { sanitizeRichText } from '../lib/sanitize';
import type { ServiceDeps } from '../lib/service-deps';
import { anyOf, caseless, escapeLike, firstRow, iso, orderBySort, pageAndTotal, pageOf, pagination } from '../lib/sql';
import { moveToTrash, type TrashActor } from '../lib/trash';

type Row = Record<string, unknown>;
/** A kind whose deletes go to the trash and whose saves keep revisions, as every collection's do. */
export type CollectionKind = TrashKind & RevisionKind;

/** The first instant of a year in the site's time zone. */
const yearStart = (year: number) => new Date(wallTimeToInstant({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }));
/** Text without its tags, for a search in rich text that must not match a tag's name ("strong"). */
const withoutTags = (column: PgColumn) => sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;

/** The kinds of field whose sort ignores letter case. */
const SORTS_AS_TEXT: Record<FieldKind, boolean> = { text: true, longText: true, richText: true, link: true, year: false, date: false };

export function createCollectionService<C extends Collection>(kind: CollectionKind, collection: C, table: PgTable, { db }: ServiceDeps) {
  const columns = table as unknown as Record<string, PgColumn> & { id: PgColumn };
  const fields = fieldEntries(collection);
  const { messages, list: listing } = collection;

  function toItem(row: Row): ItemOf<C> {
    const item: Row = { id: row.id };
    for (const [key, spec] of fields) item[key] = spec.kind === 'date' ? iso(row[key] as Date | null) : row[key];
    return { ...item, createdAt: iso(row.createdAt as Date), updatedAt: iso(row.updatedAt as Date) } as ItemOf<C>;
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

  /** A text field sorts regardless of letter case, as every list does (lib/sql.ts `orderBySort`). */
  function order(sort: SortParam): SQL[] {
    const column = columns[sort.field]!;
    const spec: FieldSpec | undefined = collection.fields[sort.field];
    const key = spec && SORTS_AS_TEXT[spec.kind] ? caseless(column) : column;
    return orderBySort(sort, { [sort.field]: key, id: columns.id }, []);
  }

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
          .orderBy(...order(query.sort ?? parseSort(listing.defaultSort))),
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
      const row = firstRow(
        await db
          .insert(table)
          .values({ ...stored(changes), createdBy })
          .returning(),
      );
      return toItem(row);
    },

    /** Saves the changes and keeps the version they replace as a revision by `author`, in one transaction. */
    async update(id: number, changes: ChangesOf<C>, author: RevisionAuthor | null = null): Promise<ItemOf<C>> {
      const row = await updateKeepingRevision(db, kind, id, stored(changes), { missing: messages.notFound, author });
      return toItem(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, kind, id, by))) throw notFound(messages.notFound);
    },
  };
}

export type CollectionService<C extends Collection> = ReturnType<typeof createCollectionService<C>>;
