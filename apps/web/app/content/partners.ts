/**
 * The partners page (spec part 2: Partners page, entities and constants). Organisations and people are
 * illustrative. Counts shown on the page (per type, countries, publications, years, regions) are derived
 * from these lists by features/partners/stats.ts, never typed (DESIGN.md improvement 5).
 */
import type { LucideIcon } from 'lucide-react';
import {
  Baby,
  BookOpen,
  Building2,
  ChartLine,
  Cpu,
  FlaskConical,
  Globe,
  GraduationCap,
  HandCoins,
  HeartHandshake,
  Hospital,
  Landmark,
  Microscope,
  Scale,
  School,
  Smartphone,
  Stethoscope,
  Truck,
  Users,
  UsersRound,
} from 'lucide-react';
import { site } from './site';
import type { PageIntro } from './types';

export type PartnerType = 'academic' | 'government' | 'international' | 'ngo' | 'private' | 'funding';
export const PARTNER_TYPES: PartnerType[] = ['academic', 'government', 'international', 'ngo', 'private', 'funding'];
export type PartnerCategory = 'all' | PartnerType;

/** The year the figures below describe (years active are counted up to it). */
export const PARTNER_DATA_YEAR = 2025;

/** Label, colour (spec: academic blue, government green, international violet, ngo red, private amber, funding pink) and icon per type. */
export const partnerTypeInfo: Record<PartnerType, { label: string; /** Label of its summary tile in the hero. */ summaryLabel: string; color: string; icon: LucideIcon }> = {
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
    intro: 'Universities, ministries, international organisations, NGOs, companies and funders work with us on research, training and care.',
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

/** Partner map (spec part 2, section 9). */
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

/** Strategic partner details open, then scroll into view after this delay (spec part 2, Partners page). */
export const PARTNER_DETAIL_SCROLL_DELAY_MS = 100;
/** Project tags per academic partner card. */
export const PARTNER_CARD_PROJECTS = 3;

export const partnerCta = {
  title: 'Become a partner',
  text: `Tell us about your organisation and the collaboration you have in mind: ${site.emails.info}.`,
  primary: { label: 'Contact us', to: '/contact' },
  secondary: { label: 'Get involved', to: '/get-involved' },
};

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
    description: "Mothers' groups in 40 parishes that welcome pregnant women, share birth plans and accompany mothers to health facilities.",
    yearStarted: 2015,
    icon: UsersRound,
  },
  {
    id: 'kampala-community-health-alliance',
    name: 'Kampala Community Health Alliance',
    location: 'Kampala, Uganda',
    description: 'A coalition of community-based organisations in informal settlements, working with us on urban newborn care and adolescent health.',
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

export type JointProjectStatus = 'Ongoing' | 'Completed' | 'Planned';

export interface StrategicPartner {
  id: string;
  name: string;
  type: PartnerType;
  /** The category tab it shows under. */
  categoryId: PartnerType;
  location: string;
  description: string;
  fullDescription: string;
  icon: LucideIcon;
  partnershipSince: number;
  partnershipDuration: string;
  partnershipType: string;
  keyContact: string;
  website: string;
  activeProjects: number;
  focusAreas: string[];
  impactMetrics: { icon: LucideIcon; value: string; label: string }[];
  collaborationAreas: { title: string; description: string; icon: LucideIcon }[];
  jointProjects: { title: string; description: string; status: JointProjectStatus; timeline: string; funding: string }[];
  successStory: { quote: string; author: string; role: string; organization: string };
  jointPublications: { title: string; journal: string; year: number; type: string }[];
}

export const strategicPartners: StrategicPartner[] = [
  {
    id: 'northern-institute',
    name: 'Northern Institute of Global Health',
    type: 'academic',
    categoryId: 'academic',
    location: 'Stockholm, Sweden',
    description: 'Our longest-standing academic partner in newborn health research and doctoral training.',
    fullDescription:
      'Since 2014 the Northern Institute of Global Health and our centre have run joint studies on the care of small and sick newborns, co-supervised doctoral students and exchanged faculty. Together we designed the newborn care unit model now used in district hospitals across Uganda, and we continue to study how it can reach more babies.',
    icon: GraduationCap,
    partnershipSince: 2014,
    partnershipDuration: '11 years',
    partnershipType: 'Research and training collaboration',
    keyContact: 'Prof. Anna Example',
    website: 'https://northern-institute.example.org',
    activeProjects: 4,
    focusAreas: ['Newborn health', 'Health systems', 'Doctoral training'],
    impactMetrics: [
      { icon: BookOpen, value: '86', label: 'Joint publications' },
      { icon: GraduationCap, value: '9', label: 'PhDs co-supervised' },
      { icon: Baby, value: '12', label: 'Newborn units supported' },
    ],
    collaborationAreas: [
      { title: 'Newborn care research', description: 'Trials and implementation studies on care for small and sick newborns.', icon: Baby },
      { title: 'Doctoral training', description: 'Joint supervision, courses and research exchanges for PhD students.', icon: GraduationCap },
      { title: 'Health systems', description: 'How district hospitals organise, staff and equip newborn care.', icon: Hospital },
    ],
    jointProjects: [
      { title: 'Newborn Care Unit Scale-up Study', description: 'Follows the opening of newborn care units in eight district hospitals.', status: 'Ongoing', timeline: '2022 - 2026', funding: 'US$1.8 million' },
      { title: 'Kangaroo Mother Care in the Community', description: 'Tests continued skin-to-skin care at home after discharge.', status: 'Completed', timeline: '2018 - 2022', funding: 'US$950,000' },
    ],
    successStory: {
      quote: 'Working side by side for a decade, we have seen research turn into newborn units that save babies every day.',
      author: 'Prof. Anna Example',
      role: 'Professor of Global Child Health',
      organization: 'Northern Institute of Global Health',
    },
    jointPublications: [
      { title: 'Survival of small and sick newborns after district newborn unit scale-up', journal: 'Journal of Global Newborn Health', year: 2024, type: 'Research article' },
      { title: 'Community kangaroo mother care: a pragmatic trial', journal: 'African Journal of Child Health', year: 2022, type: 'Trial report' },
    ],
  },
  {
    id: 'ministry-of-health',
    name: 'Ministry of Health, Uganda',
    type: 'government',
    categoryId: 'government',
    location: 'Kampala, Uganda',
    description: 'We provide evidence for national maternal and newborn health policy and guidelines.',
    fullDescription:
      'The Ministry of Health is our closest policy partner. Our researchers sit on national technical working groups for maternal and newborn health, and our studies have informed the national newborn care guidelines, the maternal death surveillance and response system and training curricula for health workers.',
    icon: Landmark,
    partnershipSince: 2013,
    partnershipDuration: '12 years',
    partnershipType: 'Policy and technical support',
    keyContact: 'Dr. Ruth Example',
    website: 'https://health.example.go.ug',
    activeProjects: 3,
    focusAreas: ['Policy', 'Guidelines', 'Maternal death surveillance'],
    impactMetrics: [
      { icon: Scale, value: '6', label: 'National guidelines informed' },
      { icon: Hospital, value: '40', label: 'Districts reached' },
      { icon: Users, value: '3,200', label: 'Health workers trained' },
    ],
    collaborationAreas: [
      { title: 'Policy evidence', description: 'Briefs and reviews for technical working groups and decision makers.', icon: Scale },
      { title: 'Guidelines', description: 'Drafting and testing national maternal and newborn care guidelines.', icon: BookOpen },
      { title: 'Training', description: 'In-service training curricula for midwives and clinicians.', icon: Stethoscope },
    ],
    jointProjects: [
      { title: 'Maternal Death Surveillance and Response Review', description: 'Reviews how well maternal death reviews lead to action in districts.', status: 'Ongoing', timeline: '2023 - 2026', funding: 'US$600,000' },
      { title: 'National Newborn Care Guidelines', description: 'Evidence reviews and field testing for the national guidelines.', status: 'Completed', timeline: '2019 - 2021', funding: 'US$250,000' },
    ],
    successStory: {
      quote: 'The centre brings us evidence we can act on, in time for the decisions we have to make.',
      author: 'Dr. Ruth Example',
      role: 'Commissioner for Reproductive and Child Health',
      organization: 'Ministry of Health, Uganda',
    },
    jointPublications: [
      { title: 'From review to action: maternal death surveillance in Uganda', journal: 'Health Policy in Africa', year: 2024, type: 'Policy analysis' },
      { title: 'National newborn care guidelines: the evidence base', journal: 'Technical report', year: 2021, type: 'Report' },
    ],
  },
  {
    id: 'global-partnership-mnh',
    name: 'Global Partnership for Maternal and Newborn Health',
    type: 'international',
    categoryId: 'international',
    location: 'Geneva, Switzerland',
    description: 'An international alliance we work with on global standards and measurement of quality of care.',
    fullDescription:
      'With the Global Partnership for Maternal and Newborn Health we test global quality-of-care standards in Ugandan facilities and share what we learn with countries across Africa. Our researchers contribute to its technical advisory groups on measurement and newborn care.',
    icon: Globe,
    partnershipSince: 2016,
    partnershipDuration: '9 years',
    partnershipType: 'Technical advisory and implementation research',
    keyContact: 'Dr. Laura Sample',
    website: 'https://gpmnh.example.org',
    activeProjects: 2,
    focusAreas: ['Quality of care', 'Measurement', 'Global standards'],
    impactMetrics: [
      { icon: Globe, value: '14', label: 'Countries sharing lessons' },
      { icon: ChartLine, value: '25', label: 'Quality indicators tested' },
      { icon: BookOpen, value: '19', label: 'Joint publications' },
    ],
    collaborationAreas: [
      { title: 'Quality-of-care standards', description: 'Testing global standards in district facilities.', icon: ChartLine },
      { title: 'Measurement', description: 'Indicators and tools to track quality of care.', icon: Microscope },
      { title: 'Learning networks', description: 'Exchanges between countries on what works.', icon: Users },
    ],
    jointProjects: [
      { title: 'Quality of Care Network Learning Sites', description: 'Ugandan facilities as learning sites for the network.', status: 'Ongoing', timeline: '2021 - 2025', funding: 'US$1.1 million' },
      { title: 'Every Newborn Measurement', description: 'Validating newborn indicators in routine data.', status: 'Completed', timeline: '2016 - 2020', funding: 'US$700,000' },
    ],
    successStory: {
      quote: 'Uganda showed the network how facility teams can use data every week to improve care.',
      author: 'Dr. Laura Sample',
      role: 'Technical Lead, Quality of Care',
      organization: 'Global Partnership for Maternal and Newborn Health',
    },
    jointPublications: [
      { title: 'Measuring quality of newborn care in routine data', journal: 'Global Health Measurement', year: 2023, type: 'Research article' },
    ],
  },
  {
    id: 'safe-birth-africa',
    name: 'Safe Birth Africa',
    type: 'ngo',
    categoryId: 'ngo',
    location: 'Nairobi, Kenya',
    description: 'A regional NGO that takes our emergency obstetric care training to health facilities in East Africa.',
    fullDescription:
      'Safe Birth Africa trains midwives and doctors in emergency obstetric and newborn care in five East African countries. Together we developed a low-cost simulation course and study how skills last after training.',
    icon: HeartHandshake,
    partnershipSince: 2018,
    partnershipDuration: '7 years',
    partnershipType: 'Implementation partnership',
    keyContact: 'Ms. Joy Demo',
    website: 'https://safebirth.example.org',
    activeProjects: 2,
    focusAreas: ['Emergency obstetric care', 'Simulation training'],
    impactMetrics: [
      { icon: Stethoscope, value: '2,400', label: 'Midwives trained' },
      { icon: Hospital, value: '130', label: 'Facilities reached' },
      { icon: Globe, value: '5', label: 'Countries' },
    ],
    collaborationAreas: [
      { title: 'Simulation training', description: 'Low-cost drills for bleeding, eclampsia and newborn resuscitation.', icon: FlaskConical },
      { title: 'Skills retention research', description: 'How long skills last and what keeps them fresh.', icon: Microscope },
    ],
    jointProjects: [
      { title: 'Skills That Last', description: 'Follow-up of skills one and two years after simulation training.', status: 'Ongoing', timeline: '2023 - 2025', funding: 'US$420,000' },
      { title: 'Regional Trainer Network', description: 'Training trainers in five countries.', status: 'Planned', timeline: '2026 - 2028', funding: 'US$800,000' },
    ],
    successStory: {
      quote: 'After the drills our team managed a severe bleed calmly, and the mother went home with her baby.',
      author: 'Sr. Esther Example',
      role: 'Midwife in charge',
      organization: 'A partner health centre in Busoga',
    },
    jointPublications: [
      { title: 'Retention of emergency obstetric skills after low-dose, high-frequency training', journal: 'Midwifery in Africa', year: 2024, type: 'Research article' },
    ],
  },
  {
    id: 'sunrise-medical',
    name: 'Sunrise Medical Devices',
    type: 'private',
    categoryId: 'private',
    location: 'Bengaluru, India',
    description: 'A company that designs affordable newborn care equipment with our clinicians and engineers.',
    fullDescription:
      'Sunrise Medical Devices works with our newborn units to design and test affordable equipment: bubble CPAP, phototherapy and warming devices built for district hospitals, with local maintenance training.',
    icon: Cpu,
    partnershipSince: 2020,
    partnershipDuration: '5 years',
    partnershipType: 'Product development and testing',
    keyContact: 'Mr. Arjun Sample',
    website: 'https://sunrise-medical.example.com',
    activeProjects: 2,
    focusAreas: ['Medical devices', 'Newborn care equipment', 'Maintenance'],
    impactMetrics: [
      { icon: Cpu, value: '3', label: 'Devices field-tested' },
      { icon: Hospital, value: '18', label: 'Hospitals equipped' },
      { icon: Truck, value: '95%', label: 'Devices in working order' },
    ],
    collaborationAreas: [
      { title: 'Device design', description: 'Clinicians and engineers designing for district hospitals.', icon: Cpu },
      { title: 'Digital monitoring', description: 'Simple alarms and logs that nurses can use.', icon: Smartphone },
    ],
    jointProjects: [
      { title: 'Bubble CPAP Field Evaluation', description: 'Usability and outcomes of a low-cost bubble CPAP device.', status: 'Completed', timeline: '2020 - 2023', funding: 'US$300,000' },
      { title: 'Smart Warmer Pilot', description: 'A warming device with temperature alarms.', status: 'Ongoing', timeline: '2024 - 2026', funding: 'US$260,000' },
    ],
    successStory: {
      quote: 'Designing with the nurses who use the devices made them simpler, sturdier and cheaper.',
      author: 'Mr. Arjun Sample',
      role: 'Head of Product',
      organization: 'Sunrise Medical Devices',
    },
    jointPublications: [
      { title: 'A low-cost bubble CPAP in Ugandan district hospitals: a field evaluation', journal: 'Neonatal Technology', year: 2023, type: 'Evaluation' },
    ],
  },
  {
    id: 'horizon-foundation',
    name: 'Horizon Foundation for Global Health',
    type: 'funding',
    categoryId: 'funding',
    location: 'Seattle, United States',
    description: 'A foundation funding our research on newborn survival and the training of young researchers.',
    fullDescription:
      'The Horizon Foundation for Global Health has funded our newborn survival research and research fellowships since 2015. Its grants support studies in Kampala and Busoga and a fellowship programme for early-career researchers.',
    icon: HandCoins,
    partnershipSince: 2015,
    partnershipDuration: '10 years',
    partnershipType: 'Research funding',
    keyContact: 'Ms. Clare Example',
    website: 'https://horizon-foundation.example.org',
    activeProjects: 3,
    focusAreas: ['Newborn survival', 'Research fellowships'],
    impactMetrics: [
      { icon: HandCoins, value: 'US$6.5M', label: 'Grants awarded' },
      { icon: GraduationCap, value: '24', label: 'Fellows funded' },
      { icon: FlaskConical, value: '7', label: 'Studies funded' },
    ],
    collaborationAreas: [
      { title: 'Research grants', description: 'Multi-year support for newborn survival studies.', icon: FlaskConical },
      { title: 'Fellowships', description: 'Two-year fellowships for early-career researchers.', icon: GraduationCap },
    ],
    jointProjects: [
      { title: 'Early-Career Research Fellowships', description: 'Fellowships with mentorship and small grants.', status: 'Ongoing', timeline: '2021 - 2026', funding: 'US$1.2 million' },
      { title: 'Busoga Newborn Survival Study', description: 'A district-wide study of newborn deaths and their causes.', status: 'Completed', timeline: '2015 - 2019', funding: 'US$2.3 million' },
    ],
    successStory: {
      quote: 'Our fellows now lead their own studies and teach the next generation.',
      author: 'Ms. Clare Example',
      role: 'Programme Officer',
      organization: 'Horizon Foundation for Global Health',
    },
    jointPublications: [
      { title: 'Causes and timing of newborn deaths in rural Uganda', journal: 'African Journal of Child Health', year: 2020, type: 'Research article' },
    ],
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
  { id: 'ministry-of-health', name: 'Ministry of Health, Uganda', lat: 0.3476, lng: 32.5825, type: 'government', location: 'Kampala, Uganda', region: 'Africa', focusAreas: ['Policy', 'Guidelines', 'Maternal death surveillance', 'Training'], projects: 3, years: 12 },
  { id: 'iganga-district', name: 'Iganga District Health Office', lat: 0.6092, lng: 33.4686, type: 'government', location: 'Iganga, Uganda', region: 'Africa', focusAreas: ['District health services', 'Referral systems'], projects: 2, years: 10 },
  { id: 'safe-birth-africa', name: 'Safe Birth Africa', lat: -1.2921, lng: 36.8219, type: 'ngo', location: 'Nairobi, Kenya', region: 'Africa', focusAreas: ['Emergency obstetric care', 'Simulation training'], projects: 2, years: 7 },
  { id: 'northern-institute', name: 'Northern Institute of Global Health', lat: 59.3293, lng: 18.0686, type: 'academic', location: 'Stockholm, Sweden', region: 'Europe', focusAreas: ['Newborn health', 'Health systems', 'Doctoral training', 'Quality of care'], projects: 4, years: 11 },
  { id: 'thames-school', name: 'Thames School of Hygiene and Tropical Health', lat: 51.5072, lng: -0.1276, type: 'academic', location: 'London, United Kingdom', region: 'Europe', focusAreas: ['Maternal epidemiology', 'Stillbirth'], projects: 2, years: 9 },
  { id: 'global-partnership-mnh', name: 'Global Partnership for Maternal and Newborn Health', lat: 46.2044, lng: 6.1432, type: 'international', location: 'Geneva, Switzerland', region: 'Europe', focusAreas: ['Quality of care', 'Measurement', 'Global standards'], projects: 2, years: 9 },
  { id: 'nordic-fund', name: 'Nordic Development Research Fund', lat: 59.9139, lng: 10.7522, type: 'funding', location: 'Oslo, Norway', region: 'Europe', focusAreas: ['Research capacity', 'Doctoral grants'], projects: 2, years: 8 },
  { id: 'atlantic-university', name: 'Atlantic University School of Public Health', lat: 39.2904, lng: -76.6122, type: 'academic', location: 'Baltimore, United States', region: 'North America', focusAreas: ['Child nutrition', 'Early child development'], projects: 3, years: 8 },
  { id: 'horizon-foundation', name: 'Horizon Foundation for Global Health', lat: 47.6062, lng: -122.3321, type: 'funding', location: 'Seattle, United States', region: 'North America', focusAreas: ['Newborn survival', 'Research fellowships'], projects: 3, years: 10 },
  { id: 'pacific-centre', name: 'Pacific Centre for Child Health Research', lat: -37.8136, lng: 144.9631, type: 'academic', location: 'Melbourne, Australia', region: 'Asia-Pacific', focusAreas: ['Adolescent health', 'School health'], projects: 2, years: 6 },
  { id: 'sunrise-medical', name: 'Sunrise Medical Devices', lat: 12.9716, lng: 77.5946, type: 'private', location: 'Bengaluru, India', region: 'Asia-Pacific', focusAreas: ['Medical devices', 'Newborn care equipment'], projects: 2, years: 5 },
];
