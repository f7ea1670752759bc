import { z } from 'zod';
import { pageQuery, paginationSchema, sortQuery } from './common';
import { articlePath, eventPath, projectPath, publicationPath } from '../rules/paths';

/**
 * Redirects from old public addresses (docs/behaviour/back-office-content.md, "Addresses that last"):
 * when a published item's slug changes, its old path is kept with the item it belongs to, and the old
 * address answers 301 to the item's current address, built when asked (decision 28).
 */

/**
 * The kinds of item a redirect can lead to (newsletters are articles: one table, one `/article/` address),
 * each with its old paths: `/article/{slug}`, `/events?event={slug}`, `/research/{slug}`, `/publications/{slug}` (./slugs.ts).
 */
export const REDIRECT_KINDS = ['article', 'event', 'project', 'publication'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

/** The public address of an item of each kind with this slug: where its old addresses lead. */
export const REDIRECT_PATHS: Record<RedirectKind, (slug: string) => string> = {
  article: articlePath,
  event: eventPath,
  project: projectPath,
  publication: publicationPath,
};

export const REDIRECT_KIND_LABELS: Record<RedirectKind, string> = {
  article: 'Article or newsletter',
  event: 'Event',
  project: 'Project',
  publication: 'Publication',
};

export const REDIRECTS_PAGE_SIZE = 25;
/** The longest search of the list. */
export const REDIRECT_SEARCH_MAX = 200;

export const REDIRECT_MESSAGES = {
  notFound: 'Redirect not found',
  deleted: 'Redirect removed: the old address now answers "not found"',
  loadFailed: 'Error loading redirects',
  emptyTitle: 'No redirects yet',
  emptyHint: "When a published item's slug changes, its old address is listed here and leads to the new one.",
  emptySearchHint: 'No old address contains this text.',
  searchTooLong: `Search must be at most ${REDIRECT_SEARCH_MAX} characters`,
  itemGone: 'Item deleted: this address answers "not found" until the item is restored',
} as const;

/** GET /api/redirects: newest first; `search` finds old addresses containing the text. */
export const redirectsQuerySchema = pageQuery(REDIRECTS_PAGE_SIZE).extend({
  sort: sortQuery(['oldPath', 'kind', 'createdAt']),
  search: z
    .string()
    .trim()
    .max(REDIRECT_SEARCH_MAX, { error: REDIRECT_MESSAGES.searchTooLong })
    .optional()
    .transform((v) => v || undefined),
});
export type RedirectsQuery = z.output<typeof redirectsQuerySchema>;

export const redirectSchema = z.object({
  id: z.number(),
  /** The old address, a path on the site (`/article/old-slug`, `/events?event=old-slug`, `/research/old-slug`). */
  oldPath: z.string(),
  kind: z.enum(REDIRECT_KINDS),
  itemId: z.number(),
  /** The item's title now; null once it has been deleted. */
  itemTitle: z.string().nullable(),
  /** Where the old address leads now (the item's current address); null once the item has been deleted. */
  currentPath: z.string().nullable(),
  /** When the slug changed, ISO 8601. */
  createdAt: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListSchema = z.object({ redirects: z.array(redirectSchema), pagination: paginationSchema });
export type RedirectList = z.infer<typeof redirectListSchema>;
