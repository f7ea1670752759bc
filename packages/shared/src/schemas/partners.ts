import { z } from 'zod';
import { PAGE_SIZES, TEXT_LIMITS } from '../constants';
import { optionalText, pageQuery, paginationSchema, requiredString, sortQuery } from './common';
import { textListSchema } from './projects';
import { isHttpLink, isStoredFileUrl } from '../rules/paths';
import {
  JOINT_PROJECT_STATUSES,
  PARTNER_ICONS,
  PARTNER_LIMITS,
  PARTNER_LISTS,
  PARTNER_MESSAGES,
  PARTNER_TYPES,
  WORLD_REGIONS,
} from '../rules/partners';

const M = PARTNER_MESSAGES;
const L = PARTNER_LIMITS;

export const partnerTypeSchema = z.enum(PARTNER_TYPES, { error: M.typeInvalid });
export const partnerListSchema = z.enum(PARTNER_LISTS, { error: M.listInvalid });
const regionSchema = z.enum(WORLD_REGIONS, { error: M.regionInvalid });
const iconSchema = z.enum(PARTNER_ICONS, { error: M.iconInvalid });

/** A required short text of a detail's entry. */
const entryText = (label: string, max: number = L.entry) => requiredString(`${label} is required`, max, label);
/** A whole number the form may send as text; blank or null clears it. */
const optionalWhole = (min: number, max: number, message: string) =>
  z
    .union([z.number({ error: message }), z.string().max(20, { error: message }), z.null()], { error: message })
    .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
    .pipe(z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable());
/** A coordinate the form may send as text; blank or null clears it. */
const coordinate = (limit: number, message: string) =>
  z
    .union([z.number({ error: message }), z.string().max(30, { error: message }), z.null()], { error: message })
    .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(v)))
    .pipe(z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }).nullable());
const colour = optionalText(7, { blank: null, check: { test: (v) => /^#[0-9a-fA-F]{6}$/.test(v), message: M.colourInvalid } });
/** A list of entries, at most `max`. */
const entries = <T extends z.ZodType>(item: T, max = 12) =>
  z.array(item, { error: 'Must be a list' }).max(max, { error: `At most ${max} entries` });

/** What a strategic partner's detail panel shows besides the card: figures, areas, projects, a story, publications. */
export const partnerDetailsSchema = z
  .object({
    fullDescription: optionalText(L.fullDescription, { blank: null, label: 'Full description' }),
    partnershipDuration: optionalText(L.text, { blank: null }),
    partnershipType: optionalText(L.text, { blank: null }),
    impactMetrics: entries(z.object({ icon: iconSchema, value: entryText('Value', 40), label: entryText('Label', L.text) })).default([]),
    collaborationAreas: entries(
      z.object({ icon: iconSchema, title: entryText('Title', L.text), description: entryText('Description', L.entry) }),
    ).default([]),
    jointProjects: entries(
      z.object({
        title: entryText('Title', L.text),
        description: entryText('Description', L.entry),
        status: z.enum(JOINT_PROJECT_STATUSES, { error: M.statusInvalid }),
        timeline: entryText('Timeline', 100),
        funding: entryText('Funding', 100),
      }),
    ).default([]),
    successStory: z
      .object({
        quote: entryText('Quote', 1000),
        author: entryText('Author', L.text),
        role: entryText('Role', L.text),
        organization: entryText('Organisation', L.text),
      })
      .nullable()
      .default(null),
    jointPublications: entries(
      z.object({
        title: entryText('Title', L.entry),
        journal: entryText('Journal', L.text),
        year: z
          .number({ error: M.yearInvalid })
          .int({ error: M.yearInvalid })
          .min(1900, { error: M.yearInvalid })
          .max(2100, { error: M.yearInvalid }),
        type: entryText('Type', 100),
      }),
    ).default([]),
  })
  .transform((d) => ({
    ...d,
    fullDescription: d.fullDescription ?? null,
    partnershipDuration: d.partnershipDuration ?? null,
    partnershipType: d.partnershipType ?? null,
  }));
export type PartnerDetails = z.output<typeof partnerDetailsSchema>;

/** The detail panel as the API answers it (plain types: an answer is checked, not transformed). */
const partnerDetailsOutSchema = z.object({
  fullDescription: z.string().nullable(),
  partnershipDuration: z.string().nullable(),
  partnershipType: z.string().nullable(),
  impactMetrics: z.array(z.object({ icon: iconSchema, value: z.string(), label: z.string() })),
  collaborationAreas: z.array(z.object({ icon: iconSchema, title: z.string(), description: z.string() })),
  jointProjects: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      status: z.enum(JOINT_PROJECT_STATUSES),
      timeline: z.string(),
      funding: z.string(),
    }),
  ),
  successStory: z.object({ quote: z.string(), author: z.string(), role: z.string(), organization: z.string() }).nullable(),
  jointPublications: z.array(z.object({ title: z.string(), journal: z.string(), year: z.number(), type: z.string() })),
});

