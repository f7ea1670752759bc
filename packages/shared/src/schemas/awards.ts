import { trashConfirm } from '../rules/trash-confirm';
import { z } from 'zod';
import { optionalText, pageQuery, paginationSchema, requiredString, withoutUndefined } from './common';

/** Awards and recognitions: the about page's awards (/about#awards), the impact page's recent ones, and the back office's awards section. */

export const AWARD_PAGE_SIZE = 10;
/** How many of the most recent awards the impact page shows. */
export const RECENT_AWARDS_COUNT = 4;
export const AWARD_LIMITS = { title: 300, by: 300, text: 2000, searchTerm: 200, yearMin: 1900, yearMax: 2999 } as const;

export const AWARD_MESSAGES = {
  titleRequired: 'Award title is required',
  byRequired: 'Awarded by is required',
  yearInvalid: `Year must be a whole number from ${AWARD_LIMITS.yearMin} to ${AWARD_LIMITS.yearMax}`,
  notFound: 'Award not found',
  created: 'Award created successfully',
  updated: 'Award updated successfully',
  deleted: 'Award moved to the trash',
  deleteConfirm: trashConfirm('this award'),
  emptyTitle: 'No awards found',
  emptySearchHint: 'Try adjusting your search or filters',
  emptyHint: 'Add the first award to show it on the about and impact pages',
} as const;
const M = AWARD_MESSAGES;

/** A year, sent as a number or as text (a form's value). */
const awardYear = z
  .union([z.number({ error: M.yearInvalid }), z.string({ error: M.yearInvalid }).max(10, { error: M.yearInvalid })], {
    error: M.yearInvalid,
  })
  .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v)))
  .pipe(
    z
      .number({ error: M.yearInvalid })
      .int({ error: M.yearInvalid })
      .min(AWARD_LIMITS.yearMin, { error: M.yearInvalid })
      .max(AWARD_LIMITS.yearMax, { error: M.yearInvalid }),
  );

const awardFields = {
  title: requiredString(M.titleRequired, AWARD_LIMITS.title, 'Award title'),
  awardedBy: requiredString(M.byRequired, AWARD_LIMITS.by, 'Awarded by'),
  year: awardYear,
  /** What it was awarded for. */
  description: optionalText(AWARD_LIMITS.text, { blank: null, label: 'Description' }),
};

/** What the service receives; undefined = not sent (keep), null = clear. */
export interface AwardChanges {
  title?: string;
  awardedBy?: string;
  year?: number;
  description?: string | null;
}

/** POST /awards (and the back-office form). */
export const createAwardSchema = z.object(awardFields).transform(withoutUndefined<AwardChanges>);
export type CreateAwardInput = z.input<typeof createAwardSchema>;

/** PUT /awards/{id}: any subset of the fields. */
export const updateAwardSchema = z
  .object(awardFields)
  .partial()
  .transform(withoutUndefined<AwardChanges>);
export type UpdateAwardInput = z.input<typeof updateAwardSchema>;

/** GET /awards: newest year first; search in the title, awarder and description; `year` exactly. */
export const awardsQuerySchema = pageQuery(AWARD_PAGE_SIZE).extend({
  search: optionalText(AWARD_LIMITS.searchTerm, { label: 'Search' }),
  year: z.coerce
    .number({ error: M.yearInvalid })
    .int({ error: M.yearInvalid })
    .min(AWARD_LIMITS.yearMin, { error: M.yearInvalid })
    .max(AWARD_LIMITS.yearMax, { error: M.yearInvalid })
    .optional(),
});
export type AwardsQuery = z.output<typeof awardsQuerySchema>;

export const awardSchema = z.object({
  id: z.number(),
  title: z.string(),
  awardedBy: z.string(),
  year: z.number(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AwardItem = z.infer<typeof awardSchema>;

export const awardEnvelopeSchema = z.object({ award: awardSchema });
export const awardsListSchema = z.object({ awards: z.array(awardSchema), pagination: paginationSchema });
export type AwardsList = z.infer<typeof awardsListSchema>;
