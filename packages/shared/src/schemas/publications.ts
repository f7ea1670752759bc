import { trashConfirm } from '../rules/trash-confirm';
import { z } from 'zod';
import { MAX_PAGE_LIMIT, PAGE_SIZES, PUBLICATION_STATUSES, PUBLICATION_TYPES, PUBLICATION_YEAR } from '../constants';
import { PUBLICATION_LIMITS } from '../rules/publications';
import { optionalText, pageQuery, paginationSchema, withoutUndefined, sortQuery, timestampFields, versionField } from './common';
import { contentLinkSchema, roundDecimal, textListSchema } from './projects';
import { isHttpLink, isStoredFileUrl } from '../rules/paths';
import { slugSchema } from './slugs';
import { TEXT_LIMITS } from '../constants';

/** Publication texts: validation messages and the screen's toasts, spelled correctly. */
export const PUBLICATION_MESSAGES = {
  titleRequired: 'Publication title is required',
  typeRequired: 'Publication type is required',
  typeInvalid: `Publication type must be one of: ${PUBLICATION_TYPES.join(', ')}`,
  yearRequired: 'Valid publication year is required',
  authorsRequired: 'At least one author is required',
  statusInvalid: 'Status must be published, in review, draft or archived',
  countInvalid: 'Must be a whole number of 0 or more',
  impactFactorInvalid: 'Impact factor must be a number of 0 or more',
  featuredInvalid: 'Featured must be true or false',
  formatInvalid: 'Format must be apa, mla, bibtex or ris',
  fileTooLarge: 'File size must be less than 50MB',
  imageInvalid: 'Please select a valid image file (PNG, JPG, JPEG)',
  imageTooLarge: 'Image size must be less than 5MB',
  fileUrlInvalid: 'The file must be one uploaded to this site (/uploads/...); put an address elsewhere in "External link"',
  externalUrlInvalid: 'External link must be a full web address starting with https:// or http://',
  notFound: 'Publication not found',
  noFile: 'This publication has no file to download',
  created: 'Publication created successfully',
  updated: 'Publication updated successfully',
  deleted: 'Publication moved to the trash',
  deleteConfirm: trashConfirm('this publication'),
} as const;

const M = PUBLICATION_MESSAGES;

/** Citation styles of GET /publications/{id}/citation. */
export const CITATION_FORMATS = ['apa', 'mla', 'bibtex', 'ris'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** 'policy brief', 'Policy-Brief' and 'policy_brief' all name 'Policy Brief'. */
export function canonicalPublicationType(value: string): string {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');
  return PUBLICATION_TYPES.find((t) => t.toLowerCase() === key) ?? value.trim();
}

export const publicationTypeSchema = z
  .string({ error: M.typeRequired })
  .max(100, { error: M.typeInvalid })
  .transform(canonicalPublicationType)
  .pipe(z.enum(PUBLICATION_TYPES, { error: (issue) => (issue.input === '' ? M.typeRequired : M.typeInvalid) }));

/** 'In Review', 'in-review' and 'in_review' all mean 'in review'. */
export const publicationStatusSchema = z
  .string({ error: M.statusInvalid })
  .max(40, { error: M.statusInvalid })
  .transform((v) =>
    v
      .trim()
      .toLowerCase()
      .replace(/[-_\s]+/g, ' '),
  )
  .pipe(z.enum(PUBLICATION_STATUSES, { error: M.statusInvalid }));

/** A whole number that a form may send as text. */
const integerFrom = (message: string, min: number, max: number) =>
  z
    .union([z.number({ error: message }), z.string().max(12, { error: message })], { error: message })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.trim())))
    .pipe(z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

export const publicationYearSchema = integerFrom(M.yearRequired, PUBLICATION_YEAR.min, PUBLICATION_YEAR.max);

/** Citations, downloads, sizes: whole numbers >= 0 (blank means 0). */
export const publicationCountSchema = z
  .union([z.number({ error: M.countInvalid }), z.string().max(12, { error: M.countInvalid })], { error: M.countInvalid })
  .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? 0 : Number(v.trim())))
  .pipe(
    z
      .number({ error: M.countInvalid })
      .int({ error: M.countInvalid })
      .min(0, { error: M.countInvalid })
      .max(PUBLICATION_LIMITS.intMax, { error: M.countInvalid }),
  );

