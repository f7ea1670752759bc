import { createEvent, type EventAttributes } from 'ics';
import type { events } from '../../db/schema';
import { eventPath, slugify } from '@mnch/shared';
import { toPlainText } from '../../lib/sanitize';

type EventRow = typeof events.$inferSelect;

/**
 * The most characters of an event's description a calendar file carries; a longer one is cut and ends
 * in "…" (the file links the event's page, which shows all of it). The `ics` package folds long lines
 * in time that grows with the square of their length: the 25,000 characters of text a 100 KB
 * description can hold took about 2 s of CPU on every download, 4,000 take a few milliseconds
 * (apps/api/test/rich-text.test.ts, "cost of the worst accepted input").
 */
export const ICS_DESCRIPTION_MAX_LENGTH = 4_000;

/** The description as plain text, at most ICS_DESCRIPTION_MAX_LENGTH characters, never half a surrogate pair. */
function descriptionText(html: string | null): string | undefined {
  const text = toPlainText(html);
  if (text.length <= ICS_DESCRIPTION_MAX_LENGTH) return text || undefined;
  let cut = text.slice(0, ICS_DESCRIPTION_MAX_LENGTH - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Text fit for a quoted parameter value (RFC 5545, 3.1 and 3.2: `param-value` is `paramtext` or a
 * `quoted-string`, and neither may hold a DQUOTE or any control character). The `ics` package wraps the
 * value in DQUOTEs but leaves CR and LF in it (so a stored organizer of `Org\r\nORGANIZER:mailto:…` ended
 * the line and added a property) and writes `\"` for a DQUOTE, which ends the quoted string early. Here
 * every line break, tab and other control character becomes a space and a DQUOTE an apostrophe, so the
 * value stays one quoted parameter whatever it holds. `fallback` when nothing is left.
 */
export function icsParamText(value: string | null | undefined, fallback: string): string {
  const text = (value ?? '')
    // eslint-disable-next-line no-control-regex -- the control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replaceAll('"', "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text || fallback;
}

/** An end after the start: the stored end, else one hour after the start. */
function endOf(row: EventRow): number {
  const start = row.startDate.getTime();
  const end = row.endDate?.getTime();
  return end !== undefined && end > start ? end : start + 60 * 60 * 1000;
}

/**
 * The event as an iCalendar (RFC 5545) file made with the `ics` package: title, description as plain
 * text (cut at ICS_DESCRIPTION_MAX_LENGTH), start and end in UTC, location (the venue, or the meeting link of a virtual event), the
 * event's page on the site and the organizer.
 */
export function buildIcs(row: EventRow, origin: string): { filename: string; body: string } {
  let page: URL | undefined;
  try {
    page = new URL(eventPath(row.slug), origin);
    if (page.protocol !== 'http:' && page.protocol !== 'https:') page = undefined;
  } catch {
    page = undefined;
  }
  const location = (row.isVirtual ? row.virtualLink || row.venueName : row.venueName || row.virtualLink) ?? undefined;
  const organizer = icsParamText(row.organizer, 'Organizer');
  const attributes: EventAttributes = {
    uid: `event-${row.id}@${page?.hostname || 'localhost'}`,
    productId: 'mnch-centre/events',
    title: row.title,
    description: descriptionText(row.description),
    start: row.startDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: endOf(row),
    endInputType: 'utc',
    endOutputType: 'utc',
    location,
    url: page?.href,
    organizer: row.contactEmail ? { name: organizer, email: row.contactEmail } : { name: organizer },
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    categories: [row.type],
    created: row.createdAt.getTime(),
    lastModified: row.updatedAt.getTime(),
  };
  let { error, value } = createEvent(attributes);
  if (error || !value) {
    // The package validates addresses more strictly than we do: without them rather than not at all.
    ({ error, value } = createEvent({ ...attributes, url: undefined, organizer: { name: organizer } }));
  }
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return { filename: `${slugify(row.title, `event-${row.id}`)}.ics`, body: value };
}
