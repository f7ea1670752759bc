import { z } from 'zod';

/**
 * Sending a newsletter issue to the confirmed subscribers (apps/api/src/modules/announcements,
 * docs/behaviour/mail.md "Announcing an issue"). Messages of its own, out of MESSAGES (which public pages load).
 */

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Newsletter issue not found',
  notPublished:
    'Only a published newsletter issue can be sent to subscribers: publish it first (a draft or a scheduled issue is not public yet).',
  queued: (n: number) => (n === 1 ? 'The issue is being sent to 1 subscriber' : `The issue is being sent to ${n} subscribers`),
  nothingNew: 'Every confirmed subscriber already has this issue: nothing new to send',
  sendFailed: 'Could not send the issue.',
  loadFailed: 'Could not load the sending progress.',
} as const;

/** How far an issue's messages have gone, counted from its outbox rows (never an address). */
export const announcementProgressSchema = z.object({
  /** ISO 8601. */
  startedAt: z.string(),
  /** The name of who sent it first; null when that account is gone. */
  startedBy: z.string().nullable(),
  /** ISO 8601 when the last send finished queuing; null while queuing (or when a crash stopped it: sending again completes it). */
  finishedAt: z.string().nullable(),
  /** Messages queued for the issue when the last send finished. */
  total: z.number().int(),
  /** Messages of the issue in the outbox now (an unsubscribe removes its waiting message). */
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Waiting or being sent. */
  pending: z.number().int(),
});
export type AnnouncementProgress = z.infer<typeof announcementProgressSchema>;

/** GET /api/newsletters/:id/announcement. */
export const announcementStatusSchema = z.object({
  /** Null: never sent. */
  announcement: announcementProgressSchema.nullable(),
  /** Confirmed subscribers now, and how many of them have no message of this issue yet (a send would queue them). */
  subscribers: z.object({ confirmed: z.number().int(), notYetQueued: z.number().int() }),
});
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

/** POST /api/newsletters/:id/announcement: how many messages this call queued, and the progress after it. */
export const announcementSentSchema = announcementStatusSchema.extend({
  message: z.string(),
  queuedNow: z.number().int(),
});
export type AnnouncementSent = z.infer<typeof announcementSentSchema>;
