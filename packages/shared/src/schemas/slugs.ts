import { z } from 'zod';

/** Longest slug a person may type (a generated one is at most SLUG_BASE_MAX plus a `-N` suffix). */
export const SLUG_MAX = 100;

/** Lower-case letters and digits in words joined by single hyphens: `maternal-health-2024`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug rule's messages, written for the people who edit an address. */
export const SLUG_MESSAGES = {
  required: 'Slug is required: it is the last part of the public address',
  invalid: 'Use only lower-case letters (a-z), digits and single hyphens between words, e.g. "maternal-health-2024"',
  tooLong: `Slug must be at most ${SLUG_MAX} characters`,
} as const;

/**
 * A slug another item of the same address space has (a 409 naming `slug`). Apart from SLUG_MESSAGES,
 * which public pages load with the article schemas, so that only the API and the back office carry it.
 */
export const SLUG_TAKEN_MESSAGE = 'Another item already uses this slug; choose a different one';

/**
 * The one rule for an item's slug (the last part of its public address) wherever one is typed: trimmed,
 * lower-cased, then lower-case letters, digits and single hyphens, at most SLUG_MAX characters.
 */
export const slugSchema = z
  .string({ error: SLUG_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, { error: SLUG_MESSAGES.required })
  .max(SLUG_MAX, { error: SLUG_MESSAGES.tooLong })
  .regex(SLUG_PATTERN, { error: SLUG_MESSAGES.invalid });

/** The `{slug}` of a by-slug read (an event's or a project's): any text up to SLUG_MAX; an unknown one is a 404. */
export const slugParam = z.object({
  slug: z.string().trim().toLowerCase().min(1, { error: 'Invalid slug' }).max(SLUG_MAX, { error: 'Invalid slug' }),
});
