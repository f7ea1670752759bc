import { EVENT_STATUSES, EVENT_TYPES, previewText, type EventItem } from '@mnch/shared';
import type { BadgeTone } from '../../../components/ui';
import { formatDate, formatTime as formatClockTime } from '../../../lib/dates';
import { formatDateTime as formatDateAndTime } from '../components/date-time';
import { zoneLabel } from '../../../lib/zone-label';

/** Events per page in the grid and the list (a multiple of the grid's 2 and 3 columns). */
export const EVENTS_PAGE_SIZE = 12;
/** The calendar asks for at most this many events of its 42 days (the API's largest page). */
export const CALENDAR_LIMIT = 100;

export const EVENT_STATUS_LABELS: Record<string, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Badge colours: Ongoing green, Upcoming blue, Completed gray, Cancelled red. */
export const EVENT_STATUS_TONES: Record<string, BadgeTone> = {
  upcoming: 'blue',
  ongoing: 'brand',
  completed: 'neutral',
  cancelled: 'red',
};

export const EVENT_STATUS_OPTIONS = EVENT_STATUSES.map((value) => ({ value, label: EVENT_STATUS_LABELS[value] ?? value }));
export const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((value) => ({ value, label: value }));

export const statusLabel = (status: string) => EVENT_STATUS_LABELS[status] ?? status;
export const statusTone = (status: string): BadgeTone => EVENT_STATUS_TONES[status] ?? 'neutral';

/** "10 Mar 2026" in the site's time zone; a dash when there is no date. */
export function formatDay(value: string | null | undefined): string {
  return formatDate(value, 'short') ?? '—';
}

/** "09:00" in the site's time zone. */
export function formatTime(value: string): string {
  return formatClockTime(value) ?? '';
}

/** "Tue, 10 Mar 2026, 09:00 EAT" in the site's time zone; a dash when there is no date. */
export function formatDateTime(value: string | null | undefined): string {
  const text = formatDateAndTime(value, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return text && value ? `${text} ${zoneLabel(value)}` : '—';
}

/** "Free" or "UGX 25,000.50". */
export function formatFee(fee: number, currency: string): string {
  if (!fee) return 'Free';
  return `${currency} ${fee.toLocaleString('en-GB', { minimumFractionDigits: fee % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** Where it happens: the venue, or "Virtual event". */
export function eventPlace(e: Pick<EventItem, 'isVirtual' | 'venueName'>): string {
  return e.isVirtual ? 'Virtual event' : e.venueName || '—';
}

/** Seats taken, 0-100, for the capacity bar. */
export function fillPercent(registered: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.min(100, Math.round((registered / capacity) * 100));
}

/** A plain-text preview of rich HTML (cards). */
export function plainText(html: string, max = 140): string {
  return previewText(html, max, '…');
}
