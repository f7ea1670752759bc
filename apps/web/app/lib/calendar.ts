/**
 * The month calendar of events (42 cells, Sunday first), shared by the public
 * events page and the back office: months and days as the calendar counts them. Which day an instant
 * falls on in the site's time zone is in ./calendar-days.ts (the public page's first JavaScript
 * leaves it out).
 */
import { EVENTS_PAGE } from '../content/events';

const DAY_MS = 86_400_000;

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
