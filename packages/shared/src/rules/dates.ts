import { CENTRE_UTC_OFFSET, CENTRE_UTC_OFFSET_MS, isDateYear } from '../constants';

/**
 * The one rule for dates the site reads from people and clients (forms, API bodies, list filters):
 * ISO 8601 dates ("2025-03-10") and date-times ("2025-03-10T09:00", "...Z", "...+03:00"). A value
 * without an offset is the centre's date and time (CENTRE_TIME_ZONE in ../constants.ts), whatever
 * time zone the server or the browser runs in. Without zod, so that pages can use it.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * The instant an ISO date or date-time names; one without an offset is read in the centre's time zone
 * (a date alone is the start of that day there). Null for anything else, including impossible days
 * (2025-02-30), times (24:00) and years outside DATE_YEARS.
 */
export function parseDate(value: string): Date | null {
  const v = value.trim();
  const m = ISO_DATE.exec(v);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isDateYear(year) || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return null;
  let text = v.replace(' ', 'T');
  if (m[4] === undefined) text += `T00:00:00${CENTRE_UTC_OFFSET}`;
  else if (!m[7]) text += CENTRE_UTC_OFFSET;
  else if (/^[+-]\d{2}$/.test(m[7])) text += ':00';
  else if (/^[+-]\d{4}$/.test(m[7])) text = text.slice(0, -2) + ':' + text.slice(-2);
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True for a date without a time ("2025-03-31"). */
export const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim());

/** The last millisecond of the centre's day a date-only value names; other values as parseDate. */
export function parseDateEnd(value: string): Date | null {
  const date = parseDate(value);
  return date && isDateOnly(value) ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/** An instant as the centre's date and time, `YYYY-MM-DDTHH:mm` (a datetime-local value); '' when none or invalid. */
export function toCentreDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const t = new Date(value).getTime();
  if (!Number.isFinite(t)) return '';
  return new Date(t + CENTRE_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/** An instant as the centre's date, `YYYY-MM-DD` (a date input's value); '' when none or invalid. */
export const toCentreDate = (value: string | number | Date | null | undefined) => toCentreDateTime(value).slice(0, 10);

/** A form's date or date-time (read as parseDate reads it) as an ISO instant; '' when empty or invalid. */
export function toIsoInstant(value: string): string {
  return parseDate(value)?.toISOString() ?? '';
}
