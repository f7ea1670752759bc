import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  SUBSCRIBER_MESSAGES,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIPTION_LINK_DAYS,
  confirmSubscriptionPath,
  maskEmail,
  sortInterests,
  toCsv,
  toSiteDateTime,
  type Subscriber,
  type SubscriberStats,
  type SubscribersExportQuery,
  type SubscribersQuery,
  type SubscribeInput,
  type SubscriberImportResult,
  type subscriberAddSchema,
  type subscriberImportSchema,
} from '@mnch/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { outbox, subscribers } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { readSubscriberCsv, type ImportRow } from './csv-import';
import { queueMail, queueMails } from '../../lib/mail/outbox';
import { subscriptionConfirmMail, subscriptionWelcomeMail } from '../../lib/mail/templates';
import { unsubscribeLinks } from '../../lib/mail/unsubscribe';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso, caseless, orderBySort, searchAny, countWhere, pagination } from '../../lib/sql';

type SubscriberRow = typeof subscribers.$inferSelect;

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = SUBSCRIPTION_LINK_DAYS * 86_400_000;
/** A pending address gets at most one new link in this time; more subscriptions of it send nothing. */
export const CONFIRM_RESEND_MS = 10 * 60_000;
/**
 * Every subscription takes at least this long, whatever happened (a new address, a pending, confirmed
 * or unsubscribed one): the answer's timing tells nothing either (docs/behaviour/subscribers.md).
 */
export const SUBSCRIBE_MIN_MS = 200;

/** What a subscription did, for tests only: the route answers every case the same way. */
export type SubscribeOutcome = 'created' | 'resent' | 'throttled' | 'already-confirmed';

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    organization: row.organization,
    interests: row.interests,
    pendingInterests: row.pendingInterests,
    status: row.status,
    source: row.source,
    consent: row.consent,
    createdAt: iso(row.createdAt),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

/**
 * The subscriber's announcements and notices still waiting in the outbox (dedupe keys `issue:<issue
 * id>:to:<subscriber id>` and `notice:<kind>:<item id>:to:<subscriber id>`, lib/mail/outbox.ts): deleted
 * when the subscriber leaves, in the same transaction, so none is sent.
 */
const deletePendingIssues = (tx: Db, id: number) =>
  tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        or(like(outbox.dedupeKey, 'issue:%'), like(outbox.dedupeKey, 'notice:%')),
        like(outbox.dedupeKey, `%:to:${id}`),
      ),
    );

/** Rows written (and addresses looked up) per statement when staff add many at once. */
const STAFF_ADD_CHUNK = 500;
/** The most problem rows an import's answer lists (all are counted). */
const IMPORT_PROBLEMS_LISTED = 100;

export const SUBSCRIBERS_CSV_COLUMNS = ['Email', 'Name', 'Organisation', 'Status', 'Source', 'Subscribed', 'Interests'] as const;

/** What an import did or would do, in a sentence. */
function importMessage(dryRun: boolean, c: { rows: number; added: number; existing: number; repeated: number; invalid: number }): string {
  const n = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
  const skipped = [
    c.existing ? `${n(c.existing, 'address', 'addresses')} already on the list` : '',
    c.repeated ? `${n(c.repeated, 'repeat', 'repeats')} in the file` : '',
    c.invalid ? `${n(c.invalid, 'row', 'rows')} that cannot be added` : '',
  ].filter(Boolean);
  const head = dryRun
    ? `${n(c.added, 'address', 'addresses')} of ${n(c.rows, 'row', 'rows')} would be added and mailed a confirmation link`
    : `${n(c.added, 'address', 'addresses')} added, each mailed a confirmation link`;
  return `${head}${skipped.length ? `. Skipped: ${skipped.join(', ')}` : ''}.`;
}

/**
 * Newsletter subscribers with double opt-in (docs/behaviour/subscribers.md): a subscription stores a
 * pending address and queues the confirmation link in the same transaction; the link confirms it; the
 * unsubscribe token of every issue ends it. The back office lists, counts, exports and removes them.
 */
