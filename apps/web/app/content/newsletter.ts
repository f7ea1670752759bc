import type { ArticleSort } from '@mnch/shared';
/**
 * The newsletter page: chips, sort options,
 * constants and texts. The intro (name, heading, lead) is `newsletterIntro` in ./areas.
 */
import { PAGE_SIZES, type ARTICLE_CATEGORIES } from '@mnch/shared';
import type { PageIntro } from './types';

type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const NEWSLETTER_PAGE = {
  path: '/newsletter',
  archiveAnchor: 'archive',
  /** Archive cards per page. */
  pageSize: PAGE_SIZES.newsletterArchive,
  /** At most this many page numbers in the pager. */
  pageWindow: 5,
  /** Reading speed on the newsletter page (words per minute). */
  wordsPerMinute: 225,
  searchMaxLength: 200,
  favouritesKey: 'newsletterFavorites',
  /**
   * The subscription form's section, where every subscription form of the site posts without scripts
   * (the footer's, the careers page's, this page's), and the parameter of the address it comes back to
   * after success (PAGE_QUERY_PARAMS['/newsletter']).
   */
  subscribeAnchor: 'subscribe',
  subscribedParam: 'subscribed',
  /** The `_form` of the page's full form and of the email-only forms. */
  forms: { full: 'newsletter', email: 'newsletter-email' },
} as const;

/** Where the email-only subscription forms post before or without scripts. */
export const SUBSCRIBE_ACTION = `${NEWSLETTER_PAGE.path}#${NEWSLETTER_PAGE.subscribeAnchor}`;

/**
 * The category chips. The archive stores the article categories of the back office,
 * so each chip filters by the category it stands for; "Event" issues are listed under All.
 */
export const newsletterChips: ReadonlyArray<{ id: string; label: string; category?: ArticleCategory }> = [
  { id: 'all', label: 'All Newsletters' },
  { id: 'research-updates', label: 'Research Updates', category: 'Research Breakthrough' },
  { id: 'program-news', label: 'Program News', category: 'Program Expansion' },
  { id: 'policy-briefs', label: 'Policy Briefs', category: 'Press Release' },
  { id: 'partnerships', label: 'Partnerships', category: 'Partnership' },
  { id: 'awards', label: 'Awards & Recognition', category: 'Award' },
];

/**
 * Sort options. The API lists newsletters newest first; "oldest" reads the same order from the other
 * end. "Most popular" (readCount) is not offered: the API has no sort for newsletters, and sorting one
 * page in the browser would not be a real ranking.
 */
export const newsletterSorts = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'popular', label: 'Most popular' },
] as const satisfies ReadonlyArray<{ value: ArticleSort; label: string }>;
export type NewsletterSort = (typeof newsletterSorts)[number]['value'];

export const newsletterCopy = {
  heroSubscribe: 'Subscribe',
  heroBrowse: 'Browse the archive',
  stats: {
    issues: 'Issues published',
    topics: 'Topics covered',
    years: 'Years publishing',
  },
  featured: { eyebrow: 'Latest issue', title: 'Featured newsletter' },
  archive: {
    eyebrow: 'Archive',
    title: 'Newsletter archive',
    intro: 'Every issue we have published. Filter by topic, search titles, summaries and tags, or change the order.',
  },
  chipsLabel: 'Newsletter categories',
  searchLabel: 'Search newsletters',
  searchPlaceholder: 'Search by title, summary or tag',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  sortLabel: 'Sort by',
  showing: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} ${total === 1 ? 'issue' : 'issues'}`,
  empty: {
    title: 'No newsletters found',
    text: 'Try another category or search term.',
    reset: 'Show all newsletters',
  },
  pageEmpty: { title: 'No newsletters on this page', text: 'This page is past the end of the archive.', first: 'Go to the first page' },
  loadFailed: {
    title: 'The newsletters could not be loaded',
    text: 'Please try again in a moment.',
  },
  card: {
    preview: 'Preview',
    view: 'View',
    download: 'Download',
    open: 'Open issue',
    addFavourite: 'Add to favourites',
    removeFavourite: 'Remove from favourites',
    favouriteAdded: (title: string) => `Added "${title}" to your favourites`,
    favouriteRemoved: (title: string) => `Removed "${title}" from your favourites`,
    reads: (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'read' : 'reads'}`,
    minutes: (n: number) => `${n} min read`,
    pdf: 'PDF',
    word: 'Word',
  },
  preview: { close: 'Close', tags: 'Tags', noSummary: 'No summary was published with this issue.' },
  cta: {
    title: 'Never miss an issue',
    text: 'Subscribe and receive research updates, programme news, policy developments and event announcements by email.',
    button: 'Subscribe to the newsletter',
  },
  subscribe: {
    title: 'Subscribe to our newsletter',
    description: 'Fields marked * are required. We only use your details to send the newsletter.',
    email: 'Email address',
    name: 'Full name',
    organization: 'Organization',
    interests: 'Interests',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    cancel: 'Cancel',
  },
} as const;

export const newsletterIntro: PageIntro = {
  name: 'Newsletter',
  description: 'Subscribe to the newsletter of the centre: research updates, programme news, policy, partnerships and events.',
  eyebrow: 'Newsletter',
  heading: 'Our newsletter',
  lead: 'Research findings, programme news, policy developments and events from the centre, delivered to your inbox about once a month.',
};
