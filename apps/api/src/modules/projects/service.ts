import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CURRENCY,
  PAGE_SIZES,
  PROJECT_CATEGORIES,
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  type Project,
  type ProjectChanges,
  type ProjectCounts,
  type ProjectCountsQuery,
  type ProjectStatistics,
  type ProjectsList,
  type ProjectsQuery,
  PROJECT_LIMITS,
  projectPath,
  recordOf,
  slugify,
} from '@mnch/shared';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { keepOldAddress, takeAddress } from '../../lib/redirects';
import { keepRevision, keepRevisions, type RevisionAuthor } from '../../lib/revisions';
import { insertWithSlug, slugKeeper, slugTaken } from '../../lib/slugs';
import { sanitizeRichText } from '../../lib/sanitize';
import type { ListOptions, Viewer } from '../../lib/request-guards';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  firstRow,
  htmlText,
  iso,
  listText,
  caseless,
  orderBySort,
  pageOfRows,
  pagination,
  searchAny,
  sortKeys,
  timestamps,
} from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import { checkVersion, nextChangeTime, type SaveOptions } from '../../lib/versions';

type ProjectRow = typeof projects.$inferSelect;
type ProjectInsert = typeof projects.$inferInsert;

const M = PROJECT_MESSAGES;

/** The project as the API shows it: budget as a number, both spellings of the image and the dates. */
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    category: row.category,
    status: row.status,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    budget: Number(row.budget),
    currency: row.currency,
    principalInvestigator: row.principalInvestigator,
    fundingSource: row.fundingSource,
    targetBeneficiaries: row.targetBeneficiaries,
    geographicalScope: row.geographicalScope,
    imageUrl: row.imageUrl,
    image: row.imageUrl,
    partners: row.partners,
    teamMembers: row.teamMembers,
    tags: row.tags,
    documentUrls: row.documentUrls,
    progress: row.progress,
    archived: row.archived,
    createdBy: row.createdBy,
    ...timestamps(row),
  };
}

function endBeforeStart() {
  return badRequest(M.endBeforeStart, [{ field: 'endDate', message: M.endBeforeStart }]);
}

/** Sanitises the description; a description that is empty once sanitised is refused. */
function cleanDescription(html: string): string {
  const clean = sanitizeRichText(html, 'description', PROJECT_LIMITS.description);
  const visible = clean
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  if (!visible) throw badRequest(M.descriptionRequired, [{ field: 'description', message: M.descriptionRequired }]);
  return clean;
}

/** Column values for the changes (undefined = leave unchanged). */
function columns(data: ProjectChanges): Partial<ProjectInsert> {
  const values: Partial<ProjectInsert> = {
    title: data.title,
    description: data.description === undefined ? undefined : cleanDescription(data.description),
    category: data.category,
    status: data.status,
    startDate: data.startDate,
    endDate: data.endDate,
    budget: data.budget === undefined ? undefined : data.budget.toFixed(2),
    currency: data.currency,
    principalInvestigator: data.principalInvestigator,
    fundingSource: data.fundingSource,
    targetBeneficiaries: data.targetBeneficiaries,
    geographicalScope: data.geographicalScope,
    imageUrl: data.imageUrl,
    partners: data.partners,
    teamMembers: data.teamMembers,
    tags: data.tags,
    documentUrls: data.documentUrls,
    progress: data.progress,
    archived: data.archived,
  };
  for (const key of Object.keys(values) as Array<keyof ProjectInsert>) if (values[key] === undefined) delete values[key];
  return values;
}

/** Checks the dates and the progress rule against the stored project; returns the columns to set. */
function changesFor(current: ProjectRow, data: ProjectChanges, cols: Partial<ProjectInsert>): Partial<ProjectInsert> {
  const start = data.startDate !== undefined ? data.startDate : current.startDate;
  const end = data.endDate !== undefined ? data.endDate : current.endDate;
  if (start && end && end < start) throw endBeforeStart();
  const status = data.status ?? current.status;
  // A completed project is 100% done.
  if (status === 'completed') return { ...cols, progress: 100 };
  return cols;
}

/** The conditions of a list of projects but its status: who may see archived ones, the category, the author and the search. */
function listConditions(query: Partial<ProjectCountsQuery>, viewer: Viewer | null, options: ListOptions = {}): SQL[] {
  const conditions: SQL[] = [];
  // Archived projects leave public lists; staff may ask for them.
  const archived = viewer?.staff ? (query.archived ?? 'false') : 'false';
  if (archived !== 'all') conditions.push(eq(projects.archived, archived === 'true'));
  if (query.category) conditions.push(eq(projects.category, query.category));
  if (options.createdBy !== undefined) conditions.push(eq(projects.createdBy, options.createdBy));
  // The description is HTML: match its text, not its markup.
  if (query.search) conditions.push(searchAny([projects.title, htmlText(projects.description), listText(projects.tags)], query.search));
  return conditions;
}

