import { PROJECT_CATEGORIES, PROJECT_STATUSES, isDateYear } from './constants';
import { ARTICLE_LIMITS } from './rules/articles';
import { DEFAULT_EVENT_TIME, EVENT_SORTS, EVENT_TIME_FILTERS } from './rules/events';
import { PARTNER_TYPES } from './rules/partners';
import { PROJECT_LIMITS } from './rules/projects';
import { PUBLICATION_LIMITS } from './rules/publications';
import { TEAM_CATEGORIES } from './rules/team';
import { defineUrlState, oneOf, page, text } from './rules/url-state';

/**
 * The address state of each public list, every parameter named once (issue 36): the page parses and
 * links with its definition (apps/web/app/features/<page>), the page cache keeps its `params`
 * (PAGE_QUERY_PARAMS below). A list's search term is `q` on every page. Values that are page copy (a
 * page's chips) are plain text here, and the page narrows them with `.with(...)` to its own list.
 */

/** The longest search term the events list takes: the API's limit (schemas/events.ts `eventsQuerySchema`). */
const EVENT_SEARCH_MAX = 200;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** /events?type=&time=&q=&sort=&page=&calendar=YYYY-MM, and its dialogs. */
export const EVENTS_URL = defineUrlState(
  {
    /** A chip id of the page (content/events.ts); 'all' is no filter. */
    type: text(100, { fallback: 'all' }),
    time: oneOf(EVENT_TIME_FILTERS, DEFAULT_EVENT_TIME),
    q: text(EVENT_SEARCH_MAX),
    sort: oneOf(EVENT_SORTS, 'date'),
    page: page(),
    /** The month the calendar shows; absent when it is hidden. */
    calendar: text(7, { test: (value) => isDateYear(Number(MONTH.exec(value)?.[1])), fallback: undefined }),
  },
  { others: ['event', 'register', 'registered', 'notify', 'notified'], formerly: { search: 'q' } },
);

/** /research?q=&status=&category=&page= (page: the page of results shown, one per answer). */
export const RESEARCH_URL = defineUrlState(
  { q: text(PROJECT_LIMITS.searchTerm), status: oneOf(PROJECT_STATUSES), category: oneOf(PROJECT_CATEGORIES), page: page() },
  { formerly: { search: 'q' } },
);

/** /newsletter?category=&q=&sort=&page=; category and sort are the page's chips and sorts (content/newsletter.ts). */
export const NEWSLETTER_URL = defineUrlState(
  { category: text(100, { fallback: 'all' }), q: text(ARTICLE_LIMITS.search), sort: text(20, { fallback: 'newest' }), page: page() },
  { others: ['subscribed', 'preview'], formerly: { search: 'q' } },
);

/** /publications?q=&type=&year=&topic=&author=&page=, and the Cite dialog (`cite`, `format`). */
export const PUBLICATIONS_URL = defineUrlState(
  {
    q: text(PUBLICATION_LIMITS.searchTerm),
    type: text(100, { collapse: true }),
    year: text(4, { test: (value) => /^\d{4}$/.test(value) }),
    topic: text(PUBLICATION_LIMITS.keyword, { collapse: true }),
    author: text(PUBLICATION_LIMITS.authorName, { collapse: true }),
    page: page(),
  },
  { others: ['cite', 'format'] },
);

/** /media: the tab, each tab's list (news pages, the reports' search and page, gallery pages), its dialogs. */
export const MEDIA_URL = defineUrlState(
  {
    /** A tab id of the page (content/media.ts); none is the first tab. */
    tab: text(20),
    category: text(100),
    newsPage: page(),
    q: text(PUBLICATION_LIMITS.searchTerm),
    reportsPage: page(),
    galleryPage: page(),
  },
  { others: ['image', 'subscribe', 'subscribed'] },
);

/** /training?q=&status=: the student directory (the status is the page's, content/students.ts), and a student's dialog. */
export const TRAINING_URL = defineUrlState({ q: text(200), status: text(20) }, { others: ['student'] });

/** /team?group=: a team category, and a member's dialog. */
export const TEAM_URL = defineUrlState({ group: oneOf(TEAM_CATEGORIES) }, { others: ['member'] });

/** /partners?type=: a partner type ('all' for none), and a partner's dialog (in the list or on the map). */
export const PARTNERS_URL = defineUrlState({ type: oneOf([...PARTNER_TYPES, 'all'], 'all') }, { others: ['partner', 'mapPartner'] });

/** The public pages with a list state, by path. */
export const PAGE_URL_STATES = {
  '/events': EVENTS_URL,
  '/research': RESEARCH_URL,
  '/publications': PUBLICATIONS_URL,
  '/media': MEDIA_URL,
  '/newsletter': NEWSLETTER_URL,
  '/training': TRAINING_URL,
  '/team': TEAM_URL,
  '/partners': PARTNERS_URL,
} as const;

/**
 * The query parameters each public page reads (its loader and components); the page cache keys a page by
 * these alone, in this order, and renders it at that address, so any other parameter is ignored by the
 * page as well. A page reading a parameter not listed here never sees it: add it to its definition above
 * (or here, for a page without a list). `/article/*` is every article address.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/': ['program', 'social'],
  ...Object.fromEntries(Object.entries(PAGE_URL_STATES).map(([path, state]) => [path, state.params])),
  '/programs': ['program'],
  '/jobs': ['pathway', 'details', 'job', 'talent', 'subscribed'],
  '/impact': ['layer', 'income', 'activity', 'country', 'region', 'site'],
  '/article/*': ['project'],
  // A form posted without scripts comes back to its page with its outcome (apps/web/app/lib/form-action.server.ts).
  '/contact': ['sent'],
  // Dialogs with a form, opened by the address (docs/no-script.md, "Forms"), and their outcome.
  '/get-involved': ['dialog', 'sent'],
};

/**
 * The address a page request naming a former parameter (`/events?search=x`) moves to: the same address
 * with each such parameter under its name now, in its place (dropped when the new name is there too), or
 * null when it names none. The server answers it with a 301 (apps/api/src/plugins/web.ts).
 */
export function movedPageAddress(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const formerly: Readonly<Record<string, string>> =
    (PAGE_URL_STATES as Record<string, { formerly: Record<string, string> }>)[path]?.formerly ?? {};
  const params = new URLSearchParams(search);
  // Own names only: `?constructor=` is no former parameter.
  const formerName = (name: string) => (Object.hasOwn(formerly, name) ? formerly[name] : undefined);
  if (![...params.keys()].some((name) => formerName(name) !== undefined)) return null;
  const moved = new URLSearchParams();
  for (const [name, value] of params) {
    const now = formerName(name);
    if (now === undefined) moved.append(name, value);
    else if (!params.has(now)) moved.append(now, value);
  }
  const query = moved.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
