import { sql, type AnyColumn } from 'drizzle-orm';

/** Escapes LIKE/ILIKE wildcards so a search term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** ISO 8601 string of a date column, or null. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Text views of list, JSON and HTML columns for searching. They call the immutable functions of
 * drizzle/0002_search_functions.sql, so the trigram indexes schema.ts declares on them are used.
 */
export const listText = (column: AnyColumn) => sql`mnch_list_text(${column})`;
export const authorsText = (column: AnyColumn) => sql`mnch_authors_text(${column})`;
export const htmlText = (column: AnyColumn) => sql`mnch_html_text(${column})`;

/**
 * A sort key no index can hand over in order (same values and nulls). Searches sort their matches by it, so PostgreSQL finds
 * the few matching rows through the trigram indexes and sorts them, instead of walking a sorted index
 * and testing every row of the table against the search (fast for common words, very slow for rare ones).
 */
export const unindexed = (column: AnyColumn) => sql`coalesce(${column}, ${column})`;