const nullableCount = z.union([publicationCountSchema, z.null()], { error: M.countInvalid });

const impactFactorSchema = z
  .union([z.number({ error: M.impactFactorInvalid }), z.string().max(20, { error: M.impactFactorInvalid }), z.null()], {
    error: M.impactFactorInvalid,
  })
  .transform((v) => (v === null ? 0 : typeof v === 'number' ? v : v.trim() === '' ? 0 : Number(v.trim())))
  .pipe(
    z
      .number({ error: M.impactFactorInvalid })
      .min(0, { error: M.impactFactorInvalid })
      .max(PUBLICATION_LIMITS.impactFactorMax, { error: M.impactFactorInvalid }),
  )
  .transform((n) => roundDecimal(n, 3));

/**
 * Authors as objects with a name (the form), as plain names, or as one text of names separated by
 * semicolons or new lines (names may contain commas: "Nakato, J."). Blank names are dropped.
 */
export const authorsSchema = z
  .union(
    [
      z
        .array(
          z.union(
            [
              z.string().max(PUBLICATION_LIMITS.authorName, {
                error: `An author name must be at most ${PUBLICATION_LIMITS.authorName} characters`,
              }),
              z.object({
                name: z
                  .string()
                  .max(PUBLICATION_LIMITS.authorName, {
                    error: `An author name must be at most ${PUBLICATION_LIMITS.authorName} characters`,
                  })
                  .nullish(),
              }),
              z.null(),
            ],
            { error: M.authorsRequired },
          ),
        )
        .max(PUBLICATION_LIMITS.authors, { error: `At most ${PUBLICATION_LIMITS.authors} authors` }),
      z.string().max(PUBLICATION_LIMITS.authorName * 20, { error: M.authorsRequired }),
    ],
    { error: M.authorsRequired },
  )
  .transform((v) =>
    (typeof v === 'string' ? v.split(/[;\n]/) : v.map((a) => (a === null ? '' : typeof a === 'string' ? a : (a.name ?? ''))))
      .map((name) => name.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map((name) => ({ name })),
  )
  .pipe(z.array(z.object({ name: z.string() })).min(1, { error: M.authorsRequired }));

/**
 * The publication's file (what Download serves): only a file uploaded to this site, `/uploads/...` or
 * its object storage's address (the service checks it is this site's own, `Storage.owns`). Blank or
 * null clears it. An address elsewhere is refused: it belongs in `externalUrl` (issue 35, point 28).
 */
const fileUrlSchema = optionalText(TEXT_LIMITS.url, {
  blank: null,
  label: 'File',
  check: { test: (v: string) => isStoredFileUrl(v.startsWith('uploads/') ? `/${v}` : v), message: M.fileUrlInvalid },
}).transform((v) => (v && v.startsWith('uploads/') ? `/${v}` : v));

/** A copy elsewhere (a journal's page): an absolute http(s) address, shown as an outbound link. */
const externalUrlSchema = optionalText(TEXT_LIMITS.url, {
  blank: null,
  label: 'External link',
  check: { test: isHttpLink, message: M.externalUrlInvalid },
});

/** The fields a client may send; anything else (id, createdBy, views, coverImagePreview...) is dropped. */
const publicationFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(PUBLICATION_LIMITS.title, { error: `Must be at most ${PUBLICATION_LIMITS.title} characters` }),
  /** The last part of its page's address (/publications/{slug}); made from the title when not sent. */
  slug: slugSchema.optional(),
  authors: authorsSchema,
  type: publicationTypeSchema,
  year: publicationYearSchema,
  journal: optionalText(PUBLICATION_LIMITS.text, { blank: null }),
  doi: optionalText(PUBLICATION_LIMITS.doi, { blank: null }),
  abstract: z
    .union([z.string().max(PUBLICATION_LIMITS.abstract, { error: `Must be at most ${PUBLICATION_LIMITS.abstract} characters` }), z.null()])
    .optional(),
  description: optionalText(PUBLICATION_LIMITS.description, { blank: null }),
  keywords: textListSchema(PUBLICATION_LIMITS.keyword, PUBLICATION_LIMITS.keywords).optional(),
  status: publicationStatusSchema.optional(),
  citations: publicationCountSchema.optional(),
  downloads: publicationCountSchema.optional(),
  file_url: fileUrlSchema.optional(),
  fileUrl: fileUrlSchema.optional(),
  externalUrl: externalUrlSchema.optional(),
  fileName: optionalText(PUBLICATION_LIMITS.fileName, { blank: null }),
  fileSize: nullableCount.optional(),
  file_size: nullableCount.optional(),
  coverImageUrl: contentLinkSchema.optional(),
  coverImageName: optionalText(PUBLICATION_LIMITS.fileName, { blank: null }),
  coverImageSize: nullableCount.optional(),
  publicationSource: optionalText(PUBLICATION_LIMITS.text, { blank: null }),
  impact_factor: impactFactorSchema.optional(),
  impactFactor: impactFactorSchema.optional(),
  featured: z.boolean({ error: M.featuredInvalid }).optional(),
};

