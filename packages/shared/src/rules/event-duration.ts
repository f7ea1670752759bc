/**
 * How long an event lasts, and its label; a module of its own, so that the events page's first
 * JavaScript takes only this from the event rules.
 */

/** Whole days from a day on (rounded up); hours and minutes under a day. */
export type EventDuration = { days: number } | { hours: number; minutes: number };

/** The event's duration; null when it has no end, or an end not after its start. */
export function eventDuration(start: string | null | undefined, end: string | null | undefined): EventDuration | null {
  const minutes = start && end ? Math.round((Date.parse(end) - Date.parse(start)) / 60_000) : 0;
  // (Also false for NaN: a date that does not parse.)
  if (!(minutes > 0)) return null;
  return minutes >= 1440 ? { days: Math.ceil(minutes / 1440) } : { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

const count = (n: number, unit: string) => (n ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');

/** "3 days", "1 day", "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatEventDuration(duration: EventDuration): string {
  return 'days' in duration
    ? count(duration.days, 'day')
    : [count(duration.hours, 'hour'), count(duration.minutes, 'minute')].filter(Boolean).join(' ');
}
