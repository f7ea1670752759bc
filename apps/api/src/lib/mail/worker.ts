import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, type MailAttachment } from '../../db/schema';
import { onMailQueued } from './outbox';

/** What the worker needs of a mail transport (nodemailer's, ./transport.ts; tests may pass their own). */
export interface MailSender {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
    attachments: MailAttachment[];
  }): Promise<unknown>;
  close?(): void;
}

interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  sender: MailSender;
  from: string;
  log: WorkerLog;
  /** How often the worker looks for due messages when nothing wakes it (ms). */
  pollMs?: number;
  /** Messages claimed at once. */
  batchSize?: number;
  /** Attempts before a message is `failed`. */
  maxAttempts?: number;
  /** The wait after the first failed attempt; it doubles with each further failure, up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claim lasts: a row still `sending` after it (its worker died) is claimed again. */
  leaseMs?: number;
}

export const MAIL_WORKER_DEFAULTS = {
  pollMs: 30_000,
  batchSize: 10,
  maxAttempts: 8,
  backoffBaseMs: 60_000,
  backoffMaxMs: 6 * 3_600_000,
  leaseMs: 5 * 60_000,
};

/** The wait before attempt `attempts + 1` after `attempts` failures: base, 2 × base, 4 × base ... up to the cap. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), maxMs);
}

/** An error as the outbox keeps it: its message (an SMTP answer names its code), at most 500 characters. */
function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : 'unknown error';
  return message.slice(0, 500);
}

/**
 * Sends the outbox (decision 30). Each run claims due rows - `pending` whose `next_attempt_at` has come,
 * or `sending` whose lease has run out - in one statement with `FOR UPDATE SKIP LOCKED`, marking them
 * `sending` with a lease and one more attempt; another worker on the same database skips the rows being
 * claimed and no longer matches them once claimed. Then each is sent and marked `sent`, or back to
 * `pending` after a growing wait, or `failed` after `maxAttempts`. Times are the database's (`now()`), so
 * processes on several hosts agree. A crash after the claim leaves the row `sending` until its lease ends;
 * it is then sent again (at least once: a crash between the SMTP server's acceptance and the `sent` mark
 * can send a message twice, never lose one).
 *
 * Woken by `queueMail` in this process (and again a second later, for a commit not yet visible), and
 * every `pollMs` otherwise. One run at a time per worker.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const o = { ...MAIL_WORKER_DEFAULTS, ...options };
  const { db, sender, log } = o;
  /** Not started, or stopped: nothing wakes it. */
  let stopped = true;
  /** `stop()` was called: a run under way ends after the message it is sending. */
  let stopping = false;
  let running: Promise<void> | undefined;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;
  const followUps = new Set<NodeJS.Timeout>();
  let unsubscribe: (() => void) | undefined;

  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
          and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(o.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: sql`now() + ${o.leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function sendOne(row: typeof outbox.$inferSelect) {
    try {
      await sender.sendMail({
        from: o.from,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        attachments: row.attachments,
      });
    } catch (err) {
      const failed = row.attempts >= o.maxAttempts;
      const waitMs = backoffMs(row.attempts, o.backoffBaseMs, o.backoffMaxMs);
      await db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: describeError(err),
          nextAttemptAt: failed ? undefined : sql`now() + ${waitMs} * interval '1 millisecond'`,
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')));
      // The message id and counts only: no address, and not the SMTP answer, which may quote one.
      if (failed) log.error({ mailId: row.id, attempts: row.attempts }, 'mail could not be sent: given up (see the admin Outbox)');
      else log.warn({ mailId: row.id, attempts: row.attempts, retryInSeconds: Math.round(waitMs / 1000) }, 'mail could not be sent yet');
      return false;
    }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
    return true;
  }

  /** One run: claims and sends batches until none is due. Returns how many messages went out. */
  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) {
        // Rows claimed but not tried go back at once rather than after their lease.
        if (stopping) {
          await db
            .update(outbox)
            .set({ status: 'pending', attempts: sql`${outbox.attempts} - 1`, lockedUntil: null })
            .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending')));
          continue;
        }
        if (await sendOne(row)) sent++;
      }
      // Fewer rows than a batch may mean another worker holds the rest: only none claimed ends the run.
      if (rows.length === 0 || stopping) return sent;
    }
  }

  function schedulePoll() {
    clearTimeout(pollTimer);
    if (stopped) return;
    pollTimer = setTimeout(() => wake(), o.pollMs);
    pollTimer.unref();
  }

  /** Starts a run now, or right after the current one. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (err) {
          log.error({ err: describeError(err) }, 'the mail worker could not read the outbox; it tries again later');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedulePoll();
    });
  }

  function wakeSoon() {
    wake();
    const timer = setTimeout(() => {
      followUps.delete(timer);
      wake();
    }, 1000);
    timer.unref();
    followUps.add(timer);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      unsubscribe = onMailQueued(wakeSoon);
      wake();
    },
    /** Stops waking and waits for the run under way, if any, to end. */
    async stop() {
      stopped = true;
      stopping = true;
      unsubscribe?.();
      clearTimeout(pollTimer);
      for (const timer of followUps) clearTimeout(timer);
      followUps.clear();
      await running;
      sender.close?.();
    },
    /** Runs once now (tests), unless a run is under way; returns how many messages went out. */
    runOnce: () => drain(),
    wake,
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
