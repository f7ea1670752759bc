import { formatDate } from '../../lib/dates';

/** "18 March 2025", or null for a missing or invalid date. Dates without a time are read as calendar days. */
export function formatDay(value: string | null | undefined): string | null {
  return formatDate(value);
}
