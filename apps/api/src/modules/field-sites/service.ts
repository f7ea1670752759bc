import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  FIELD_SITE_MESSAGES,
  FIELD_SITE_PAGE_SIZE,
  FIELD_SITE_REGIONS,
  type FieldSiteChanges,
  type FieldSiteItem,
  type FieldSitesList,
  type FieldSitesQuery,
} from '@mnch/shared';
import { fieldSites } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { anyOf, escapeLike, firstRow, iso } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';

type FieldSiteRow = typeof fieldSites.$inferSelect;
type FieldSiteInsert = typeof fieldSites.$inferInsert;

const M = FIELD_SITE_MESSAGES;

export function toFieldSite(row: FieldSiteRow): FieldSiteItem {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    type: row.type,
    x: row.x,
    y: row.y,
    healthWorkersTrained: row.healthWorkersTrained,
    communitiesReached: row.communitiesReached,
    programsActive: row.programsActive,
    livesImpacted: row.livesImpacted,
    programs: row.programs,
    description: row.description,
    colorFrom: row.colorFrom,
    colorTo: row.colorTo,
    motif: row.motif,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The sites' order: region in the page's order (FIELD_SITE_REGIONS, Kampala first), then name. */
const ORDER = [
  sql`array_position(array[${sql.join(
    FIELD_SITE_REGIONS.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[], ${fieldSites.region})`,
  asc(fieldSites.name),
  asc(fieldSites.id),
];

/** Column values for the changes (undefined = leave unchanged). */
function columns(data: FieldSiteChanges): Partial<FieldSiteInsert> {
  const values: Partial<FieldSiteInsert> = { ...data };
  for (const key of Object.keys(values) as Array<keyof FieldSiteInsert>) if (values[key] === undefined) delete values[key];
  return values;
}

export function createFieldSitesService({ db }: ServiceDeps) {
  return {
    toItem: toFieldSite,

    /** A page of field sites by region, then name; every site is public. */
    async list(query: Partial<FieldSitesQuery>): Promise<FieldSitesList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? FIELD_SITE_PAGE_SIZE;
      const conditions: SQL[] = [];
      if (query.region) conditions.push(eq(fieldSites.region, query.region));
      if (query.search) {
        const term = `%${escapeLike(query.search)}%`;
        conditions.push(anyOf(ilike(fieldSites.name, term), ilike(fieldSites.type, term)));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(fieldSites)
          .where(where)
          .orderBy(...ORDER)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(fieldSites).where(where),
      ]);
      const total = totalRow?.n ?? 0;
      return {
        fieldSites: rows.map(toFieldSite),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async get(id: number): Promise<FieldSiteItem> {
      const [row] = await db.select().from(fieldSites).where(eq(fieldSites.id, id)).limit(1);
      if (!row) throw notFound(M.notFound);
      return toFieldSite(row);
    },

    async create(data: FieldSiteChanges, createdBy: number | null): Promise<FieldSiteItem> {
      const row = firstRow(
        await db
          .insert(fieldSites)
          .values({
            ...columns(data),
            name: data.name!,
            region: data.region!,
            type: data.type!,
            x: data.x!,
            y: data.y!,
            description: data.description!,
            colorFrom: data.colorFrom!,
            colorTo: data.colorTo!,
            motif: data.motif!,
            createdBy,
          })
          .returning(),
      );
      return toFieldSite(row);
    },

    /** Saves the changes and keeps the version they replace as a revision by `author` (lib/revisions.ts), in one transaction. */
    async update(id: number, data: FieldSiteChanges, author: RevisionAuthor | null = null): Promise<FieldSiteItem> {
      const row = await updateKeepingRevision(db, 'field-sites', id, columns(data), { missing: M.notFound, author });
      return toFieldSite(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'field-sites', id, by))) throw notFound(M.notFound);
    },
  };
}

export type FieldSitesService = ReturnType<typeof createFieldSitesService>;
