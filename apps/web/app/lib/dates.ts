import { siteZoneCity, siteZoneLabel, zonedFormat } from '@mnch/shared';

const styles = {
  /** "18 March 2025" */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "18 Mar 2025" */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "Tue, 18 Mar 2025" */
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "18 Mar" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "Mar" */
  month: { month: 'short' },
  /** "18" */
  day: { day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const timeStyle = { hour: '2-digit', minute: '2-digit', hour12: false } satisfies Intl.DateTimeFormatOptions;

type DateValue = string | number | Date | null | undefined;

/** The instant of a value; null for a missing or invalid one. */
function instant(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date as the site shows it, in the site's time zone (SITE_TIME_ZONE, packages/shared/src/rules/time-zone.ts),
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

/** "18 Mar 2025, 09:00" in the site's time zone (`style` as formatDate's); null for a missing or invalid value. */
export function formatDateTime(value: DateValue, style: keyof typeof styles = 'short'): string | null {
  const date = instant(value);
  return date ? `${zonedFormat(styles[style]).format(date)}, ${zonedFormat(timeStyle).format(date)}` : null;
}

/** "09:00:05" in the site's time zone; null for a missing or invalid value. */
export function formatClock(value: DateValue): string | null {
  const date = instant(value);
  return date ? zonedFormat({ ...timeStyle, second: '2-digit' }).format(date) : null;
}

/** The short name of the site's zone at the value's instant ("EAT"; "GMT" or "BST" for London), for next to a time. */
export function zoneLabel(value: DateValue = Date.now()): string {
  return siteZoneLabel(instant(value) ?? Date.now());
}

/**
 * What a date-time field's hint says of its zone: "Kampala time (EAT)", "London time (GMT/BST)" for a
 * zone whose clocks change (its names in January and July), "UTC" for a zone without a city.
 */
export function zoneHint(now: number = Date.now()): string {
  const year = new Date(now).getUTCFullYear();
  const names = [...new Set([Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].map((t) => siteZoneLabel(t)))].join('/');
  const city = siteZoneCity();
  return city ? `${city} time (${names})` : names;
}
