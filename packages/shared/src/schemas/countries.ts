import { z } from 'zod';
import { formNumber, optionalText, pageQuery, paginationSchema, requiredString, withoutUndefined } from './common';
import { textListSchema } from './projects';
import {
  COUNTRY_ACTIVITIES,
  COUNTRY_LIMITS,
  COUNTRY_MESSAGES,
  INCOME_LEVELS,
  COUNTRY_PAGE_SIZE,
  type CountryActivity,
  type IncomeLevel,
} from '../rules/countries';

/** The countries of the impact page's map: the API's rules (their enumerations and texts: ../rules/countries.ts). */

const L = COUNTRY_LIMITS;
const M = COUNTRY_MESSAGES;

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
  population: formNumber(M.populationInvalid, 0, L.population, { whole: true, separators: true }),
  latitude: formNumber(M.latitudeInvalid, -90, 90, { separators: true }),
  longitude: formNumber(M.longitudeInvalid, -180, 180, { separators: true }),
  /** Programmes the centre runs or supports there. */
  programmes: textListSchema(L.listEntry, L.listEntries).default([]),
  /** Partner institutions there. */
  partners: textListSchema(L.listEntry, L.listEntries).default([]),
  /** Maternal deaths per 100,000 live births. */
  maternalMortality: formNumber(M.maternalMortalityInvalid, 0, L.maternalMortality, { separators: true }),
  /** Deaths under five per 1,000 live births. */
  under5Mortality: formNumber(M.under5MortalityInvalid, 0, L.under5Mortality, { separators: true }),
  /** US dollars. */
  gdpPerCapita: formNumber(M.gdpPerCapitaInvalid, 0, L.gdpPerCapita, { separators: true }),
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

/** POST /countries (and the back-office form): every field but the lists required. */
export const createCountrySchema = z.object(countryFields).transform(withoutUndefined<CountryChanges>);
export type CreateCountryInput = z.input<typeof createCountrySchema>;

/** PUT /countries/{id}: any subset of the fields (a list not sent is kept). */
export const updateCountrySchema = z
  .object({
    ...countryFields,
    programmes: textListSchema(L.listEntry, L.listEntries),
    partners: textListSchema(L.listEntry, L.listEntries),
  })
  .partial()
  .transform(withoutUndefined<CountryChanges>);
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
