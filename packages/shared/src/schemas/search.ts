import { z } from 'zod';
import { ALL_KINDS } from '../kinds';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '../rules/search';

/** GET /search: `q`, a part of a title (or name), required and at most SEARCH_LIMITS.q characters once trimmed. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.qRequired })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.qRequired })
    .max(SEARCH_LIMITS.q, { error: SEARCH_MESSAGES.qTooLong }),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(ALL_KINDS),
  /** What the item is, in words ("Newsletter", "Press release"). */
  type: z.string(),
  id: z.number(),
  title: z.string(),
  /** The back-office section that lists it (`/admin/newsletters`). */
  section: z.string(),
  /** The back-office address that opens its form (rules/search.ts itemEditPath). */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Up to SEARCH_LIMITS.perKind matches of each kind, in the registry's order, titles that start with `q` first. */
export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
