import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABELS,
  ARTICLE_STATUSES,
  CENTRE_TIME_ZONE,
  parseDate,
  type ArticleStatus,
} from '@mnch/shared';
import type { BadgeTone } from '../../../components/ui';

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

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '22 Nov 2026'; '' for a missing or invalid date. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: CENTRE_TIME_ZONE,
});

/** What a card says of an item's date: when it went or goes live, or when a draft was created. */
export function goLiveLabel(item: { status: ArticleStatus; createdAt: string; publishedAt: string | null; scheduledDate: string | null }) {
  if (item.status === 'scheduled' && item.scheduledDate) {
    const d = new Date(item.scheduledDate);
    return { prefix: 'Goes live', date: item.scheduledDate, text: Number.isNaN(d.getTime()) ? '' : dateTimeFormat.format(d) };
  }
  if (item.status === 'published' && item.publishedAt)
    return { prefix: 'Published', date: item.publishedAt, text: formatShortDate(item.publishedAt) };
  return { prefix: 'Created', date: item.createdAt, text: formatShortDate(item.createdAt) };
}

/** True when a publish date typed in the form (the centre's date and time) has already come. */
export function isPastPublishDate(value: string | null | undefined, now = Date.now()): boolean {
  const date = value ? parseDate(value) : null;
  return !!date && date.getTime() <= now;
}

/** The status a button saves: Save as Draft forces Draft; Publish turns Draft into Published, else keeps it. */
export function statusForAction(action: 'draft' | 'publish', current: ArticleStatus): ArticleStatus {
  if (action === 'draft') return 'draft';
  return current === 'draft' ? 'published' : current;
}
