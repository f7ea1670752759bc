import { z } from 'zod';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../constants';
import { pageQuery, paginationSchema, noFilter, requiredString, sortQuery } from './common';
import { subscribeSchema } from './users';

/**
 * Newsletter subscribers (docs/behaviour/subscribers.md, docs/behaviour/mail.md): the public confirm and
 * unsubscribe steps and the back office's Subscribers screen. Messages of their own, out of MESSAGES
 * (which every public page loads).
 */

export const SUBSCRIBERS_PAGE_SIZE = 20;

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** How long a confirmation link works (the mail says so: apps/api/src/lib/mail/templates.ts). */
export const SUBSCRIPTION_LINK_DAYS = 7;

/** How consent was obtained, when staff add an address (by hand or by import): kept with it. */
export const SUBSCRIBER_CONSENT_MAX = 500;
/** The most rows one CSV import takes (its confirmation mails are queued in one transaction). */
export const SUBSCRIBER_IMPORT_MAX_ROWS = 5000;
/** The most characters of an imported CSV file (about 5,000 rows of a few columns). */
export const SUBSCRIBER_IMPORT_MAX_CHARS = 1_000_000;

export const SUBSCRIBER_MESSAGES = {
  statusInvalid: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}`,
  tokenInvalid: 'This link is not valid.',
  notFound: 'Subscriber not found',
  deleted: 'Subscriber removed',
  deleteFailed: 'Could not remove the subscriber',
  loadFailed: 'Error loading subscribers',
  exportFailed: 'Could not export the subscribers',
  emptyTitle: 'No subscribers',
  emptyHint: 'Addresses that subscribe to the newsletter are listed here.',
  emptyFilterHint: 'No subscriber matches the search or filter.',
  confirmed: 'Your subscription is confirmed. Thank you: you will receive our next newsletter.',
  unsubscribed: 'You are unsubscribed: we will send you no more newsletters.',
  /** The one answer of the one-click unsubscribe address (RFC 8058), whatever the token. */
  oneClickDone: 'Unsubscribed',
  added: 'Subscriber added: a confirmation link was mailed to the address.',
  alreadyListed: 'This address is already on the list (as pending, confirmed or unsubscribed): nothing was changed.',
  consentRequired: 'Say how the subscriber agreed to receive the newsletter',
  importNoRows: 'The file holds no address: it needs a header row with an Email column and one row per subscriber.',
  importNoEmailColumn:
    'The file has no Email column: its first row must name the columns (Email, and Name, Organisation, Interests if you have them).',
  importTooManyRows: `The file has more than ${SUBSCRIBER_IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows: split it and import each part.`,
  importUnreadable: 'The file could not be read as CSV: save it from your spreadsheet as "CSV (comma separated)" and try again.',
  importFailed: 'Could not import the file',
  addFailed: 'Could not add the subscriber',
  linkUnusable: 'This confirmation link does not work: it has already been used, it is older than 7 days, or it is not complete.',
  unsubscribeLinkUnusable: 'This unsubscribe link does not work: it is not complete, or the address was removed from our list.',
} as const;

/** GET /api/subscribers and GET /api/subscribers/export: newest first, a search, one status. */
export const subscribersQuerySchema = pageQuery(SUBSCRIBERS_PAGE_SIZE).extend({
  search: z.string().trim().max(200).optional(),
  status: z.preprocess(noFilter, z.enum(SUBSCRIBER_STATUSES, { error: SUBSCRIBER_MESSAGES.statusInvalid }).optional()),
  sort: sortQuery(['email', 'name', 'status', 'createdAt']),
});
export type SubscribersQuery = z.output<typeof subscribersQuerySchema>;
export const subscribersExportQuerySchema = subscribersQuerySchema.pick({ search: true, status: true });
export type SubscribersExportQuery = z.output<typeof subscribersExportQuerySchema>;

const consentSchema = requiredString(SUBSCRIBER_MESSAGES.consentRequired, SUBSCRIBER_CONSENT_MAX, 'Consent');

/**
 * POST /api/subscribers: staff add one address by hand. It is stored pending and mailed the
 * confirmation link, as a visitor's subscription is (double opt-in); how they agreed is recorded.
 */
export const subscriberAddSchema = subscribeSchema.pick({ email: true, name: true, organization: true, interests: true }).extend({
  consent: consentSchema,
});
export type SubscriberAddInput = z.input<typeof subscriberAddSchema>;

/**
 * POST /api/subscribers/import: a CSV file's text (a header row naming an Email column, and Name,
 * Organisation, Interests if it has them: the export's own columns read back), the consent that covers
 * every row, interests for every row, and whether this is the dry run that only says what would happen.
 */
export const subscriberImportSchema = z.object({
  csv: z.string({ error: SUBSCRIBER_MESSAGES.importNoRows }).max(SUBSCRIBER_IMPORT_MAX_CHARS, {
    error: `The file is larger than ${SUBSCRIBER_IMPORT_MAX_CHARS / 1_000_000} MB of text: split it and import each part.`,
  }),
  consent: consentSchema,
  interests: subscribeSchema.shape.interests,
  dryRun: z.boolean({ error: 'dryRun must be true or false' }),
});
export type SubscriberImportInput = z.input<typeof subscriberImportSchema>;

/** A row of an import that is skipped because it cannot be added, with its line in the file. */
export const subscriberImportProblemSchema = z.object({ line: z.number(), value: z.string(), message: z.string() });
/** What an import did, or (dry run) would do. `problems` lists at most 100 rows; `invalid` counts them all. */
export const subscriberImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number(),
  added: z.number(),
  /** Addresses already on the list, in any state: skipped (an unsubscribed address is never mailed again by an import). */
  existing: z.number(),
  /** Addresses given again further down the file: skipped. */
  repeated: z.number(),
  invalid: z.number(),
  problems: z.array(subscriberImportProblemSchema),
  message: z.string(),
});
export type SubscriberImportResult = z.infer<typeof subscriberImportResultSchema>;

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  organization: z.string().nullable(),
  interests: z.array(z.string()),
  /** Interests asked for by a confirmed subscriber, added when the link mailed to them is followed. */
  pendingInterests: z.array(z.string()),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string(),
  /** How the subscriber agreed, when staff added them; null for the public forms (their own words are the consent). */
  consent: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscribersListSchema = z.object({ subscribers: z.array(subscriberSchema), pagination: paginationSchema });
export type SubscribersList = z.infer<typeof subscribersListSchema>;

/** GET /api/subscribers/stats: how many subscribers are in each state. */
export const subscriberStatsSchema = z.object({ total: z.number(), pending: z.number(), confirmed: z.number(), unsubscribed: z.number() });
export type SubscriberStats = z.infer<typeof subscriberStatsSchema>;

/** A link's token in a path or a body: base64url, 43 characters as the API makes them (32 random bytes), 64 for the tokens migration 0025 made. */
export const subscriberTokenSchema = z
  .string({ error: SUBSCRIBER_MESSAGES.tokenInvalid })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: SUBSCRIBER_MESSAGES.tokenInvalid });
export const subscriberTokenParam = z.object({ token: subscriberTokenSchema });

/** POST /api/newsletter/confirm */
export const confirmSubscriptionSchema = z.object({ token: subscriberTokenSchema });
/** POST /api/newsletter/unsubscribe (the unsubscribe page's action) */
export const unsubscribeSchema = z.object({ token: subscriberTokenSchema });

/** The answer of confirm and unsubscribe: the message only, never the address. */
export const subscriberStepResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SubscriberStepResponse = z.infer<typeof subscriberStepResponseSchema>;

/** GET /api/newsletter/confirm/{token} and /unsubscribe/{token}: what the page shows before the button. */
export const subscriberLinkSchema = z.object({ maskedEmail: z.string() });
export type SubscriberLink = z.infer<typeof subscriberLinkSchema>;

/** `j•••@example.org`: the first character of the local part, the domain in full. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
