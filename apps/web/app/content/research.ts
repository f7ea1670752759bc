/** Texts and constants of the projects list on the research page. */
import { FlaskConical, GraduationCap, Landmark, Laptop, Lightbulb, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import { hasKey, type ProjectCategory } from '@mnch/shared';
import type { Feature, PageIntro } from './types';

export const PROJECT_LIST = {
  path: '/research',
  anchor: 'projects',
  /** Description preview length, in characters. */
  previewLength: 80,
  tagsPerCard: 2,
  /** Typing pauses this long before the search runs. */
} as const;

export const projectListCopy = {
  eyebrow: 'Projects',
  title: 'Research projects',
  intro: 'Search our ongoing and completed projects by title, description or tag, and filter them by status and category.',
  searchLabel: 'Search projects',
  searchPlaceholder: 'Search by title, description or tag...',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  statusLabel: 'Project status',
  categoryLabel: 'Project category',
  statusFilters: [
    { label: 'All', status: undefined },
    { label: 'Ongoing', status: 'active' },
    { label: 'Completed', status: 'completed' },
    /** Shown only while there are paused projects under the current search. */
    { label: 'Paused', status: 'paused' },
  ] as const,
  allCategories: 'All categories',
  pagesLabel: 'Project pages',
  /** A page number past the last page of the list. */
  pastLast: {
    title: 'No projects on this page',
    text: (pages: number) => `The list has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    back: 'Go to the last page',
  },
  viewDetails: 'View Details',
  bookmark: 'Bookmark',
  bookmarked: 'Bookmarked',
  bookmarkAdded: (title: string) => `Bookmarked "${title}". It stays saved in this browser.`,
  bookmarkRemoved: (title: string) => `Removed "${title}" from your bookmarks.`,
  share: 'Share',
  linkCopied: 'Link copied to clipboard',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
  showing: (from: number, to: number, total: number) =>
    from === 1 && to === total
      ? `Showing ${total} of ${total} ${total === 1 ? 'project' : 'projects'}`
      : `Showing ${from}-${to} of ${total} projects`,
  empty: { title: 'No Projects Found', text: 'Try adjusting your filters or search criteria', reset: 'Reset Filters' },
  loadFailed: { title: 'Projects unavailable', text: 'Projects could not be loaded right now. Please try again later.' },
};

/** Category labels and the icon shown on a card without an image. */
export const projectCategories: Record<ProjectCategory, { label: string; icon: LucideIcon; gradient: string }> = {
  research: { label: 'Research', icon: FlaskConical, gradient: 'from-brand-800 via-brand-600 to-emerald-400' },
  innovation: { label: 'Innovation', icon: Lightbulb, gradient: 'from-amber-700 via-amber-500 to-amber-300' },
  training: { label: 'Training', icon: GraduationCap, gradient: 'from-sky-800 via-sky-600 to-cyan-400' },
  policy: { label: 'Policy', icon: Landmark, gradient: 'from-violet-800 via-violet-600 to-indigo-400' },
};

/** The label and icon of a project's category; undefined for a category without one. */
export const projectCategoryStyle = (category: string | null | undefined) =>
  category && hasKey(projectCategories, category) ? projectCategories[category] : undefined;

/** The article page when it shows a project. */
export const projectArticleCopy = {
  backToProjects: { label: 'Back to Projects', to: '/research#projects' },
  share: 'Share project',
  facts: {
    status: 'Status',
    category: 'Category',
    duration: 'Duration',
    dates: 'Dates',
    scope: 'Geographical scope',
    participants: 'Participants',
    investigator: 'Principal investigator',
    funding: 'Funding source',
    partners: 'Partners',
    team: 'Team',
    tags: 'Tags',
  },
  aboutTitle: 'About the project',
  notFound: { title: 'Project not found', text: "The project you're looking for doesn't exist or is no longer on the site" },
  error: { title: 'Error loading the project', text: 'Please try again or go back to the projects' },
};

export const researchIntro: PageIntro = {
  name: 'Research',
  description: 'Ongoing and completed research projects of the centre in maternal, newborn and child health.',
  eyebrow: 'Research',
  heading: 'Research that changes care',
  lead: 'Our projects test how to deliver proven care to every mother and child: in hospitals, in health centres and at home.',
};

export const researchThemes: Feature[] = [
  { icon: Stethoscope, title: 'Quality of care', text: 'What improves care around birth and for small and sick newborns.' },
  { icon: Users, title: 'Community health', text: 'How village health teams and families can reach care earlier.' },
  { icon: Laptop, title: 'Digital innovation', text: 'Tools that help health workers decide, record and follow up.' },
  { icon: Landmark, title: 'Health policy and systems', text: 'Financing, workforce and governance that sustain good care.' },
];

export const researchCollaborate = {
  title: 'Collaborate with us',
  text: 'We welcome research partners, students and funders who share our goals.',
  primary: { label: 'Partner with us', to: '/partners' },
  secondary: { label: 'Read our publications', to: '/publications' },
};
