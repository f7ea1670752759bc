import type { z } from 'zod';
import type { eventRegistrationBodySchema, eventRegistrationResponseSchema } from './schemas/events';
import type { createInquirySchema, inquirySchema } from './schemas/inquiries';
import type { subscribeResponseSchema, subscribeSchema } from './schemas/users';
import type { confirmSubscriptionSchema, subscriberStepResponseSchema, unsubscribeSchema } from './schemas/subscribers';
import type { forgotPasswordSchema, passwordResetAnswerSchema, resetPasswordSchema } from './schemas/password-reset';

/**
 * What the public pages' form actions send, in the process that renders them
 * (apps/api/src/plugins/public-writes.ts): the public POST calls of the REST API as functions, answered
 * by the very same routes (their schema, rate limits, per-address limits and service) for the page's
 * visitor, so a form posted before or without scripts is treated exactly as the same form sent by its
 * scripts. A refused call throws an ApiError with the route's status, message and field errors.
 */
export interface PublicWrites {
  /** POST /api/newsletter/subscribe */
  subscribe(body: z.input<typeof subscribeSchema>): Promise<z.output<typeof subscribeResponseSchema>>;
  /** POST /api/newsletter/confirm */
  confirmSubscription(body: z.input<typeof confirmSubscriptionSchema>): Promise<z.output<typeof subscriberStepResponseSchema>>;
  /** POST /api/newsletter/unsubscribe */
  unsubscribe(body: z.input<typeof unsubscribeSchema>): Promise<z.output<typeof subscriberStepResponseSchema>>;
  /** POST /api/inquiries */
  sendInquiry(body: z.input<typeof createInquirySchema>): Promise<{ inquiry: z.output<typeof inquirySchema> }>;
  /** POST /api/events/{id}/registrations */
  registerForEvent(
    eventId: number,
    body: z.input<typeof eventRegistrationBodySchema>,
  ): Promise<z.output<typeof eventRegistrationResponseSchema>>;
  /** POST /api/auth/forgot-password */
  forgotPassword(body: z.input<typeof forgotPasswordSchema>): Promise<z.output<typeof passwordResetAnswerSchema>>;
  /** POST /api/auth/reset-password */
  resetPassword(body: z.input<typeof resetPasswordSchema>): Promise<z.output<typeof passwordResetAnswerSchema>>;
}
