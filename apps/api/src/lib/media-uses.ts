/**
 * Where content uses a file of the media library (docs/behaviour/media-library.md): shared by the
 * media module (the "where used" list, refusing a delete) and the trash (which keeps a file that other
 * content still shows).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ALL_KINDS, KINDS, type MediaUse, type MediaUseKind } from '@mnch/shared';
import { SERVER_KINDS, json, text, type MediaColumn, type MediaUses } from '../content/registry';
import type { Db } from '../db/client';
import { trash, type uploads, users } from '../db/schema';
import { escapeLike } from './sql';

type UploadRow = typeof uploads.$inferSelect;

/**
 * Every place content keeps text or addresses, where a file of the library may be named: its `/uploads/`
 * address in a link field, or inside rich HTML (`src`, `srcset`, `href`). Uses are found by searching
 * these columns for the file's addresses (decision 27): nothing has to record a use when content is
 * saved, and files named in HTML are found like those in link fields. A content kind's columns are its
 * `media` in the registry (content/registry.ts); the places that are no content kind follow it here.
 */
interface UseSource {
  table: PgTable;
  id: PgColumn;
  label: SQL;
  /** The kind of use; a function of the row for articles (article or newsletter). */
  kind: MediaUseKind | SQL;
  columns: MediaColumn[];
}

export const USE_SOURCES: readonly UseSource[] = [
  ...ALL_KINDS.flatMap((key): UseSource[] => {
    const table: PgTable = SERVER_KINDS[key].table;
    const media: MediaUses | null = SERVER_KINDS[key].media;
    if (!media) return [];
    const columns: Record<string, PgColumn | undefined> = getTableColumns(table);
    const field = KINDS[key].labelField;
    const named = field ? columns[field] : undefined;
    if (!columns.id) throw new Error(`The ${key} table has no id column`);
    return [{ table, id: columns.id, label: media.label ?? (named ? sql`${named}` : sql`null`), kind: media.kind, columns: media.columns }];
  }),
  // A staff member's own picture (their profile, /admin/profile).
  { table: users, id: users.id, label: sql`${users.name}`, kind: 'user', columns: [text(users.avatar)] },
  // A deleted item waiting in the trash (lib/trash.ts) gets its files back when it is restored.
  { table: trash, id: trash.id, label: sql`${trash.label}`, kind: 'trash', columns: [json(trash.data)] },
];

export const asText = ({ column, shape }: UseSource['columns'][number]): SQL =>
  shape === 'list' ? sql`array_to_string(${column}, ' ')` : shape === 'json' ? sql`${column}::text` : sql`${column}`;

/** Every address of a file: the file itself and its WebP copies. */
export const addressesOf = (row: Pick<UploadRow, 'url' | 'variants'>): string[] => [row.url, ...Object.values(row.variants)];

/**
 * The content items using each of the given files, by the file's id: one query per source, each
 * matching every file's addresses at once (a file is used when any column holds any of its addresses).
 */
export async function findUses(db: Db, files: ReadonlyArray<Pick<UploadRow, 'id' | 'url' | 'variants'>>): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>();
  if (files.length === 0) return uses;
  const patterns = files.flatMap((f) => addressesOf(f).map((a) => sql`(${f.id}::int, ${`%${escapeLike(a)}%`}::text)`));
  const wanted = sql`(values ${sql.join(patterns, sql`, `)}) as wanted(file_id, pattern)`;
  const found = await Promise.all(
    USE_SOURCES.map((source) => {
      const matches = sql.join(
        source.columns.map((c) => sql`${asText(c)} like wanted.pattern`),
        sql` or `,
      );
      const kind = typeof source.kind === 'string' ? sql`${source.kind}::text` : source.kind;
      return db
        .selectDistinct({
          fileId: sql<number>`wanted.file_id`,
          id: sql<number>`${source.id}`,
          label: sql<string | null>`${source.label}`,
          kind: sql<MediaUseKind>`${kind}`,
        })
        .from(source.table)
        .innerJoin(wanted, matches);
    }),
  );
  for (const rows of found) {
    for (const row of rows) {
      const fileId = Number(row.fileId);
      const entry = { kind: row.kind, id: Number(row.id), label: row.label ?? '' };
      const current = uses.get(fileId) ?? [];
      if (!current.some((u) => u.kind === entry.kind && u.id === entry.id)) current.push(entry);
      uses.set(fileId, current);
    }
  }
  return uses;
}
