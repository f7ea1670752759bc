/**
 * The events page: chips, filters, sort options, calendar
 * constants and texts. The intro is `eventsIntro` in ./areas.
 */
import { PAGE_SIZES, type EventSort, type EventTimeFilter } from '@mnch/shared';
import type { PageIntro } from './types';

export const EVENTS_PAGE = {
  path: '/events',
  listAnchor: 'browse',
  calendarAnchor: 'calendar',
  /** Cards per page. */
  pageSize: PAGE_SIZES.eventsPage,
  pageWindow: 5,
  /** The month grid: 6 weeks of 7 days, Sunday first. */
  calendarCells: 42,
  /** Event titles in calendar cells are cut to this many characters. */
  calendarTitleLength: 20,
  /** How many events of one month the calendar asks for (the API's maximum page). */
  calendarLimit: 100,
  searchMaxLength: 200,
} as const;

/**
 * The type chips: All, then one per event type in EVENT_TYPES' order (label, the id in the address and
 * the API's `type` value); a test (features/events/events.test.ts) checks that every type has one.
 */
export const eventChips: ReadonlyArray<{ id: string; label: string; type?: string }> = [
  { id: 'all', label: 'All' },
  { id: 'conferences', label: 'Conferences', type: 'Conference' },
  { id: 'workshops', label: 'Workshops', type: 'Workshop' },
  { id: 'webinars', label: 'Webinars', type: 'Webinar' },
  { id: 'training', label: 'Training', type: 'Training' },
  { id: 'seminars', label: 'Seminars', type: 'Seminar' },
  { id: 'summits', label: 'Summits', type: 'Summit' },
  { id: 'symposiums', label: 'Symposiums', type: 'Symposium' },
];

export const eventTimeFilters: ReadonlyArray<{ value: EventTimeFilter; label: string }> = [
  { value: 'all', label: 'All dates' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'this-month', label: 'This month' },
  { value: 'next-month', label: 'Next month' },
  { value: 'past', label: 'Past events' },
];

export const eventSorts: ReadonlyArray<{ value: EventSort; label: string }> = [
  { value: 'date', label: 'Date (soonest first)' },
  { value: '-date', label: 'Date (latest first)' },
  { value: 'rating', label: 'Most popular' },
  { value: 'title', label: 'Alphabetical' },
];

/** Event types offered in the notifications dialog (the chips' types). */
export const notificationEventTypes = eventChips.filter((c) => c.type).map((c) => ({ value: c.type!, label: c.label }));

export const eventsCopy = {
  hero: { showCalendar: 'View Calendar', hideCalendar: 'Hide Calendar', browse: 'Browse Events', notify: 'Get event notifications' },
  featured: { eyebrow: 'Featured', upcoming: 'Next upcoming event', latest: 'Featured event' },
  list: {
    eyebrow: 'All events',
    title: 'Browse events',
    intro: 'Filter by type and date, search, and choose the order. Open an event for its details, registration and calendar file.',
  },
  chipsLabel: 'Event types',
  timeLabel: 'When',
  sortLabel: 'Sort by',
  searchLabel: 'Search events',
  searchPlaceholder: 'Search by title, description or venue',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  showing: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} ${total === 1 ? 'event' : 'events'}`,
  empty: { title: 'No events found', text: 'Try another type, date range or search term.', reset: 'Show all events' },
  noneAhead: { title: 'No upcoming events', text: 'New events are announced here.' },
  pastEvents: 'See past events',
  pageEmpty: { title: 'No events on this page', text: 'This page is past the end of the list.', first: 'Go to the first page' },
  loadFailed: { title: 'The events could not be loaded', text: 'Please try again in a moment.' },
  calendarTitle: 'Events calendar',
  registerNow: 'Register Now',
  notifyCta: {
    title: 'Subscribe to Event Notifications',
    text: 'Be the first to hear about new conferences, workshops, webinars, training and symposiums.',
  },
  card: {
    details: 'View details',
    register: 'Register',
    full: 'Event Full',
    past: 'Past Event',
    online: 'Online',
    onlineEvent: 'Online event',
    free: 'Free',
    seats: (registered: number, capacity: number) => `${registered} / ${capacity} registered`,
    rating: (r: number) => `Rated ${r.toFixed(1)} out of 5`,
  },
} as const;

export const eventsIntro: PageIntro = {
  name: 'Events',
  description: 'Conferences, workshops, webinars, training sessions and symposiums of the centre and its partners.',
  eyebrow: 'Events',
  heading: 'Learn, share and connect',
  lead: 'We host and take part in conferences, workshops, webinars, training sessions and symposiums that bring researchers, health workers and decision makers together.',
};
