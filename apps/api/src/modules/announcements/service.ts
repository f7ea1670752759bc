import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_MESSAGES as M, articlePath, type AnnouncementProgress, type AnnouncementStatus } from '@mnch/shared';
import { announcements, articles, outbox, subscribers, users } from '../../db/schema';
import { isPublicArticle } from '../../lib/article-visibility';
import { unsubscribeLinks } from '../../lib/mail/unsubscribe';
import { conflict, notFound } from '../../lib/http-error';
import { queueToConfirmedSubscribers } from '../../lib/mail/to-subscribers';
import { issueAnnouncementMail } from '../../lib/mail/templates';
import type { ServiceDeps } from '../../lib/service-deps';
import { iso } from '../../lib/sql';

/** The outbox kind of an issue's messages (shown in the admin Outbox). */
export const ANNOUNCEMENT_KIND = 'newsletter-issue';

/**
 * The dedupe key of an issue's message to one subscriber. The unsubscribe route deletes the subscriber's
 * still-pending rows by this key, so its form is fixed: `issue:<issue id>:to:<subscriber id>`.
 */
export const announcementKey = (issueId: number, subscriberId: number) => `issue:${issueId}:to:${subscriberId}`;

/**
 * The keys of all of an issue's messages, as a LIKE pattern. `issueId` is an integer (the route's
 * params are validated), so the pattern is written into the statement: the planner then uses the
 * `text_pattern_ops` index on the key (outbox_dedupe_key_prefix_idx) for the prefix.
 */
const issueKeys = (issueId: number) => {
  if (!Number.isSafeInteger(issueId)) throw new Error('issue id must be an integer');
  return sql`${outbox.dedupeKey} like ${sql.raw(`'issue:${issueId}:to:%'`)}`;
};

/** An address of the site: kept when it is already absolute, else on SITE_URL. */
const absolute = (siteUrl: string, value: string) =>
  /^https?:\/\//i.test(value) ? value : `${siteUrl}${value.startsWith('/') ? '' : '/'}${value}`;

/**
 * Sending a newsletter issue to the confirmed subscribers (docs/behaviour/mail.md "Announcing an issue").
 * Each send walks the confirmed subscribers by id in batches of ANNOUNCEMENT_BATCH_SIZE, one transaction
 * per batch, queueing one outbox message each under the key `issue:<id>:to:<subscriber id>`: a key already
 * queued is skipped, so sending again (a double click, a crash half-way, subscribers confirmed since)
 * queues only the subscribers who have no message yet. The outbox worker sends them.
 */
export function createAnnouncementsService({ db, config }: Pick<ServiceDeps, 'db' | 'config'>) {
  const siteUrl = config.publicConfig.siteUrl;
  const batchSize = config.mail.announcementBatchSize;

  /** The issue, if it is a newsletter issue; 404 otherwise. */
  async function findIssue(id: number) {
    const [issue] = await db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        excerpt: articles.excerpt,
        featuredImage: articles.featuredImage,
        ext: articles.ext,
        url: articles.url,
        isPublic: sql<boolean>`(${isPublicArticle})`,
      })
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.kind, 'newsletter')))
      .limit(1);
    if (!issue) throw notFound(M.notFound);
    return issue;
  }

  async function subscriberCounts(issueId: number) {
    const [row] = await db
      .select({
        confirmed: count(),
        notYetQueued: sql<number>`count(*) filter (where ${outbox.id} is null)`.mapWith(Number),
      })
      .from(subscribers)
      .leftJoin(outbox, eq(outbox.dedupeKey, sql`'issue:' || ${issueId}::int || ':to:' || ${subscribers.id}`))
      .where(eq(subscribers.status, 'confirmed'));
    return { confirmed: row?.confirmed ?? 0, notYetQueued: row?.notYetQueued ?? 0 };
  }

  async function progress(issueId: number): Promise<AnnouncementProgress | null> {
    const [row] = await db
      .select({ a: announcements, startedBy: users.name })
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.startedBy))
      .where(eq(announcements.issueId, issueId))
      .limit(1);
    if (!row) return null;
    const [c] = await db
      .select({
        queued: count(),
        sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${outbox.status} in ('pending', 'sending'))`.mapWith(Number),
      })
      .from(outbox)
      .where(issueKeys(issueId));
    return {
      startedAt: iso(row.a.startedAt),
      startedBy: row.startedBy,
      finishedAt: iso(row.a.finishedAt),
      total: row.a.total,
      queued: c?.queued ?? 0,
      sent: c?.sent ?? 0,
      failed: c?.failed ?? 0,
      pending: c?.pending ?? 0,
    };
  }

  /** Queues the issue to every confirmed subscriber who has no message of it yet; returns how many were queued. */
  async function queueAll(issue: Awaited<ReturnType<typeof findIssue>>): Promise<number> {
    const issueUrl = issue.ext && issue.url ? issue.url : `${siteUrl}${articlePath(issue.slug)}`;
    const imageUrl = issue.featuredImage ? absolute(siteUrl, issue.featuredImage) : null;
    return queueToConfirmedSubscribers(db, batchSize, undefined, (s) => {
      const unsubscribe = unsubscribeLinks(siteUrl, s.unsubscribeToken);
      const mail = issueAnnouncementMail({
        siteUrl,
        title: issue.title,
        summary: issue.excerpt,
        imageUrl,
        issueUrl,
        unsubscribeUrl: unsubscribe.url,
      });
      return { to: s.email, ...mail, kind: ANNOUNCEMENT_KIND, dedupeKey: announcementKey(issue.id, s.id), headers: unsubscribe.headers };
    });
  }

  /** Records the end of a send: when, and how many messages the issue has queued. */
  async function finish(issueId: number) {
    await db
      .update(announcements)
      .set({
        finishedAt: sql`now()`,
        total: sql`(select count(*)::int from ${outbox} where ${issueKeys(issueId)})`,
      })
      .where(eq(announcements.issueId, issueId));
  }

  return {
    async status(issueId: number): Promise<AnnouncementStatus> {
      await findIssue(issueId);
      return { announcement: await progress(issueId), subscribers: await subscriberCounts(issueId) };
    },

    /**
     * Sends a published issue to the confirmed subscribers who have no message of it yet (409 when it is
     * not public now). Returns how many messages this call queued.
     */
    async announce(issueId: number, userId: number | null): Promise<number> {
      const issue = await findIssue(issueId);
      if (!issue.isPublic) throw conflict(M.notPublished);
      await db.insert(announcements).values({ issueId, startedBy: userId }).onConflictDoNothing();
      // A new send marks the announcement as queuing again until it has walked every subscriber.
      await db.update(announcements).set({ finishedAt: null }).where(eq(announcements.issueId, issueId));
      const queued = await queueAll(issue);
      await finish(issueId);
      return queued;
    },

    /**
     * Completes the sends a crash interrupted (announcements still queuing): at start-up, in the
     * background. Harmless when another process is completing the same send: a queued key is skipped.
     */
    async resumeUnfinished(): Promise<number> {
      const unfinished = await db.select({ issueId: announcements.issueId }).from(announcements).where(isNull(announcements.finishedAt));
      let queued = 0;
      for (const { issueId } of unfinished) {
        const issue = await findIssue(issueId);
        // An issue taken back to draft since is not sent; its announcement stays unfinished until it is sent again.
        if (!issue.isPublic) continue;
        queued += await queueAll(issue);
        await finish(issueId);
      }
      return queued;
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
