import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { OUTBOX_MESSAGES, type OutboxEntry, type OutboxMessage, type OutboxQuery } from '@mnch/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { outbox } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { iso, caseless, orderBySort, countWhere, pagination } from '../../lib/sql';

type OutboxRow = typeof outbox.$inferSelect;

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: iso(row.createdAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    sentAt: iso(row.sentAt),
  };
}

/** The admin Outbox (decision 30): the messages the site has queued, their state, and a retry of a failed one. */
export function createOutboxService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async list(query: OutboxQuery) {
      // A message past keeping (lib/mail/retention.ts) keeps only its dedupe key: not listed.
      const where = and(ne(outbox.recipient, ''), query.status ? eq(outbox.status, query.status) : undefined);
      const [rows, n] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              {
                subject: caseless(outbox.subject),
                recipient: outbox.recipient,
                status: outbox.status,
                attempts: outbox.attempts,
                createdAt: outbox.createdAt,
                id: outbox.id,
              },
              [desc(outbox.createdAt), desc(outbox.id)],
            ),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        countWhere(db, outbox, where),
      ]);
      return {
        messages: rows.map(toEntry),
        pagination: pagination(query.page, query.limit, n),
      };
    },

    async get(id: number): Promise<OutboxMessage> {
      const [row] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, id), ne(outbox.recipient, '')))
        .limit(1);
      if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
      const attachments = row.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.byteLength(a.content),
      }));
      return { ...toEntry(row), html: row.html, text: row.text, headers: row.headers, attachments };
    },

    /** A failed message goes back to `pending`, due now, with its attempts counted from 0 again. */
    async retry(id: number): Promise<OutboxEntry> {
      const [row] = await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
        .returning();
      if (row) return toEntry(row);
      const [exists] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id)).limit(1);
      if (!exists) throw notFound(OUTBOX_MESSAGES.notFound);
      throw conflict(OUTBOX_MESSAGES.notFailed);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
