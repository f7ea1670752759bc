// ApiError from the shared package, not lib/api-client: the loaders' error is the same class, and the
// page's first JavaScript does not load the browser's API client for it (scripts/check-budgets.mjs).
import {
  ApiError,
  EVENTS_URL,
  DEFAULT_EVENT_TIME,
  oneOf,
  type EventItem,
  type PublicReads,
  type UrlStateOf,
  zonedFormat,
} from '@mnch/shared';
import { EVENTS_PAGE, eventChips } from '../../content/events';
import { monthRange } from '../../lib/calendar';
import { zoneLabel } from '../../lib/zone-label';

// The list opens on events not yet over, soonest first; past events are one click away (?time=past).
export { DEFAULT_EVENT_TIME };

/**
 * The list's state, all of it in the URL (?q=&type=&time=&sort=&page=&calendar=YYYY-MM): EVENTS_URL
 * (packages/shared/src/page-urls.ts), its type narrowed to the page's chips.
 */
export const EVENTS_STATE = EVENTS_URL.with({
  type: oneOf(
    eventChips.map((c) => c.id),
    'all',
  ),
});
export type EventFilters = UrlStateOf<typeof EVENTS_STATE.fields>;

export const parseEventFilters = (params: URLSearchParams): EventFilters => EVENTS_STATE.parse(params);

/** The page's address for these filters; defaults are left out. */
export function eventsHref(filters: Partial<EventFilters>, hash = `#${EVENTS_PAGE.listAnchor}`): string {
  return `${EVENTS_PAGE.path}${EVENTS_STATE.href(filters)}${hash}`;
}

export function hasActiveFilters(f: EventFilters): boolean {
  return f.type !== 'all' || f.time !== DEFAULT_EVENT_TIME || f.q !== '';
}

/** Cuts a title to `max` characters plus an ellipsis (calendar chips). */
export function truncate(text: string, max: number = EVENTS_PAGE.calendarTitleLength): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t;
}

export type EventState = 'open' | 'full' | 'closed' | 'past';

/**
 * What a visitor can do: past (ended or completed: register hidden, "Event Completed"), full
 * (registered >= capacity), closed (started, cancelled or past its deadline), or open.
 */
export function eventState(
  e: Pick<EventItem, 'status' | 'startDate' | 'endDate' | 'registered' | 'capacity' | 'registrationDeadline'>,
  now: Date = new Date(),
): EventState {
  const t = now.getTime();
  const start = new Date(e.startDate).getTime();
  const end = e.endDate ? new Date(e.endDate).getTime() : start;
  if (e.status === 'completed' || end < t || (e.status !== 'ongoing' && start <= t && !e.endDate)) return 'past';
  if (e.capacity > 0 && e.registered >= e.capacity) return 'full';
  if (e.status === 'cancelled' || start <= t) return 'closed';
  if (e.registrationDeadline && new Date(e.registrationDeadline).getTime() < t) return 'closed';
  return 'open';
}

export const isVirtual = (e: Pick<EventItem, 'isVirtual' | 'virtualLink' | 'virtual_link'>) =>
  e.isVirtual || Boolean(e.virtualLink ?? e.virtual_link);

const dateStyle = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } satisfies Intl.DateTimeFormatOptions;
const timeStyle = { hour: '2-digit', minute: '2-digit', hour12: false } satisfies Intl.DateTimeFormatOptions;

/** "Tue, 10 Mar 2026" in the site's time zone. */
export function formatEventDate(value: string): string {
  return zonedFormat(dateStyle).format(new Date(value));
}

/** "09:00" in the site's time zone. */
const clock = (value: string) => zonedFormat(timeStyle).format(new Date(value));

/** "Tue, 10 Mar 2026, 09:00 EAT" (the site's zone) or a range when the event ends on another day or time. */
export function formatEventWhen(start: string, end: string | null | undefined): string {
  const day = formatEventDate(start);
  const from = `${day}, ${clock(start)}`;
  if (!end || new Date(end).getTime() <= new Date(start).getTime()) return `${from} ${zoneLabel(start)}`;
  if (formatEventDate(end) === day) return `${from}-${clock(end)} ${zoneLabel(end)}`;
  return `${from} ${zoneLabel(start)} - ${formatEventDate(end)}, ${clock(end)} ${zoneLabel(end)}`;
}

export function formatFee(fee: number, currency: string): string | null {
  if (!fee) return null;
  return `${currency} ${fee.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;
}

// ---------------------------------------------------------------------------------------------
// Loading (on the server, in the route's loader)

export type EventsResult = { status: 'ok'; events: EventItem[]; total: number; totalPages: number } | { status: 'error' };

const typeOf = (chip: string) => eventChips.find((c) => c.id === chip)?.type;

/** One page of the grid, filtered, searched, sorted and paged by the server. */
export async function fetchEvents(read: Pick<PublicReads, 'events'>, f: EventFilters): Promise<EventsResult> {
  try {
    const data = await read.events({
      type: typeOf(f.type),
      time: f.time === 'all' ? undefined : f.time,
      search: f.q || undefined,
      sort: f.sort,
      page: f.page,
      limit: EVENTS_PAGE.pageSize,
    });
    const total = data.pagination.total;
    return { status: 'ok', events: data.events, total, totalPages: Math.ceil(total / EVENTS_PAGE.pageSize) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { status: 'ok', events: [], total: 0, totalPages: 0 };
    return { status: 'error' };
  }
}

/** The next upcoming event, else the first one; none when the time filter is "past". */
export async function fetchFeatured(
  read: Pick<PublicReads, 'events'>,
  f: EventFilters,
): Promise<{ event: EventItem; upcoming: boolean } | null> {
  if (f.time === 'past') return null;
  try {
    const next = await read.events({ time: 'upcoming', sort: 'date', limit: 1 });
    if (next.events[0]) return { event: next.events[0], upcoming: true };
    const first = await read.events({ sort: 'date', limit: 1 });
    return first.events[0] ? { event: first.events[0], upcoming: false } : null;
  } catch {
    return null;
  }
}

export type CalendarResult = { month: string; status: 'ok'; events: EventItem[] } | { month: string; status: 'error' };

/** What the events page shows below its hero for these filters (the loader's, and its island's in place). */
export async function fetchEventsPage(read: Pick<PublicReads, 'events'>, filters: EventFilters, now: Date) {
  const [list, featured, calendar] = await Promise.all([
    fetchEvents(read, filters),
    fetchFeatured(read, filters),
    filters.calendar ? fetchCalendar(read, filters.calendar) : Promise.resolve(null),
  ]);
  // One clock for the server render and hydration: states (past, full) and "today" agree.
  return { list, featured, calendar, now: now.toISOString() };
}

export type EventsPageData = Awaited<ReturnType<typeof fetchEventsPage>>;

/** Every event starting in the month (one request, from/to in the site's time zone). */
export async function fetchCalendar(read: Pick<PublicReads, 'events'>, month: string): Promise<CalendarResult> {
  try {
    const data = await read.events({ ...monthRange(month), sort: 'date', limit: EVENTS_PAGE.calendarLimit });
    return { month, status: 'ok', events: data.events };
  } catch {
    return { month, status: 'error' };
  }
}
