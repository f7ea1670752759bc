import { z } from 'zod';
import { SLUG_MAX, SLUG_MESSAGES, SLUG_PATTERN } from '../slug';

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
