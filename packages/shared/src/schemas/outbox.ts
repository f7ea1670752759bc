import { z } from 'zod';
import { pageQuery, paginationSchema, noFilter, sortQuery } from './common';

/**
 * The mail outbox as administrators read it (apps/api/src/modules/outbox, docs/behaviour/mail.md): every
 * message the site sends, its state and its rendered parts. Messages of its own, out of MESSAGES (which
 * public pages load).
 */

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_PAGE_SIZE = 25;

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const OUTBOX_MESSAGES = {
  statusInvalid: `status must be one of ${OUTBOX_STATUSES.join(', ')}`,
  notFound: 'Message not found',
  notFailed: 'Only a failed message can be retried',
  retried: 'The message will be sent again',
  loadFailed: 'Error loading the outbox',
  emptyTitle: 'No messages',
  emptyHint: 'Mail the site sends (password reset links, ...) is listed here.',
  emptyFilterHint: 'No message has this status.',
} as const;

/** GET /api/outbox: newest first, optionally one status. */
export const outboxQuerySchema = pageQuery(OUTBOX_PAGE_SIZE).extend({
  sort: sortQuery(['subject', 'recipient', 'status', 'attempts', 'createdAt']),
  status: z.preprocess(noFilter, z.enum(OUTBOX_STATUSES, { error: OUTBOX_MESSAGES.statusInvalid }).optional()),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

export const outboxEntrySchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxListSchema = z.object({ messages: z.array(outboxEntrySchema), pagination: paginationSchema });
export type OutboxList = z.infer<typeof outboxListSchema>;

/**
 * GET /api/outbox/:id: the entry with its rendered parts (the HTML is shown in a sandboxed frame), its
 * extra headers (`List-Unsubscribe` on bulk mail) and the files sent with it, named with their size.
 */
export const outboxMessageSchema = z.object({
  message: outboxEntrySchema.extend({
    html: z.string(),
    text: z.string(),
    headers: z.record(z.string(), z.string()),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
  }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>['message'];
