import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';
import { queueMails, type OutgoingMail } from './outbox';

/** What a mail to a confirmed subscriber is written from. */
export interface ConfirmedSubscriber {
  id: number;
  email: string;
  unsubscribeToken: string;
  interests: string[];
}

/**
 * Queues one mail to every confirmed subscriber that `only` keeps, walking them by id `batchSize` at a
 * time, each batch in one transaction (decision 32): no transaction grows with the list, and a mail's
 * dedupe key makes a second walk queue only what is missing. Returns how many mails were queued.
 */
export async function queueToConfirmedSubscribers(
  db: Db,
  batchSize: number,
  only: SQL | undefined,
  mailFor: (subscriber: ConfirmedSubscriber) => OutgoingMail,
): Promise<number> {
  let after = 0;
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // FOR SHARE: an unsubscribe of one of these subscribers waits for this batch to commit, then
      // deletes the message queued here (or, when it came first, the subscriber is no longer confirmed).
      const rows = await tx
        .select({
          id: subscribers.id,
          email: subscribers.email,
          unsubscribeToken: subscribers.unsubscribeToken,
          interests: subscribers.interests,
        })
        .from(subscribers)
        .where(and(eq(subscribers.status, 'confirmed'), gt(subscribers.id, after), only))
        .orderBy(asc(subscribers.id))
        .limit(batchSize)
        .for('share');
      const written = await queueMails(tx, rows.map(mailFor));
      return { last: rows.at(-1)?.id, size: rows.length, written: written.length };
    });
    queued += batch.written;
    if (batch.last === undefined || batch.size < batchSize) return queued;
    after = batch.last;
  }
}
