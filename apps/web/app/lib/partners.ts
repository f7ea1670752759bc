import {
  MAX_PAGE_LIMIT,
  type Partner,
  type PartnerDetails,
  type PartnerIcon,
  type PartnerType,
  type PublicReads,
  type WorldRegion,
} from '@mnch/shared';

/**
 * The partner records (GET /api/partners) as the partners page's lists, its map and the home carousel
 * show them: one record per organisation, each view taking the fields it shows. Ids are the record's,
 * as text (the pages' addresses name them: ?partner=, ?mapPartner=).
 */

/** Every partner in the order staff keep them (the pages show them all and filter in place). */
export async function readAllPartners(read: PublicReads, query: { carousel?: 'true' } = {}): Promise<Partner[]> {
  const all: Partner[] = [];
  for (let page = 1; ; page++) {
    const answer = await read.partners({ ...query, page, limit: MAX_PAGE_LIMIT });
    all.push(...answer.partners);
    if (page >= answer.pagination.totalPages) return all;
  }
}

/** Years of partnership up to `year` (the year the page's figures describe). */
export const yearsSince = (since: number | null, year: number) => (since === null ? 0 : Math.max(0, year - since));

/** The badge drawn when a partner has no logo: its letters and gradient. */
export interface PartnerBadge {
  initials: string | null;
  from: string | null;
  to: string | null;
}

export interface CommunityPartner {
  id: string;
  name: string;
  location: string;
  description: string;
  yearStarted: number | null;
  icon: PartnerIcon | null;
}

export interface ResearchPartner {
  id: string;
  name: string;
  location: string;
  logo: string | null;
  keyContact: string;
  focus: string;
  projects: string[];
  publications: number;
  yearsActive: number;
  type: PartnerType;
}

export interface StrategicPartner {
  id: string;
  name: string;
  type: PartnerType;
  location: string;
  description: string;
  icon: PartnerIcon | null;
  partnershipSince: number | null;
  activeProjects: number;
  focusAreas: string[];
  logo: string | null;
  keyContact: string | null;
  website: string | null;
  details: PartnerDetails | null;
}

export interface MapPartner {
  id: string;
  name: string;
  lat: number;
  lng: number;
  type: PartnerType;
  location: string;
  region: WorldRegion | null;
  focusAreas: string[];
  projects: number;
  years: number;
  logo: string | null;
}

export interface CarouselPartner {
  id: string;
  name: string;
  location: string;
  logo: string | null;
  badge: PartnerBadge;
  keyContact: string;
  focus: string;
  projects: string[];
  publications: number;
  yearsActive: number;
}

const on = (p: Partner, list: Partner['lists'][number]) => p.lists.includes(list);

export const communityPartnersOf = (partners: Partner[]): CommunityPartner[] =>
  partners
    .filter((p) => on(p, 'community'))
    .map((p) => ({
      id: String(p.id),
      name: p.name,
      location: p.location,
      description: p.description ?? '',
      yearStarted: p.since,
      icon: p.icon,
    }));

export const researchPartnersOf = (partners: Partner[], year: number): ResearchPartner[] =>
  partners
    .filter((p) => on(p, 'research'))
    .map((p) => ({
      id: String(p.id),
      name: p.name,
      location: p.location,
      logo: p.logoUrl,
      keyContact: p.keyContact ?? '',
      focus: p.focus ?? '',
      projects: p.projects,
      publications: p.publications ?? 0,
      yearsActive: yearsSince(p.since, year),
      type: p.type,
    }));

export const strategicPartnersOf = (partners: Partner[]): StrategicPartner[] =>
  partners
    .filter((p) => on(p, 'strategic'))
    .map((p) => ({
      id: String(p.id),
      name: p.name,
      type: p.type,
      location: p.location,
      description: p.description ?? '',
      icon: p.icon,
      partnershipSince: p.since,
      activeProjects: p.projectCount ?? 0,
      focusAreas: p.focusAreas,
      logo: p.logoUrl,
      keyContact: p.keyContact,
      website: p.website,
      details: p.details,
    }));

export const mapPartnersOf = (partners: Partner[], year: number, regions: readonly WorldRegion[]): MapPartner[] =>
  partners
    .filter((p) => on(p, 'map') && p.latitude !== null && p.longitude !== null)
    .map((p) => ({
      id: String(p.id),
      name: p.name,
      lat: p.latitude!,
      lng: p.longitude!,
      type: p.type,
      location: p.location,
      region: p.region,
      focusAreas: p.focusAreas,
      projects: p.projectCount ?? 0,
      years: yearsSince(p.since, year),
      logo: p.logoUrl,
    }))
    // Listed by region (in the legend's order), then in the partners' order.
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(regions, a.p.region) - rank(regions, b.p.region) || a.i - b.i)
    .map(({ p }) => p);

const rank = (regions: readonly WorldRegion[], region: WorldRegion | null) => (region ? regions.indexOf(region) : regions.length);

export const carouselPartnersOf = (partners: Partner[], year: number): CarouselPartner[] =>
  partners
    .filter((p) => p.inCarousel)
    .map((p) => ({
      id: String(p.id),
      name: p.name,
      location: p.location,
      logo: p.logoUrl,
      badge: { initials: p.initials, from: p.colorFrom, to: p.colorTo },
      keyContact: p.keyContact ?? '',
      focus: p.focus ?? p.description ?? '',
      projects: p.projects,
      publications: p.publications ?? 0,
      yearsActive: yearsSince(p.since, year),
    }));
