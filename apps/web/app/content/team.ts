/**
 * The team page's fixed copy: its filters, headings and group texts. The members themselves are
 * records staff edit in the back office (/admin/team; the API's /api/team); the team categories are
 * TEAM_CATEGORIES in packages/shared.
 */
import { BookOpen, Building2, GraduationCap, Megaphone, Microscope } from 'lucide-react';
import type { TeamCategory } from '@mnch/shared';
import type { Feature, PageIntro } from './types';

interface TeamFilter {
  label: string;
  category?: TeamCategory;
}

/** Filter buttons in order; "All Team" shows everyone. Never empty: the first is shown when none is named. */
export const teamFilters: readonly [TeamFilter, ...TeamFilter[]] = [
  { label: 'All Team' },
  { label: 'Secretariat', category: 'Secretariat' },
  { label: 'Research Team', category: 'Research Team' },
  { label: 'Interns', category: 'Interns' },
  { label: 'Student Research Grantees', category: 'Student Research Grantee' },
  { label: 'Communications Team', category: 'Communications Team' },
];

/** Publications shown in the member dialog. */
export const TEAM_MODAL_PUBLICATIONS = 3;

export const teamCopy = {
  sectionEyebrow: 'Our Team',
  sectionTitle: 'Meet the people behind the work',
  filterLabel: 'Filter team members by group',
  showing: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
  openProfile: (name: string) => `View profile of ${name}`,
  about: 'About',
  expertise: 'Expertise',
  expertisePeriod: 'Period',
  expertiseInfo: 'Role and focus',
  education: 'Education',
  publications: 'Recent Publications',
  email: 'Email',
  call: 'Call',
  close: 'Close',
  empty: 'No team members to show yet.',
  profiles: 'Profiles',
  orcid: 'ORCID',
  scholar: 'Google Scholar',
  linkedin: 'LinkedIn',
  opensInNewTab: '(opens in a new tab)',
};

export const teamIntro: PageIntro = {
  name: 'Our Team',
  description: 'The people of the centre: secretariat, researchers, interns, student research grantees and communications team.',
  eyebrow: 'Our Team',
  heading: 'The people behind the work',
  lead: 'Epidemiologists, clinicians, midwives, nutritionists, social scientists, data managers and communicators working together for mothers and children.',
};

export const teamGroups: Feature[] = [
  { icon: Building2, title: 'Secretariat', text: 'Leads the centre, manages grants and partnerships, and supports every team.' },
  {
    icon: Microscope,
    title: 'Research Team',
    text: 'Principal investigators, research fellows and officers who design and run our studies.',
  },
  { icon: GraduationCap, title: 'Interns', text: 'Students and recent graduates on 3 to 6 month placements.' },
  { icon: BookOpen, title: 'Student Research Grantees', text: "Masters and PhD students funded through the centre's research grants." },
  { icon: Megaphone, title: 'Communications Team', text: 'Shares our work through the website, media, events and publications.' },
];

export const teamJoin = {
  title: 'Join Our Mission',
  text: 'We are always looking for talented people who care about the health of mothers and children.',
  primary: { label: 'See careers', to: '/jobs' },
  secondary: { label: 'Get involved', to: '/get-involved' },
};
