import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../constants';
import { formNumber, optionalText, pageQuery, paginationSchema, requiredString, withoutUndefined } from './common';
import { textListSchema } from './projects';
import {
  FIELD_SITE_FIGURE_LABELS,
  FIELD_SITE_LIMITS,
  FIELD_SITE_MESSAGES,
  FIELD_SITE_MOTIFS,
  FIELD_SITE_PAGE_SIZE,
  FIELD_SITE_REGIONS,
} from '../rules/field-sites';

/** Field sites: the impact page's sites in Kampala and Busoga (/impact#field-sites) and the back office's field-sites section. */

const M = FIELD_SITE_MESSAGES;
const L = FIELD_SITE_LIMITS;

export const fieldSiteRegionSchema = z.enum(FIELD_SITE_REGIONS, { error: M.regionInvalid });
export const fieldSiteMotifSchema = z.enum(FIELD_SITE_MOTIFS, { error: M.motifInvalid });

/** A place on the region's illustration, as a percentage of its width or height. */
const percent = (message: string) => formNumber(message, 0, 100);
const figure = (label: string) => formNumber(M.figureInvalid(label), 0, L.figureMax, { whole: true });
const colour = (label: string) =>
  requiredString(M.colourInvalid, 7, label).refine((v) => /^#[0-9a-fA-F]{6}$/.test(v), { error: M.colourInvalid });

const fieldSiteFields = {
  name: requiredString(M.nameRequired, L.name, 'Name'),
  region: fieldSiteRegionSchema,
  /** What kind of site it is, as shown to visitors ("Referral hospital"). */
  type: requiredString(M.typeRequired, L.type, 'Type'),
  x: percent(M.xInvalid),
  y: percent(M.yInvalid),
  healthWorkersTrained: figure(FIELD_SITE_FIGURE_LABELS.healthWorkersTrained),
  communitiesReached: figure(FIELD_SITE_FIGURE_LABELS.communitiesReached),
  programsActive: figure(FIELD_SITE_FIGURE_LABELS.programsActive),
  livesImpacted: figure(FIELD_SITE_FIGURE_LABELS.livesImpacted),
  programs: textListSchema(L.programme, L.programmes),
  description: requiredString(M.descriptionRequired, L.description, 'Description'),
  /** The site's picture: a gradient from one colour to another, and a motif over it. */
  colorFrom: colour('Gradient start colour'),
  colorTo: colour('Gradient end colour'),
  motif: fieldSiteMotifSchema,
};

export type FieldSiteChanges = Partial<{ [K in keyof typeof fieldSiteFields]: z.output<(typeof fieldSiteFields)[K]> }>;

/** POST /field-sites (and the back-office form): every field but the programmes is required. */
export const createFieldSiteSchema = z
  .object({ ...fieldSiteFields, programs: fieldSiteFields.programs.optional() })
  .transform(withoutUndefined);
export type CreateFieldSiteInput = z.input<typeof createFieldSiteSchema>;

/** PUT /field-sites/{id}: any subset of the fields. */
export const updateFieldSiteSchema = z.object(fieldSiteFields).partial().transform(withoutUndefined);
export type UpdateFieldSiteInput = z.input<typeof updateFieldSiteSchema>;

/**
 * GET /field-sites: by region (Kampala first), then name; search in the name and type; `region` exactly.
 * `limit` goes up to MAX_PAGE_LIMIT, so the impact page reads every site at once.
 */
export const fieldSitesQuerySchema = pageQuery(FIELD_SITE_PAGE_SIZE).extend({
  search: optionalText(L.searchTerm, { label: 'Search' }),
  region: fieldSiteRegionSchema.optional(),
});
export type FieldSitesQuery = z.output<typeof fieldSitesQuerySchema>;
/** Every site, as the impact page reads them. */
export const ALL_FIELD_SITES_QUERY = { limit: MAX_PAGE_LIMIT } as const;

export const fieldSiteSchema = z.object({
  id: z.number(),
  name: z.string(),
  region: fieldSiteRegionSchema,
  type: z.string(),
  x: z.number(),
  y: z.number(),
  healthWorkersTrained: z.number(),
  communitiesReached: z.number(),
  programsActive: z.number(),
  livesImpacted: z.number(),
  programs: z.array(z.string()),
  description: z.string(),
  colorFrom: z.string(),
  colorTo: z.string(),
  motif: fieldSiteMotifSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FieldSiteItem = z.infer<typeof fieldSiteSchema>;

export const fieldSiteEnvelopeSchema = z.object({ fieldSite: fieldSiteSchema });
export const fieldSitesListSchema = z.object({ fieldSites: z.array(fieldSiteSchema), pagination: paginationSchema });
export type FieldSitesList = z.infer<typeof fieldSitesListSchema>;
