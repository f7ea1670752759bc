import { z } from 'zod';
import { MESSAGES, TEXT_LIMITS, subscribeSchema } from '@mnch/shared';

/** The API's subscription schema with the full name required, as the page's form asks. */
export const subscribeFormSchema = subscribeSchema.extend({
  name: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.users.nameRequired })
    .max(TEXT_LIMITS.name, { error: `Must be at most ${TEXT_LIMITS.name} characters` }),
});
