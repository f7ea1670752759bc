import { and, desc, eq, gt, min, sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_MESSAGES as M,
  COUNTED_VISITS_MAX_ENTRIES,
  PAGE_SIZES,
  PDF_CONTENT_PREFIXES,
  articleReadTime,
  canonicalArticleCategory,
  htmlToText,
  isBlankArticleContent,
  newsletterLink,
  normaliseArticleTags,
  type Article,
  type ArticleData,
  type ArticleKind,
  type ArticleStatus,
  type SortParam,
  ARTICLE_SORT_FIELDS,
  type ArticleUpdateData,
  type FieldError,
  ARTICLE_LIMITS,
  articlePath,
} from '@mnch/shared';
import { articles } from '../../db/schema';
import { isPublicArticle } from '../../lib/article-visibility';
import { createDailyTally } from '../../lib/daily-tally';
import { badRequest, notFound } from '../../lib/http-error';
import { keepOldAddress, takeAddress } from '../../lib/redirects';
import { insertWithSlug, slugKeeper, slugTaken } from '../../lib/slugs';
import { keepRevision, type RevisionAuthor } from '../../lib/revisions';
import { sanitizeRichText, toPlainText } from '../../lib/sanitize';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  allOf,
  firstRow,
  htmlText,
  iso,
  listText,
  orderBySort,
  searchAny,
  sortKeys,
  pageOfRows,
  pagination,
  escapeLike,
  timestamps,
} from '../../lib/sql';
import { slugify } from './slug';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import { checkVersion, nextChangeTime, type SaveOptions } from '../../lib/versions';

type ArticleRow = typeof articles.$inferSelect;
type ArticleValues = typeof articles.$inferInsert;

/**
 * The status readers and staff see: a scheduled item whose date has come is published (it is public
 * from that moment, with no job to change the stored status; `isPublic` below says the same in SQL).
 */
export function shownStatus(row: Pick<ArticleRow, 'status' | 'scheduledDate'>, at: number = Date.now()): ArticleStatus {
  return row.status === 'scheduled' && row.scheduledDate && row.scheduledDate.getTime() <= at ? 'published' : row.status;
}

/** The article as the API shows it: both spellings of the image and the dates; `url` and `ext`. */
export function toArticle(row: ArticleRow): Article {
  const external = Boolean(row.ext && row.url);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    status: shownStatus(row),
    featured_image: row.featuredImage,
    featuredImageUrl: row.featuredImage,
    author: row.author,
    tags: row.tags,
    metaDescription: row.metaDescription,
    scheduledDate: iso(row.scheduledDate),
    publishedAt: iso(row.publishedAt),
    ...timestamps(row),
    readTime: row.readTime,
    readCount: row.readCount,
    url: external ? row.url! : `/article/${row.slug}`,
    ext: external,
  };
}

/** Who is writing: the author defaults to the caller's name. */
export interface ArticleWriter {
  id: number;
  name: string;
}

export interface ListArticlesQuery {
  page?: number;
  limit?: number;
  category?: string;
  status?: ArticleStatus;
  search?: string;
  tag?: string;
  sort?: SortParam<(typeof ARTICLE_SORT_FIELDS)[number]>;
}

/** Public: published, or scheduled with its date passed (lib/article-visibility.ts). */
const isPublic = isPublicArticle;

/** The filter of a status as shown (`shownStatus`): Published includes scheduled items whose date has come. */
const hasShownStatus = (status: ArticleStatus): SQL =>
  status === 'published'
    ? isPublic
    : status === 'scheduled'
      ? allOf(eq(articles.status, 'scheduled'), gt(articles.scheduledDate, sql`now()`))
      : eq(articles.status, status);

/** Articles whose content is an uploaded PDF's path are documents and stay out of article lists. */
const isNotPdf = allOf(...PDF_CONTENT_PREFIXES.map((prefix) => sql`${articles.content} not like ${`${escapeLike(prefix)}%`}`));

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message } satisfies FieldError]);

/** Plain text of a one-line field; null when nothing is left. */
const plain = (value: string | null | undefined) => (value == null ? value : toPlainText(value) || null);

