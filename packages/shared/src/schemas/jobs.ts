import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { emailSchema, optionalText, pageQuery, paginationSchema, requiredString, withoutUndefined, sortQuery } from './common';
import { isBlankHtml } from '../rules/projects';
import { isHttpLink } from '../rules/paths';
import { parseDate, parseDateEnd } from '../rules/dates';
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  JOB_PATHWAYS,
  JOB_STATES,
  JOB_STATUSES,
  JOB_TYPES,
  type JobPathway,
  type JobStatus,
  type JobType,
} from '../rules/jobs';

const M = JOB_MESSAGES;

/** Jobs per page in the back office's list; the careers page asks for every open one (at most MAX_PAGE_LIMIT). */
export const JOB_PAGE_SIZE = 10;

/** A date (../rules/dates.ts); `end` reads a date alone as the end of that day in the site's time zone. */
const jobDate = (required: string, end: boolean) =>
  z
    .string({ error: required })
    .max(40, { error: M.dateInvalid })
    .transform((v, ctx) => {
      if (v.trim() === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const date = end ? parseDateEnd(v) : parseDate(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: M.dateInvalid });
        return z.NEVER;
      }
      return date;
    });

/** Rich-text HTML with some visible text; sanitised by the API on write (apps/api/src/lib/sanitize.ts). */
const richText = (required: string) =>
  z
    .string({ error: required })
    .max(JOB_LIMITS.richText, { error: `Must be at most ${JOB_LIMITS.richText} characters` })
    .refine((v) => !isBlankHtml(v), { error: required });

export const jobPathwaySchema = z.enum(JOB_PATHWAYS, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.pathwayRequired : M.pathwayInvalid),
});
export const jobTypeSchema = z.enum(JOB_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.typeRequired : M.typeInvalid),
});
export const jobStatusSchema = z.enum(JOB_STATUSES, { error: M.statusInvalid });

const jobFields = {
  title: requiredString(M.titleRequired, JOB_LIMITS.title, 'Job title'),
  pathway: jobPathwaySchema,
  employmentType: jobTypeSchema,
  level: optionalText(JOB_LIMITS.text, { blank: null, label: 'Level' }),
  location: requiredString(M.locationRequired, JOB_LIMITS.text),
  salary: optionalText(JOB_LIMITS.salary, { blank: null, label: 'Salary range' }),
  summary: requiredString(M.summaryRequired, JOB_LIMITS.summary),
  description: richText(M.descriptionRequired),
  requirements: richText(M.requirementsRequired),
  postedDate: jobDate(M.postedDateRequired, false),
  deadline: jobDate(M.deadlineRequired, true),
  applyEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    emailSchema(M.applyEmailInvalid, M.applyEmailInvalid).nullable().optional(),
  ),
  applyUrl: optionalText(TEXT_LIMITS.url, { blank: null, label: 'Apply link', check: { test: isHttpLink, message: M.applyUrlInvalid } }),
  status: jobStatusSchema.optional(),
};

/** What the service receives; undefined = not sent (keep), null = clear. */
export interface JobChanges {
  title?: string;
  pathway?: JobPathway;
  employmentType?: JobType;
  level?: string | null;
  location?: string;
  salary?: string | null;
  summary?: string;
  description?: string;
  requirements?: string;
  postedDate?: Date;
  deadline?: Date;
  applyEmail?: string | null;
  applyUrl?: string | null;
  status?: JobStatus;
}

type ParsedFields = { [K in keyof typeof jobFields]?: z.output<(typeof jobFields)[K]> };

/** The rules across fields, on what was sent (the service checks them again against the stored job). */
function checkAcross(v: ParsedFields, ctx: z.RefinementCtx, creating: boolean) {
  if (v.postedDate && v.deadline && v.deadline <= v.postedDate) {
    ctx.addIssue({ code: 'custom', path: ['deadline'], message: M.deadlineBeforePosted });
  }
  if (v.applyEmail && v.applyUrl) ctx.addIssue({ code: 'custom', path: ['applyEmail'], message: M.applyBoth });
  else if (creating && !v.applyEmail && !v.applyUrl) ctx.addIssue({ code: 'custom', path: ['applyEmail'], message: M.applyRequired });
}

function normalize(v: ParsedFields): JobChanges {
  return withoutUndefined<JobChanges>({ ...v });
}

/** POST /jobs (and the back-office form). */
export const createJobSchema = z
  .object(jobFields)
  .superRefine((v, ctx) => checkAcross(v, ctx, true))
  .transform(normalize);
export type CreateJobInput = z.input<typeof createJobSchema>;

/** PUT /jobs/{id}: any subset of the fields; what is sent must be valid. */
export const updateJobSchema = z
  .object(jobFields)
  .partial()
  .superRefine((v, ctx) => checkAcross(v, ctx, false))
  .transform(normalize);
export type UpdateJobInput = z.input<typeof updateJobSchema>;

/** GET /jobs: anonymous callers always get the open jobs; staff may ask for closed ones, drafts or all. */
export const jobsQuerySchema = pageQuery(JOB_PAGE_SIZE).extend({
  sort: sortQuery(['title', 'pathway', 'postedDate', 'deadline']),
  search: z
    .string()
    .trim()
    .max(JOB_LIMITS.searchTerm, { error: `Search must be at most ${JOB_LIMITS.searchTerm} characters` })
    .optional(),
  pathway: jobPathwaySchema.optional(),
  state: z.enum([...JOB_STATES, 'all'], { error: M.stateInvalid }).optional(),
});
export type JobsQuery = z.output<typeof jobsQuerySchema>;

export const jobSchema = z.object({
  id: z.number(),
  title: z.string(),
  pathway: z.enum(JOB_PATHWAYS),
  employmentType: z.enum(JOB_TYPES),
  level: z.string().nullable(),
  location: z.string(),
  salary: z.string().nullable(),
  summary: z.string(),
  description: z.string(),
  requirements: z.string(),
  applyEmail: z.string().nullable(),
  applyUrl: z.string().nullable(),
  postedDate: z.string(),
  deadline: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Computed at the time of the answer: draft, open (deadline ahead) or closed (deadline passed). */
  state: z.enum(JOB_STATES),
  /** Computed: within JOB_NEW_DAYS of the posted date. */
  isNew: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /jobs/{id}, POST /jobs, PUT /jobs/{id}. */
export const jobEnvelopeSchema = z.object({ job: jobSchema });
export const jobsListSchema = z.object({ jobs: z.array(jobSchema), pagination: paginationSchema });
export type JobsList = z.infer<typeof jobsListSchema>;
