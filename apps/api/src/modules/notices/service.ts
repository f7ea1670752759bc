import { and, arrayOverlaps, asc, eq, gt, inArray, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import {
  SUBSCRIPTION_INTERESTS,
  articleInterests,
  articlePath,
  eventInterests,
  eventPath,
  jobInterests,
  publicationInterests,
  publicationPath,
  siteTimeZone,
  type SubscriptionInterest,
} from '@mnch/shared';
import { articles, events, interestNotices, jobs, outbox, publications, subscribers } from '../../db/schema';
import { isPublicArticle } from '../../lib/article-visibility';
import { queueToConfirmedSubscribers } from '../../lib/mail/to-subscribers';
import { interestNoticeMail } from '../../lib/mail/templates';
import { unsubscribeLinks } from '../../lib/mail/unsubscribe';
import type { ServiceDeps } from '../../lib/service-deps';

/** The outbox kind of a notice (shown in the admin Outbox). */
export const NOTICE_KIND = 'interest-notice';

export type NoticeItemKind = 'event' | 'job' | 'article' | 'publication';

/**
 * The dedupe key of an item's notice to one subscriber: `notice:<kind>:<item id>:to:<subscriber id>`.
 * The unsubscribe route deletes the subscriber's still-waiting rows by the `:to:<id>` end, so its form is fixed.
 */
export const noticeKey = (kind: NoticeItemKind, itemId: number, subscriberId: number) => `notice:${kind}:${itemId}:to:${subscriberId}`;

/** What a notice says about one item. */
interface NoticeItem {
  kind: NoticeItemKind;
  id: number;
  interests: SubscriptionInterest[];
  /** "New event", "New job", ... */
  label: string;
  title: string;
  details: string[];
  url: string;
}

/** Items looked at per kind and sweep (the rest wait for the next sweep). */
const SWEEP_ITEMS = 50;

/** The notice row of an item of `kind`, when there is one. */
const noticeOf = (kind: NoticeItemKind, id: AnyColumn) => and(eq(interestNotices.itemKind, kind), eq(interestNotices.itemId, id));

/** A day as a notice says it, in the site's time zone: "5 May 2026". */
const formatSiteDate = (at: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: siteTimeZone() }).format(at);
/** Not announced yet: no notice row, or one a crash left unfinished. */
const notAnnounced = or(isNull(interestNotices.id), isNull(interestNotices.finishedAt));

/**
 * Notices to subscribers (decision 34, docs/behaviour/subscribers.md "Notices"): the first time the public sees an
 * event, a job ad, a news article or a publication, every confirmed subscriber of a matching interest
 * (packages/shared/src/rules/interests.ts) is queued one mail in the outbox, keyed
 * `notice:<kind>:<id>:to:<subscriber id>`, so that no one gets it twice. What the public sees is decided
 * by the query at the moment of the sweep (a scheduled article becomes public at its date with no write),
 * so `sweep` runs at start-up, every minute and after each content write (./plugin.ts); it walks the
 * subscribers in batches like a newsletter announcement (decision 32) and is safe to run in several
 * processes at once.
 */
