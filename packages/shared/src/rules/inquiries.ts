import { EVENT_TYPES, INQUIRY_KINDS, TEXT_LIMITS } from '../constants';
import { MESSAGES } from '../messages';

/**
 * Inquiries: texts, limits and checks without zod, so that a page can use them without loading the schemas
 * (the first-load budget: docs/decisions/0012-first-load-javascript-budget.md). The schemas in ../schemas/inquiries.ts build on them.
 */

/** Get in Touch interest values (the get involved page's form). */
export const INQUIRY_INTERESTS = ['partnership', 'career', 'events', 'volunteer', 'research', 'funding', 'other'] as const;
export type InquiryInterest = (typeof INQUIRY_INTERESTS)[number];

export const INQUIRY_LIMITS = {
  name: TEXT_LIMITS.name,
  firstName: 100,
  lastName: 100,
  organization: TEXT_LIMITS.organization,
  subject: TEXT_LIMITS.subject,
  message: TEXT_LIMITS.message,
  interest: 100,
  interests: 20,
} as const;

export const INQUIRY_MESSAGES = {
  kindInvalid: `kind must be one of ${INQUIRY_KINDS.join(', ')}`,
  nameRequired: MESSAGES.users.nameRequired,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: MESSAGES.users.emailRequired,
  emailInvalid: MESSAGES.users.emailInvalid,
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  interestInvalid: `Interest must be one of ${INQUIRY_INTERESTS.join(', ')}`,
  eventTypeInvalid: `Event types must be among ${EVENT_TYPES.join(', ')}`,
  notFound: 'Inquiry not found',
  deleted: 'Inquiry deleted',
  sent: 'Thank you! Your message has been sent. We reply within 24 hours on business days.',
  sendFailed: 'Failed to submit',
  subscribed: 'Successfully subscribed',
  readInvalid: 'read must be true or false',
} as const;
