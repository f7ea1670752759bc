import { zonedFormat } from '@mnch/shared';
import { formatTime, instant, type DateValue } from '../../../lib/dates';

/**
 * A date and time in the site's time zone as the back office shows them: "18 Mar 2025, 09:00", or with
 * Intl's options for the date ({ weekday: 'short', ... } for "Tue, 18 Mar 2025, 09:00"); null for a
 * missing or invalid value. (lib/dates.ts has the public pages' formats.)
 */
export function formatDateTime(
  value: DateValue,
  date: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string | null {
  const at = instant(value);
  return at ? `${zonedFormat(date).format(at)}, ${formatTime(at)}` : null;
}

/** One part of a date in the site's time zone ({ month: 'short' } gives "Mar"); '' for a missing or invalid value. */
export function formatDatePart(value: DateValue, part: Intl.DateTimeFormatOptions): string {
  const at = instant(value);
  return at ? zonedFormat(part).format(at) : '';
}
