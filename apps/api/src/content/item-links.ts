import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { KINDS, itemEditPath, kindSections, type Kind, type KindSection, type SearchResult } from '@mnch/shared';
import { SERVER_KINDS, type ServerKind } from './registry';

/** What lists a kind's items by name with a link to each (GET /api/search, GET /api/dashboard). */
export interface LabelledKind {
  kind: Kind;
  table: PgTable;
  columns: Record<string, PgColumn>;
  id: PgColumn;
  /** The column its `labelField` names. */
  label: PgColumn;
  /** Which of its sections a row belongs to, when it has several (articles: `article` or `newsletter`); null otherwise. */
  use: SQL<string | null>;
  sections: readonly KindSection[];
}

/** A kind's table and columns for listing its items by name, or null for a kind whose items have no name or no section. */
export function labelledKind(kind: Kind): LabelledKind | null {
  const { table, media }: ServerKind = SERVER_KINDS[kind];
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const field = KINDS[kind].labelField;
  const label = field ? columns[field] : undefined;
  const id = columns.id;
  const sections = kindSections(kind);
  if (!label || !id || sections.length === 0) return null;
  // A kind whose items belong to different sections (articles: articles or newsletters) says which by its media use.
  const use: SQL<string | null> =
    media && typeof media.kind !== 'string' && sections.length > 1 ? sql<string>`${media.kind}` : sql<null>`null`;
  return { kind, table, columns, id, label, use, sections };
}

/** An item of a kind, as a link to its form in its section. */
export function itemLink(k: LabelledKind, row: { id: unknown; title: unknown; use: string | null }): SearchResult {
  const section = k.sections.find((s) => s.use !== null && s.use === row.use) ?? k.sections[0]!;
  const title = String(row.title);
  return {
    kind: k.kind,
    type: k.sections.length > 1 ? section.noun : KINDS[k.kind].noun,
    id: Number(row.id),
    title,
    section: section.admin,
    url: itemEditPath(section.admin, Number(row.id), title),
  };
}
