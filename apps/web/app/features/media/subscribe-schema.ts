import { z } from 'zod';
import { NEWSLETTER_INTERESTS, subscribeSchema, type SubscribeInput } from '@mnch/shared';

/** The modal's form: the API's subscribe schema, with the full name required. */
export const subscribeModalSchema = subscribeSchema.extend({
  name: z.string().trim().min(1, { error: 'Please enter your full name' }).max(200),
  organization: z.string().trim().max(200).optional(),
  interests: z.array(z.enum(NEWSLETTER_INTERESTS)).optional(),
});

/** What the form sends to POST /api/newsletter/subscribe (scripted or posted): no empty organisation, no empty list. */
export function subscribeBody(values: z.input<typeof subscribeModalSchema>): SubscribeInput {
  return {
    email: values.email,
    name: values.name,
    organization: values.organization?.trim() || undefined,
    interests: values.interests?.length ? values.interests : undefined,
  };
}
