import { CENTRE_TIME_ZONE } from '@mnch/shared';

const formats = {
  /** "18 March 2025" */
  long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: CENTRE_TIME_ZONE }),
  /** "18 Mar 2025" */
  short: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: CENTRE_TIME_ZONE }),
  /** "18 March 2025, 09:00" */
  dateTime: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: CENTRE_TIME_ZONE,
  }),
};

/**
 * A date as the site shows it, in the centre's time zone, so the server's render and the browser's
 * agree wherever either runs. A date without a time ("2025-03-18") is that calendar day. Null for a
 * missing or invalid value.
 */
export function formatDate(value: string | number | Date | null | undefined, style: keyof typeof formats = 'long'): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : formats[style].format(date);
}
