import { and, inArray, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { ACKNOWLEDGEMENT_KEY_PREFIX } from './outbox';

/**
 * How long a sent or failed message is kept whole (days): long enough for an administrator to read or
 * retry it in the Outbox, and no longer, since it holds a visitor's address and often what they wrote
 * (docs/behaviour/mail.md, "Keeping").
 */
export const OUTBOX_RETENTION_DAYS = 90;

/** How often the prune runs after the first run at start-up. */
export const OUTBOX_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Forgets messages sent or failed more than OUTBOX_RETENTION_DAYS ago: a message without a dedupe key, or
 * with an acknowledgement's (whose key matters only for a day, ACKNOWLEDGEMENT_WINDOW_MS), is deleted;
 * one with another key (an issue's announcement to a subscriber) keeps its row and key, so the issue is
 * still never sent to that subscriber twice and its progress still counts it, but loses its address,
 * parts, headers and files. Pending and sending messages are never touched. Idempotent, so several
 * processes may run it at once. Returns how many messages were forgotten.
 */
export async function pruneOutbox(db: Db, days = OUTBOX_RETENTION_DAYS): Promise<number> {
  const old = and(
    inArray(outbox.status, ['sent', 'failed']),
    lt(sql`coalesce(${outbox.sentAt}, ${outbox.nextAttemptAt})`, sql`now() - ${days} * interval '1 day'`),
  );
  const deleted = await db
    .delete(outbox)
    .where(and(old, or(isNull(outbox.dedupeKey), like(outbox.dedupeKey, `${ACKNOWLEDGEMENT_KEY_PREFIX}%`))))
    .returning({ id: outbox.id });
  const emptied = await db
    .update(outbox)
    .set({ recipient: '', subject: '', html: '', text: '', headers: {}, attachments: [], lastError: null })
    .where(and(old, isNotNull(outbox.dedupeKey), sql`${outbox.recipient} <> ''`))
    .returning({ id: outbox.id });
  return deleted.length + emptied.length;
}
