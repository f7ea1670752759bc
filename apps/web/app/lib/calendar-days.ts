/**
 * Which calendar day and month an instant falls on in the site's time zone (SITE_TIME_ZONE, set in the
 * server and in the browser before hydrating, so both agree), for the month calendars (./calendar.ts).
 */
import { toSiteDate } from '@mnch/shared';

/** The calendar day of an instant in the site's time zone, as YYYY-MM-DD. */
export function localDay(value: string | Date): string {
  return toSiteDate(value);
}

/** The current month (YYYY-MM) in the site's time zone. */
export function currentMonth(now: Date = new Date()): string {
  return localDay(now).slice(0, 7);
}

/** Events grouped by their start day in the site's time zone. */
export function eventsByDay<T extends { startDate: string }>(events: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const e of events) {
    const key = localDay(e.startDate);
    map.set(key, [...(map.get(key) ?? []), e]);
  }
  return map;
}
