/**
 * The partners page's fixed copy: its headings, the type and category labels, the map's view. The
 * organisations are records staff edit in the back office (/admin/partners; the API's /api/partners),
 * read by the page's loader (lib/partners.ts). Counts shown on the page (per type, countries,
 * publications, years, regions) are derived from those records by features/partners/stats.ts.
 */
import type { LucideIcon } from 'lucide-react';
import { Building2, Globe, HandCoins, HeartHandshake, Landmark, School } from 'lucide-react';
import { PARTNER_TYPES, type PartnerType } from '@mnch/shared';
import type { PageIntro } from './types';

export { PARTNER_TYPES, type PartnerType };
export type PartnerCategory = 'all' | PartnerType;

/** The year the figures below describe (years active are counted up to it). */
export const PARTNER_DATA_YEAR = 2025;

/** Label, colour (academic blue, government green, international violet, ngo red, private amber, funding pink) and icon per type. */
export const partnerTypeInfo: Record<
  PartnerType,
  { label: string; /** Label of its summary tile in the hero. */ summaryLabel: string; color: string; icon: LucideIcon }
> = {
  academic: { label: 'Academic', summaryLabel: 'Academic', color: '#2563eb', icon: School },
  government: { label: 'Government', summaryLabel: 'Government', color: '#16a34a', icon: Landmark },
  international: { label: 'International', summaryLabel: 'International', color: '#7c3aed', icon: Globe },
  ngo: { label: 'NGO', summaryLabel: 'NGO and community', color: '#dc2626', icon: HeartHandshake },
  private: { label: 'Private', summaryLabel: 'Private sector', color: '#d97706', icon: Building2 },
  funding: { label: 'Funding', summaryLabel: 'Funding', color: '#db2777', icon: HandCoins },
};

export const partnerCategoryLabels: Record<PartnerCategory, string> = {
  all: 'All partners',
  academic: 'Academic',
  government: 'Government',
  international: 'International',
  ngo: 'NGO',
  private: 'Private',
  funding: 'Funding',
};

export const partnersIntro: PageIntro = {
  name: 'Partners',
  description: 'Our academic, government, international, NGO, private and funding partners, where they are and what we do together.',
  eyebrow: 'Partners',
  heading: 'Stronger together',
  lead: 'Our work depends on partners who bring knowledge, reach, resources and commitment to the health of mothers and children.',
};

export const partnersCopy = {
  directory: {
    id: 'directory',
    eyebrow: 'Who we work with',
    title: 'Our partners',
    intro:
      'Universities, ministries, international organisations, NGOs, companies and funders work with us on research, training and care.',
    tabsLabel: 'Partner categories',
  },
  community: {
    title: 'Community partners',
    intro: 'Local organisations that carry our work into homes, villages and health centres.',
    since: 'Partner since',
  },
  academic: {
    title: 'Academic and research partners',
    intro: 'Universities and institutes we study, teach and publish with.',
    keyContact: 'Key contact',
    publications: 'Publications',
    yearsActive: 'Years active',
    projects: 'Joint projects',
  },
  impact: {
    title: 'Partnership impact',
    activePartners: 'Active partners',
    countries: 'Countries',
    publications: 'Joint publications',
    averageYears: 'Average partnership (years)',
  },
  strategic: {
    title: 'Strategic partners',
    intro: 'Long-term partnerships that shape our programmes. Select a partner to see what we do together.',
    select: 'View partnership details',
    empty: 'No strategic partners in this category.',
  },
  detail: {
    id: 'partner-details',
    close: 'Close details',
    duration: 'Duration',
    type: 'Partnership type',
    keyContact: 'Key contact',
    website: 'Website',
    since: 'Partner since',
    impact: 'Impact',
    collaboration: 'Areas of collaboration',
    projects: 'Joint projects',
    timeline: 'Timeline',
    funding: 'Funding',
    story: 'Success story',
    publications: 'Joint publications',
  },
  map: {
    id: 'network',
    eyebrow: 'Global network',
    title: 'Our partners around the world',
    intro: 'Select a partner on the map to see what we do together. Select a type in the legend to show or dim its partners.',
    mapLabel: 'World map of our partners',
    legendTitle: 'Partner types',
    legendHint: 'Select a type to show or hide it.',
    regionsTitle: 'Partners by region',
    detailPrompt: 'Select a partner on the map or in the list to see its details.',
    focusAreas: 'Focus areas',
    projects: 'Joint projects',
    years: 'Years of partnership',
    closeDetail: 'Close partner details',
    showFilters: 'Filters',
    hideFilters: 'Hide filters',
    showList: 'Partner list',
    hideList: 'Hide list',
    listTitle: 'Partners',
  },
};

/** Partner map: its initial view. */
export const partnerMapView = {
  center: [20, 0] as [number, number],
  zoom: 2,
  zoomSmall: 1,
  markerSize: 24,
  markerSizeSmall: 16,
  cityZoom: 6,
  cityZoomSmall: 4,
  maxZoom: 18,
  /** "Small screens" are narrower than this. */
  smallScreenWidth: 640,
  /** Markers of hidden types are dimmed to this opacity. */
  dimmedOpacity: 0.3,
  /** Focus areas shown in the map's detail panel. */
  focusAreasShown: 3,
};

/** Strategic partner details open, then scroll into view after this delay. */
export const PARTNER_DETAIL_SCROLL_DELAY_MS = 100;
/** Project tags per academic partner card. */
export const PARTNER_CARD_PROJECTS = 3;

/** The call to partner; `email` is the site settings' general address. */
export const partnerCta = (email: string) => ({
  title: 'Become a partner',
  text: `Tell us about your organisation and the collaboration you have in mind${email ? `: ${email}` : ''}.`,
  primary: { label: 'Contact us', to: '/contact' },
  secondary: { label: 'Get involved', to: '/get-involved' },
});
