import { createHash } from 'node:crypto';
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

/**
 * How often one address may get an acknowledgement (the contact and get-involved forms' answer, the
 * "already registered" notice of an event): at most one in each such window (a UTC day), whoever sends
 * the forms and from wherever, so typing a stranger's address 70 times sends them one message
 * (docs/security.md, "Acknowledgements relayed visitor text"). A subscription's confirmation has its own limit
 * (CONFIRM_RESEND_MS, modules/subscribers/service.ts).
 */
export const ACKNOWLEDGEMENT_WINDOW_MS = 86_400_000;

/** The dedupe keys of acknowledgements start so (lib/mail/retention.ts deletes them with the message). */
export const ACKNOWLEDGEMENT_KEY_PREFIX = 'ack:';

/**
 * The dedupe key of an acknowledgement to `to` at `at`: the address's SHA-256 (the key is never an
 * address) and the number of its window, so a second one in the same window is not queued.
 */
export function acknowledgementKey(to: string, at: Date): string {
  const address = createHash('sha256').update(to.trim().toLowerCase()).digest('base64url');
  return `${ACKNOWLEDGEMENT_KEY_PREFIX}${address}:${Math.floor(at.getTime() / ACKNOWLEDGEMENT_WINDOW_MS)}`;
}

/**
 * Queues an acknowledgement to an address nobody confirmed, unless that address already had one in this
 * ACKNOWLEDGEMENT_WINDOW_MS (then nothing is queued and this returns false). Its text must hold nothing
 * a visitor wrote (lib/mail/templates.ts, acknowledgementMail).
 */
export function queueAcknowledgement(tx: Db, mail: Omit<OutgoingMail, 'dedupeKey'>, at: Date): Promise<boolean> {
  return queueMail(tx, { ...mail, dedupeKey: acknowledgementKey(mail.to, at) });
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
