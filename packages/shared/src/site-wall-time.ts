import { siteTimeZone, zonedFormat } from './site-time-zone';

/** Instants as dates and times of the site's time zone (./site-time-zone.ts). */

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
