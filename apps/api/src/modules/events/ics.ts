import { createEvent, type EventAttributes } from 'ics';
import type { events } from '../../db/schema';
import { slugify } from '@mnch/shared';
import { toPlainText } from '../../lib/sanitize';

type EventRow = typeof events.$inferSelect;

/** An end after the start: the stored end, else one hour after the start. */
function endOf(row: EventRow): number {
  const start = row.startDate.getTime();
  const end = row.endDate?.getTime();
  return end !== undefined && end > start ? end : start + 60 * 60 * 1000;
}

/**
 * The event as an iCalendar (RFC 5545) file made with the `ics` package: title, description as plain
 * text, start and end in UTC, location (the venue, or the meeting link of a virtual event), the
 * event's page on the site and the organizer.
 */
export function buildIcs(row: EventRow, origin: string): { filename: string; body: string } {
  let page: URL | undefined;
  try {
    page = new URL(`/events?event=${row.id}`, origin);
    if (page.protocol !== 'http:' && page.protocol !== 'https:') page = undefined;
  } catch {
    page = undefined;
  }
  const location = (row.isVirtual ? row.virtualLink || row.venueName : row.venueName || row.virtualLink) ?? undefined;
  const attributes: EventAttributes = {
    uid: `event-${row.id}@${page?.hostname || 'localhost'}`,
    productId: 'mnch-centre/events',
    title: row.title,
    description: toPlainText(row.description) || undefined,
    start: row.startDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: endOf(row),
    endInputType: 'utc',
    endOutputType: 'utc',
    location,
    url: page?.href,
    organizer: row.contactEmail ? { name: row.organizer, email: row.contactEmail } : { name: row.organizer },
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    categories: [row.type],
    created: row.createdAt.getTime(),
    lastModified: row.updatedAt.getTime(),
  };
  let { error, value } = createEvent(attributes);
  if (error || !value) {
    // The package validates addresses more strictly than we do: without them rather than not at all.
    ({ error, value } = createEvent({ ...attributes, url: undefined, organizer: { name: row.organizer } }));
  }
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return { filename: `${slugify(row.title, `event-${row.id}`)}.ics`, body: value };
}