/** The fields a client may send; anything else (id, position, createdAt...) is dropped. */
const partnerFields = {
  name: requiredString(M.nameRequired, L.name),
  type: partnerTypeSchema,
  city: optionalText(L.text, { blank: null }),
  country: optionalText(L.text, { blank: null }),
  region: regionSchema.nullable().optional(),
  latitude: coordinate(90, M.latitudeInvalid).optional(),
  longitude: coordinate(180, M.longitudeInvalid).optional(),
  /** An image uploaded to this site; the server also checks it is its own storage's. */
  logoUrl: optionalText(TEXT_LIMITS.url, { blank: null, label: 'Logo', check: { test: isStoredFileUrl, message: M.logoInvalid } }),
  /** The badge drawn when there is no logo: its letters and gradient colours. */
  initials: optionalText(L.initials, { blank: null }),
  colorFrom: colour,
  colorTo: colour,
  icon: iconSchema.nullable().optional(),
  website: optionalText(TEXT_LIMITS.url, { blank: null, check: { test: isHttpLink, message: M.linkInvalid } }),
  description: optionalText(L.description, { blank: null }),
  focus: optionalText(L.entry, { blank: null }),
  focusAreas: textListSchema(L.entry, L.entries).optional(),
  keyContact: optionalText(L.text, { blank: null }),
  projects: textListSchema(L.entry, L.entries).optional(),
  publications: optionalWhole(0, L.count, M.countInvalid).optional(),
  projectCount: optionalWhole(0, L.count, M.countInvalid).optional(),
  /** The year the partnership started; years of partnership are counted from it. */
  since: optionalWhole(1900, 2100, M.yearInvalid).optional(),
  lists: z
    .array(partnerListSchema, { error: M.listInvalid })
    .max(PARTNER_LISTS.length, { error: M.listInvalid })
    .transform((lists) => [...new Set(lists)])
    .optional(),
  inCarousel: z.boolean({ error: 'In carousel must be true or false' }).optional(),
  details: partnerDetailsSchema.nullable().optional(),
};

type Fields = { [K in keyof typeof partnerFields]?: z.output<(typeof partnerFields)[K]> };

function checkCoordinates(v: Fields, ctx: z.RefinementCtx) {
  const lat = v.latitude ?? null;
  const lng = v.longitude ?? null;
  if (v.latitude !== undefined && v.longitude !== undefined && (lat === null) !== (lng === null)) {
    ctx.addIssue({ code: 'custom', path: [lat === null ? 'latitude' : 'longitude'], message: M.coordinatesTogether });
  }
  if (v.lists?.includes('map') && v.latitude !== undefined && (lat === null || lng === null)) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: M.mapNeedsCoordinates });
  }
}

/** POST /partners: name and type required. */
export const createPartnerSchema = z.object(partnerFields).superRefine(checkCoordinates);
export type PartnerInput = z.input<typeof createPartnerSchema>;
export type PartnerChanges = Partial<z.output<typeof createPartnerSchema>>;

/** PUT /partners/{id}: any subset of the fields. */
export const updatePartnerSchema = z.object(partnerFields).partial().superRefine(checkCoordinates);

const booleanQuery = z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((v) => v === 'true');

/** GET /partners: type, list, carousel, search, page and limit; partners come in their order. */
export const partnersQuerySchema = pageQuery(PAGE_SIZES.partners).extend({
  sort: sortQuery(['name', 'type']),
  type: partnerTypeSchema.optional(),
  list: partnerListSchema.optional(),
  carousel: booleanQuery.optional(),
  search: z
    .string()
    .trim()
    .max(L.searchTerm, { error: `Search must be at most ${L.searchTerm} characters` })
    .optional(),
});
export type PartnersQuery = z.output<typeof partnersQuerySchema>;

export const partnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: partnerTypeSchema,
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** "City, Country" as the page shows it. */
  location: z.string(),
  region: regionSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  logoUrl: z.string().nullable(),
  initials: z.string().nullable(),
  colorFrom: z.string().nullable(),
  colorTo: z.string().nullable(),
  icon: iconSchema.nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  focus: z.string().nullable(),
  focusAreas: z.array(z.string()),
  keyContact: z.string().nullable(),
  projects: z.array(z.string()),
  publications: z.number().nullable(),
  projectCount: z.number().nullable(),
  since: z.number().nullable(),
  lists: z.array(partnerListSchema),
  inCarousel: z.boolean(),
  details: partnerDetailsOutSchema.nullable(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerEnvelopeSchema = z.object({ partner: partnerSchema });
export const partnersListSchema = z.object({ partners: z.array(partnerSchema), pagination: paginationSchema });
export type PartnersList = z.infer<typeof partnersListSchema>;