export function createNoticesService({ db, config, now = () => new Date() }: Pick<ServiceDeps, 'db' | 'config' | 'now'>) {
  const siteUrl = config.publicConfig.siteUrl;
  const batchSize = config.mail.announcementBatchSize;

  /** The items the public sees now that were never announced (or whose announcing a crash cut short). */
  async function candidates(): Promise<NoticeItem[]> {
    const at = now();
    const [ev, jb, ar, pu] = await Promise.all([
      db
        .select({
          id: events.id,
          slug: events.slug,
          title: events.title,
          type: events.type,
          startDate: events.startDate,
          venue: events.venueName,
          isVirtual: events.isVirtual,
        })
        .from(events)
        .leftJoin(interestNotices, noticeOf('event', events.id))
        .where(
          and(notAnnounced, inArray(events.status, ['upcoming', 'ongoing']), gt(sql`coalesce(${events.endDate}, ${events.startDate})`, at)),
        )
        .orderBy(asc(events.id))
        .limit(SWEEP_ITEMS),
      db
        .select({ id: jobs.id, title: jobs.title, location: jobs.location, deadline: jobs.deadline })
        .from(jobs)
        .leftJoin(interestNotices, noticeOf('job', jobs.id))
        .where(and(notAnnounced, eq(jobs.status, 'published'), gt(jobs.deadline, at)))
        .orderBy(asc(jobs.id))
        .limit(SWEEP_ITEMS),
      db
        .select({ id: articles.id, slug: articles.slug, title: articles.title, category: articles.category, excerpt: articles.excerpt })
        .from(articles)
        .leftJoin(interestNotices, noticeOf('article', articles.id))
        .where(and(notAnnounced, eq(articles.kind, 'article'), isPublicArticle))
        .orderBy(asc(articles.id))
        .limit(SWEEP_ITEMS),
      db
        .select({
          id: publications.id,
          slug: publications.slug,
          title: publications.title,
          type: publications.type,
          year: publications.year,
          journal: publications.journal,
        })
        .from(publications)
        .leftJoin(interestNotices, noticeOf('publication', publications.id))
        .where(and(notAnnounced, eq(publications.status, 'published')))
        .orderBy(asc(publications.id))
        .limit(SWEEP_ITEMS),
    ]);
    return [
      ...ev.map((e) => ({
        kind: 'event' as const,
        id: e.id,
        interests: eventInterests(e.type),
        label: `New ${e.type.toLowerCase()}`,
        title: e.title,
        details: [`${e.type} on ${formatSiteDate(e.startDate)}${e.isVirtual ? ', online' : e.venue ? `, ${e.venue}` : ''}.`],
        url: `${siteUrl}${eventPath(e.slug)}`,
      })),
      ...jb.map((j) => ({
        kind: 'job' as const,
        id: j.id,
        interests: jobInterests(),
        label: 'New job opening',
        title: j.title,
        details: [`${j.location}. Applications close on ${formatSiteDate(j.deadline)}.`],
        url: `${siteUrl}/jobs?job=${j.id}`,
      })),
      ...ar.map((a) => ({
        kind: 'article' as const,
        id: a.id,
        interests: articleInterests(a.category),
        label: 'New article',
        title: a.title,
        details: a.excerpt?.trim() ? [a.excerpt.trim()] : [],
        url: `${siteUrl}${articlePath(a.slug)}`,
      })),
      ...pu.map((p) => ({
        kind: 'publication' as const,
        id: p.id,
        interests: publicationInterests(p.type),
        label: 'New publication',
        title: p.title,
        details: [[p.type, p.journal, String(p.year)].filter(Boolean).join(', ') + '.'],
        url: `${siteUrl}${publicationPath(p.slug)}`,
      })),
    ];
  }

  /** Queues the item to every confirmed subscriber of its interests who has no notice of it yet; returns how many. */
  async function queueAll(item: NoticeItem): Promise<number> {
    if (item.interests.length === 0) return 0;
    return queueToConfirmedSubscribers(db, batchSize, arrayOverlaps(subscribers.interests, item.interests), (s) => {
      const unsubscribe = unsubscribeLinks(siteUrl, s.unsubscribeToken);
      const reasons = SUBSCRIPTION_INTERESTS.filter((i) => item.interests.includes(i) && s.interests.includes(i));
      const mail = interestNoticeMail({
        siteUrl,
        label: item.label,
        title: item.title,
        details: item.details,
        url: item.url,
        interests: reasons,
        unsubscribeUrl: unsubscribe.url,
      });
      return { to: s.email, ...mail, kind: NOTICE_KIND, dedupeKey: noticeKey(item.kind, item.id, s.id), headers: unsubscribe.headers };
    });
  }

  const keysOf = (kind: NoticeItemKind, id: number) => {
    if (!Number.isSafeInteger(id)) throw new Error('item id must be an integer');
    return sql`${outbox.dedupeKey} like ${sql.raw(`'notice:${kind}:${id}:to:%'`)}`;
  };

  return {
    /**
     * Announces every item the public sees now and that was never announced; returns how many messages
     * it queued. A crash half-way leaves the item's notice unfinished, and the next sweep completes it
     * (a key already queued is skipped).
     */
    async sweep(): Promise<number> {
      let queued = 0;
      for (const item of await candidates()) {
        await db.insert(interestNotices).values({ itemKind: item.kind, itemId: item.id }).onConflictDoNothing();
        queued += await queueAll(item);
        await db
          .update(interestNotices)
          .set({ finishedAt: sql`now()`, total: sql`(select count(*)::int from ${outbox} where ${keysOf(item.kind, item.id)})` })
          .where(and(eq(interestNotices.itemKind, item.kind), eq(interestNotices.itemId, item.id)));
      }
      return queued;
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
