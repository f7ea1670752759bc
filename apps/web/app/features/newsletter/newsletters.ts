import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABELS,
  ApiError,
  htmlToText,
  newsletterLink,
  type Article,
  NEWSLETTER_URL,
  oneOf,
  type PublicReads,
  type UrlStateOf,
  siteYear,
} from '@mnch/shared';
import { assetUrl } from '../../lib/articles';
import { NEWSLETTER_PAGE, newsletterChips, newsletterSorts } from '../../content/newsletter';

/**
 * The archive's state, all of it in the URL (?q=&category=&sort=&page=): NEWSLETTER_URL
 * (packages/shared/src/page-urls.ts), its category and sort narrowed to the page's chips and sorts.
 */
export const NEWSLETTER_STATE = NEWSLETTER_URL.with({
  category: oneOf(
    newsletterChips.map((c) => c.id),
    'all',
  ),
  sort: oneOf(
    newsletterSorts.map((s) => s.value),
    'newest',
  ),
});
export type NewsletterFilters = UrlStateOf<typeof NEWSLETTER_STATE.fields>;

export const parseNewsletterFilters = (params: URLSearchParams): NewsletterFilters => NEWSLETTER_STATE.parse(params);

/** The page's address for these filters; defaults are left out. */
export function newsletterHref(filters: Partial<NewsletterFilters>, hash = `#${NEWSLETTER_PAGE.archiveAnchor}`): string {
  return `${NEWSLETTER_PAGE.path}${NEWSLETTER_STATE.href(filters)}${hash}`;
}

export function hasActiveFilters(filters: NewsletterFilters): boolean {
  return filters.category !== 'all' || filters.q !== '';
}

/** The chip label for an article category ("Program Expansion" -> "Program News"). */
export function categoryLabel(category: string | null | undefined): string | null {
  if (!category) return null;
  return newsletterChips.find((c) => c.category === category)?.label ?? ARTICLE_CATEGORY_LABELS[category] ?? category;
}

/** Reading time at the newsletter page's speed; null for a linked document (no text to count). */
export function readingMinutes(content: string | null | undefined, wpm: number = NEWSLETTER_PAGE.wordsPerMinute): number | null {
  if (!content || newsletterLink(content)) return null;
  const words = htmlToText(content).split(' ').filter(Boolean).length;
  return words ? Math.ceil(words / wpm) : null;
}

/** Where an issue's document is, and whether it is a PDF (View in the viewer + Download) or a web page. */
/** An issue's document: a PDF or Word file (both open in the site's viewer), or a link to a web page. */
export interface IssueDocument {
  url: string;
  kind: 'pdf' | 'docx' | 'link';
}

export function issueDocument(content: string | null | undefined): IssueDocument | null {
  const link = content ? newsletterLink(content) : null;
  if (!link) return null;
  const url = assetUrl(link) ?? link;
  let path = url;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    // keep the raw value
  }
  const ext = /\.(pdf|docx)$/i.exec(path)?.[1]?.toLowerCase();
  return { url, kind: ext === 'pdf' ? 'pdf' : ext === 'docx' ? 'docx' : 'link' };
}

/** A file name for Download: the title made safe, with the document's extension. */
export function downloadName(title: string, kind: 'pdf' | 'docx' = 'pdf'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'newsletter'}.${kind}`;
}

export type ArchiveResult = { status: 'ok'; items: Article[]; total: number; totalPages: number } | { status: 'error' };

export interface NewsletterStats {
  issues: number;
  topics: number;
  years: number;
  latest: Article | null;
}

/** One page of the archive, filtered, searched, sorted and paged by the server. */
export async function fetchArchive(read: Pick<PublicReads, 'newsletters'>, filters: NewsletterFilters): Promise<ArchiveResult> {
  const size = NEWSLETTER_PAGE.pageSize;
  const base = {
    category: newsletterChips.find((c) => c.id === filters.category)?.category,
    search: filters.q || undefined,
  };
  try {
    const data = await read.newsletters({ ...base, sort: filters.sort, page: filters.page, limit: size });
    const total = data.pagination.total;
    return { status: 'ok', items: data.newsletters, total, totalPages: Math.ceil(total / size) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { status: 'ok', items: [], total: 0, totalPages: 0 };
    return { status: 'error' };
  }
}

/**
 * The hero's figures, derived from the archive: issues published, categories with at least one issue,
 * and the years from the first issue to now; plus the latest issue. Null when the API cannot answer.
 */
export async function fetchStats(read: Pick<PublicReads, 'newsletters'>, now = new Date()): Promise<NewsletterStats | null> {
  try {
    const first = await read.newsletters({ page: 1, limit: 1 });
    const issues = first.pagination.total;
    const latest = first.newsletters[0] ?? null;
    if (!issues) return { issues: 0, topics: 0, years: 0, latest: null };
    const [oldest, ...perCategory] = await Promise.all([
      read.newsletters({ sort: 'oldest', page: 1, limit: 1 }),
      ...ARTICLE_CATEGORIES.map((category) => read.newsletters({ category, page: 1, limit: 1 })),
    ]);
    const topics = perCategory.filter((c) => c.pagination.total > 0).length;
    const firstIssue = oldest.newsletters[0];
    const since = firstIssue ? new Date(firstIssue.publishedAt ?? firstIssue.createdAt) : now;
    const years = Number.isNaN(since.getTime()) ? 1 : Math.max(1, siteYear(now) - siteYear(since) + 1);
    return { issues, topics, years, latest };
  } catch {
    return null;
  }
}
