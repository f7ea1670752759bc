/**
 * The partners page: its copy and its organisations (a strategic partner's details are in
 * content/partner-details.ts). Organisations and people are illustrative. Counts shown on the page
 * (per type, countries, publications, years, regions) are derived from these lists by
 * features/partners/stats.ts, never typed, so they cannot disagree with the lists.
 */
import type { LucideIcon } from 'lucide-react';
import { Building2, Cpu, Globe, GraduationCap, HandCoins, HeartHandshake, Landmark, School, Users, UsersRound } from 'lucide-react';
import type { PageIntro } from './types';

export type PartnerType = 'academic' | 'government' | 'international' | 'ngo' | 'private' | 'funding';
export const PARTNER_TYPES: PartnerType[] = ['academic', 'government', 'international', 'ngo', 'private', 'funding'];
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

// Community partners ------------------------------------------------------------------------------

export interface CommunityPartner {
  id: string;
  name: string;
  location: string;
  description: string;
  yearStarted: number;
  icon: LucideIcon;
}

export const communityPartners: CommunityPartner[] = [
  {
    id: 'busoga-mothers-network',
    name: "Busoga Mothers' Network",
    location: 'Iganga, Uganda',
    description:
      "Mothers' groups in 40 parishes that welcome pregnant women, share birth plans and accompany mothers to health facilities.",
    yearStarted: 2015,
    icon: UsersRound,
  },
  {
    id: 'kampala-community-health-alliance',
    name: 'Kampala Community Health Alliance',
    location: 'Kampala, Uganda',
    description:
      'A coalition of community-based organisations in informal settlements, working with us on urban newborn care and adolescent health.',
    yearStarted: 2017,
    icon: Users,
  },
  {
    id: 'mayuge-vht-association',
    name: 'Mayuge Village Health Teams Association',
    location: 'Mayuge, Uganda',
    description: 'Village health team members who visit mothers and newborns at home and lead monthly community dialogues on danger signs.',
    yearStarted: 2014,
    icon: HeartHandshake,
  },
];

// Academic and research partners ------------------------------------------------------------------

export interface ResearchPartner {
  id: string;
  name: string;
  location: string;
  /** An own emblem (SVG data address); null shows the initials. */
  logo: string | null;
  keyContact: string;
  focus: string;
  projects: string[];
  publications: number;
  yearsActive: number;
  category: 'academic';
}

