import { WORDS_PER_MINUTE } from '../constants';
import { normaliseLink } from './paths';
import { stripTags } from './rich-text';

/**
 * Articles and newsletters: texts, limits and checks without zod, so that a page can use them without loading the schemas
 * (the first-load budget: docs/decisions/0012-first-load-javascript-budget.md). The schemas in ../schemas/articles.ts build on them.
 */

export const ARTICLE_MESSAGES = {
  titleRequired: 'Article title is required',
  categoryRequired: 'Category is required',
  contentRequired: 'Article content is required',
  scheduledDateRequired: 'Publish date is required for scheduled articles',
  scheduledDateInvalid: 'Publish date must be a valid date and time',
  statusInvalid: 'Status must be Draft, Published or Scheduled',
  kindInvalid: 'Kind must be article or newsletter',
  imageDataUrl: 'Upload the image first: embedded (data:) images are not accepted',
  imageInvalid: 'Featured image must be an uploaded file (/uploads/...) or an http(s) address',
  newsletterLinkInvalid: 'Newsletter link must be an uploaded file (/uploads/...) or an http(s) address',
  urlInvalid: 'External link must be an http(s) address',
  authorInvalid: 'Author must be a name',
  tagsInvalid: 'Tags must be a list or comma-separated text',
  tagTooLong: 'A tag must be at most 100 characters',
  tooManyTags: 'At most 50 tags',
  notFound: 'Article not found',
  deleted: 'Article moved to the trash',
  created: 'Article created successfully',
  updated: 'Article updated successfully',
  fetchArticlesFailed: 'Failed to fetch articles. Please try again later.',
  fetchNewslettersFailed: 'Failed to fetch newsletters. Please try again later.',
  fetchArticleFailed: 'Failed to fetch article.',
  createFailed: 'Failed to create article.',
  updateFailed: 'Failed to update article.',
  deleteFailed: 'Failed to delete article.',
} as const;

/** Length limits of the article fields (the 160-character excerpt guide is only a counter). */
export const ARTICLE_LIMITS = {
  title: 300,
  excerpt: 500,
  metaDescription: 500,
  author: 200,
  tag: 100,
  tags: 50,
  /** Rich HTML; the request body is at most 1 MB anyway. */
  content: 500_000,
  link: 2048,
  slug: 200,
  category: 100,
  search: 200,
} as const;

/** Articles whose content starts with this (with or without the leading slash) are PDFs, not articles. */
export const PDF_CONTENT_PREFIXES = ['/uploads/pdfs/', 'uploads/pdfs/'] as const;

export function isPdfArticleContent(content: string | null | undefined): boolean {
  const c = (content ?? '').trim();
  return PDF_CONTENT_PREFIXES.some((p) => c.startsWith(p));
}

/** True when rich HTML holds no text and no image (e.g. the editor's empty `<p></p>`). */
export function isBlankArticleContent(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = stripTags(html, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text.length === 0;
}

/** Reading time in minutes: words / 200, rounded up, at least 1. */
export function articleReadTime(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The message for an unacceptable featured image, or null when it is fine. */
export function articleImageError(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^data:/i.test(value.trim())) return ARTICLE_MESSAGES.imageDataUrl;
  return normaliseLink(value, 'uploads') ? null : ARTICLE_MESSAGES.imageInvalid;
}

/**
 * A newsletter's link from its content: the content itself, or - when the editor wrapped it in HTML
 * (`<p>/uploads/x.pdf</p>`, `<p><a href="...">...</a></p>`) - the first link's address or the text.
 * Null when that is not an uploaded file's path or an http(s) address.
 */
export function newsletterLink(content: string): string | null {
  let value = content.trim();
  if (value.startsWith('<')) {
    const href = /<a\s[^<>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(value);
    value = (href ? (href[1] ?? href[2] ?? '') : stripTags(value, ' ')).replace(/&amp;/g, '&').trim();
  }
  return normaliseLink(value, 'uploads');
}

/** The message for a newsletter link (its content), or null when it is fine. */
export function newsletterLinkError(value: string): string | null {
  return newsletterLink(value) ? null : ARTICLE_MESSAGES.newsletterLinkInvalid;
}
