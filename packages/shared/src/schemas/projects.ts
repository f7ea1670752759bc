import { z } from 'zod';
import { DEFAULT_CURRENCY, PAGE_SIZES, PROJECT_CATEGORIES, PROJECT_STATUSES, TEXT_LIMITS } from '../constants';
import { optionalText, pageQuery, paginationSchema, withoutUndefined, sortQuery, timestampFields, versionField } from './common';
import { PROJECT_MESSAGES, PROJECT_LIMITS, isBlankHtml } from '../rules/projects';
import { isLink } from '../rules/paths';
import { parseDate } from '../rules/dates';
import { slugSchema } from './slugs';

const M = PROJECT_MESSAGES;

/** A link the site may store (../rules/paths.ts, isLink): an `/uploads/...` path of this site, or an absolute http(s) address. */
const isContentLink = (value: string) => isLink(value, 'uploads');

/** An optional link: blank or null clears it (null), otherwise it must be a content link. */
export const contentLinkSchema = z
  .union([z.string().trim().max(TEXT_LIMITS.url, { error: M.linkInvalid }), z.null()], { error: M.linkInvalid })
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isContentLink(v), { error: M.linkInvalid });

/** A list of short texts, sent as a list or as one comma-separated text; blank entries are dropped. */
export const textListSchema = (entryMax: number = PROJECT_LIMITS.listEntry, maxEntries: number = PROJECT_LIMITS.listEntries) =>
  z
    .union(
      [
        z.array(z.string().max(entryMax, { error: `Each entry must be at most ${entryMax} characters` }), {
          error: 'Must be a list of texts',
        }),
        z.string().max(entryMax * maxEntries, { error: M.listTooLong }),
        z.null(),
      ],
      { error: 'Must be a list of texts' },
    )
    .transform((v) => (v === null ? [] : Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(maxEntries, { error: M.listTooLong }));

/** A list of links (documentUrls): as textListSchema, each entry a content link. */
const linkListSchema = textListSchema(TEXT_LIMITS.url, 50).refine((list) => list.every(isContentLink), {
  error: M.linkInvalid,
});

/** Lower-cases a text input (accepts 'Research' for 'research'). */
const lowerText = (max: number, required: string, invalid: string) =>
  z.string({ error: required }).trim().max(max, { error: invalid }).toLowerCase();

export const projectCategorySchema = lowerText(40, M.categoryRequired, M.categoryInvalid).pipe(
  z.enum(PROJECT_CATEGORIES, {
    error: (issue) => (issue.input === '' ? M.categoryRequired : M.categoryInvalid),
  }),
);
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** Status, lower-cased; the public side's 'ongoing' means 'active'. */
export const projectStatusSchema = lowerText(40, M.statusInvalid, M.statusInvalid)
  .transform((v) => (v === 'ongoing' ? 'active' : v))
  .pipe(z.enum(PROJECT_STATUSES, { error: M.statusInvalid }));
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A date (ISO date or date-time, read in the site's time zone: ../rules/dates.ts); blank or null clears it. */
export const projectDateSchema = z
  .union([z.string().max(40, { error: M.dateInvalid }), z.null()], { error: M.dateInvalid })
  .transform((v, ctx) => {
    if (v === null || v.trim() === '') return null;
    const date = parseDate(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: M.dateInvalid });
      return z.NEVER;
    }
    return date;
  });

/** A number the form may send as text; `fallback` is used when it cannot be parsed (budget and beneficiaries fall back to 0). */
const lenientNumber = (parse: (s: string) => number, message: string) =>
  z.union([z.number({ error: message }), z.string().max(40, { error: message }), z.null()], { error: message }).transform((v) => {
    const n = v === null ? 0 : typeof v === 'number' ? v : parse(v.replace(/[\s,]/g, ''));
    return Number.isFinite(n) ? n : 0;
  });

/** Rounds half away from zero in decimal (2500.555 -> 2500.56), not in binary. */
export function roundDecimal(n: number, digits: number): number {
  const shifted = Math.round(Number(`${n}e${digits}`));
  const result = Number(`${shifted}e-${digits}`);
  return Number.isFinite(result) ? result : Math.round(n * 10 ** digits) / 10 ** digits;
}

