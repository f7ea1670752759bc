/**
 * Fixed content of the media page: the four tabs with their
 * titles and subtitles, the static press releases and newsletters, and the texts of each tab.
 */
import { FileText, Image, Megaphone, Newspaper, type LucideIcon } from 'lucide-react';
import type { PageIntro } from './types';

export const MEDIA_TAB_IDS = ['news', 'reports', 'press', 'gallery'] as const;
export type MediaTabId = (typeof MEDIA_TAB_IDS)[number];

export interface MediaTab {
  id: MediaTabId;
  /** The tab's label. */
  label: string;
  icon: LucideIcon;
  /** The page title and subtitle while this tab is active. */
  title: string;
  subtitle: string;
}

/** Never empty: the first tab is the one shown when none is named. */
export const mediaTabList: readonly [MediaTab, ...MediaTab[]] = [
  {
    id: 'news',
    label: 'Latest News',
    icon: Newspaper,
    title: 'Latest News',
    subtitle: 'Stories from our research, programmes, partnerships and events across Uganda and the region.',
  },
  {
    id: 'reports',
    label: 'Policy Briefs & Reports',
    icon: FileText,
    title: 'Policy Briefs & Reports',
    subtitle: 'Evidence summaries for decision makers and the full findings of our studies and evaluations.',
  },
  {
    id: 'press',
    label: 'Press Releases & Newsletters',
    icon: Megaphone,
    title: 'Press Releases & Newsletters',
    subtitle: 'Official announcements from the centre and the editions of our newsletter.',
  },
  {
    id: 'gallery',
    label: 'Media Gallery',
    icon: Image,
    title: 'Media Gallery',
    subtitle: 'Photos, videos and infographics from our field sites, trainings and events.',
  },
];

/** Paging of the media page's server lists. */
export const MEDIA_NEWS_PAGE_SIZE = 9;
export const MEDIA_REPORTS_PAGE_SIZE = 9;
export const MEDIA_GALLERY_PAGE_SIZE = 12;
/** The publication type listed on the reports tab when there is no search term. */
export const REPORTS_DEFAULT_TYPE = 'Policy Brief';

export const newsCopy = {
  filterLabel: 'Filter news by category',
  all: 'All',
  readMore: 'Read More',
  pagesLabel: 'News pages',
  loadFailed: 'Could not load more articles. Please try again.',
  /** A page number past the last page of the news. */
  pastLast: {
    title: 'No articles on this page',
    text: (pages: number) => `The news has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    back: 'Go to the last page',
  },
  empty: { title: 'No news yet', text: 'News articles appear here as soon as they are published.' },
  emptyCategory: { title: 'No articles in this category', text: 'Try another category or show all news.' },
  minRead: (minutes: number) => `${minutes} min read`,
};

export const reportsCopy = {
  searchLabel: 'Search policy briefs and reports',
  searchPlaceholder: 'Search policy briefs...',
  search: 'Search',
  clearSearch: 'Clear search',
  open: 'Open document',
  /** A report without a file but with a DOI links to it; one with neither has no button. */
  readOnline: 'Read online',
  readOnlineLabel: (title: string) => `Read online: ${title} (opens in a new tab)`,
  empty: { title: 'No reports found', text: 'Try another search term, or clear the search to see all policy briefs.' },
  resultsFor: (term: string, total: number) => `${total} ${total === 1 ? 'result' : 'results'} for “${term}”`,
  briefsCount: (total: number) => `${total} policy ${total === 1 ? 'brief' : 'briefs'}`,
};

export const pressCopy = {
  releasesTitle: 'Press Releases',
  releasesEmpty: 'No press releases yet.',
  readRelease: 'Read the full release',
  newslettersTitle: 'Newsletters',
  newslettersLink: { label: 'Browse the newsletter archive', to: '/newsletter' },
  edition: (edition: string) => `Edition ${edition}`,
  subscribers: (count: number) => `${count.toLocaleString('en-US')} subscribers`,
};

export const galleryCopy = {
  empty: { title: 'No gallery items yet', text: 'Photos and videos from our work appear here once they are published.' },
  open: (title: string) => `Open ${title}`,
  previous: 'Previous image',
  next: 'Next image',
  position: (index: number, total: number) => `${index} of ${total}`,
};

export const subscribeCopy = {
  title: 'Stay informed',
  text: 'Get our latest research, programme news, policy briefs and event announcements in your inbox.',
  open: 'Subscribe to our newsletter',
  dialogTitle: 'Subscribe to our newsletter',
  dialogDescription: 'We send a few updates a month. You can unsubscribe at any time.',
  email: 'Email address',
  name: 'Full name',
  organization: 'Organization (optional)',
  interests: 'Areas of interest (optional)',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  cancel: 'Cancel',
  close: 'Close',
};

export interface StaticNewsletter {
  id: number;
  title: string;
  description: string;
  edition: string;
  /** ISO date. */
  date: string;
  subscribers: number;
}

export const staticNewsletters: StaticNewsletter[] = [
  {
    id: 1,
    title: 'Quarterly Research Update',
    description: 'Highlights from our newborn care, nutrition and adolescent health studies, with new publications and grants.',
    edition: 'Q1 2025',
    date: '2025-03-31',
    subscribers: 2450,
  },
  {
    id: 2,
    title: 'Programme News',
    description: 'News from our field sites: training of village health teams, facility quality improvement and community forums.',
    edition: 'Q4 2024',
    date: '2024-12-20',
    subscribers: 2310,
  },
  {
    id: 3,
    title: 'Policy and Partnerships',
    description: 'Policy briefs shared with decision makers, new partners and the outcomes of joint projects.',
    edition: 'Q3 2024',
    date: '2024-09-30',
    subscribers: 2180,
  },
];

export const mediaIntro: PageIntro = {
  name: 'Media',
  description: 'Latest news, policy briefs and reports, press releases and newsletters, and the media gallery of the centre.',
  eyebrow: 'Media',
  heading: 'News and media',
  lead: 'The latest news from our projects, policy briefs and reports, and photos and videos from the field.',
};