export function createSubscribersService({ db, config, now = () => new Date() }: Pick<ServiceDeps, 'db' | 'config' | 'now'>) {
  const siteUrl = config.publicConfig.siteUrl;

  const confirmationMail = (email: string, token: string, interests: readonly string[], addedByStaff = false) => ({
    to: email,
    ...subscriptionConfirmMail({
      siteUrl,
      url: `${siteUrl}${confirmSubscriptionPath(token)}`,
      validDays: SUBSCRIPTION_LINK_DAYS,
      interests,
      addedByStaff,
    }),
    kind: 'subscription-confirm',
  });

  async function queueConfirmation(tx: Db, email: string, token: string, interests: readonly string[]) {
    await queueMail(tx, confirmationMail(email, token, interests));
  }

  /**
   * Staff's new addresses (by hand or by import), pending and each mailed its confirmation link, in one
   * transaction; an address already on the list, in any state, is left as it is. Returns the rows added.
   */
  async function addByStaff(
    rows: ReadonlyArray<Omit<ImportRow, 'line'>>,
    source: 'staff' | 'import',
    consent: string,
    addedBy: number,
  ): Promise<number> {
    const at = now();
    return db.transaction(async (tx) => {
      let added = 0;
      for (let start = 0; start < rows.length; start += STAFF_ADD_CHUNK) {
        const chunk = rows.slice(start, start + STAFF_ADD_CHUNK).map((row) => ({ row, token: newToken() }));
        const inserted = await tx
          .insert(subscribers)
          .values(
            chunk.map(({ row, token }) => ({
              email: row.email,
              name: row.name || null,
              organization: row.organization || null,
              interests: sortInterests(row.interests),
              status: 'pending' as const,
              source,
              consent,
              addedBy,
              confirmTokenHash: hashToken(token),
              confirmSentAt: at,
              unsubscribeToken: newToken(),
              createdAt: at,
            })),
          )
          .onConflictDoNothing({ target: subscribers.email })
          .returning({ email: subscribers.email });
        const mailed = new Set(inserted.map((r) => r.email));
        await queueMails(
          tx,
          chunk
            .filter(({ row }) => mailed.has(row.email))
            .map(({ row, token }) => confirmationMail(row.email, token, sortInterests(row.interests), true)),
        );
        added += inserted.length;
      }
      return added;
    });
  }

  /** Which of these addresses are on the list already, in any state. */
  async function listed(emails: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < emails.length; start += STAFF_ADD_CHUNK) {
      const chunk = emails.slice(start, start + STAFF_ADD_CHUNK);
      const rows = await db.select({ email: subscribers.email }).from(subscribers).where(inArray(subscribers.email, chunk));
      for (const row of rows) found.add(row.email);
    }
    return found;
  }

  /** The work of `subscribe`, in one transaction (the address's row is locked while it is decided). */
  async function subscribeNow(data: SubscribeInput): Promise<SubscribeOutcome> {
    const email = data.email.trim().toLowerCase();
    const chosen = sortInterests(data.interests ?? []);
    const token = newToken();
    const at = now();
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(subscribers)
        .values({
          email,
          name: data.name || null,
          organization: data.organization || null,
          interests: chosen,
          status: 'pending',
          source: data.source ?? 'newsletter',
          confirmTokenHash: hashToken(token),
          confirmSentAt: at,
          unsubscribeToken: newToken(),
          createdAt: at,
        })
        .onConflictDoNothing({ target: subscribers.email })
        .returning({ id: subscribers.id });
      if (inserted.length > 0) {
        await queueConfirmation(tx, email, token, chosen);
        return 'created';
      }
      const [row] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for('update');
      if (!row) return 'already-confirmed';
      // A confirmed address's new interests wait for its owner's confirmation (pending_interests); a
      // pending one's are added to what its link will confirm; an unsubscribed one starts again with these.
      const confirmed = row.status === 'confirmed';
      const added = chosen.filter((i) => !row.interests.includes(i));
      if (confirmed && added.length === 0) return 'already-confirmed';
      const interests = row.status === 'unsubscribed' ? chosen : confirmed ? row.interests : sortInterests([...row.interests, ...chosen]);
      const pendingInterests = confirmed ? sortInterests([...row.pendingInterests, ...added]) : [];
      const linkLive = row.status !== 'unsubscribed' && row.confirmTokenHash !== null && row.confirmSentAt !== null;
      if (linkLive && at.getTime() - row.confirmSentAt!.getTime() < CONFIRM_RESEND_MS) {
        // The link sent a moment ago confirms these too; no second mail.
        await tx.update(subscribers).set({ interests, pendingInterests }).where(eq(subscribers.id, row.id));
        return 'throttled';
      }
      // A fresh link (the old one stops working); an unsubscribed address is pending again. What was
      // stored is kept: a stranger typing the address cannot change its name.
      await tx
        .update(subscribers)
        .set({
          status: confirmed ? 'confirmed' : 'pending',
          interests,
          pendingInterests,
          confirmTokenHash: hashToken(token),
          confirmSentAt: at,
          // A confirmed subscriber's details are theirs alone: nothing typed here is kept for them.
          name: confirmed ? row.name : (row.name ?? (data.name || null)),
          organization: confirmed ? row.organization : (row.organization ?? (data.organization || null)),
        })
        .where(eq(subscribers.id, row.id));
      await queueConfirmation(tx, email, token, confirmed ? pendingInterests : interests);
      return 'resent';
    });
  }

  function filters(query: SubscribersExportQuery): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(subscribers.status, query.status));
    if (query.search) conditions.push(searchAny([subscribers.email, subscribers.name, subscribers.organization], query.search));
    return conditions.length ? and(...conditions) : undefined;
  }

  /**
   * A confirmation link that still works: younger than 7 days, of a pending subscriber or of a confirmed
   * one adding interests (unsubscribing clears the link).
   */
  const liveConfirmLink = (token: string) =>
    and(
      eq(subscribers.confirmTokenHash, hashToken(token)),
      ne(subscribers.status, 'unsubscribed'),
      gt(subscribers.confirmSentAt, new Date(now().getTime() - CONFIRM_LINK_TTL_MS)),
    );

  return {
    /**
     * A subscription from a public form. A new address is stored `pending` and mailed a confirmation
     * link; a pending one gets a fresh link (at most one every CONFIRM_RESEND_MS); an unsubscribed one
     * is pending again with a new link; a confirmed one gets nothing. Always takes at least
     * SUBSCRIBE_MIN_MS. Creates no user account.
     */
    async subscribe(data: SubscribeInput): Promise<SubscribeOutcome> {
      const [outcome] = await Promise.all([subscribeNow(data), delay(SUBSCRIBE_MIN_MS)]);
      return outcome;
    },

    /** What the confirm or unsubscribe page shows before its button: the masked address, or null for a link that does not work. */
    async linkPreview(kind: 'confirm' | 'unsubscribe', token: string): Promise<{ maskedEmail: string } | null> {
      const where = kind === 'confirm' ? liveConfirmLink(token) : eq(subscribers.unsubscribeToken, token);
      const [row] = await db.select({ email: subscribers.email }).from(subscribers).where(where).limit(1);
      return row ? { maskedEmail: maskEmail(row.email) } : null;
    },

    /**
     * Confirms the subscription of a live link, once (the link is cleared), and queues the welcome with
     * the address's unsubscribe link in the same transaction. False for any other token.
     */
    async confirm(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(subscribers).where(liveConfirmLink(token)).for('update');
        if (!row) return false;
        const interests = sortInterests([...row.interests, ...row.pendingInterests]);
        await tx
          .update(subscribers)
          .set({
            status: 'confirmed',
            confirmedAt: row.status === 'confirmed' ? row.confirmedAt : now(),
            confirmTokenHash: null,
            unsubscribedAt: null,
            interests,
            pendingInterests: [],
          })
          .where(eq(subscribers.id, row.id));
        const unsubscribe = unsubscribeLinks(siteUrl, row.unsubscribeToken);
        const mail = subscriptionWelcomeMail({ siteUrl, unsubscribeUrl: unsubscribe.url, interests });
        await queueMail(tx, { to: row.email, ...mail, kind: 'subscription-welcome', headers: unsubscribe.headers });
        return true;
      });
    },

    /**
     * Unsubscribes the address of an unsubscribe token and deletes its announcements still waiting, in
     * one transaction. An address already unsubscribed stays so. False for an unknown token.
     */
    async unsubscribe(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: subscribers.id, status: subscribers.status })
          .from(subscribers)
          .where(eq(subscribers.unsubscribeToken, token))
          .for('update');
        if (!row) return false;
        if (row.status !== 'unsubscribed') {
          await tx
            .update(subscribers)
            .set({ status: 'unsubscribed', unsubscribedAt: now(), confirmTokenHash: null, pendingInterests: [] })
            .where(eq(subscribers.id, row.id));
        }
        await deletePendingIssues(tx, row.id);
        return true;
      });
    },

    async list(query: SubscribersQuery) {
      const where = filters(query);
      const [rows, n] = await Promise.all([
        db
          .select()
          .from(subscribers)
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              { email: subscribers.email, name: caseless(subscribers.name), status: subscribers.status, createdAt: subscribers.createdAt },
              [desc(subscribers.createdAt), desc(subscribers.id)],
            ),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        countWhere(db, subscribers, where),
      ]);
      return {
        subscribers: rows.map(toSubscriber),
        pagination: pagination(query.page, query.limit, n),
      };
    },

    async stats(): Promise<SubscriberStats> {
      const [row] = await db
        .select({
          total: count(),
          pending: sql<number>`count(*) filter (where ${subscribers.status} = 'pending')`.mapWith(Number),
          confirmed: sql<number>`count(*) filter (where ${subscribers.status} = 'confirmed')`.mapWith(Number),
          unsubscribed: sql<number>`count(*) filter (where ${subscribers.status} = 'unsubscribed')`.mapWith(Number),
        })
        .from(subscribers);
      return row ?? { total: 0, pending: 0, confirmed: 0, unsubscribed: 0 };
    },

    /** The filtered subscribers as CSV, newest first, formula-safe (toCsv, packages/shared/src/rules/csv.ts). */
    async exportCsv(query: SubscribersExportQuery): Promise<string> {
      const rows = await db.select().from(subscribers).where(filters(query)).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
      return toCsv(
        SUBSCRIBERS_CSV_COLUMNS,
        rows.map((r) => [
          r.email,
          r.name ?? '',
          r.organization ?? '',
          SUBSCRIBER_STATUS_LABELS[r.status],
          r.source,
          toSiteDateTime(r.confirmedAt ?? r.createdAt).replace('T', ' '),
          r.interests.join('; '),
        ]),
      );
    },

    /**
     * Staff add one address by hand: stored pending with the consent they give and mailed the
     * confirmation link (double opt-in). 409 when the address is on the list already, in any state
     * (an unsubscribed address is not mailed again by staff).
     */
    async add(input: z.output<typeof subscriberAddSchema>, addedBy: number): Promise<Subscriber> {
      const row = { email: input.email, name: input.name, organization: input.organization, interests: input.interests ?? [] };
      if ((await addByStaff([row], 'staff', input.consent, addedBy)) === 0) throw conflict(SUBSCRIBER_MESSAGES.alreadyListed);
      const [stored] = await db.select().from(subscribers).where(eq(subscribers.email, input.email));
      return toSubscriber(stored!);
    },

    /**
     * A CSV import (csv-import.ts): every readable new address of the file is added as `add` adds one,
     * with the consent and interests given for all; addresses on the list already, repeated in the file
     * or not valid are skipped and counted. A dry run changes nothing and says what the import would do.
     */
    async importCsv(input: z.output<typeof subscriberImportSchema>, addedBy: number): Promise<SubscriberImportResult> {
      const { rows, problems, total } = readSubscriberCsv(input.csv);
      const seen = new Set<string>();
      const unique = rows.filter((row) => !seen.has(row.email) && seen.add(row.email));
      const onList = await listed(unique.map((row) => row.email));
      const fresh = unique
        .filter((row) => !onList.has(row.email))
        .map((row) => ({ ...row, interests: sortInterests([...row.interests, ...(input.interests ?? [])]) }));
      // An address added by someone else between the look-up and the write is skipped by the write.
      const added = input.dryRun ? fresh.length : await addByStaff(fresh, 'import', input.consent, addedBy);
      const existing = unique.length - added;
      const counts = { rows: total, added, existing, repeated: rows.length - unique.length, invalid: problems.length };
      return {
        dryRun: input.dryRun,
        ...counts,
        problems: problems.slice(0, IMPORT_PROBLEMS_LISTED),
        message: importMessage(input.dryRun, counts),
      };
    },

    /** Deletes a subscriber and their announcements still waiting in the outbox; 404 when there is none. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
        if (deleted.length === 0) throw notFound(SUBSCRIBER_MESSAGES.notFound);
        await deletePendingIssues(tx, id);
      });
    },
  };
}

export type SubscribersService = ReturnType<typeof createSubscribersService>;
