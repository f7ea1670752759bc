import { getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { KINDS, SEARCH_KINDS, SEARCH_LIMITS, itemEditPath, kindSections, type Kind, type Role, type SearchResult } from '@mnch/shared';
import { SERVER_KINDS, type ServerKind } from '../../content/registry';
import type { ServiceDeps } from '../../lib/service-deps';
import { escapeLike, unindexed } from '../../lib/sql';

/** The kinds a role searches: an administrator every searchable kind, others those not kept for administrators. */
const kindsFor = (role: Role): Kind[] => SEARCH_KINDS.filter((kind) => role === 'admin' || !('adminOnly' in KINDS[kind]));

/**
 * The back office's search by title (GET /api/search): walks the registry of content kinds (decision 35),
 * each kind's table and the column its `labelField` names. Deleted items are in the trash's table, not
 * their own, so they are never found.
 */
export function createSearchService({ db }: ServiceDeps) {
  async function searchKind(kind: Kind, q: string): Promise<SearchResult[]> {
    const { table, media }: ServerKind = SERVER_KINDS[kind];
    const columns: Record<string, PgColumn> = getTableColumns(table);
    const field = KINDS[kind].labelField;
    const label = field ? columns[field] : undefined;
    const id = columns.id;
    if (!label || !id) return [];
    const sections = kindSections(kind);
    // A kind whose items belong to different sections (articles: articles or newsletters) says which by its media use.
    const use: SQL<string | null> =
      media && typeof media.kind !== 'string' && sections.length > 1 ? sql<string>`${media.kind}` : sql<null>`null`;
    const rows = await db
      .select({ id, title: label, use })
      .from(table)
      .where(ilike(label, `%${escapeLike(q)}%`))
      // `unindexed`: PostgreSQL finds the few matches through the title's trigram index (db/schema.ts) and sorts them, rather than walking a sorted index.
      .orderBy(sql`case when ${label} ilike ${`${escapeLike(q)}%`} then 0 else 1 end`, unindexed(label), unindexed(id))
      .limit(SEARCH_LIMITS.perKind);
    return rows.map((row) => {
      const section = sections.find((s) => s.use !== null && s.use === row.use) ?? sections[0]!;
      const title = String(row.title);
      return {
        kind,
        type: sections.length > 1 ? section.noun : KINDS[kind].noun,
        id: Number(row.id),
        title,
        section: section.admin,
        url: itemEditPath(section.admin, Number(row.id), title),
      };
    });
  }

  return {
    /** Up to SEARCH_LIMITS.perKind items of each kind the role may see whose title (or name) contains `q`, case-insensitively. */
    async search(q: string, role: Role): Promise<SearchResult[]> {
      const found: SearchResult[] = [];
      // One kind after the other: a small query each, on one connection of the pool.
      for (const kind of kindsFor(role)) found.push(...(await searchKind(kind, q)));
      return found;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
