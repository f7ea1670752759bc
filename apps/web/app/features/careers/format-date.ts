import { format, parseISO } from 'date-fns';

/** "31 October 2025" for an ISO date (the same on the server and in the browser). */
export function formatJobDate(value: string): string {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'd MMMM yyyy');
}
