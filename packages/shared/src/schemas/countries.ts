import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../constants';
import { optionalText, pageQuery, paginationSchema, requiredString } from './common';
import { textListSchema } from './projects';

/**
 * The countries of the impact page's map (/impact#our-reach) and the back office's countries section.
 * Health and economic indicators are rounded, indicative values for illustration, not official statistics.
 */

export const COUNTRY_PAGE_SIZE = 10;
/** How many countries the impact page reads at once (it reads page after page until it has them all). */
export const COUNTRY_READ_LIMIT = MAX_PAGE_LIMIT;

/** World Bank income groups the map filters by. */
export const INCOME_LEVELS = ['low', 'lower-middle', 'upper-middle'] as const;
export type IncomeLevel = (typeof INCOME_LEVELS)[number];
export const INCOME_LEVEL_LABELS: Record<IncomeLevel, string> = {
  low: 'Low income',
  'lower-middle': 'Lower-middle income',
  'upper-middle': 'Upper-middle income',
};

/** What the centre does in a country; the map colours its marker by it. */
export const COUNTRY_ACTIVITIES = ['active', 'research', 'potential', 'none'] as const;
export type CountryActivity = (typeof COUNTRY_ACTIVITIES)[number];
export const COUNTRY_ACTIVITY_LABELS: Record<CountryActivity, string> = {
  active: 'Active Programs',
  research: 'Research Partnerships',
  potential: 'Potential',
  none: 'None',
};

export const COUNTRY_LIMITS = {
  name: 100,
  listEntry: 200,
  listEntries: 20,
  searchTerm: 200,
  population: 10_000_000_000,
  maternalMortality: 100_000,
  under5Mortality: 1_000,
  gdpPerCapita: 10_000_000,
} as const;
const L = COUNTRY_LIMITS;

export const COUNTRY_MESSAGES = {
  nameRequired: 'Country name is required',
  codeInvalid: 'Country code must be two letters (ISO 3166-1 alpha-2, e.g. UG)',
  codeTaken: (code: string) => `A country with the code ${code} already exists`,
  incomeLevelInvalid: `Income level must be one of: ${INCOME_LEVELS.join(', ')}`,
  activityInvalid: `Activity must be one of: ${COUNTRY_ACTIVITIES.join(', ')}`,
  populationInvalid: `Population must be a whole number from 0 to ${L.population.toLocaleString('en-US')}`,
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  maternalMortalityInvalid: `Maternal mortality must be a number from 0 to ${L.maternalMortality.toLocaleString('en-US')} (per 100,000 live births)`,
  under5MortalityInvalid: `Under-five mortality must be a number from 0 to ${L.under5Mortality.toLocaleString('en-US')} (per 1,000 live births)`,
  gdpPerCapitaInvalid: `GDP per capita must be a number from 0 to ${L.gdpPerCapita.toLocaleString('en-US')} (US dollars)`,
  notFound: 'Country not found',
  created: 'Country created successfully',
  updated: 'Country updated successfully',
  deleted: 'Country deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this country? It leaves the impact page map. This cannot be undone.',
  emptyTitle: 'No countries found',
  emptySearchHint: 'Try adjusting your search or filters',
  emptyHint: 'Add the first country to show it on the impact page map',
} as const;
const M = COUNTRY_MESSAGES;

/** A number sent as a number or as text (a form's value), from `min` to `max` (whole when `whole`). */
const formNumber = (min: number, max: number, message: string, whole = false) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).max(30, { error: message })], { error: message })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.trim().replace(/[,_\s]/g, ''))))
    .pipe(
      whole
        ? z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message })
        : z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
    );

/** Two letters, stored upper-case ('ug' is 'UG'). */
export const countryCodeSchema = z
  .string({ error: M.codeInvalid })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: M.codeInvalid })
  .transform((v) => v.toUpperCase());

export const incomeLevelSchema = z.enum(INCOME_LEVELS, { error: M.incomeLevelInvalid });
export const countryActivitySchema = z.enum(COUNTRY_ACTIVITIES, { error: M.activityInvalid });

const countryFields = {
  name: requiredString(M.nameRequired, L.name, 'Country name'),
  /** ISO 3166-1 alpha-2; unique. */
  code: countryCodeSchema,
  incomeLevel: incomeLevelSchema,
  activity: countryActivitySchema,
  population: formNumber(0, L.population, M.populationInvalid, true),
  latitude: formNumber(-90, 90, M.latitudeInvalid),
  longitude: formNumber(-180, 180, M.longitudeInvalid),
  /** Programmes the centre runs or supports there. */
  programmes: textListSchema(L.listEntry, L.listEntries).default([]),
  /** Partner institutions there. */
  partners: textListSchema(L.listEntry, L.listEntries).default([]),
  /** Maternal deaths per 100,000 live births. */
  maternalMortality: formNumber(0, L.maternalMortality, M.maternalMortalityInvalid),
  /** Deaths under five per 1,000 live births. */
  under5Mortality: formNumber(0, L.under5Mortality, M.under5MortalityInvalid),
  /** US dollars. */
  gdpPerCapita: formNumber(0, L.gdpPerCapita, M.gdpPerCapitaInvalid),
};

/** What the service receives; undefined = not sent (keep). */
export interface CountryChanges {
  name?: string;
  code?: string;
  incomeLevel?: IncomeLevel;
  activity?: CountryActivity;
  population?: number;
  latitude?: number;
  longitude?: number;
  programmes?: string[];
  partners?: string[];
  maternalMortality?: number;
  under5Mortality?: number;
  gdpPerCapita?: number;
}

const dropUndefined = (v: CountryChanges): CountryChanges => {
  const out = { ...v };
  for (const key of Object.keys(out) as Array<keyof CountryChanges>) if (out[key] === undefined) delete out[key];
  return out;
};

/** POST /countries (and the back-office form): every field but the lists required. */
export const createCountrySchema = z.object(countryFields).transform(dropUndefined);
export type CreateCountryInput = z.input<typeof createCountrySchema>;

/** PUT /countries/{id}: any subset of the fields (a list not sent is kept). */
export const updateCountrySchema = z
  .object({
    ...countryFields,
    programmes: textListSchema(L.listEntry, L.listEntries),
    partners: textListSchema(L.listEntry, L.listEntries),
  })
  .partial()
  .transform(dropUndefined);
export type UpdateCountryInput = z.input<typeof updateCountrySchema>;

/** GET /countries: by name; search in the name and the code; `incomeLevel` and `activity` exactly. */
export const countriesQuerySchema = pageQuery(COUNTRY_PAGE_SIZE).extend({
  search: optionalText(L.searchTerm, { label: 'Search' }),
  incomeLevel: incomeLevelSchema.optional(),
  activity: countryActivitySchema.optional(),
});
export type CountriesQuery = z.output<typeof countriesQuerySchema>;

export const countrySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  incomeLevel: incomeLevelSchema,
  activity: countryActivitySchema,
  population: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  programmes: z.array(z.string()),
  partners: z.array(z.string()),
  maternalMortality: z.number(),
  under5Mortality: z.number(),
  gdpPerCapita: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CountryItem = z.infer<typeof countrySchema>;

export const countryEnvelopeSchema = z.object({ country: countrySchema });
export const countriesListSchema = z.object({ countries: z.array(countrySchema), pagination: paginationSchema });
export type CountriesList = z.infer<typeof countriesListSchema>;
