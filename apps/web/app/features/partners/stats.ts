import { PARTNERS_URL, PARTNER_TYPES, WORLD_REGIONS, recordOf, type Partner, type PartnerType, type WorldRegion } from '@mnch/shared';
import type { PartnerCategory } from '../../content/partners';
import { yearsSince, type MapPartner } from '../../lib/partners';

/** One organisation on the page's lists (the home carousel's own partners are not counted here). */
export interface DirectoryEntry {
  name: string;
  type: PartnerType;
  country: string;
  years: number;
  publications?: number;
}

/** The country of "City, Country". */
export function countryOf(location: string): string {
  return location.slice(location.lastIndexOf(',') + 1).trim();
}

/**
 * Every partner on the page's lists (strategic, research, community, map), each once: a record per
 * organisation. Publications count for partners on the research list, whose cards show them; years
 * are counted up to `year`, the year the page's figures describe.
 */
export function partnerDirectory(partners: Partner[], year: number): DirectoryEntry[] {
  return partners
    .filter((p) => p.lists.length > 0)
    .map((p) => ({
      name: p.name,
      type: p.type,
      country: p.country ?? countryOf(p.location),
      years: yearsSince(p.since, year),
      ...(p.lists.includes('research') ? { publications: p.publications ?? 0 } : {}),
    }));
}

export function countByType(entries: DirectoryEntry[]): Record<PartnerType, number> {
  const counts = recordOf(PARTNER_TYPES, () => 0);
  for (const e of entries) counts[e.type] += 1;
  return counts;
}

/** The partnership impact band: total partners, distinct countries, total publications, average years (rounded). */
export function partnershipStats(entries: DirectoryEntry[]) {
  const total = entries.length;
  return {
    partners: total,
    countries: new Set(entries.map((e) => e.country)).size,
    publications: entries.reduce((sum, e) => sum + (e.publications ?? 0), 0),
    averageYears: total ? Math.round(entries.reduce((sum, e) => sum + e.years, 0) / total) : 0,
  };
}

export function regionCounts(list: MapPartner[]): Record<WorldRegion, number> {
  const counts = recordOf(WORLD_REGIONS, () => 0);
  for (const p of list) if (p.region) counts[p.region] += 1;
  return counts;
}

export function mapTypeCounts(list: MapPartner[]): Record<PartnerType, number> {
  const counts = recordOf(PARTNER_TYPES, () => 0);
  for (const p of list) counts[p.type] += 1;
  return counts;
}

export function inCategory<T extends { type: PartnerType }>(list: T[], category: PartnerCategory): T[] {
  return category === 'all' ? list : list.filter((p) => p.type === category);
}

/** "Northern Institute of Global Health" -> "NI" (initials of the first two significant words). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(of|and|for|the|de|la)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** Toggles a type in the set of visible types (a new set). */
export function toggleType(visible: ReadonlySet<PartnerType>, type: PartnerType): Set<PartnerType> {
  const next = new Set(visible);
  if (next.has(type)) next.delete(type);
  else next.add(type);
  return next;
}

/**
 * The query parameters of the partners page (docs/no-script.md, "Controls"): the directory's category,
 * the strategic partner shown and the partner shown beside the map (PARTNERS_URL in packages/shared/src/page-urls.ts).
 */
export const PARTNER_PARAMS = { type: 'type', partner: 'partner', mapPartner: 'mapPartner' } as const;

/** The directory's category the address names (?type=), or 'all'. */
export function parsePartnersQuery(params: URLSearchParams): { category: PartnerCategory } {
  return { category: PARTNERS_URL.parse(params).type };
}
