/**
 * The site's one time zone (SITE_TIME_ZONE, default CENTRE_TIME_ZONE): every date and time the site
 * shows is in it, and every date or time without an offset that it reads (forms, API bodies, list
 * filters) is read in it, wherever the server or the browser runs. The server sets it at start-up from
 * its configuration (apps/api/src/app.ts); the browser sets it before hydrating from the page's
 * `data-time-zone` (apps/web/app/root.tsx, apps/web/app/entry.client.tsx). Decision 25.
 *
 * This module is in every page's first JavaScript (apps/web/app/entry.client.tsx), which has a budget
 * (scripts/check-budgets.mjs), so it holds only the zone and its formatters: instants as the zone's
 * dates and times are in ./site-wall-time.ts (pages with calendars and times), wall times as
 * instants in ./rules/time-zone.ts (forms and the server).
 *
 * The zone is kept on globalThis, not in this module: the web app's server bundle carries its own copy
 * of this package (apps/web/vite.config.ts), and both copies must read the zone the server set.
 */

/** The site's time zone when SITE_TIME_ZONE is not set: the centre's, in Kampala. Code reads the zone in force with siteTimeZone(). */
export const CENTRE_TIME_ZONE = 'Africa/Kampala';

const STORE = Symbol.for('mnch.siteTimeZone');
type Store = { [STORE]?: string };

/**
 * The platform's name for an IANA time zone ("africa/kampala" and "Africa/Kampala" give
 * "Africa/Kampala", "US/Pacific" gives "America/Los_Angeles"); null for anything else. Abbreviations
 * are refused even where the platform takes them ("EST" would be Panama's time, without daylight saving).
 */
export function canonicalTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || !/^(?:UTC|GMT|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/i.test(zone.trim())) return null;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** True for an IANA time zone name the platform knows ("Africa/Kampala", "Europe/London", "UTC"). */
export const isTimeZone = (zone: unknown): zone is string => canonicalTimeZone(zone) !== null;

/** The site's time zone: the one set with setSiteTimeZone, else CENTRE_TIME_ZONE. */
export function siteTimeZone(): string {
  return (globalThis as Store)[STORE] ?? CENTRE_TIME_ZONE;
}

/** Sets the site's time zone for this process or page; throws a RangeError for an unknown zone (nothing changes). */
export function setSiteTimeZone(zone: string): void {
  const canonical = canonicalTimeZone(zone);
  if (!canonical) throw new RangeError(`Unknown time zone: ${String(zone)}`);
  (globalThis as Store)[STORE] = canonical;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat for `options` in the site's time zone (or `options.timeZone` when given),
 * made once per zone and options: formatters are kept, not made for every date.
 */
export function zonedFormat(options: Intl.DateTimeFormatOptions, locale = 'en-GB'): Intl.DateTimeFormat {
  const zoned = { ...options, timeZone: options.timeZone ?? siteTimeZone() };
  const key = `${locale}|${JSON.stringify(zoned)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, zoned);
    formats.set(key, format);
  }
  return format;
}

/** The site zone's year now (or at `now`): copyright lines, year pickers, a new item's default year. */
export const siteYear = (now: number | Date = Date.now()) => Number(zonedFormat({ year: 'numeric' }, 'en-US').format(now));
