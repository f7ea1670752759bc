import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, ARTICLE_STATUSES, parseDate, type ArticleStatus } from '@mnch/shared';
import type { BadgeTone } from '../../../components/ui';
import { formatDate } from '../../../lib/dates';
import { formatDateTime } from './date-time';

/** Status as shown: capitalised (the API stores it lower-cased). */
export const CONTENT_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** Badge colours: Published green, Draft yellow, Scheduled blue. */
export const CONTENT_STATUS_TONES: Record<ArticleStatus, BadgeTone> = {
  published: 'brand',
  draft: 'amber',
  scheduled: 'blue',
};

export const CONTENT_STATUS_OPTIONS = ARTICLE_STATUSES.map((value) => ({ value, label: CONTENT_STATUS_LABELS[value] }));

/** How the back office labels a category (Program Expansion is News, Award is Blog). */
export function categoryLabel(category: string): string {
  return ARTICLE_CATEGORY_LABELS[category] ?? category;
}

/** Category options of the filters and forms, labelled by categoryLabel. */
export const CONTENT_CATEGORY_OPTIONS = ARTICLE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

export function isContentStatus(value: string | null | undefined): value is ArticleStatus {
  return !!value && (ARTICLE_STATUSES as readonly string[]).includes(value);
}

/** '22 Nov 2026' in the site's time zone; '' for a missing or invalid date. */
export function formatShortDate(value: string | null | undefined): string {
  return formatDate(value, 'short') ?? '';
}

/** What a card says of an item's date: when it went or goes live, or when a draft was created. */
export function goLiveLabel(item: { status: ArticleStatus; createdAt: string; publishedAt: string | null; scheduledDate: string | null }) {
  if (item.status === 'scheduled' && item.scheduledDate) {
    return { prefix: 'Goes live', date: item.scheduledDate, text: formatDateTime(item.scheduledDate) ?? '' };
  }
  if (item.status === 'published' && item.publishedAt)
    return { prefix: 'Published', date: item.publishedAt, text: formatShortDate(item.publishedAt) };
  return { prefix: 'Created', date: item.createdAt, text: formatShortDate(item.createdAt) };
}

/** True when a publish date typed in the form (a date and time in the site's time zone) has already come. */
export function isPastPublishDate(value: string | null | undefined, now = Date.now()): boolean {
  const date = value ? parseDate(value) : null;
  return !!date && date.getTime() <= now;
}

/** The status a button saves: Save as Draft forces Draft; Publish turns Draft into Published, else keeps it. */
export function statusForAction(action: 'draft' | 'publish', current: ArticleStatus): ArticleStatus {
  if (action === 'draft') return 'draft';
  return current === 'draft' ? 'published' : current;
}
