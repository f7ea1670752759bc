import { DEFAULT_CURRENCY, PROJECT_CATEGORIES, PROJECT_STATUSES, previewText } from '@mnch/shared';
import type { BadgeTone } from '../../../components/ui';
import { formatDate } from '../../../lib/dates';

/** Characters of the description shown under the title in the table. */
export const DESCRIPTION_PREVIEW_LENGTH = 80;

/** The description's text without markup, cut to `max` characters (with an ellipsis when cut). */
export function plainTextPreview(html: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  return previewText(html, max, '…');
}

/** A budget in its currency without decimals (e.g. "UGX 2,500,000"); unknown codes fall back to "CODE 2,500,000". */
export function formatBudget(amount: number, currency: string | null | undefined): string {
  const code = (currency || DEFAULT_CURRENCY).trim().toUpperCase();
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    })
      .format(amount)
      .replace(/\u00a0/g, ' ');
  } catch {
    return `${code} ${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(amount)}`;
  }
}

export const PROJECT_STATUS_LABELS: Record<string, string> = { active: 'Active', completed: 'Completed', paused: 'Paused' };
/** Active green, Completed gray, Paused yellow. */
export const PROJECT_STATUS_TONES: Record<string, BadgeTone> = { active: 'brand', completed: 'neutral', paused: 'amber' };
export const PROJECT_CATEGORY_LABELS: Record<string, string> = {
  research: 'Research',
  innovation: 'Innovation',
  training: 'Training',
  policy: 'Policy',
};

export const PROJECT_STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value]! }));
export const PROJECT_CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value]! }));
/** The archive filter (`?archived=`): active projects when unset. */
export const PROJECT_ARCHIVE_OPTIONS = [
  { value: 'true', label: 'Archived' },
  { value: 'all', label: 'Active and archived' },
] as const;
/** The address's `archived` filter when it is one of PROJECT_ARCHIVE_OPTIONS, else '' (active projects). */
export const archivedParam = (value: string | null): '' | 'true' | 'all' => (value === 'true' || value === 'all' ? value : '');

/** A project date ('2026-03-01...') as '1 Mar 2026' in the site's time zone; '—' when missing. */
export function formatProjectDate(value: string | null | undefined): string {
  return formatDate(value, 'short') ?? '—';
}