/** When an item counts as published: kept once it was, the schedule's date, or cleared for drafts. */
function publishedAtFor(status: ArticleStatus, scheduledDate: Date | null, previous: Date | null): Date | null {
  if (status === 'draft') return null;
  if (status === 'scheduled') return scheduledDate;
  return previous && previous.getTime() <= Date.now() ? previous : new Date();
}

interface Merged {
  kind: ArticleKind;
  title: string;
  content: string;
  status: ArticleStatus;
  scheduledDate: Date | null;
  excerpt: string | null;
}

/**
 * The rules that need the whole article (after merging an update with the stored row): sanitised
 * title and content, the newsletter link, the publish date of a scheduled item, and the read time.
 */
function finalise(m: Merged) {
  const title = toPlainText(m.title);
  if (!title) throw fieldError('title', M.titleRequired);
  let content: string;
  let readTime: number;
  if (m.kind === 'newsletter') {
    // A newsletter's content is its link (usually an uploaded PDF), not HTML.
    if (!m.content.trim()) throw fieldError('content', M.contentRequired);
    const link = newsletterLink(m.content);
    if (!link) throw fieldError('content', M.newsletterLinkInvalid);
    content = link;
    readTime = articleReadTime(m.excerpt ?? '');
  } else {
    content = sanitizeRichText(m.content, 'content', ARTICLE_LIMITS.content);
    if (isBlankArticleContent(content)) throw fieldError('content', M.contentRequired);
    readTime = articleReadTime(htmlToText(content));
  }
  if (m.status === 'scheduled' && !m.scheduledDate) throw fieldError('scheduledDate', M.scheduledDateRequired);
  return { title, content, readTime };
}

