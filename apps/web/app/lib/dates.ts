import { zonedFormat } from '@mnch/shared';

const styles = {
  /** "18 March 2025" */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "18 Mar 2025" */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "18 March 2025, 09:00" */
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
  /** "Tue, 18 Mar 2025" */
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const timeStyle = { hour: '2-digit', minute: '2-digit', hour12: false } satisfies Intl.DateTimeFormatOptions;

export type DateValue = string | number | Date | null | undefined;

/** The instant of a value; null for a missing or invalid one. */
export function instant(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date as the site shows it, in the site's time zone (SITE_TIME_ZONE, packages/shared/src/site-time-zone.ts),
 * so the server's render and the browser's agree wherever either runs. A date without a time
 * ("2025-03-18") is that calendar day in any zone. Null for a missing or invalid value.
 */
export function formatDate(value: DateValue, style: keyof typeof styles = 'long'): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = instant(`${value}T00:00:00Z`);
    return day ? zonedFormat({ ...styles[style], timeZone: 'UTC' }).format(day) : null;
  }
  const date = instant(value);
  return date ? zonedFormat(styles[style]).format(date) : null;
}

/** "09:00" in the site's time zone; null for a missing or invalid value. */
export function formatTime(value: DateValue): string | null {
  const date = instant(value);
  return date ? zonedFormat(timeStyle).format(date) : null;
}
