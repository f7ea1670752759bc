import { format } from 'date-fns';

/** "18 March 2025", or null for a missing or invalid date. Dates without a time are read as calendar days. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : format(date, 'd MMMM yyyy');
}
