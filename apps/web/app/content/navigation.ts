import { programHref, programLinks } from './program-links';

/** The public header menu. */
export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  /** Used for element ids. */
  id: string;
  items: NavLink[];
}

export type NavEntry = ({ kind: 'link' } & NavLink) | ({ kind: 'group' } & NavGroup);

export const mainNavigation: NavEntry[] = [
  { kind: 'link', label: 'Home', to: '/' },
  {
    kind: 'group',
    id: 'about',
    label: 'About Us',
    items: [
      { label: 'Our Background', to: '/about#background' },
      { label: 'Vision & Mission', to: '/about#mission' },
      { label: 'Focus Areas', to: '/focus-areas' },
      { label: 'What We Do', to: '/programs' },
      { label: 'Our Team', to: '/team#team' },
      { label: 'Our Approach', to: '/about#our-approach' },
      { label: 'Awards and Recognition', to: '/about#awards' },
    ],
  },
  {
    kind: 'group',
    id: 'impact',
    label: 'Impact',
    items: [
      { label: 'Our Reach', to: '/impact#our-reach' },
      { label: 'Success Stories', to: '/impact#stories' },
      { label: 'Community Engagement', to: '/community-engagement' },
    ],
  },
  {
    kind: 'group',
    id: 'programs',
    label: 'Programs',
    items: programLinks.map((p) => ({ label: p.menuLabel, to: programHref(p.id) })),
  },
  {
    kind: 'group',
    id: 'research',
    label: 'Research',
    items: [
      { label: 'On Going Projects', to: '/research?status=active#projects' },
      { label: 'Completed Projects', to: '/research?status=completed#projects' },
      { label: 'Publications', to: '/publications' },
    ],
  },
  { kind: 'link', label: 'Partners', to: '/partners' },
  {
    kind: 'group',
    id: 'media',
    label: 'Media',
    items: [
      { label: 'Blog/Latest News', to: '/media#news' },
      { label: 'Newsletter', to: '/newsletter' },
      { label: 'Gallery', to: '/media?tab=gallery#gallery' },
      { label: 'Policy Briefs & Reports', to: '/media?tab=reports#reports' },
    ],
  },
  {
    kind: 'group',
    id: 'get-involved',
    label: 'Get Involved',
    items: [
      { label: 'Ways to Get Involved', to: '/get-involved' },
      { label: 'Partner', to: '/partners' },
      { label: 'Careers', to: '/jobs' },
      { label: 'Events', to: '/events' },
      { label: 'Contact US', to: '/contact' },
    ],
  },
];
