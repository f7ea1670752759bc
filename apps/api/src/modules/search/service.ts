import { ilike, sql } from 'drizzle-orm';
import { KINDS, SEARCH_KINDS, SEARCH_LIMITS, type Kind, type Role, type SearchResult } from '@mnch/shared';
import { itemLink, labelledKind } from '../../content/item-links';
import type { ServiceDeps } from '../../lib/service-deps';
import { escapeLike, unindexed } from '../../lib/sql';

/** The kinds a role searches: an administrator every searchable kind, others those not kept for administrators. */
const kindsFor = (role: Role): Kind[] => SEARCH_KINDS.filter((kind) => role === 'admin' || !('adminOnly' in KINDS[kind]));

/**
 * The back office's search by title (GET /api/search): walks the registry of content kinds (decision 35),
 * each kind's table and the column its `labelField` names (content/item-links.ts). Deleted items are in the trash's table, not
 * their own, so they are never found.
 */
export function createSearchService({ db }: ServiceDeps) {
  async function searchKind(kind: Kind, q: string): Promise<SearchResult[]> {
    const k = labelledKind(kind);
    if (!k) return [];
    const rows = await db
      .select({ id: k.id, title: k.label, use: k.use })
      .from(k.table)
      .where(ilike(k.label, `%${escapeLike(q)}%`))
      // `unindexed`: PostgreSQL finds the few matches through the title's trigram index (db/schema.ts) and sorts them, rather than walking a sorted index.
      .orderBy(sql`case when ${k.label} ilike ${`${escapeLike(q)}%`} then 0 else 1 end`, unindexed(k.label), unindexed(k.id))
      .limit(SEARCH_LIMITS.perKind);
    return rows.map((row) => itemLink(k, row));
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
