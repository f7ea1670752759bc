import { Baby, HeartPulse, Users } from 'lucide-react';
import type { FigureSet } from '../lib/figures';
import type { Figure } from './figures';
import type { Feature, PageIntro } from './types';

export const impactIntro: PageIntro = {
  name: 'Our Impact',
  description:
    'The reach and results of our work: lives touched, health workers trained, publications, awards, the countries and field sites we work in, success stories and our goals for 2030.',
  eyebrow: 'Impact',
  heading: 'Our Impact',
  lead: 'From district hospitals in Uganda to partners across Africa, our research, training and partnerships are changing how mothers, newborns and children are cared for.',
};

/** Jump links in the hero (the page's anchors). */
export const impactAnchors = [
  { label: 'Our Reach', to: '#our-reach' },
  { label: 'Success Stories', to: '#stories' },
  { label: 'Awards', to: '#reports' },
];

// Counters ----------------------------------------------------------------------------------------

/** Counter animation of the impact page's counters. */
export const impactCounter = {
  durationMs: 2000,
  /** Share of the block that must be visible before it starts counting. */
  threshold: 0.3,
  /** Starts a little before the block scrolls into view. */
  rootMargin: '0px 0px 100px 0px',
  maxDecimals: 10,
} as const;

export const globalStatsCopy = { title: 'Impact in numbers' };

/** The global stats block: lives, health workers, publications, awards (all of them figures). */
export const reachStats = (f: FigureSet): Figure[] => [f.livesTouched, f.healthWorkersTrained, f.publications, f.awards];

// Country map and field sites: their sections' headings (the controls' content, which only the maps'
// islands need, is in ./impact-maps, out of the page's first JavaScript) -----------------------------

export const countryMapHeading = {
  id: 'our-reach',
  eyebrow: 'Our Reach',
  title: 'Where we work',
};

export const countryMapSection = (f: FigureSet) => ({
  ...countryMapHeading,
  intro: `Our programmes and studies run across Uganda and, with partners, in ${f.countries.value} countries. The map shows the African countries where we run programmes, hold research partnerships or are exploring new work.`,
});

export const fieldSitesSection = {
  id: 'field-sites',
  eyebrow: 'Field sites',
  title: 'Our field sites in Kampala and Busoga',
  intro:
    'Most of our research and training happens in partner facilities and communities in Kampala and in the Busoga region, east of the River Nile. Select a site to see what happens there.',
};

// Research, highlights ----------------------------------------------------------------------------

export const researchCopy = {
  id: 'research-impact',
  eyebrow: 'Research impact',
  title: 'Evidence that shapes policy and practice',
  intro: 'Our researchers publish widely in peer-reviewed journals; their work is cited in national guidelines and global reviews.',
};

export const researchMetrics = (f: FigureSet): Figure[] => [
  f.publications,
  f.hIndex,
  f.citations,
  { ...f.countries, label: 'Countries' },
  f.i10Index,
];

export const highlights: Feature[] = [
  {
    icon: Baby,
    title: 'Newborn care units',
    text: 'District hospitals supported to open newborn care units, with more small and sick babies surviving to discharge.',
  },
  {
    icon: HeartPulse,
    title: 'Safer childbirth',
    text: 'Maternal death reviews and quality-improvement teams in partner facilities turned findings into better emergency care.',
  },
  {
    icon: Users,
    title: 'Village health teams',
    text: 'Community health workers equipped to visit mothers and newborns at home and refer danger signs early.',
  },
];

// Capacity building and success stories -----------------------------------------------------------

export const storiesCopy = {
  id: 'stories',
  eyebrow: 'Capacity building',
  title: 'Capacity that stays',
  intro:
    'Our training and mentorship programmes build the people who lead maternal and child health in their own facilities and universities.',
  storiesTitle: 'Success stories',
  storiesIntro: 'Stories of change from our newsletters.',
  /** How many of the latest newsletters the section shows. */
  limit: 3,
  readLabel: 'Read story',
  emptyTitle: 'No stories yet',
  emptyText: 'Success stories appear here as soon as a newsletter is published.',
  allNewsletters: { label: 'All newsletters', to: '/newsletter' },
  mentorships: { label: 'View Mentorships', to: '/training' },
};

export const capacityStats = (f: FigureSet): Figure[] => [
  f.mastersStudents,
  f.phdCandidates,
  f.professionalsTrainedYearly,
  { ...f.countries, label: 'Countries' },
];

// Awards ------------------------------------------------------------------------------------------

export const recognitionCopy = (f: FigureSet) => ({
  id: 'reports',
  eyebrow: 'Awards and recognition',
  title: 'Recognised for research that changes practice',
  intro: `Our teams have received ${f.awards.value} awards and recognitions for research, innovation and partnership. Recent highlights:`,
  link: { label: 'More about us', to: '/about#awards' },
});

// 2030 goals --------------------------------------------------------------------------------------

export const goalsCopy = {
  id: 'goals-2030',
  eyebrow: 'Looking ahead',
  title: 'Our goals for 2030',
  intro: 'By 2030 we aim to more than double the reach of proven care for mothers, newborns and children.',
};

export const goals2030 = (f: FigureSet): Figure[] => [
  f.goals2030.lives,
  f.goals2030.countries,
  f.goals2030.healthWorkers,
  f.goals2030.projects,
];
