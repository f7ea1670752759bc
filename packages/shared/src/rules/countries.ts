import { trashConfirm } from './trash-confirm';
import { MAX_PAGE_LIMIT } from '../constants';

/**
 * Countries of the impact page's map (/impact#our-reach) and the back office's countries section: income
 * levels, activities, their labels, limits and messages, without zod (the map's island uses them without
 * loading the schemas: docs/decisions/0012-first-load-javascript-budget.md). The schemas in
 * ../schemas/countries.ts build on them. Health and economic indicators are rounded, indicative values for
 * illustration, not official statistics.
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
  deleted: 'Country moved to the trash',
  deleteConfirm: trashConfirm('this country', 'It leaves the impact page map.'),
  emptyTitle: 'No countries found',
  emptySearchHint: 'Try adjusting your search or filters',
  emptyHint: 'Add the first country to show it on the impact page map',
} as const;
