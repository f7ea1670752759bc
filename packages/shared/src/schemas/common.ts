import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../constants';
import { MAX_PAGE } from '../rules/url-state';
import { fieldLabel, humanError } from './human-errors';

// Every refusal a schema gives no message of its own is worded for people (./human-errors.ts). Set here,
// in the module every schema imports, so that it is in place wherever a schema is.
z.config({ customError: humanError });

/** "Name is required" → "Name": the field a required message names. */
const labelFromRequired = (message: string) => /^(?:Valid )?(.+?) (?:is|are) required\b/.exec(message)?.[1];

/**
 * A trimmed, non-empty string; `message` is used when it is missing, not a string, or blank. The length
 * message names the field: `label`, else the one `message` names ("Name is required" → "Name must be at
 * most 200 characters"), else the field's own name.
 */
export const requiredString = (message: string, max = 500, label = labelFromRequired(message)) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: (issue) => `${label ?? fieldLabel(issue.path, 'Text')} must be at most ${max} characters` });

/** What optionalText checks besides the length, and what a blank value becomes. */
export interface OptionalTextOptions<B extends null | undefined> {
  /** What blank or null becomes: undefined (nothing to store; the default) or null (clears a stored value). */
  blank?: B;
  /** Names the field in its messages ('Excerpt must be at most ...'); the field's own name ('First name') when absent. */
  label?: string;
  /** A check of a non-blank value (e.g. a link rule) and its message. */
  check?: { test: (value: string) => boolean; message: string };
}

/**
 * The one rule for optional free text: trimmed, at most `max` characters (after trimming); absent stays
 * undefined; blank or null becomes `options.blank` (undefined unless null is asked for, to clear a value).
 */
export function optionalText<B extends null | undefined = undefined>(max: number, options: OptionalTextOptions<B> = {}) {
  const { blank, label, check } = options;
  const named = (issue: { path?: readonly PropertyKey[] }, rest: string) => {
    const name = label ?? fieldLabel(issue.path, '');
    return name ? `${name} ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1);
  };
  const text = z
    .string({ error: (issue) => named(issue, 'must be text') })
    .trim()
    .max(max, { error: (issue) => named(issue, `must be at most ${max} characters`) });
  const checked = check ? text.refine((v) => v === '' || check.test(v), { error: check.message }) : text;
  return z
    .union([checked, z.null()], { error: (issue) => named(issue, 'must be text') })
    .optional()
    .transform((v): string | B | undefined => (v === undefined ? undefined : v || blank));
}

export const emailSchema = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: invalidMessage })
    .pipe(z.email({ error: invalidMessage }))
    .transform((v) => v.toLowerCase());

/**
 * A number a form may send as text ("12"), from `min` to `max`, whole when `whole`; with `separators`,
 * thousands separators and spaces are dropped ("48,600,000"). Blank, too long or not such a number: `message`.
 */
export function formNumber(message: string, min: number, max: number, { whole = false, separators = false } = {}) {
  const number = z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
  return z
    .union([z.number({ error: message }), z.string({ error: message }).max(30, { error: message })], { error: message })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(separators ? v.trim().replace(/[,_\s]/g, '') : v)))
    .pipe(whole ? number.int({ error: message }) : number);
}

/** A change set without its undefined fields: a field not sent is absent (kept), not cleared. */
export function withoutUndefined<T extends object>(value: T): T {
  const out = { ...value };
  for (const key of Object.keys(out) as Array<keyof T>) if (out[key] === undefined) delete out[key];
  return out;
}

/** The messages of the `page` and `limit` query parameters. */
const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;

/** A list filter's `all` or empty value is no filter (docs/api/README.md, "Paging and lists"): use with z.preprocess. */
export const noFilter = (v: unknown) => (typeof v === 'string' && ['', 'all'].includes(v.trim().toLowerCase()) ? undefined : v);

/** `page` and `limit` query parameters; invalid values are a 400. */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce
      .number({ error: PAGE_MESSAGE })
      .int({ error: PAGE_MESSAGE })
      .min(1, { error: PAGE_MESSAGE })
      .max(MAX_PAGE, { error: PAGE_MESSAGE })
      .default(1),
    limit: z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int({ error: LIMIT_MESSAGE })
      .min(1, { error: LIMIT_MESSAGE })
      .max(MAX_PAGE_LIMIT, { error: LIMIT_MESSAGE })
      .default(defaultLimit),
  });

export const idParam = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int().positive({ error: 'Invalid id' }).max(2_147_483_647, { error: 'Invalid id' }),
});

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The answer to a bulk change (PATCH /users/bulk-status, PATCH /projects/bulk): how many rows changed. */
export const updatedCountSchema = z.object({ updated: z.number() });

/** GET /health: whether the database answers and the upload storage is writable (503 when degraded). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
  storage: z.enum(['ok', 'error']),
});
export type Health = z.infer<typeof healthSchema>;

export const paginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** An item's version: the ETag of its last change (versions.ts `versionOf`), sent back as If-Match by a save. */
export const versionField = { version: z.string() };

/**
 * The 409 of an update whose If-Match names a version the item no longer has (versions.ts): nothing
 * was saved; `current` is the item as its read answers it now, `changedBy` the name of the account that
 * saved that version (from the audit log; null when unknown) and `changedAt` when.
 */
export function versionConflictSchema<T extends z.ZodType>(current: T) {
  return z.object({ message: z.string(), current, changedBy: z.string().nullable(), changedAt: z.string().nullable() });
}

/** An item's creation and last-change times (ISO strings) in both spellings the API answers with. */
export const timestampFields = {
  createdAt: z.string(),
  updatedAt: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A list's sort (the `sort` query parameter, `field` ascending or `-field` descending; docs/api/README.md, "Sorting"). */
export interface SortParam<F extends string = string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** `-year` → { field: 'year', direction: 'desc' }, `title` → { field: 'title', direction: 'asc' }. */
export function parseSort(value: string): SortParam {
  return value.startsWith('-') ? { field: value.slice(1), direction: 'desc' } : { field: value, direction: 'asc' };
}

/** The `sort` value of a SortParam: `-year` for year descending (undefined for none). */
export const sortValue = (sort: SortParam | undefined): string | undefined =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined;

/**
 * The optional `sort` query parameter of a list: one of `allowed` for ascending, or it after `-` for
 * descending; blank is no sort (the list's own order). Anything else is a 400 naming the allowed fields.
 * `aliases` are older values the list still answers, each written as the sort it means (`{ oldest:
 * 'publishedAt' }`; '' for the list's own order).
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(allowed: F, aliases: Readonly<Record<string, string>> = {}) {
  const message = `sort must be one of ${allowed.join(', ')}, or one of them after - for descending (e.g. -${allowed[0]})`;
  const fields: readonly string[] = allowed;
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const value = v.trim();
      const alias = Object.hasOwn(aliases, value) ? aliases[value] : undefined;
      return (alias ?? value) || undefined;
    },
    z
      .string({ error: message })
      .refine((v) => fields.includes(v.startsWith('-') ? v.slice(1) : v), { error: message })
      .transform((v) => parseSort(v) as SortParam<F[number]>)
      .optional(),
  );
}