export const budgetSchema = lenientNumber(parseFloat, M.budgetInvalid)
  .transform((n) => roundDecimal(n, 2))
  .pipe(z.number().min(0, { error: M.budgetInvalid }).max(PROJECT_LIMITS.budgetMax, { error: M.budgetInvalid }));

export const beneficiariesSchema = lenientNumber((s) => parseInt(s, 10), M.beneficiariesInvalid)
  .transform((n) => Math.trunc(n))
  .pipe(z.number().min(0, { error: M.beneficiariesInvalid }).max(PROJECT_LIMITS.intMax, { error: M.beneficiariesInvalid }));

export const progressSchema = z
  .union([z.number({ error: M.progressInvalid }), z.string().max(10, { error: M.progressInvalid })], { error: M.progressInvalid })
  .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? 0 : Number(v)))
  .pipe(
    z
      .number({ error: M.progressInvalid })
      .int({ error: M.progressInvalid })
      .min(0, { error: M.progressInvalid })
      .max(100, { error: M.progressInvalid }),
  );

const descriptionSchema = z
  .string({ error: M.descriptionRequired })
  .max(PROJECT_LIMITS.description, { error: `Must be at most ${PROJECT_LIMITS.description} characters` })
  .refine((v) => !isBlankHtml(v), { error: M.descriptionRequired });

/** The fields a client may send; anything else (id, createdAt, createdBy...) is dropped. */
const projectFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(PROJECT_LIMITS.title, { error: `Must be at most ${PROJECT_LIMITS.title} characters` }),
  description: descriptionSchema,
  category: projectCategorySchema,
  status: projectStatusSchema.optional(),
  startDate: projectDateSchema.optional(),
  endDate: projectDateSchema.optional(),
  budget: budgetSchema.optional(),
  currency: optionalText(PROJECT_LIMITS.currency, { blank: null }),
  principalInvestigator: optionalText(PROJECT_LIMITS.text, { blank: null }),
  fundingSource: optionalText(PROJECT_LIMITS.text, { blank: null }),
  targetBeneficiaries: beneficiariesSchema.optional(),
  geographicalScope: optionalText(PROJECT_LIMITS.text, { blank: null }),
  image: contentLinkSchema.optional(),
  imageUrl: contentLinkSchema.optional(),
  partners: textListSchema().optional(),
  teamMembers: textListSchema().optional(),
  tags: textListSchema(100).optional(),
  documentUrls: linkListSchema.optional(),
  progress: progressSchema.optional(),
  archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
};

/** The last part of the public address (`/research/{slug}`); made from the title when a new project has none. Not in bulk changes. */
const slugField = { slug: slugSchema.optional() };

type ParsedFields = {
  [K in keyof typeof projectFields]?: z.output<(typeof projectFields)[K]>;
} & { slug?: string };

/** What the service receives: one spelling per field; undefined = not sent (keep), null = clear. */
export interface ProjectChanges {
  title?: string;
  slug?: string;
  description?: string;
  category?: ProjectCategory;
  status?: ProjectStatus;
  startDate?: Date | null;
  endDate?: Date | null;
  budget?: number;
  currency?: string;
  principalInvestigator?: string | null;
  fundingSource?: string | null;
  targetBeneficiaries?: number;
  geographicalScope?: string | null;
  imageUrl?: string | null;
  partners?: string[];
  teamMembers?: string[];
  tags?: string[];
  documentUrls?: string[];
  progress?: number;
  archived?: boolean;
}

function checkDates(v: ParsedFields, ctx: z.RefinementCtx) {
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  }
}

function normalize(v: ParsedFields): ProjectChanges {
  const { image, imageUrl, currency, ...rest } = v;
  const out: ProjectChanges = { ...rest };
  // Both spellings are accepted; imageUrl wins when both are sent.
  if (imageUrl !== undefined) out.imageUrl = imageUrl;
  else if (image !== undefined) out.imageUrl = image;
  if (currency !== undefined) out.currency = currency ?? DEFAULT_CURRENCY;
  return withoutUndefined(out);
}

/** POST /projects (and the back-office form): title, description and category required. */
export const createProjectSchema = z
  .object({ ...projectFields, ...slugField })
  .superRefine(checkDates)
  .transform(normalize);
export type CreateProjectInput = z.input<typeof createProjectSchema>;