/** A simple own emblem: a rounded square in the partner's colour with a ring. */
function emblem(color: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><circle cx="32" cy="32" r="17" fill="none" stroke="${accent}" stroke-width="5"/><path d="M32 15v34M15 32h34" stroke="#fff" stroke-opacity=".55" stroke-width="3"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const researchPartners: ResearchPartner[] = [
  {
    id: 'northern-institute',
    name: 'Northern Institute of Global Health',
    location: 'Stockholm, Sweden',
    logo: emblem('#1e3a8a', '#93c5fd'),
    keyContact: 'Prof. Anna Example',
    focus: 'Newborn survival and health systems',
    projects: ['Small and sick newborn care', 'Kangaroo mother care', 'Quality of care metrics', 'PhD supervision'],
    publications: 86,
    yearsActive: 11,
    category: 'academic',
  },
  {
    id: 'thames-school',
    name: 'Thames School of Hygiene and Tropical Health',
    location: 'London, United Kingdom',
    logo: emblem('#7f1d1d', '#fca5a5'),
    keyContact: 'Dr. Daniel Sample',
    focus: 'Maternal health epidemiology',
    projects: ['Maternal death surveillance', 'Stillbirth audit'],
    publications: 54,
    yearsActive: 9,
    category: 'academic',
  },
  {
    id: 'atlantic-university',
    name: 'Atlantic University School of Public Health',
    location: 'Baltimore, United States',
    logo: null,
    keyContact: 'Dr. Maria Example',
    focus: 'Child nutrition and growth',
    projects: ['Maternal nutrition in pregnancy', 'Early child development', 'Growth monitoring tools'],
    publications: 41,
    yearsActive: 8,
    category: 'academic',
  },
  {
    id: 'pacific-centre',
    name: 'Pacific Centre for Child Health Research',
    location: 'Melbourne, Australia',
    logo: emblem('#134e4a', '#5eead4'),
    keyContact: 'Prof. James Demo',
    focus: 'Adolescent health',
    projects: ['Adolescent-friendly services', 'School health clubs'],
    publications: 23,
    yearsActive: 6,
    category: 'academic',
  },
  {
    id: 'great-lakes-university',
    name: 'Great Lakes University of Health Sciences',
    location: 'Kigali, Rwanda',
    logo: null,
    keyContact: 'Dr. Grace Sample',
    focus: 'Midwifery education',
    projects: ['Midwifery mentorship', 'Simulation training', 'Faculty exchange'],
    publications: 18,
    yearsActive: 7,
    category: 'academic',
  },
  {
    id: 'east-african-institute',
    name: 'East African Institute for Population Studies',
    location: 'Nairobi, Kenya',
    logo: emblem('#713f12', '#fde047'),
    keyContact: 'Dr. Peter Example',
    focus: 'Demographic surveillance and data',
    projects: ['Birth and death registration', 'Population surveys', 'Data science training'],
    publications: 37,
    yearsActive: 10,
    category: 'academic',
  },
  {
    id: 'coastal-school',
    name: 'Coastal School of Public Health',
    location: 'Accra, Ghana',
    logo: null,
    keyContact: 'Dr. Ama Demo',
    focus: 'Health financing for maternal care',
    projects: ['Free maternal care policies', 'Health insurance and childbirth'],
    publications: 15,
    yearsActive: 5,
    category: 'academic',
  },
  {
    id: 'highlands-institute',
    name: 'Highlands Public Health Institute',
    location: 'Addis Ababa, Ethiopia',
    logo: null,
    keyContact: 'Dr. Samuel Sample',
    focus: 'Community health systems',
    projects: ['Health extension workers', 'Maternal nutrition'],
    publications: 12,
    yearsActive: 4,
    category: 'academic',
  },
];

// Strategic partners ------------------------------------------------------------------------------

export interface StrategicPartner {
  id: string;
  name: string;
  type: PartnerType;
  /** The category tab it shows under. */
  categoryId: PartnerType;
  location: string;
  description: string;
  icon: LucideIcon;
  partnershipSince: number;
  activeProjects: number;
  focusAreas: string[];
}

export const strategicPartners: StrategicPartner[] = [
  {
    id: 'northern-institute',
    name: 'Northern Institute of Global Health',
    type: 'academic',
    categoryId: 'academic',
    location: 'Stockholm, Sweden',
    description: 'Our longest-standing academic partner in newborn health research and doctoral training.',
    icon: GraduationCap,
    partnershipSince: 2014,
    activeProjects: 4,
    focusAreas: ['Newborn health', 'Health systems', 'Doctoral training'],
  },
  {
    id: 'ministry-of-health',
    name: 'Ministry of Health, Uganda',
    type: 'government',
    categoryId: 'government',
    location: 'Kampala, Uganda',
    description: 'We provide evidence for national maternal and newborn health policy and guidelines.',
    icon: Landmark,
    partnershipSince: 2013,
    activeProjects: 3,
    focusAreas: ['Policy', 'Guidelines', 'Maternal death surveillance'],
  },
  {
    id: 'global-partnership-mnh',
    name: 'Global Partnership for Maternal and Newborn Health',
    type: 'international',
    categoryId: 'international',
    location: 'Geneva, Switzerland',
    description: 'An international alliance we work with on global standards and measurement of quality of care.',
    icon: Globe,
    partnershipSince: 2016,
    activeProjects: 2,
    focusAreas: ['Quality of care', 'Measurement', 'Global standards'],
  },
  {
    id: 'safe-birth-africa',
    name: 'Safe Birth Africa',
    type: 'ngo',
    categoryId: 'ngo',
    location: 'Nairobi, Kenya',
    description: 'A regional NGO that takes our emergency obstetric care training to health facilities in East Africa.',
    icon: HeartHandshake,
    partnershipSince: 2018,
    activeProjects: 2,
    focusAreas: ['Emergency obstetric care', 'Simulation training'],
  },
  {
    id: 'sunrise-medical',
    name: 'Sunrise Medical Devices',
    type: 'private',
    categoryId: 'private',
    location: 'Bengaluru, India',
    description: 'A company that designs affordable newborn care equipment with our clinicians and engineers.',
    icon: Cpu,
    partnershipSince: 2020,
    activeProjects: 2,
    focusAreas: ['Medical devices', 'Newborn care equipment', 'Maintenance'],
  },
  {
    id: 'horizon-foundation',
    name: 'Horizon Foundation for Global Health',
    type: 'funding',
    categoryId: 'funding',
    location: 'Seattle, United States',
    description: 'A foundation funding our research on newborn survival and the training of young researchers.',
    icon: HandCoins,
    partnershipSince: 2015,
    activeProjects: 3,
    focusAreas: ['Newborn survival', 'Research fellowships'],
  },
];

// Map partners ------------------------------------------------------------------------------------

export type WorldRegion = 'Africa' | 'Europe' | 'North America' | 'Asia-Pacific';
export const WORLD_REGIONS: WorldRegion[] = ['Africa', 'Europe', 'North America', 'Asia-Pacific'];

export interface MapPartner {
  id: string;
  name: string;
  lat: number;
  lng: number;
  type: PartnerType;
  location: string;
  region: WorldRegion;
  focusAreas: string[];
  projects: number;
  years: number;
}

export const mapPartners: MapPartner[] = [
  {
    id: 'ministry-of-health',
    name: 'Ministry of Health, Uganda',
    lat: 0.3476,
    lng: 32.5825,
    type: 'government',
    location: 'Kampala, Uganda',
    region: 'Africa',
    focusAreas: ['Policy', 'Guidelines', 'Maternal death surveillance', 'Training'],
    projects: 3,
    years: 12,
  },
  {
    id: 'iganga-district',
    name: 'Iganga District Health Office',
    lat: 0.6092,
    lng: 33.4686,
    type: 'government',
    location: 'Iganga, Uganda',
    region: 'Africa',
    focusAreas: ['District health services', 'Referral systems'],
    projects: 2,
    years: 10,
  },
  {
    id: 'safe-birth-africa',
    name: 'Safe Birth Africa',
    lat: -1.2921,
    lng: 36.8219,
    type: 'ngo',
    location: 'Nairobi, Kenya',
    region: 'Africa',
    focusAreas: ['Emergency obstetric care', 'Simulation training'],
    projects: 2,
    years: 7,
  },
  {
    id: 'northern-institute',
    name: 'Northern Institute of Global Health',
    lat: 59.3293,
    lng: 18.0686,
    type: 'academic',
    location: 'Stockholm, Sweden',
    region: 'Europe',
    focusAreas: ['Newborn health', 'Health systems', 'Doctoral training', 'Quality of care'],
    projects: 4,
    years: 11,
  },
  {
    id: 'thames-school',
    name: 'Thames School of Hygiene and Tropical Health',
    lat: 51.5072,
    lng: -0.1276,
    type: 'academic',
    location: 'London, United Kingdom',
    region: 'Europe',
    focusAreas: ['Maternal epidemiology', 'Stillbirth'],
    projects: 2,
    years: 9,
  },
  {
    id: 'global-partnership-mnh',
    name: 'Global Partnership for Maternal and Newborn Health',
    lat: 46.2044,
    lng: 6.1432,
    type: 'international',
    location: 'Geneva, Switzerland',
    region: 'Europe',
    focusAreas: ['Quality of care', 'Measurement', 'Global standards'],
    projects: 2,
    years: 9,
  },
  {
    id: 'nordic-fund',
    name: 'Nordic Development Research Fund',
    lat: 59.9139,
    lng: 10.7522,
    type: 'funding',
    location: 'Oslo, Norway',
    region: 'Europe',
    focusAreas: ['Research capacity', 'Doctoral grants'],
    projects: 2,
    years: 8,
  },
  {
    id: 'atlantic-university',
    name: 'Atlantic University School of Public Health',
    lat: 39.2904,
    lng: -76.6122,
    type: 'academic',
    location: 'Baltimore, United States',
    region: 'North America',
    focusAreas: ['Child nutrition', 'Early child development'],
    projects: 3,
    years: 8,
  },
  {
    id: 'horizon-foundation',
    name: 'Horizon Foundation for Global Health',
    lat: 47.6062,
    lng: -122.3321,
    type: 'funding',
    location: 'Seattle, United States',
    region: 'North America',
    focusAreas: ['Newborn survival', 'Research fellowships'],
    projects: 3,
    years: 10,
  },
  {
    id: 'pacific-centre',
    name: 'Pacific Centre for Child Health Research',
    lat: -37.8136,
    lng: 144.9631,
    type: 'academic',
    location: 'Melbourne, Australia',
    region: 'Asia-Pacific',
    focusAreas: ['Adolescent health', 'School health'],
    projects: 2,
    years: 6,
  },
  {
    id: 'sunrise-medical',
    name: 'Sunrise Medical Devices',
    lat: 12.9716,
    lng: 77.5946,
    type: 'private',
    location: 'Bengaluru, India',
    region: 'Asia-Pacific',
    focusAreas: ['Medical devices', 'Newborn care equipment'],
    projects: 2,
    years: 5,
  },
];
