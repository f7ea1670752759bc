import { formatDate } from '../../lib/dates';

/** "31 October 2025" for an ISO date (the same on the server and in the browser); the value itself when invalid. */
export function formatJobDate(value: string): string {
  return formatDate(value) ?? value;
}
