/**
 * The month calendar of events (42 cells, Sunday first), shared by the public
 * events page and the back office. Days are counted in the site's time zone (SITE_TIME_ZONE, set in
 * the server and in the browser before hydrating, so both agree).
 */
import { toSiteDate } from '@mnch/shared';
import { EVENTS_PAGE } from '../content/events';

const DAY_MS = 86_400_000;

/** The calendar day of an instant in the site's time zone, as YYYY-MM-DD. */
export function localDay(value: string | Date): string {
  return toSiteDate(value);
}

/** The current month (YYYY-MM) in the site's time zone. */
export function currentMonth(now: Date = new Date()): string {
  return localDay(now).slice(0, 7);
}

/** The year and month (1-12) of YYYY-MM; NaN for a part that is missing. */
function yearAndMonth(month: string): [number, number] {
  const [year = NaN, monthNumber = NaN] = month.split('-').map(Number);
  return [year, monthNumber];
}

/** The month `delta` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = yearAndMonth(month);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** "November 2026" */
export function monthLabel(month: string): string {
  const [y, m] = yearAndMonth(month);
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * The API's from/to for one month: its first and last days, which the API reads as days of the site's
 * time zone (a date-only `to` runs to the end of that day).
 */
export function monthRange(month: string): { from: string; to: string } {
  const next = shiftMonth(month, 1);
  const lastDay = new Date(new Date(`${next}-01T00:00:00Z`).getTime() - DAY_MS).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: lastDay };
}

export interface CalendarCell {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  inMonth: boolean;
}

/** The month grid: 42 cells (6 weeks), Sunday first, starting on the Sunday on or before the 1st. */
export function calendarCells(month: string): CalendarCell[] {
  const [y, m] = yearAndMonth(month);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const start = first.getTime() - first.getUTCDay() * DAY_MS;
  return Array.from({ length: EVENTS_PAGE.calendarCells }, (_, i) => {
    const d = new Date(start + i * DAY_MS);
    return { date: d.toISOString().slice(0, 10), day: d.getUTCDate(), weekday: d.getUTCDay(), inMonth: d.getUTCMonth() === m - 1 };
  });
}

/** The API's from/to covering every one of the month grid's 42 days (days of the site's time zone). */
export function gridRange(month: string): { from: string; to: string } {
  const cells = calendarCells(month);
  return { from: cells[0]!.date, to: cells[cells.length - 1]!.date };
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
