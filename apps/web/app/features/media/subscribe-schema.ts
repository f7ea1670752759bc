import { z } from 'zod';
import { NEWSLETTER_INTERESTS, TEXT_LIMITS, subscribeDialogSchema, type SubscribeInput } from '@mnch/shared';

/** The modal's form: the subscribe dialogs' schema (name required, as every subscribe dialog asks). */
export const subscribeModalSchema = subscribeDialogSchema.extend({
  organization: z
    .string()
    .trim()
    .max(TEXT_LIMITS.organization, { error: `Organization must be at most ${TEXT_LIMITS.organization} characters` })
    .optional(),
  interests: z.array(z.enum(NEWSLETTER_INTERESTS)).optional(),
});

/** What the form sends to POST /api/newsletter/subscribe (scripted or posted): no empty organisation, no empty list. */
export function subscribeBody(values: z.input<typeof subscribeModalSchema>): SubscribeInput {
  return {
    email: values.email,
    name: values.name,
    organization: values.organization?.trim() || undefined,
    interests: values.interests?.length ? values.interests : undefined,
    source: 'media',
  };
}