const partialFields = z.object({ ...projectFields, ...slugField }).partial();

/** PUT /projects/{id}: any subset of the fields; what is sent must be valid. */
export const updateProjectSchema = partialFields.superRefine(checkDates).transform(normalize);
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

const idLike = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, { error: 'Invalid id' })], { error: 'Invalid id' })
  .transform(Number)
  .pipe(z.number().int({ error: 'Invalid id' }).positive({ error: 'Invalid id' }).max(PROJECT_LIMITS.intMax, { error: 'Invalid id' }));

/** PATCH /projects/bulk-update: the same changes applied to every selected project, all or nothing. */
export const bulkUpdateProjectsSchema = z.object({
  projectIds: z
    .array(idLike, { error: M.selectAtLeastOne })
    .min(1, { error: M.selectAtLeastOne })
    .max(1000, { error: 'At most 1000 projects at once' })
    .transform((ids) => [...new Set(ids)]),
  updates: z
    .object(projectFields, { error: M.noChanges })
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), { error: M.noChanges })
    .superRefine(checkDates)
    .transform(normalize),
});
export type BulkUpdateProjectsInput = z.input<typeof bulkUpdateProjectsSchema>;

/** `archived` in list queries (editors only): absent/false = hide archived, true = only archived, all = both. */
export const archivedFilterSchema = z.enum(['true', 'false', 'all'], { error: 'archived must be true, false or all' });

/** Filters of GET /projects (and of /category/{c} and /status/{s}). */
export const projectsQuerySchema = pageQuery(PAGE_SIZES.projects).extend({
  sort: sortQuery(['title', 'category', 'status', 'startDate', 'budget', 'createdAt']),
  status: projectStatusSchema.optional(),
  category: projectCategorySchema.optional(),
  search: z
    .string()
    .trim()
    .max(PROJECT_LIMITS.searchTerm, { error: `Search must be at most ${PROJECT_LIMITS.searchTerm} characters` })
    .optional(),
  archived: archivedFilterSchema.optional(),
});
export type ProjectsQuery = z.output<typeof projectsQuerySchema>;

/** Filters of GET /projects/counts: the list's, but the status (each status is counted) and the paging and sort. */
export const projectCountsQuerySchema = projectsQuerySchema.pick({ search: true, category: true, archived: true });
export type ProjectCountsQuery = z.output<typeof projectCountsQuerySchema>;

export const projectSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The last part of the public address (projectPath, ../rules/paths.ts). */
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  budget: z.number(),
  currency: z.string(),
  principalInvestigator: z.string().nullable(),
  fundingSource: z.string().nullable(),
  targetBeneficiaries: z.number(),
  geographicalScope: z.string().nullable(),
  imageUrl: z.string().nullable(),
  image: z.string().nullable(),
  partners: z.array(z.string()),
  teamMembers: z.array(z.string()),
  tags: z.array(z.string()),
  documentUrls: z.array(z.string()),
  progress: z.number(),
  archived: z.boolean(),
  createdBy: z.number().nullable(),
  ...timestampFields,
  ...versionField,
});
export type Project = z.infer<typeof projectSchema>;

/** GET /projects/{id}, POST /projects, PUT /projects/{id}. */
export const projectEnvelopeSchema = z.object({ project: projectSchema });

export const projectsListSchema = z.object({
  projects: z.array(projectSchema),
  pagination: paginationSchema,
  total: z.number(),
});
export type ProjectsList = z.infer<typeof projectsListSchema>;

export const projectStatisticsSchema = z.object({
  total: z.number(),
  byStatus: z.object({ active: z.number(), completed: z.number(), paused: z.number() }),
  byCategory: z.object({ research: z.number(), innovation: z.number(), training: z.number(), policy: z.number() }),
  totalBudget: z.number(),
});
export type ProjectStatistics = z.infer<typeof projectStatisticsSchema>;

/**
 * GET /projects/counts: how many projects the list would show for the search and category (the list's
 * `total` without a status) and how many of each status (its `total` with that status).
 */
export const projectCountsSchema = z.object({
  total: z.number(),
  byStatus: z.object({ active: z.number(), completed: z.number(), paused: z.number() }),
});
export type ProjectCounts = z.infer<typeof projectCountsSchema>;