type ParsedFields = {
  [K in keyof typeof publicationFields]?: z.output<(typeof publicationFields)[K]>;
};

/** What the service receives: one spelling per field; undefined = not sent (keep), null = clear. */
export interface PublicationChanges {
  title?: string;
  slug?: string;
  authors?: Array<{ name: string }>;
  type?: PublicationType;
  year?: number;
  journal?: string | null;
  doi?: string | null;
  abstract?: string | null;
  description?: string | null;
  keywords?: string[];
  status?: PublicationStatus;
  citations?: number;
  downloads?: number;
  fileUrl?: string | null;
  fileName?: string | null;
  fileSize?: number | null;
  externalUrl?: string | null;
  coverImageUrl?: string | null;
  coverImageName?: string | null;
  coverImageSize?: number | null;
  publicationSource?: string | null;
  impactFactor?: number;
  featured?: boolean;
}

function normalize(v: ParsedFields): PublicationChanges {
  const { file_url, fileUrl, fileSize, file_size, impact_factor, impactFactor, ...rest } = v;
  const out: PublicationChanges = { ...rest };
  // Both spellings are accepted. The old form always sends file_size 0 next to the real fileSize.
  const url = fileUrl !== undefined ? fileUrl : file_url;
  if (url !== undefined) out.fileUrl = url;
  const size = fileSize !== undefined && fileSize !== null ? fileSize : (file_size ?? fileSize);
  if (size !== undefined) out.fileSize = size;
  const factor = impactFactor !== undefined ? impactFactor : impact_factor;
  if (factor !== undefined) out.impactFactor = factor;
  return withoutUndefined(out);
}

/** POST /publications (and the back-office form): title, authors, type and year required. */
export const createPublicationSchema = z.object(publicationFields).transform(normalize);
export type CreatePublicationInput = z.input<typeof createPublicationSchema>;

/** PUT /publications/{id}: any subset of the fields; what is sent must be valid. */
export const updatePublicationSchema = z.object(publicationFields).partial().transform(normalize);
export type UpdatePublicationInput = z.input<typeof updatePublicationSchema>;

/** PATCH /publications/{id}/citations */
export const citationsCountSchema = z.object({ count: publicationCountSchema });

const booleanQuery = z.enum(['true', 'false', '1', '0'], { error: 'Must be true or false' }).transform((v) => v === 'true' || v === '1');

