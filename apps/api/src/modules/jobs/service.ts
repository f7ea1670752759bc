import { and, desc, eq, gt, lte, min, sql, type SQL } from 'drizzle-orm';
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  JOB_NEW_DAYS,
  JOB_PAGE_SIZE,
  isNewJob,
  jobState,
  type Job,
  type JobChanges,
  type JobsList,
  type JobsQuery,
  versionOf,
} from '@mnch/shared';
import { jobs } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { firstRow, htmlText, iso, caseless, orderBySort, pageAndTotal, pageOf, pagination, searchAny } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';
import type { SaveOptions } from '../../lib/versions';

type JobRow = typeof jobs.$inferSelect;
type JobInsert = typeof jobs.$inferInsert;

const M = JOB_MESSAGES;
const DAY_MS = 86_400_000;

/** The job as the API shows it at `now`: its state (draft, open, closed) and NEW computed, never stored. */
export function toJob(row: JobRow, now: Date): Job {
  const state = jobState(row.status, row.deadline, now);
  return {
    id: row.id,
    title: row.title,
    pathway: row.pathway,
    employmentType: row.employmentType,
    level: row.level,
    location: row.location,
    salary: row.salary,
    summary: row.summary,
    description: row.description,
    requirements: row.requirements,
    applyEmail: row.applyEmail,
    applyUrl: row.applyUrl,
    postedDate: iso(row.postedDate),
    deadline: iso(row.deadline),
    status: row.status,
    state,
    // A closed job is no longer NEW, however recently it was posted.
    isNew: state !== 'closed' && isNewJob(row.postedDate, now),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: versionOf(row.updatedAt),
  };
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Sanitised rich text; one that is empty once sanitised is refused. */
function cleanRichText(html: string, field: 'description' | 'requirements', message: string): string {
  const clean = sanitizeRichText(html, field, JOB_LIMITS.richText);
  const visible = clean
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  if (!visible) throw fieldError(field, message);
  return clean;
}

/** Column values for the changes (undefined = leave unchanged). */
function columns(data: JobChanges): Partial<JobInsert> {
  const values: Partial<JobInsert> = {
    ...data,
    description: data.description === undefined ? undefined : cleanRichText(data.description, 'description', M.descriptionRequired),
    requirements: data.requirements === undefined ? undefined : cleanRichText(data.requirements, 'requirements', M.requirementsRequired),
  };
  for (const key of Object.keys(values) as Array<keyof JobInsert>) if (values[key] === undefined) delete values[key];
  return values;
}

/** The rules across fields, on the job as it would be stored. */
function checkJob(job: Pick<JobRow, 'postedDate' | 'deadline' | 'applyEmail' | 'applyUrl'>) {
  if (job.deadline <= job.postedDate) throw fieldError('deadline', M.deadlineBeforePosted);
  if (job.applyEmail && job.applyUrl) throw fieldError('applyEmail', M.applyBoth);
  if (!job.applyEmail && !job.applyUrl) throw fieldError('applyEmail', M.applyRequired);
}

export interface JobsViewer {
  /** Editors and admins may list drafts and closed jobs; everyone else sees open jobs only. */
  staff: boolean;
}

export function createJobsService({ db, now: clock }: ServiceDeps) {
  const now = clock ?? (() => new Date());

  /** The condition for a state at `at`. */
  function stateIs(state: 'open' | 'closed' | 'draft', at: Date): SQL {
    if (state === 'draft') return eq(jobs.status, 'draft');
    const published = eq(jobs.status, 'published');
    return state === 'open' ? and(published, gt(jobs.deadline, at))! : and(published, lte(jobs.deadline, at))!;
  }

  async function findRow(id: number): Promise<JobRow> {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    toItem: (row: JobRow) => toJob(row, now()),

    /**
     * A page of jobs, newest posted first. Anyone else than staff gets the open jobs only: a job leaves
     * the list at its deadline by itself, with no write (the page cache keeps no page past it: nextChange).
     */
    async list(query: Partial<JobsQuery>, viewer: JobsViewer | null): Promise<JobsList> {
      const at = now();
      const paging = pageOf(query, JOB_PAGE_SIZE);
      const state = viewer?.staff ? (query.state ?? 'all') : 'open';
      const conditions: SQL[] = [];
      if (state !== 'all') conditions.push(stateIs(state, at));
      if (query.pathway) conditions.push(eq(jobs.pathway, query.pathway));
      if (query.search) {
        const { title, summary, location, description, requirements } = jobs;
        conditions.push(searchAny([title, summary, location, htmlText(description), htmlText(requirements)], query.search));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, total] = await pageAndTotal(
        db,
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              { title: caseless(jobs.title), pathway: jobs.pathway, postedDate: jobs.postedDate, deadline: jobs.deadline, id: jobs.id },
              [desc(jobs.postedDate), desc(jobs.id)],
            ),
          ),
        jobs,
        where,
        paging,
      );
      return {
        jobs: rows.map((row) => toJob(row, at)),
        pagination: pagination(paging.page, paging.limit, total),
      };
    },

    /** A job: staff see any; anyone else a published one (open or closed - a closed one says so). */
    async get(id: number, viewer: JobsViewer | null): Promise<Job> {
      const row = await findRow(id);
      if (row.status === 'draft' && !viewer?.staff) throw notFound(M.notFound);
      return toJob(row, now());
    },

    /**
     * The next moment the public jobs change by themselves, with no write: an open job's deadline
     * passes (it leaves the list) or a published job stops being NEW. Null when none is ahead.
     * The page cache keeps no page past it (plugins/page-state.ts).
     */
    async nextChange(): Promise<Date | null> {
      const at = now();
      // NEW ends JOB_NEW_DAYS after the posted date: the first posted date after (now - JOB_NEW_DAYS).
      const newSince = new Date(at.getTime() - JOB_NEW_DAYS * DAY_MS);
      const [row] = await db
        .select({
          deadline: min(jobs.deadline),
          posted: sql`min(${jobs.postedDate}) filter (where ${gt(jobs.postedDate, newSince)})`.mapWith(jobs.postedDate),
        })
        .from(jobs)
        .where(and(eq(jobs.status, 'published'), gt(jobs.deadline, at)));
      const times = [row?.deadline, row?.posted ? new Date(new Date(row.posted).getTime() + JOB_NEW_DAYS * DAY_MS) : null]
        .filter((m) => m != null)
        .map((m) => new Date(m).getTime());
      return times.length ? new Date(Math.min(...times)) : null;
    },

    async create(data: JobChanges, createdBy: number | null): Promise<Job> {
      const cols = columns(data);
      const values: JobInsert = {
        ...cols,
        title: data.title!,
        pathway: data.pathway!,
        employmentType: data.employmentType!,
        location: data.location!,
        summary: data.summary!,
        description: cols.description!,
        requirements: cols.requirements!,
        postedDate: data.postedDate!,
        deadline: data.deadline!,
        applyEmail: data.applyEmail ?? null,
        applyUrl: data.applyUrl ?? null,
        status: data.status ?? 'draft',
        createdBy,
      };
      checkJob(values as JobRow);
      const row = firstRow(await db.insert(jobs).values(values).returning());
      return toJob(row, now());
    },

    /** Saves the changes and keeps the version they replace as a revision by `author` (lib/revisions.ts), in one transaction. */
    async update(id: number, data: JobChanges, author: RevisionAuthor | null = null, options: SaveOptions = {}): Promise<Job> {
      const row = await updateKeepingRevision(db, 'jobs', id, columns(data), { ...options, missing: M.notFound, author, check: checkJob });
      return toJob(row, now());
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'jobs', id, by))) throw notFound(M.notFound);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
