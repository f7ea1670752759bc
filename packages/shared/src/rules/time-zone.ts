import { CENTRE_TIME_ZONE } from '../constants';

/**
 * The site's one time zone (SITE_TIME_ZONE, default CENTRE_TIME_ZONE): every date and time the site
 * shows is in it, and every date or time without an offset that it reads (forms, API bodies, list
 * filters) is read in it, wherever the server or the browser runs. The server sets it at start-up from
 * its configuration (apps/api/src/app.ts); the browser sets it before hydrating from the page's
 * `data-time-zone` (apps/web/app/root.tsx, apps/web/app/entry.client.tsx). Decision 25.
 *
 * The zone is kept on globalThis, not in this module: the web app's server bundle carries its own copy
 * of this package (apps/web/vite.config.ts), and both copies must read the zone the server set.
 */

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

/** A wall-clock date and time: month 1-12, hour 0-23. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

/** The wall-clock date and time of an instant in `zone` (the site's by default). */
export function wallTimeAt(instant: number | Date, zone: string = siteTimeZone()): WallTime {
  const parts = zonedFormat({ ...PARTS, timeZone: zone }, 'en-US').formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Date.UTC of a wall time (years 0-99 too, which Date.UTC alone would read as 1900-1999). */
function utcOf(w: WallTime, ms = 0): number {
  const d = new Date(Date.UTC(2000, w.month - 1, w.day, w.hour, w.minute, w.second, ms));
  d.setUTCFullYear(w.year);
  return d.getTime();
}

/** The zone's offset from UTC at an instant in milliseconds (Kampala: +3 h; London in summer: +1 h). */
export function zoneOffsetMs(instant: number | Date, zone: string = siteTimeZone()): number {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  const whole = Math.floor(t / 1000) * 1000;
  return utcOf(wallTimeAt(whole, zone)) - whole;
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time names in `zone` (the site's by default). When the clocks go back the
 * hour that repeats names two instants: the earlier is taken. When they go forward the skipped times
 * name none: the time is moved on by the length of the gap (01:30 on a day London skips 01:00-02:00 is
 * 02:30 summer time). These are the choices of Temporal's "compatible" disambiguation and of most
 * calendar programs.
 */
export function wallTimeToInstant(wall: WallTime, zone: string = siteTimeZone(), ms = 0): number {
  const utc = utcOf(wall, ms);
  // The offsets in force a day either side cover any one change of the clocks.
  const before = zoneOffsetMs(utc - DAY_MS, zone);
  const after = zoneOffsetMs(utc + DAY_MS, zone);
  const fits = (offset: number) => zoneOffsetMs(utc - offset, zone) === offset;
  const candidates = [before, after].filter(fits).map((offset) => utc - offset);
  // In a gap: read with the offset in force before it, the time lands as far after the gap as it was into it.
  return candidates.length > 0 ? Math.min(...candidates) : utc - before;
}

const pad = (n: number, length = 2) => String(n).padStart(length, '0');

/** An instant as the site zone's date and time, `YYYY-MM-DDTHH:mm` (a datetime-local value); '' when none or invalid. */
export function toSiteDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const t = new Date(value).getTime();
  if (!Number.isFinite(t)) return '';
  const w = wallTimeAt(t);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** An instant as the site zone's date, `YYYY-MM-DD` (a date input's value); '' when none or invalid. */
export const toSiteDate = (value: string | number | Date | null | undefined) => toSiteDateTime(value).slice(0, 10);

/** The site zone's year now (or at `now`): copyright lines, year pickers, a new item's default year. */
export const siteYear = (now: number | Date = Date.now()) => wallTimeAt(now).year;

const LABEL_LOCALES = ['en-GB', 'en-US', 'en-KE'];

/**
 * A short name of the site's zone at an instant, as people read it next to a time: "EAT" for Kampala,
 * "GMT" or "BST" for London, "EST" or "EDT" for New York, else the offset ("GMT+14").
 */
export function siteZoneLabel(at: number | Date = Date.now()): string {
  const short = (locale: string) =>
    zonedFormat({ timeZoneName: 'short' }, locale)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  // British and American English name their own zones and Europe's; East Africa's letters ("EAT") are
  // in Kenyan English. A zone none of them names gets the offset, the same in every browser.
  for (const locale of LABEL_LOCALES) {
    const name = short(locale);
    if (/^[A-Z]{2,5}$/.test(name)) return name;
  }
  return short('en-GB') || siteTimeZone();
}
/** The city of the site's zone, as people name it: "Kampala", "New York"; null for a zone without one ("UTC", "Etc/GMT-3"). */
export function siteZoneCity(): string | null {
  const zone = siteTimeZone();
  if (!zone.includes('/') || /^Etc\//i.test(zone)) return null;
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

/** The first instant of a day in the site's zone; a day or month past the end runs on (day 32 of January is 1 February). */
function dayStart(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(year, month - 1, day));
  return wallTimeToInstant({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: 0, minute: 0, second: 0 });
}

/**
 * The site zone's day an instant falls in: its date (YYYY-MM-DD), first instant and the first instant
 * of the next day (23 or 25 hours later when the clocks change that day).
 */
export function siteDay(at: number | Date = Date.now()): { date: string; start: number; end: number } {
  const w = wallTimeAt(at);
  return {
    date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`,
    start: dayStart(w.year, w.month, w.day),
    end: dayStart(w.year, w.month, w.day + 1),
  };
}

/** The first instant of the site zone's month `offset` months after (or before) the one `at` falls in. */
export function siteMonthStart(at: number | Date, offset = 0): Date {
  const w = wallTimeAt(at);
  return new Date(dayStart(w.year, w.month + offset, 1));
}
