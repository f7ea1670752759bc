/**
 * The server's half of the registry of content kinds (decision 35), keyed by the kinds of
 * packages/shared/src/kinds.ts: each kind's table, the rows a delete takes with it, its stored files and
 * the columns where it may name a file of the media library. `satisfies Record<Kind, ...>` makes a kind
 * without an entry a type error. Derived from it: the trash's collections (lib/trash.ts), the media
 * uses (lib/media-uses.ts) and the tables with revisions (lib/revisions.ts); the routes of each kind's
 * folders are content/routes.ts (apart, since the modules import lib/trash.ts, which imports this file).
 */
import { getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { COLLECTION_KEYS, KINDS, MEDIA_SHAPES, fieldEntries, type CollectionKey, type Kind, type MediaUseKind } from '@mnch/shared';
import * as schema from '../db/schema';
import type { CollectionTable } from './collection-table';
import {
  articles,
  eventRegistrations,
  events,
  figures,
  galleryImages,
  jobs,
  partners,
  projects,
  publications,
  siteSettings,
  teamMembers,
} from '../db/schema';

/** A stored row: column keys as Drizzle names them, dates as ISO strings (a trash entry's or a revision's). */
export type Snapshot = Record<string, unknown>;

/** A column that may hold a file's address, and how its value reads as text. */
export interface MediaColumn {
  column: PgColumn;
  shape: 'text' | 'list' | 'json';
}
export const text = (column: PgColumn): MediaColumn => ({ column, shape: 'text' });
export const list = (column: PgColumn): MediaColumn => ({ column, shape: 'list' });
export const json = (column: PgColumn): MediaColumn => ({ column, shape: 'json' });

/** Where content of a kind may name a file of the media library (lib/media-uses.ts, decision 27). */
export interface MediaUses {
  /** The kind of use; a function of the row for articles (article or newsletter). */
  kind: MediaUseKind | SQL;
  /** What names the item in the "where used" list (its title or name when unset). */
  label?: SQL;
  columns: MediaColumn[];
}

export interface ServerKind {
  /** Its table, with an `id` column (figures are keyed by `key`; their `id` is their history's). */
  table: PgTable;
  /** Rows that a delete of the item takes with it (a foreign key with ON DELETE CASCADE): kept in its trash entry, put back with it. */
  children?: { table: PgTable; parent: PgColumn };
  /** What one item is, in words, where it depends on the row (the registry's `noun` otherwise). */
  noun?: (row: Snapshot) => string | undefined;
  /** The stored files of an item, removed when its trash entry leaves the trash for good. */
  files?: (row: Snapshot) => string[];
  /** Where it may name a file of the media library; null when no column of it can. */
  media: MediaUses | null;
}

const galleryFiles = (row: Snapshot): string[] => {
  const urls = [row.imageUrl, row.fullSize, ...Object.values((row.variants as Record<string, unknown> | null) ?? {})];
  return urls.filter((u): u is string => typeof u === 'string' && u !== '');
};

/** The table of a collection in db/schema.ts, found by its name (a collection without one fails at start-up and in registry.test.ts). */
export function tableOf(key: CollectionKey): CollectionTable {
  const name = KINDS[key].table;
  const table = Object.values(schema as Record<string, unknown>).find(
    (value): value is CollectionTable => is(value, PgTable) && getTableName(value) === name,
  );
  if (!table) throw new Error(`db/schema.ts declares no table ${name} for the collection ${key}`);
  return table;
}

/** A collection's server half, from its definition: its table, and its fields that may name a file (MEDIA_SHAPES). */
function collectionKind(key: CollectionKey): ServerKind & { table: CollectionTable } {
  const table = tableOf(key);
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const [use] = KINDS[key].mediaUses;
  const media = fieldEntries(KINDS[key]).flatMap(([name, spec]): MediaColumn[] => {
    const shape = MEDIA_SHAPES[spec.kind];
    return shape ? [{ column: columns[name]!, shape }] : [];
  });
  return { table, media: use ? { kind: use.use as MediaUseKind, columns: media } : null };
}
const COLLECTION_KINDS = Object.fromEntries(COLLECTION_KEYS.map((key) => [key, collectionKind(key)])) as Record<
  CollectionKey,
  ServerKind & { table: CollectionTable }
>;

/** Every kind's server half; a new content column that may hold a file's address belongs in its `media`. */
export const SERVER_KINDS = {
  ...COLLECTION_KINDS,
  articles: {
    table: articles,
    noun: (row) => (row.kind === 'newsletter' ? 'Newsletter' : undefined),
    media: {
      kind: sql`case when ${articles.kind} = 'newsletter' then 'newsletter' else 'article' end`,
      columns: [text(articles.content), text(articles.featuredImage), text(articles.url), text(articles.excerpt)],
    },
  },
  events: {
    table: events,
    children: { table: eventRegistrations, parent: eventRegistrations.eventId },
    media: { kind: 'event', columns: [text(events.description), text(events.imageUrl), json(events.speakers), text(events.virtualLink)] },
  },
  projects: {
    table: projects,
    media: { kind: 'project', columns: [text(projects.description), text(projects.imageUrl), list(projects.documentUrls)] },
  },
  publications: {
    table: publications,
    media: {
      kind: 'publication',
      columns: [text(publications.fileUrl), text(publications.coverImageUrl), text(publications.abstract), text(publications.description)],
    },
  },
  gallery: {
    table: galleryImages,
    files: galleryFiles,
    media: {
      kind: 'gallery',
      columns: [text(galleryImages.imageUrl), text(galleryImages.fullSize), json(galleryImages.variants), text(galleryImages.description)],
    },
  },
  jobs: { table: jobs, media: { kind: 'job', columns: [text(jobs.description), text(jobs.requirements), text(jobs.applyUrl)] } },
  team: { table: teamMembers, media: { kind: 'team', columns: [text(teamMembers.photoUrl), text(teamMembers.bio)] } },
  partners: {
    table: partners,
    media: {
      kind: 'partner',
      columns: [text(partners.logoUrl), text(partners.description), text(partners.website), json(partners.details)],
    },
  },
  settings: { table: siteSettings, media: { kind: 'settings', label: sql`'Site settings'`, columns: [json(siteSettings.value)] } },
  figures: { table: figures, media: null },
} as const satisfies Record<Kind, ServerKind>;

export type ServerKinds = typeof SERVER_KINDS;
/** A row of a kind's table, as Drizzle selects it. */
export type KindRow<K extends Kind> = ServerKinds[K]['table']['$inferSelect'];
