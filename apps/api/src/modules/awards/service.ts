import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { AWARD_MESSAGES, AWARD_PAGE_SIZE, type AwardItem, type AwardChanges, type AwardsList, type AwardsQuery } from '@mnch/shared';
import { awards } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { anyOf, escapeLike, firstRow, iso } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';

type AwardRow = typeof awards.$inferSelect;

export function toAward(row: AwardRow): AwardItem {
  return {
    id: row.id,
    title: row.title,
    awardedBy: row.awardedBy,
    year: row.year,
    description: row.description,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function createAwardsService({ db }: ServiceDeps) {
  return {
    toItem: toAward,

    /** A page of press releases, newest release date first; every release is public. */
    async list(query: Partial<AwardsQuery>): Promise<AwardsList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? AWARD_PAGE_SIZE;
      const conditions: SQL[] = [];
      if (query.year) conditions.push(eq(awards.year, query.year));
      if (query.search) {
        const term = `%${escapeLike(query.search)}%`;
        conditions.push(anyOf(ilike(awards.title, term), ilike(awards.awardedBy, term), ilike(awards.description, term)));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(awards)
          .where(where)
          .orderBy(desc(awards.year), desc(awards.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(awards).where(where),
      ]);
      const total = totalRow?.n ?? 0;
      return {
        awards: rows.map(toAward),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async get(id: number): Promise<AwardItem> {
      const [row] = await db.select().from(awards).where(eq(awards.id, id)).limit(1);
      if (!row) throw notFound(AWARD_MESSAGES.notFound);
      return toAward(row);
    },

    async create(data: AwardChanges, createdBy: number | null): Promise<AwardItem> {
      const row = firstRow(
        await db
          .insert(awards)
          .values({ title: data.title!, awardedBy: data.awardedBy!, year: data.year!, description: data.description ?? null, createdBy })
          .returning(),
      );
      return toAward(row);
    },

    /** Saves the changes and keeps the version they replace as a revision by `author` (lib/revisions.ts), in one transaction. */
    async update(id: number, data: AwardChanges, author: RevisionAuthor | null = null): Promise<AwardItem> {
      const row = await updateKeepingRevision(db, 'awards', id, data, { missing: AWARD_MESSAGES.notFound, author });
      return toAward(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'awards', id, by))) throw notFound(AWARD_MESSAGES.notFound);
    },
  };
}

export type AwardsService = ReturnType<typeof createAwardsService>;
