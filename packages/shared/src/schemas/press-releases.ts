import { trashConfirm } from '../rules/trash-confirm';
import { z } from 'zod';
import { optionalText, pageQuery, paginationSchema, requiredString, withoutUndefined } from './common';
import { contentLinkSchema } from './projects';
import { parseDate } from '../rules/dates';

/**
 * Press releases: the media page's press tab (/media#press) and the back office's press section.
 * A release may link to its full text: a web address or a file uploaded to this site (POST /upload/document).
 */

/** Releases per page in the back office, and how many the press tab shows (the newest). */
export const PRESS_PAGE_SIZE = 10;
export const PRESS_LIMITS = { title: 300, summary: 2000, searchTerm: 200 } as const;

export const PRESS_MESSAGES = {
  titleRequired: 'Press release title is required',
  summaryRequired: 'Summary is required',
  dateRequired: 'Release date is required',
  dateInvalid: 'Please enter a valid date',
  linkNotOwn: 'The file must be one uploaded to this site',
  notFound: 'Press release not found',
  created: 'Press release created successfully',
  updated: 'Press release updated successfully',
  deleted: 'Press release moved to the trash',
  deleteConfirm: trashConfirm('this press release'),
  emptyTitle: 'No press releases found',
  emptySearchHint: 'Try adjusting your search or filters',
  emptyHint: 'Add the first press release to show it on the media page',
} as const;
const M = PRESS_MESSAGES;

/** The release date (../rules/dates.ts: a date alone is that day in the centre). */
const releaseDate = z
  .string({ error: M.dateRequired })
  .max(40, { error: M.dateInvalid })
  .transform((v, ctx) => {
    if (v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: M.dateRequired });
      return z.NEVER;
    }
    const date = parseDate(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: M.dateInvalid });
      return z.NEVER;
    }
    return date;
  });

const pressFields = {
  title: requiredString(M.titleRequired, PRESS_LIMITS.title, 'Title'),
  summary: requiredString(M.summaryRequired, PRESS_LIMITS.summary),
  date: releaseDate,
  /** The full release: an http(s) address or an /uploads/ file of this site; blank or null clears it. */
  link: contentLinkSchema.optional(),
};

/** What the service receives; undefined = not sent (keep), null = clear. */
export interface PressReleaseChanges {
  title?: string;
  summary?: string;
  date?: Date;
  link?: string | null;
}

/** POST /press-releases (and the back-office form). */
export const createPressReleaseSchema = z.object(pressFields).transform(withoutUndefined<PressReleaseChanges>);
export type CreatePressReleaseInput = z.input<typeof createPressReleaseSchema>;

/** PUT /press-releases/{id}: any subset of the fields. */
export const updatePressReleaseSchema = z
  .object(pressFields)
  .partial()
  .transform(withoutUndefined<PressReleaseChanges>);
export type UpdatePressReleaseInput = z.input<typeof updatePressReleaseSchema>;

/** GET /press-releases: newest first; search in the title and summary; `year` of the release date. */
export const pressReleasesQuerySchema = pageQuery(PRESS_PAGE_SIZE).extend({
  search: optionalText(PRESS_LIMITS.searchTerm, { label: 'Search' }),
  year: z.coerce
    .number({ error: 'year must be a year such as 2025' })
    .int({ error: 'year must be a year such as 2025' })
    .min(1900, { error: 'year must be a year such as 2025' })
    .max(2200, { error: 'year must be a year such as 2025' })
    .optional(),
});
export type PressReleasesQuery = z.output<typeof pressReleasesQuerySchema>;

export const pressReleaseSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  date: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PressRelease = z.infer<typeof pressReleaseSchema>;

export const pressReleaseEnvelopeSchema = z.object({ pressRelease: pressReleaseSchema });
export const pressReleasesListSchema = z.object({ pressReleases: z.array(pressReleaseSchema), pagination: paginationSchema });
export type PressReleasesList = z.infer<typeof pressReleasesListSchema>;
