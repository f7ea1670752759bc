import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import {
  PRESS_MESSAGES,
  PRESS_PAGE_SIZE,
  wallTimeToInstant,
  type PressRelease,
  type PressReleaseChanges,
  type PressReleasesList,
  type PressReleasesQuery,
} from '@mnch/shared';
import { pressReleases } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { anyOf, escapeLike, firstRow, iso } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';

type PressRow = typeof pressReleases.$inferSelect;

export function toPressRelease(row: PressRow): PressRelease {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    date: iso(row.date),
    link: row.link,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The first instant of a year in the site's time zone. */
const yearStart = (year: number) => new Date(wallTimeToInstant({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }));

export function createPressService({ db }: ServiceDeps) {
  return {
    toItem: toPressRelease,

    /** A page of press releases, newest release date first; every release is public. */
    async list(query: Partial<PressReleasesQuery>): Promise<PressReleasesList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? PRESS_PAGE_SIZE;
      const conditions: SQL[] = [];
      if (query.year) conditions.push(gte(pressReleases.date, yearStart(query.year)), lt(pressReleases.date, yearStart(query.year + 1)));
      if (query.search) {
        const term = `%${escapeLike(query.search)}%`;
        conditions.push(anyOf(ilike(pressReleases.title, term), ilike(pressReleases.summary, term)));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(pressReleases)
          .where(where)
          .orderBy(desc(pressReleases.date), desc(pressReleases.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(pressReleases).where(where),
      ]);
      const total = totalRow?.n ?? 0;
      return {
        pressReleases: rows.map(toPressRelease),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async get(id: number): Promise<PressRelease> {
      const [row] = await db.select().from(pressReleases).where(eq(pressReleases.id, id)).limit(1);
      if (!row) throw notFound(PRESS_MESSAGES.notFound);
      return toPressRelease(row);
    },

    async create(data: PressReleaseChanges, createdBy: number | null): Promise<PressRelease> {
      const row = firstRow(
        await db
          .insert(pressReleases)
          .values({ title: data.title!, summary: data.summary!, date: data.date!, link: data.link ?? null, createdBy })
          .returning(),
      );
      return toPressRelease(row);
    },

    /** Saves the changes and keeps the version they replace as a revision by `author` (lib/revisions.ts), in one transaction. */
    async update(id: number, data: PressReleaseChanges, author: RevisionAuthor | null = null): Promise<PressRelease> {
      const row = await updateKeepingRevision(db, 'press', id, data, { missing: PRESS_MESSAGES.notFound, author });
      return toPressRelease(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'press', id, by))) throw notFound(PRESS_MESSAGES.notFound);
    },
  };
}

export type PressService = ReturnType<typeof createPressService>;
