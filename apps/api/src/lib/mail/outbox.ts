import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, type MailAttachment } from '../../db/schema';

/** A message to send: one recipient, the rendered parts (./templates.ts) and what it is. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is (`password-reset`, `staff-alert`, ...): shown in the back office's Outbox. */
  kind: string;
  /**
   * Makes the message unique: a second `queueMail` with the same key queues nothing (e.g.
   * `issue:12:to:<subscriber id>`, so an announcement never reaches one address twice). Never an address.
   */
  dedupeKey?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for bulk mail). */
  headers?: Record<string, string>;
  /** Files sent with it, e.g. an event's .ics. */
  attachments?: MailAttachment[];
}

/** Queues one copy of a staff alert to each address of STAFF_NOTIFY_EMAILS (`staff`; none when it is empty). */
export async function queueStaffAlert(tx: Db, staff: readonly string[], mail: Omit<OutgoingMail, 'to' | 'kind'>): Promise<void> {
  for (const to of staff) await queueMail(tx, { to, ...mail, kind: 'staff-alert' });
}

/** Listeners of `mailQueued` (the worker of each app in this process: ./worker.ts). */
const listeners = new Set<() => void>();

/** Calls `listener` after every `queueMail` in this process; returns the function that stops it. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a message in the outbox, in the caller's transaction: it is sent only if that transaction
 * commits, and a crash after the commit loses nothing (the worker finds the row at its next run). Returns
 * false when a message with the same `dedupeKey` is already queued (or sent), in which case nothing is
 * written. Wakes this process's worker, which looks again shortly after in case the commit is not
 * visible yet (decision 30).
 */
export async function queueMail(tx: Db, mail: OutgoingMail): Promise<boolean> {
  return (await queueMails(tx, [mail])).length > 0;
}

/**
 * `queueMail` for many messages in one statement (an issue's announcement queues hundreds at once),
 * waking the worker once. Returns the dedupe keys (or null for keyless messages) of the rows written:
 * a message whose key is already queued is left out.
 */
export async function queueMails(tx: Db, mails: readonly OutgoingMail[]): Promise<Array<string | null>> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        recipient: mail.to.trim().toLowerCase(),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        kind: mail.kind,
        dedupeKey: mail.dedupeKey,
        headers: mail.headers ?? {},
        attachments: mail.attachments ?? [],
        nextAttemptAt: sql`now()`,
      })),
    )
    .onConflictDoNothing()
    .returning({ dedupeKey: outbox.dedupeKey });
  if (rows.length > 0) for (const listener of listeners) listener();
  return rows.map((r) => r.dedupeKey);
}