export function createProjectsService({ db }: ServiceDeps) {
  const slugs = slugKeeper(db, { table: projects, id: projects.id, slug: projects.slug, constraint: 'projects_slug_unique' });

  /** Archives a project or puts it back, keeping the version it replaces as a revision. */
  const setArchived = (id: number, archived: boolean, author: RevisionAuthor | null): Promise<Project> =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
      if (!current) throw notFound(M.notFound);
      const row = firstRow(await tx.update(projects).set({ archived, updatedAt: new Date() }).where(eq(projects.id, id)).returning());
      await keepRevision(tx, 'projects', current, row, author);
      return toProject(row);
    });

  async function findRow(tx: Db, id: number, viewer: Viewer | null): Promise<ProjectRow> {
    const [row] = await tx.select().from(projects).where(eq(projects.id, id)).limit(1);
    if (!row || (row.archived && !viewer?.staff)) throw notFound(M.notFound);
    return row;
  }

  return {
    /** A row in the API's shape (the history's versions, modules/revisions/routes.ts). */
    toItem: toProject,

    /** The projects on the public site (not archived), in brief, for the sitemap. */
    async publicIndex(limit: number) {
      return db
        .select({ id: projects.id, slug: projects.slug, updatedAt: projects.updatedAt })
        .from(projects)
        .where(eq(projects.archived, false))
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(limit);
    },

    /** A page of projects, newest first, filtered and searched in the database. */
    async list(query: Partial<ProjectsQuery>, viewer: Viewer | null, options: ListOptions = {}): Promise<ProjectsList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? PAGE_SIZES.projects;
      const where = and(...listConditions(query, viewer, options), query.status ? eq(projects.status, query.status) : undefined);
      // A search sorts its few matches instead of walking a sorted index (lib/sql.ts, unindexed).
      const key = sortKeys(query.search);
      const order = orderBySort(
        query.sort,
        {
          title: caseless(projects.title),
          category: key(projects.category),
          status: key(projects.status),
          startDate: key(projects.startDate),
          budget: key(projects.budget),
          createdAt: key(projects.createdAt),
          id: projects.id,
        },
        [desc(key(projects.createdAt)), desc(projects.id)],
      );
      const { rows, total } = await pageOfRows(db, projects, where, order, page, limit);
      return {
        projects: rows.map(toProject),
        pagination: pagination(page, limit, total),
        total,
      };
    },

    /**
     * How many projects `list` finds for the query without a status (`total`) and with each status
     * (`byStatus`), in one query: the research page's filter buttons (apps/web/app/features/research/projects.ts).
     */
    async counts(query: Partial<ProjectCountsQuery>, viewer: Viewer | null): Promise<ProjectCounts> {
      const row = firstRow(
        await db
          .select({
            total: count(),
            byStatus: recordOf(PROJECT_STATUSES, (s) => sql<number>`count(*) filter (where ${projects.status} = ${s})`.mapWith(Number)),
          })
          .from(projects)
          .where(and(...listConditions(query, viewer))),
      );
      return { total: row.total, byStatus: row.byStatus };
    },

    /** Counts by status and category and the budget total of the projects that are not archived, in one query. */
    async statistics(): Promise<ProjectStatistics> {
      const countWhere = (column: typeof projects.status | typeof projects.category, value: string) =>
        sql<number>`count(*) filter (where ${column} = ${value})`.mapWith(Number);
      const row = firstRow(
        await db
          .select({
            total: count(),
            totalBudget: sql<number>`coalesce(sum(${projects.budget}), 0)`.mapWith(Number),
            byStatus: recordOf(PROJECT_STATUSES, (s) => countWhere(projects.status, s)),
            byCategory: recordOf(PROJECT_CATEGORIES, (c) => countWhere(projects.category, c)),
          })
          .from(projects)
          .where(eq(projects.archived, false)),
      );
      return { total: row.total, byStatus: row.byStatus, byCategory: row.byCategory, totalBudget: row.totalBudget };
    },

    async get(id: number, viewer: Viewer | null): Promise<Project> {
      return toProject(await findRow(db, id, viewer));
    },

    /** The project at `/research/{slug}`; an archived one only for staff. */
    async getBySlug(slug: string, viewer: Viewer | null): Promise<Project> {
      const [row] = await db.select().from(projects).where(eq(projects.slug, slug)).limit(1);
      if (!row || (row.archived && !viewer?.staff)) throw notFound(M.notFound);
      return toProject(row);
    },

    /** A new project; its slug is the one sent (409 when taken) or made from the title. */
    async create(data: ProjectChanges, createdBy: number | null): Promise<Project> {
      const cols = columns(data);
      if (data.startDate && data.endDate && data.endDate < data.startDate) throw endBeforeStart();
      const status = data.status ?? 'active';
      const values = {
        ...cols,
        title: data.title!,
        category: data.category!,
        description: cols.description ?? '',
        status,
        currency: data.currency ?? DEFAULT_CURRENCY,
        progress: status === 'completed' ? 100 : (data.progress ?? 0),
        createdBy,
      };
      const where = { chosen: data.slug, base: slugify(values.title, 'project'), pathOf: projectPath };
      const row = await insertWithSlug(db, slugs, where, async (tx, slug) =>
        firstRow(
          await tx
            .insert(projects)
            .values({ ...values, slug })
            .returning(),
        ),
      );
      return toProject(row);
    },

    /**
     * Changes the fields sent. The slug changes only when `slug` is sent (never with `keepSlug`, a
     * restored version); when a project on the public site (not archived) changes it, its old address is
     * kept as a redirect to it (lib/redirects.ts). The row it replaces is kept as a revision by `author`
     * (lib/revisions.ts); all in one transaction.
     */
    async update(
      id: number,
      data: ProjectChanges,
      author: RevisionAuthor | null,
      options: { keepSlug?: boolean } & SaveOptions = {},
    ): Promise<Project> {
      const cols = columns(data);
      return slugs.withChosen(() =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
          if (!current) throw notFound(M.notFound);
          checkVersion(current.updatedAt, options);
          const set = changesFor(current, data, cols);
          const slug = (options.keepSlug ? undefined : data.slug) ?? current.slug;
          if (slug !== current.slug && (await slugs.inUse(slug, id, tx))) throw slugTaken();
          const row = firstRow(
            await tx
              .update(projects)
              .set({ ...set, slug, updatedAt: nextChangeTime(current.updatedAt) })
              .where(eq(projects.id, id))
              .returning(),
          );
          if (slug !== current.slug) {
            if (!current.archived) await keepOldAddress(tx, 'project', id, projectPath(current.slug), projectPath(slug));
            else await takeAddress(tx, projectPath(slug));
          }
          await keepRevision(tx, 'projects', current, row, author);
          return toProject(row);
        }),
      );
    },

    async archive(id: number, author: RevisionAuthor | null): Promise<Project> {
      return setArchived(id, true, author);
    },

    /** Puts an archived project back on the public site. */
    async unarchive(id: number, author: RevisionAuthor | null): Promise<Project> {
      return setArchived(id, false, author);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'projects', id, by))) throw notFound(M.notFound);
    },

    /** Applies the same changes to every listed project in one transaction: all of them, or none. */
    async bulkUpdate(ids: number[], data: ProjectChanges, author: RevisionAuthor | null): Promise<number> {
      const cols = columns(data);
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(projects).where(inArray(projects.id, ids)).orderBy(projects.id).for('update');
        if (rows.length !== ids.length) {
          const found = new Set(rows.map((r) => r.id));
          const missing = ids.filter((id) => !found.has(id));
          throw notFound(`${M.someNotFound}: ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', ...' : ''}`);
        }
        // Every project is checked first; then at most two statements (completed projects get 100%).
        const groups = new Map<string, { set: Partial<ProjectInsert>; ids: number[] }>();
        for (const current of rows) {
          const set = changesFor(current, data, cols);
          const key = JSON.stringify(set);
          const group = groups.get(key) ?? { set, ids: [] };
          group.ids.push(current.id);
          groups.set(key, group);
        }
        const after = new Map<number, ProjectRow>();
        for (const { set, ids: groupIds } of groups.values()) {
          const result = await tx
            .update(projects)
            .set({ ...set, updatedAt: new Date() })
            .where(inArray(projects.id, groupIds))
            .returning();
          for (const row of result) after.set(row.id, row);
        }
        // Each project keeps the version it had (lib/revisions.ts).
        await keepRevisions(
          tx,
          'projects',
          rows.flatMap((row) => {
            const next = after.get(row.id);
            return next ? [[row, next] as const] : [];
          }),
          author,
        );
        return after.size;
      });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
