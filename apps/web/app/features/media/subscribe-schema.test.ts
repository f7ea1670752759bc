import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_NAME_MAX, subscribeDialogSchema, subscribeSchema } from '@mnch/shared';
import { subscribeModalSchema } from './subscribe-schema';

/** One name rule (packages/shared/src/schemas/users.ts) for both subscribe dialogs and POST /newsletter/subscribe. */
describe('subscriber name', () => {
  const email = 'a@example.org';
  it('is required, trimmed and at most SUBSCRIBER_NAME_MAX characters in both dialogs', () => {
    for (const schema of [subscribeDialogSchema, subscribeModalSchema]) {
      expect(schema.safeParse({ email, name: '  ' }).error?.issues[0]?.message).toBe('Name is required');
      expect(schema.safeParse({ email, name: 'x'.repeat(SUBSCRIBER_NAME_MAX + 1) }).success).toBe(false);
      expect(schema.parse({ email, name: ` ${'x'.repeat(SUBSCRIBER_NAME_MAX)} ` }).name).toBe('x'.repeat(SUBSCRIBER_NAME_MAX));
    }
  });
  it('is optional for the API (the email-only form sends none) with the same limit', () => {
    expect(subscribeSchema.parse({ email }).name).toBeUndefined();
    expect(subscribeSchema.parse({ email, name: ' ' }).name).toBeUndefined();
    expect(subscribeSchema.safeParse({ email, name: 'x'.repeat(SUBSCRIBER_NAME_MAX + 1) }).success).toBe(false);
  });
});
