import { siteTimeZone } from '../site-time-zone';
import { toSiteDate, wallTimeAt, type WallTime } from '../site-wall-time';

/**
 * From wall-clock dates and times of the site's time zone (../site-time-zone.ts) to instants, and the
 * zone's days and months, for the server and the forms.
 */

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
    date: toSiteDate(at),
    start: dayStart(w.year, w.month, w.day),
    end: dayStart(w.year, w.month, w.day + 1),
  };
}

/** The first instant of the site zone's month `offset` months after (or before) the one `at` falls in. */
export function siteMonthStart(at: number | Date, offset = 0): Date {
  const w = wallTimeAt(at);
  return new Date(dayStart(w.year, w.month + offset, 1));
}
