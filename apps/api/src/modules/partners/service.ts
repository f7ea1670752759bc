import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZES,
  PARTNER_MESSAGES,
  type Partner,
  type PartnerChanges,
  type PartnersList,
  type PartnersQuery,
  versionOf,
} from '@mnch/shared';
import { partners } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { firstRow, iso, listText, caseless, orderBySort, pageAndTotal, pageOf, pagination, searchAny } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import type { SaveOptions } from '../../lib/versions';

type PartnerRow = typeof partners.$inferSelect;
type PartnerInsert = typeof partners.$inferInsert;

const M = PARTNER_MESSAGES;

/** "City, Country", or whichever of them is known. */
export const locationOf = (city: string | null, country: string | null) => [city, country].filter(Boolean).join(', ');

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    city: row.city,
    country: row.country,
    location: locationOf(row.city, row.country),
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: row.logoUrl,
    initials: row.initials,
    colorFrom: row.colorFrom,
    colorTo: row.colorTo,
    icon: row.icon,
    website: row.website,
    description: row.description,
    focus: row.focus,
    focusAreas: row.focusAreas,
    keyContact: row.keyContact,
    projects: row.projects,
    publications: row.publications,
    projectCount: row.projectCount,
    since: row.since,
    lists: row.lists,
    inCarousel: row.inCarousel,
    details: row.details,
    position: row.position,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: versionOf(row.updatedAt),
  };
}

/** The partners' order: position, then the older first. */
const ORDER = [asc(partners.position), asc(partners.id)];

export function createPartnersService({ db, storage }: ServiceDeps) {
  /** The schema checks the logo's shape; this checks that it is this site's own storage's file. */
  function assertOwnLogo(data: PartnerChanges) {
    if (data.logoUrl && !storage.owns(data.logoUrl)) throw badRequest(M.logoInvalid, [{ field: 'logoUrl', message: M.logoInvalid }]);
  }

  /** Column values for the changes (undefined = leave unchanged). */
  function columns(data: PartnerChanges): Partial<PartnerInsert> {
    const values: Partial<PartnerInsert> = { ...data };
    for (const key of Object.keys(values) as Array<keyof PartnerInsert>) if (values[key] === undefined) delete values[key];
    return values;
  }

  /** A partner on the map needs coordinates, also when only some of its fields change. */
  function assertMapCoordinates(row: PartnerRow) {
    if (row.lists.includes('map') && (row.latitude === null || row.longitude === null)) {
      throw badRequest(M.mapNeedsCoordinates, [{ field: 'latitude', message: M.mapNeedsCoordinates }]);
    }
  }

  return {
    toItem: toPartner,

    /** A page of partners in their order, filtered and searched in the database. */
    async list(query: Partial<PartnersQuery>): Promise<PartnersList> {
      const paging = pageOf(query, PAGE_SIZES.partners);
      const conditions: SQL[] = [];
      if (query.type) conditions.push(eq(partners.type, query.type));
      if (query.list) conditions.push(arrayContains(partners.lists, [query.list]));
      if (query.carousel !== undefined) conditions.push(eq(partners.inCarousel, query.carousel));
      if (query.search) {
        const { name, city, country, description, details, focus, focusAreas } = partners;
        const fullDescription = sql`${details} ->> 'fullDescription'`;
        conditions.push(searchAny([name, city, country, description, fullDescription, focus, listText(focusAreas)], query.search));
      }
      const where = and(...conditions);
      const [rows, total] = await pageAndTotal(
        db,
        db
          .select()
          .from(partners)
          .where(where)
          .orderBy(...orderBySort(query.sort, { name: caseless(partners.name), type: partners.type, id: partners.id }, ORDER)),
        partners,
        where,
        paging,
      );
      return { partners: rows.map(toPartner), pagination: pagination(paging.page, paging.limit, total) };
    },

    async get(id: number): Promise<Partner> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
      if (!row) throw notFound(M.notFound);
      return toPartner(row);
    },

    /** Adds a partner at the end of the order. */
    async create(data: PartnerChanges): Promise<Partner> {
      assertOwnLogo(data);
      return db.transaction(async (tx) => {
        const row = firstRow(
          await tx
            .insert(partners)
            .values({
              ...columns(data),
              name: data.name!,
              type: data.type!,
              position: sql`(select coalesce(max(${partners.position}) + 1, 0) from ${partners})`,
            })
            .returning(),
        );
        assertMapCoordinates(row);
        return toPartner(row);
      });
    },

    /** Saves the changes and keeps the version they replace as a revision by `author` (lib/revisions.ts), in one transaction. */
    async update(id: number, data: PartnerChanges, author: RevisionAuthor | null = null, options: SaveOptions = {}): Promise<Partner> {
      assertOwnLogo(data);
      const row = await updateKeepingRevision(db, 'partners', id, columns(data), {
        ...options,
        missing: M.notFound,
        author,
        check: assertMapCoordinates,
      });
      return toPartner(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'partners', id, by))) throw notFound(M.notFound);
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
