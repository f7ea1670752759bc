import { z } from 'zod';
import { EVENT_TYPES, INQUIRY_KINDS, PAGE_SIZES } from '../constants';
import { emailSchema, optionalText, pageQuery, paginationSchema, requiredString, sortQuery, timestampFields } from './common';
import { fieldLabel } from './human-errors';
import { canonicalEventType } from './events';
import { INQUIRY_INTERESTS, INQUIRY_LIMITS, INQUIRY_MESSAGES } from '../rules/inquiries';

/**
 * What visitors send: the contact form, Get in Touch, event notifications and Stay Updated; staff
 * read them under Inquiries in the back office. Stored as plain text.
 */

export type InquiryKind = (typeof INQUIRY_KINDS)[number];

const max = (n: number) => ({
  error: (issue: { path?: readonly PropertyKey[] }) => `${fieldLabel(issue.path)}: each must be at most ${n} characters`,
});
const M = INQUIRY_MESSAGES;

const email = emailSchema(M.emailRequired, M.emailInvalid);
const name = requiredString(M.nameRequired, INQUIRY_LIMITS.name);
const message = requiredString(M.messageRequired, INQUIRY_LIMITS.message);
const list = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? [] : typeof v === 'string' ? [v] : v),
    z.array(item, { error: (issue) => `${fieldLabel(issue.path)} must be a list` }).max(INQUIRY_LIMITS.interests, {
      error: (issue) => `${fieldLabel(issue.path)} may have at most ${INQUIRY_LIMITS.interests} entries`,
    }),
  );
const uniq = (items: string[]) => [...new Set(items.filter(Boolean))];

/** The contact form: first and last name (or one `name`), email, subject and message. */
export const contactInquirySchema = z
  .object({
    kind: z.literal('contact'),
    name: optionalText(INQUIRY_LIMITS.name),
    firstName: optionalText(INQUIRY_LIMITS.firstName),
    lastName: optionalText(INQUIRY_LIMITS.lastName),
    email,
    subject: requiredString(M.subjectRequired, INQUIRY_LIMITS.subject),
    message,
    organization: optionalText(INQUIRY_LIMITS.organization),
  })
  .refine((v) => hasText(v.name) || hasText(v.firstName), { path: ['firstName'], error: M.firstNameRequired, when: always })
  .refine((v) => hasText(v.name) || hasText(v.lastName), { path: ['lastName'], error: M.lastNameRequired, when: always });

/** Get in Touch: full name, email, optional organization, interest and message. */
export const getInvolvedInquirySchema = z.object({
  kind: z.literal('get-involved'),
  name,
  email,
  organization: optionalText(INQUIRY_LIMITS.organization),
  interest: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v === null ? undefined : v),
    z.enum(INQUIRY_INTERESTS, { error: M.interestInvalid }).optional(),
  ),
  message,
});

/** Subscribe to Event Notifications: email, full name, event types. */
export const eventNotificationsInquirySchema = z.object({
  kind: z.literal('event-notifications'),
  name,
  email,
  eventTypes: list(z.preprocess(canonicalEventType, z.enum(EVENT_TYPES, { error: M.eventTypeInvalid }))).transform(uniq),
});

/** Stay Updated: email, full name, interest areas. */
export const stayUpdatedInquirySchema = z.object({
  kind: z.literal('stay-updated'),
  name,
  email,
  organization: optionalText(INQUIRY_LIMITS.organization),
  interests: list(
    z.string({ error: 'Interests must be text' }).trim().max(INQUIRY_LIMITS.interest, max(INQUIRY_LIMITS.interest)),
  ).transform(uniq),
});

function hasText(v: unknown): boolean {
  return typeof v === 'string' && v.trim() !== '';
}
function always() {
  return true;
}

/** POST /api/inquiries: one of the four forms, chosen by `kind`. Unknown fields are dropped. */
export const createInquirySchema = z.discriminatedUnion(
  'kind',
  [contactInquirySchema, getInvolvedInquirySchema, eventNotificationsInquirySchema, stayUpdatedInquirySchema],
  { error: M.kindInvalid },
);
export type CreateInquiryInput = z.input<typeof createInquirySchema>;
export type CreateInquiryData = z.output<typeof createInquirySchema>;

const readFlag = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? (({ true: true, false: false, '1': true, '0': false } as Record<string, boolean>)[v.trim().toLowerCase()] ?? v)
      : v,
  z.boolean({ error: M.readInvalid }),
);

/** GET /api/inquiries (back office). */
export const inquiriesQuerySchema = z.object({
  ...pageQuery(PAGE_SIZES.inquiries).shape,
  sort: sortQuery(['name', 'email', 'kind', 'createdAt']),
  kind: z.preprocess(
    (v) => (typeof v === 'string' ? (['', 'all'].includes(v.trim().toLowerCase()) ? undefined : v.trim().toLowerCase()) : v),
    z.enum(INQUIRY_KINDS, { error: M.kindInvalid }).optional(),
  ),
  read: readFlag.optional(),
  search: z.string({ error: 'Search must be text' }).trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
});
export type InquiriesQuery = z.output<typeof inquiriesQuerySchema>;

/** PATCH /api/inquiries/{id}. */
export const updateInquirySchema = z.object({ read: readFlag });

export const inquirySchema = z.object({
  id: z.number(),
  kind: z.enum(INQUIRY_KINDS),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  subject: z.string().nullable(),
  interest: z.string().nullable(),
  message: z.string().nullable(),
  interests: z.array(z.string()),
  read: z.boolean(),
  ...timestampFields,
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiriesListSchema = z.object({ inquiries: z.array(inquirySchema), pagination: paginationSchema });
export type InquiriesList = z.infer<typeof inquiriesListSchema>;

/** POST /inquiries, GET and PATCH /inquiries/{id}. */
export const inquiryEnvelopeSchema = z.object({ inquiry: inquirySchema });
