import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { REDIRECT_MESSAGES, REDIRECT_PATHS, type Redirect, type RedirectKind, type RedirectsQuery } from '@mnch/shared';
import { articles, events, projects, publications, redirects } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { escapeLike, iso, orderBySort, countWhere, pagination } from '../../lib/sql';

/**
 * The redirects from old public addresses (decision 28): which item an old path belongs to, the list
 * administrators read (with where each leads now) and their removal. Rows are written by the content
 * services (lib/redirects.ts).
 */
export function createRedirectsService({ db }: ServiceDeps) {
  return {
    /** The item an old path belongs to, or null. Whether it still answers (the item is public) is the caller's to check. */
    async find(oldPath: string): Promise<{ kind: RedirectKind; itemId: number } | null> {
      const [row] = await db
        .select({ kind: redirects.kind, itemId: redirects.itemId })
        .from(redirects)
        .where(eq(redirects.oldPath, oldPath))
        .limit(1);
      return row ?? null;
    },

    /** A page of redirects, newest first, each with its item's title and current address (null once deleted). */
    async list(query: RedirectsQuery) {
      const { page, limit, search } = query;
      const where = search ? ilike(redirects.oldPath, `%${escapeLike(search)}%`) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: redirects.id,
            oldPath: redirects.oldPath,
            kind: redirects.kind,
            itemId: redirects.itemId,
            createdAt: redirects.createdAt,
            title: sql<string | null>`coalesce(${articles.title}, ${events.title}, ${projects.title}, ${publications.title})`,
            slug: sql<string | null>`coalesce(${articles.slug}, ${events.slug}, ${projects.slug}, ${publications.slug})`,
          })
          .from(redirects)
          .leftJoin(articles, and(eq(redirects.kind, 'article'), eq(articles.id, redirects.itemId)))
          .leftJoin(events, and(eq(redirects.kind, 'event'), eq(events.id, redirects.itemId)))
          .leftJoin(projects, and(eq(redirects.kind, 'project'), eq(projects.id, redirects.itemId)))
          .leftJoin(publications, and(eq(redirects.kind, 'publication'), eq(publications.id, redirects.itemId)))
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              { oldPath: redirects.oldPath, kind: redirects.kind, createdAt: redirects.createdAt, id: redirects.id },
              [desc(redirects.createdAt), desc(redirects.id)],
            ),
          )
          .limit(limit)
          .offset((page - 1) * limit),
        countWhere(db, redirects, where),
      ]);
      const items: Redirect[] = rows.map((row) => ({
        id: row.id,
        oldPath: row.oldPath,
        kind: row.kind,
        itemId: row.itemId,
        itemTitle: row.title,
        currentPath: row.slug === null ? null : REDIRECT_PATHS[row.kind](row.slug),
        createdAt: iso(row.createdAt),
      }));
      return { redirects: items, pagination: pagination(page, limit, total) };
    },

    /** Removes a redirect: its old address answers 404 from then on. */
    async remove(id: number): Promise<void> {
      const gone = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
      if (!gone.length) throw notFound(REDIRECT_MESSAGES.notFound);
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
