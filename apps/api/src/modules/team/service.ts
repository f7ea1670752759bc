import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZES,
  TEAM_MESSAGES,
  movedOrder,
  type TeamList,
  type TeamMove,
  type TeamMember,
  type TeamMemberChanges,
  type TeamQuery,
  versionOf,
} from '@mnch/shared';
import { teamMembers } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { firstRow, iso, listText, caseless, orderBySort, pageAndTotal, pageOf, pagination, searchAny } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import type { SaveOptions } from '../../lib/versions';

type TeamRow = typeof teamMembers.$inferSelect;
type TeamInsert = typeof teamMembers.$inferInsert;

const M = TEAM_MESSAGES;

export function toTeamMember(row: TeamRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    category: row.category,
    department: row.department,
    country: row.country,
    bio: row.bio,
    education: row.education,
    expertise: row.expertise,
    publications: row.publications,
    email: row.email,
    phone: row.phone,
    photoUrl: row.photoUrl,
    orcidUrl: row.orcidUrl,
    scholarUrl: row.scholarUrl,
    linkedinUrl: row.linkedinUrl,
    position: row.position,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: versionOf(row.updatedAt),
  };
}

/** The display order: position, then the older member first. */
const ORDER = [asc(teamMembers.position), asc(teamMembers.id)];

type Tx = Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0];

/**
 * Every member's id in display order, with every member's row locked until the transaction ends. The
 * rows are locked first and the order read after, so a transaction that waited for another's lock reads
 * the order that one wrote.
 */
async function lockedOrder(tx: Tx): Promise<number[]> {
  await tx.select({ id: teamMembers.id }).from(teamMembers).orderBy(teamMembers.id).for('update');
  const rows = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .orderBy(...ORDER);
  return rows.map((r) => r.id);
}

/** Gives the members of `ids` the positions 0, 1, 2... in that order. */
async function writeOrder(tx: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id} then ${i}`),
    sql` `,
  );
  await tx
    .update(teamMembers)
    .set({ position: sql`(case ${teamMembers.id} ${cases} end)::integer`, updatedAt: new Date() })
    .where(inArray(teamMembers.id, ids));
}

export function createTeamService({ db, storage }: ServiceDeps) {
  /** The schema checks the photo's shape; this checks that it is this site's own storage's file. */
  function assertOwnPhoto(data: TeamMemberChanges) {
    if (data.photoUrl && !storage.owns(data.photoUrl)) throw badRequest(M.photoInvalid, [{ field: 'photoUrl', message: M.photoInvalid }]);
  }

  /** Column values for the changes (undefined = leave unchanged). */
  function columns(data: TeamMemberChanges): Partial<TeamInsert> {
    const values: Partial<TeamInsert> = { ...data };
    for (const key of Object.keys(values) as Array<keyof TeamInsert>) if (values[key] === undefined) delete values[key];
    return values;
  }

  return {
    toItem: toTeamMember,

    /** A page of members in display order, filtered and searched in the database. */
    async list(query: Partial<TeamQuery>): Promise<TeamList> {
      const paging = pageOf(query, PAGE_SIZES.team);
      const conditions: SQL[] = [];
      if (query.category) conditions.push(eq(teamMembers.category, query.category));
      if (query.search) {
        const { name, title, department, bio, publications } = teamMembers;
        conditions.push(searchAny([name, title, department, bio, listText(publications)], query.search));
      }
      const where = and(...conditions);
      const [rows, total] = await pageAndTotal(
        db,
        db
          .select()
          .from(teamMembers)
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              { name: caseless(teamMembers.name), category: teamMembers.category, email: teamMembers.email, id: teamMembers.id },
              ORDER,
            ),
          ),
        teamMembers,
        where,
        paging,
      );
      return { members: rows.map(toTeamMember), pagination: pagination(paging.page, paging.limit, total) };
    },

    /** Every member, in display order (the public team page shows them all). */
    async all(): Promise<TeamMember[]> {
      const rows = await db
        .select()
        .from(teamMembers)
        .orderBy(...ORDER);
      return rows.map(toTeamMember);
    },

    async get(id: number): Promise<TeamMember> {
      const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
      if (!row) throw notFound(M.notFound);
      return toTeamMember(row);
    },

    /** Adds a member at the end of the order. */
    async create(data: TeamMemberChanges): Promise<TeamMember> {
      assertOwnPhoto(data);
      const row = firstRow(
        await db
          .insert(teamMembers)
          .values({
            ...columns(data),
            name: data.name!,
            title: data.title!,
            category: data.category!,
            position: sql`(select coalesce(max(${teamMembers.position}) + 1, 0) from ${teamMembers})`,
          })
          .returning(),
      );
      return toTeamMember(row);
    },

    /** Saves the changes and keeps the version they replace as a revision by `author` (lib/revisions.ts), in one transaction. */
    async update(
      id: number,
      data: TeamMemberChanges,
      author: RevisionAuthor | null = null,
      options: SaveOptions = {},
    ): Promise<TeamMember> {
      assertOwnPhoto(data);
      const row = await updateKeepingRevision(db, 'team', id, columns(data), { ...options, missing: M.notFound, author });
      return toTeamMember(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'team', id, by))) throw notFound(M.notFound);
    },

    /** Every member's id, in display order. */
    async order(): Promise<number[]> {
      const rows = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .orderBy(...ORDER);
      return rows.map((r) => r.id);
    },

    /**
     * Puts the members in the order of `ids` (first shown first), in one transaction. `ids` must name every
     * member once: a list made before someone else added or removed a member is refused (400), not guessed at.
     */
    async reorder(ids: number[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const known = new Set(await lockedOrder(tx));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw badRequest(M.orderInvalid, [{ field: 'ids', message: M.orderInvalid }]);
        }
        await writeOrder(tx, ids);
        return ids;
      });
    },

    /**
     * Moves one member up or down one place, or to the top or the bottom, in one transaction that holds
     * every member's row: moves made at once by several people each apply, none overwrites another's.
     */
    async move(id: number, move: TeamMove): Promise<number[]> {
      return db.transaction(async (tx) => {
        const ids = await lockedOrder(tx);
        if (!ids.includes(id)) throw notFound(M.notFound);
        const next = movedOrder(ids, id, move);
        await writeOrder(tx, next);
        return next;
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
