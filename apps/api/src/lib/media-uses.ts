/**
 * Where content uses a file of the media library (docs/behaviour/media-library.md): shared by the
 * media module (the "where used" list, refusing a delete) and the trash (which keeps a file that other
 * content still shows).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MediaUse, MediaUseKind } from '@mnch/shared';
import type { Db } from '../db/client';
import {
  articles,
  awards,
  events,
  fieldSites,
  galleryImages,
  jobs,
  partners,
  pressReleases,
  projects,
  publications,
  siteSettings,
  teamMembers,
  trash,
  type uploads,
  users,
} from '../db/schema';
import { escapeLike } from './sql';

type UploadRow = typeof uploads.$inferSelect;

/**
 * Every place content keeps text or addresses, where a file of the library may be named: its `/uploads/`
 * address in a link field, or inside rich HTML (`src`, `srcset`, `href`). Uses are found by searching
 * these columns for the file's addresses (decision 27): nothing has to record a use when content is
 * saved, and files named in HTML are found like those in link fields. A new content column that may
 * hold a file's address belongs in this list.
 */
interface UseSource {
  table: PgTable;
  id: PgColumn;
  label: SQL;
  /** The kind of use; a function of the row for articles (article or newsletter). */
  kind: MediaUseKind | SQL;
  columns: Array<{ column: PgColumn; shape: 'text' | 'list' | 'json' }>;
}

const t = (column: PgColumn) => ({ column, shape: 'text' as const });
const list = (column: PgColumn) => ({ column, shape: 'list' as const });
const json = (column: PgColumn) => ({ column, shape: 'json' as const });

export const USE_SOURCES: readonly UseSource[] = [
  {
    table: articles,
    id: articles.id,
    label: sql`${articles.title}`,
    kind: sql`case when ${articles.kind} = 'newsletter' then 'newsletter' else 'article' end`,
    columns: [t(articles.content), t(articles.featuredImage), t(articles.url), t(articles.excerpt)],
  },
  {
    table: events,
    id: events.id,
    label: sql`${events.title}`,
    kind: 'event',
    columns: [t(events.description), t(events.imageUrl), json(events.speakers), t(events.virtualLink)],
  },
  {
    table: projects,
    id: projects.id,
    label: sql`${projects.title}`,
    kind: 'project',
    columns: [t(projects.description), t(projects.imageUrl), list(projects.documentUrls)],
  },
  {
    table: publications,
    id: publications.id,
    label: sql`${publications.title}`,
    kind: 'publication',
    columns: [t(publications.fileUrl), t(publications.coverImageUrl), t(publications.abstract), t(publications.description)],
  },
  {
    table: galleryImages,
    id: galleryImages.id,
    label: sql`${galleryImages.title}`,
    kind: 'gallery',
    columns: [t(galleryImages.imageUrl), t(galleryImages.fullSize), json(galleryImages.variants), t(galleryImages.description)],
  },
  {
    table: teamMembers,
    id: teamMembers.id,
    label: sql`${teamMembers.name}`,
    kind: 'team',
    columns: [t(teamMembers.photoUrl), t(teamMembers.bio)],
  },
  {
    table: partners,
    id: partners.id,
    label: sql`${partners.name}`,
    kind: 'partner',
    columns: [t(partners.logoUrl), t(partners.description), t(partners.website), json(partners.details)],
  },
  {
    table: pressReleases,
    id: pressReleases.id,
    label: sql`${pressReleases.title}`,
    kind: 'press',
    columns: [t(pressReleases.link), t(pressReleases.summary)],
  },
  {
    table: jobs,
    id: jobs.id,
    label: sql`${jobs.title}`,
    kind: 'job',
    columns: [t(jobs.description), t(jobs.requirements), t(jobs.applyUrl)],
  },
  { table: awards, id: awards.id, label: sql`${awards.title}`, kind: 'award', columns: [t(awards.description)] },
  { table: fieldSites, id: fieldSites.id, label: sql`${fieldSites.name}`, kind: 'field-site', columns: [t(fieldSites.description)] },
  { table: siteSettings, id: siteSettings.id, label: sql`'Site settings'`, kind: 'settings', columns: [json(siteSettings.value)] },
  // A staff member's own picture (their profile, /admin/profile).
  { table: users, id: users.id, label: sql`${users.name}`, kind: 'user', columns: [t(users.avatar)] },
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