export function createArticlesService({ db, now }: ServiceDeps) {
  /** Which visitors were counted for which article today (lib/daily-tally.ts). */
  const readers = createDailyTally({ max: COUNTED_VISITS_MAX_ENTRIES, now });

  /** Reads counted in memory (countReadLater) and not yet written, per article. */
  const pendingReads = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();
  const writeReads = async () => {
    const batch = [...pendingReads];
    pendingReads.clear();
    for (const [index, [id, count]] of batch.entries()) {
      try {
        await db
          .update(articles)
          .set({ readCount: sql`${articles.readCount} + ${count}` })
          .where(and(eq(articles.id, id), isPublic));
      } catch (error) {
        // Kept for the next flush, with this one's remaining articles.
        for (const [laterId, laterCount] of batch.slice(index)) pendingReads.set(laterId, (pendingReads.get(laterId) ?? 0) + laterCount);
        throw error;
      }
    }
  };

  const slugs = slugKeeper(db, { table: articles, id: articles.id, slug: articles.slug, constraint: 'articles_slug_unique' });

  /**
   * One article for a reader. Staff see any status; everyone else sees public items only. `countAs` is
   * the visitor (the route's `app.visitors.of`), or null not to count (staff): `readCount` goes up by
   * one the first time that visitor reads this article on a (UTC) day, in one statement.
   */
  async function read(where: SQL, staff: boolean, countAs: string | null): Promise<Article> {
    const [row] = await db
      .select()
      .from(articles)
      .where(staff ? where : and(where, isPublic))
      .limit(1);
    if (!row) throw notFound(M.notFound);
    if (countAs === null) return toArticle(row);
    return toArticle((await countRead(row.id, countAs)) ?? row);
  }

  /**
   * Counts a read of a public article by the visitor `countAs`: `readCount` goes up by one the first
   * time that visitor reads it on a (UTC) day, in one statement. Answers the counted row, or undefined
   * when nothing was counted (already counted today, or not public).
   */
  async function countRead(id: number, countAs: string): Promise<ArticleRow | undefined> {
    if (readers.add(`${id}|${countAs}`) > 1) return undefined;
    const [counted] = await db
      .update(articles)
      .set({ readCount: sql`${articles.readCount} + 1` })
      .where(and(eq(articles.id, id), isPublic))
      .returning();
    return counted;
  }

  return {
    /** A row in the API's shape (the history's versions, modules/revisions/routes.ts). */
    toItem: toArticle,

    /** A page of articles or newsletters, newest first. `staff` callers see every status and may filter by it. */
    async list(kind: ArticleKind, query: ListArticlesQuery, staff: boolean) {
      const page = query.page ?? 1;
      const limit = query.limit ?? PAGE_SIZES.articles;
      const conditions: SQL[] = [eq(articles.kind, kind)];
      if (!staff) conditions.push(isPublic);
      else if (query.status) conditions.push(hasShownStatus(query.status));
      if (kind === 'article') conditions.push(isNotPdf);
      if (query.category) {
        conditions.push(eq(articles.category, canonicalArticleCategory(query.category) ?? query.category));
      }
      if (query.tag) {
        conditions.push(sql`exists (select 1 from unnest(${articles.tags}) as t(v) where lower(t.v) = lower(${query.tag}))`);
      }
      // The body's text, not its markup: a tag's name ("strong") finds nothing.
      if (query.search)
        conditions.push(searchAny([articles.title, articles.excerpt, htmlText(articles.content), listText(articles.tags)], query.search));
      const where = and(...conditions);
      // Newest: drafts (no publishedAt) first for staff, then by publication date. Popular: most read.
      // A search sorts its few matches instead of walking a sorted index (lib/sql.ts, unindexed).
      const key = sortKeys(query.search);
      const order = orderBySort(
        query.sort,
        {
          title: sql`lower(${articles.title})`,
          publishedAt: key(articles.publishedAt),
          createdAt: key(articles.createdAt),
          readCount: key(articles.readCount),
          id: articles.id,
        },
        [desc(key(articles.publishedAt)), desc(articles.createdAt), desc(articles.id)],
      );
      const { rows, total } = await pageOfRows(db, articles, where, order, page, limit);
      return {
        items: rows.map(toArticle),
        pagination: pagination(page, limit, total),
      };
    },

    get: (id: number, staff: boolean, countAs: string | null) => read(eq(articles.id, id), staff, countAs),

    /** The public articles and newsletters, newest first, in brief (for the sitemap and the RSS feed). */
    async publicIndex(limit: number) {
      return db
        .select({
          kind: articles.kind,
          slug: articles.slug,
          title: articles.title,
          excerpt: articles.excerpt,
          category: articles.category,
          publishedAt: articles.publishedAt,
          updatedAt: articles.updatedAt,
        })
        .from(articles)
        .where(isPublic)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit);
    },

    /**
     * When the next scheduled article or newsletter goes live (becomes public with no write), or null.
     * The page cache keeps no page past it (plugins/page-state.ts).
     */
    async nextGoLive(): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(articles.scheduledDate) })
        .from(articles)
        .where(and(eq(articles.status, 'scheduled'), gt(articles.scheduledDate, sql`now()`)));
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * A page answered from the page cache still counts its article's reader (apps/api/src/plugins/web.ts),
     * once a day per visitor as `read` does, but in memory: the count reaches the database with the next
     * `flushReads`, many reads in one statement per article, so a hit waits for no write. Answers whether
     * the read was counted (false: this visitor was counted today already).
     */
    countReadLater(id: number, countAs: string): boolean {
      const key = `${id}|${countAs}`;
      // Most hits are a visitor's second and later reads of the day: a look, with nothing written.
      if (readers.seen(key) || readers.add(key) > 1) return false;
      pendingReads.set(id, (pendingReads.get(id) ?? 0) + 1);
      return true;
    },
    /** Writes the reads counted by `countReadLater` so far (one at a time; a failed article's reads are kept for the next). */
    flushReads(): Promise<void> {
      flushing = flushing.then(writeReads, writeReads);
      return flushing;
    },
    /** Reads counted and not yet written (tests). */
    get pendingReads(): number {
      let n = 0;
      for (const count of pendingReads.values()) n += count;
      return n;
    },
    getBySlug: (slug: string, staff: boolean, countAs: string | null) => read(eq(articles.slug, slug.trim().toLowerCase()), staff, countAs),

    async create(data: ArticleData, writer: ArticleWriter): Promise<Article> {
      const scheduledDate = data.scheduledDate ?? null;
      const excerpt = plain(data.excerpt) ?? null;
      const { title, content, readTime } = finalise({
        kind: data.kind,
        title: data.title,
        content: data.content,
        status: data.status,
        scheduledDate,
        excerpt,
      });
      const values: Omit<ArticleValues, 'slug'> = {
        kind: data.kind,
        title,
        content,
        category: data.category,
        status: data.status,
        excerpt,
        metaDescription: plain(data.metaDescription) ?? null,
        tags: normaliseArticleTags((data.tags ?? []).map((tag) => toPlainText(tag))),
        featuredImage: data.featuredImageUrl ?? null,
        author: plain(data.author) ?? writer.name,
        scheduledDate,
        publishedAt: publishedAtFor(data.status, scheduledDate, null),
        readTime,
        url: data.url ?? null,
        ext: Boolean(data.url),
        createdBy: writer.id,
      };
      const base = slugify(title, data.kind);
      const row = await insertWithSlug(db, slugs, { chosen: data.slug, base, pathOf: articlePath }, async (tx, slug) =>
        firstRow(
          await tx
            .insert(articles)
            .values({ ...values, slug })
            .returning(),
        ),
      );
      return toArticle(row);
    },

    /**
     * Changes the given fields. The slug changes only when `slug` is given (a new title keeps the
     * address; with `keepSlug`, a restored version, a `slug` in the data is ignored too). When a published
     * item's slug changes, its old address is kept as a redirect to it (lib/redirects.ts). The row it
     * replaces is kept as a revision by `author` (lib/revisions.ts); all in one transaction.
     */
    async update(
      id: number,
      data: ArticleUpdateData,
      author: RevisionAuthor | null,
      options: { keepSlug?: boolean } & SaveOptions = {},
    ): Promise<Article> {
      const row = await slugs.withChosen(() =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for('update').limit(1);
          if (!current) throw notFound(M.notFound);
          checkVersion(current.updatedAt, options);
          const kind = data.kind ?? current.kind;
          const status = data.status ?? current.status;
          const scheduledDate = data.scheduledDate === undefined ? current.scheduledDate : data.scheduledDate;
          const excerpt = data.excerpt === undefined ? current.excerpt : (plain(data.excerpt) ?? null);
          const { title, content, readTime } = finalise({
            kind,
            title: data.title ?? current.title,
            content: data.content ?? current.content,
            status,
            scheduledDate,
            excerpt,
          });
          const slug = (options.keepSlug ? undefined : data.slug) ?? current.slug;
          if (slug !== current.slug && (await slugs.inUse(slug, id, tx))) throw slugTaken();
          const updated = firstRow(
            await tx
              .update(articles)
              .set({
                kind,
                title,
                slug,
                content,
                category: data.category,
                status,
                excerpt,
                metaDescription: data.metaDescription === undefined ? undefined : (plain(data.metaDescription) ?? null),
                tags: data.tags === undefined ? undefined : normaliseArticleTags(data.tags.map((tag) => toPlainText(tag))),
                featuredImage: data.featuredImageUrl,
                author: data.author === undefined ? undefined : (plain(data.author) ?? undefined),
                scheduledDate,
                publishedAt: publishedAtFor(status, scheduledDate, current.status === 'draft' ? null : current.publishedAt),
                readTime,
                url: data.url,
                ext: data.url === undefined ? undefined : Boolean(data.url),
                updatedAt: nextChangeTime(current.updatedAt),
              })
              .where(eq(articles.id, id))
              .returning(),
          );
          if (slug !== current.slug) {
            if (shownStatus(current) === 'published') {
              await keepOldAddress(tx, 'article', id, articlePath(current.slug), articlePath(slug));
            } else await takeAddress(tx, articlePath(slug));
          }
          await keepRevision(tx, 'articles', current, updated, author);
          return updated;
        }),
      );
      return toArticle(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'articles', id, by))) throw notFound(M.notFound);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
