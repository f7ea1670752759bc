import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Clock, GraduationCap, MapPin, Megaphone, MessageSquare, Users } from 'lucide-react';
import type { FigureSet } from '../lib/figures';
import type { Figure } from './figures';
import type { PageIntro } from './types';

/** The community engagement page: four pillars, the weekly forum, links to partners and programmes. */
export const communityPageIntro: PageIntro = {
  name: 'Community Engagement',
  description: 'How we work with communities: four pillars of engagement and a weekly community forum.',
  eyebrow: 'Community Engagement',
  heading: 'Working with communities, not just in them',
  lead: 'Families, village health teams, local leaders and health workers shape our research from the first question to the last result.',
};

export interface CommunityPillar {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  /** How the pillar is put into practice. */
  practices: string[];
}

export const pillars: CommunityPillar[] = [
  {
    id: 'listening',
    icon: MessageSquare,
    title: 'Listening',
    text: 'Community dialogues and advisory boards tell us which problems matter most to families.',
    practices: ['Community advisory boards in every field site', 'Dialogues with mothers’ and fathers’ groups'],
  },
  {
    id: 'co-design',
    icon: Users,
    title: 'Co-design',
    text: 'Interventions are designed and tested together with the people who will use them.',
    practices: ['Design workshops with health workers and families', 'Pilots reviewed by community members'],
  },
  {
    id: 'capacity',
    icon: GraduationCap,
    title: 'Capacity',
    text: 'Village health teams and local leaders are trained and supported to lead change.',
    practices: ['Refresher training for village health teams', 'Mentorship for local health committees'],
  },
  {
    id: 'feedback',
    icon: Megaphone,
    title: 'Feedback',
    text: 'Results are shared back in local languages at community meetings and on radio.',
    practices: ['Results meetings in every participating village', 'Radio talk shows in local languages'],
  },
];

/** The page's figures (GET /api/figures). */
export const communityFigures = (f: FigureSet): Figure[] => [
  f.community.advisoryBoardDistricts,
  f.community.villageHealthTeamsTrained,
  f.community.forumsYearly,
  f.community.fieldSiteVillages,
];

export const weeklyForumCopy = {
  id: 'weekly-forum',
  eyebrow: 'Every week',
  title: 'The weekly community forum',
  text: 'Every week our field teams meet with village health teams, mothers’ groups and local leaders in one of our field sites. The forum reviews local health data, discusses concerns raised by families and agrees on follow-up actions with the nearest health facility.',
  facts: [
    { icon: CalendarDays, label: 'When', value: 'Every Thursday' },
    { icon: Clock, label: 'Time', value: '10:00 – 12:00 (EAT)' },
    { icon: MapPin, label: 'Where', value: 'Rotating between our field sites' },
  ] satisfies { icon: LucideIcon; label: string; value: string }[],
  agendaTitle: 'A typical forum',
  agenda: [
    'Review of the month’s births, referrals and deaths with the health facility',
    'Concerns and questions raised by families',
    'Updates from ongoing studies in plain language',
    'Agreed actions, owners and dates, followed up the next week',
  ],
};

export const communityLinks = {
  title: 'Go further with us',
  text: 'Community engagement runs through all our programmes and depends on strong local and national partners.',
  partners: { label: 'Our partners', to: '/partners' },
  programs: { label: 'Our programmes', to: '/programs' },
};