/** Filters of GET /publications (and /my, /category/{type}). `status` is honoured for editors only. */
export const publicationsQuerySchema = pageQuery(PAGE_SIZES.publications).extend({
  sort: sortQuery(['title', 'year', 'citations', 'downloads', 'status', 'createdAt']),
  type: publicationTypeSchema.optional(),
  excludeType: publicationTypeSchema.optional(),
  year: z.coerce
    .number({ error: M.yearRequired })
    .int({ error: M.yearRequired })
    .min(PUBLICATION_YEAR.min, { error: M.yearRequired })
    .max(PUBLICATION_YEAR.max, { error: M.yearRequired })
    .optional(),
  status: publicationStatusSchema.optional(),
  search: z
    .string()
    .trim()
    .max(PUBLICATION_LIMITS.searchTerm, { error: `Search must be at most ${PUBLICATION_LIMITS.searchTerm} characters` })
    .optional(),
  /** One of its keywords, exactly as stored (case aside): the list's Topic filter. */
  topic: z
    .string()
    .trim()
    .max(PUBLICATION_LIMITS.keyword, { error: `Topic must be at most ${PUBLICATION_LIMITS.keyword} characters` })
    .optional()
    .transform((v) => v || undefined),
  /** One of its authors, the name as stored: the list's Author filter. */
  author: z
    .string()
    .trim()
    .max(PUBLICATION_LIMITS.authorName, { error: `Author must be at most ${PUBLICATION_LIMITS.authorName} characters` })
    .optional()
    .transform((v) => (v ? v.replace(/\s+/g, ' ') : undefined)),
});
export type PublicationsQuery = z.output<typeof publicationsQuerySchema>;

export const publicationsLimitQuery = (defaultLimit: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit) });

export const publicationQuerySchema = z.object({ incrementViews: booleanQuery.optional() });

export const citationQuerySchema = z.object({
  format: z
    .string()
    .max(20, { error: M.formatInvalid })
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(CITATION_FORMATS, { error: M.formatInvalid }))
    .default('apa'),
});

/** The formats GET /publications/{id}/citation/file serves, each with its media type and extension. */
export const CITATION_FILES = {
  bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib', label: 'BibTeX' },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', extension: 'ris', label: 'RIS' },
} as const;
export type CitationFileFormat = keyof typeof CITATION_FILES;

export const citationFileQuerySchema = z.object({
  format: z
    .string()
    .max(20, { error: 'Format must be bibtex or ris' })
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(['bibtex', 'ris'], { error: 'Format must be bibtex or ris' }))
    .default('bibtex'),
});

/** The address of a publication's citation file (the page's BibTeX and RIS links). */
export const citationFileHref = (id: number, format: CitationFileFormat) => `/api/publications/${id}/citation/file?format=${format}`;

/** GET /publications/{id}/citation: the publication cited in the asked format. */
export const citationResponseSchema = z.object({ citation: z.string() });

export const publicationSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.object({ name: z.string() })),
  type: z.string(),
  journal: z.string().nullable(),
  year: z.number(),
  doi: z.string().nullable(),
  abstract: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  status: z.string(),
  citations: z.number(),
  downloads: z.number(),
  views: z.number(),
  file_url: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().nullable(),
  file_size: z.number().nullable(),
  /** A copy elsewhere, shown as an outbound link (never served through the site's download). */
  externalUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  coverImageName: z.string().nullable(),
  coverImageSize: z.number().nullable(),
  publicationSource: z.string().nullable(),
  impact_factor: z.number(),
  impactFactor: z.number(),
  featured: z.boolean(),
  createdBy: z.number().nullable(),
  ...timestampFields,
  ...versionField,
});
export type Publication = z.infer<typeof publicationSchema>;

/** GET /publications/{id}, POST /publications, PUT /publications/{id}. */
export const publicationEnvelopeSchema = z.object({ publication: publicationSchema });

export const publicationsListSchema = z.object({
  publications: z.array(publicationSchema),
  pagination: paginationSchema,
});
export type PublicationsList = z.infer<typeof publicationsListSchema>;

export const publicationStatisticsSchema = z.object({
  total: z.number(),
  thisYear: z.number(),
  byType: z.record(z.string(), z.number()),
  totalCitations: z.number(),
  totalDownloads: z.number(),
  /** Every year that has a publication the caller may see (staff: any status), newest first. */
  years: z.array(z.number()),
});
export type PublicationStatistics = z.infer<typeof publicationStatisticsSchema>;

/** GET /publications/filters: the choices of the public list's filters, from published publications. */
export const publicationFiltersSchema = z.object({
  types: z.array(z.string()),
  years: z.array(z.number()),
  topics: z.array(z.string()),
  authors: z.array(z.string()),
});
export type PublicationFilters = z.infer<typeof publicationFiltersSchema>;

/** GET /reports/files: the published report PDFs. */
export const reportFileSchema = z.object({ name: z.string(), file_url: z.string() });
export type ReportFile = z.infer<typeof reportFileSchema>;
