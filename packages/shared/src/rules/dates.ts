import { isDateYear } from '../constants';
import { wallTimeToInstant } from './time-zone';

/**
 * The one rule for dates the site reads from people and clients (forms, API bodies, list filters):
 * ISO 8601 dates ("2025-03-10") and date-times ("2025-03-10T09:00", "...Z", "...+03:00"). A value
 * without an offset is a date and time of the site's time zone (SITE_TIME_ZONE, ../site-time-zone.ts),
 * whatever time zone the server or the browser runs in. Without zod, so that pages can use it.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * The instant an ISO date or date-time names; one without an offset is read in the site's time zone
 * (a date alone is the start of that day there; a time the clocks skip or repeat as wallTimeToInstant
 * reads it). Null for anything else, including impossible days (2025-02-30), times (24:00) and years
 * outside DATE_YEARS.
 */
export function parseDate(value: string): Date | null {
  const v = value.trim();
  const m = ISO_DATE.exec(v);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isDateYear(year) || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offset = m[8];
  if (!offset) {
    const ms = m[7] ? Math.floor(Number(m[7]) * 1000) : 0;
    return new Date(wallTimeToInstant({ year, month, day, hour, minute, second }, undefined, ms));
  }
  let text = v.replace(' ', 'T');
  if (/^[+-]\d{2}$/.test(offset)) text += ':00';
  else if (/^[+-]\d{4}$/.test(offset)) text = text.slice(0, -2) + ':' + text.slice(-2);
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True for a date without a time ("2025-03-31"). */
export const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim());

/**
 * The last millisecond of the site zone's day a date-only value names (a day of 23 or 25 hours when
 * the clocks change); other values as parseDate.
 */
export function parseDateEnd(value: string): Date | null {
  const date = parseDate(value);
  if (!date || !isDateOnly(value)) return date;
  const [year, month, day] = value.trim().split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const start = wallTimeToInstant({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  });
  return new Date(start - 1);
}

/** A form's date or date-time (read as parseDate reads it) as an ISO instant; '' when empty or invalid. */
export function toIsoInstant(value: string): string {
  return parseDate(value)?.toISOString() ?? '';
}
