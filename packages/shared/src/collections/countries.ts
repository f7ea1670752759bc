import { MAX_PAGE_LIMIT } from '../constants';
import { defineCollection } from './define';
import { field, invalidMessage, requiredMessage, takenMessage } from './fields';
import type { ItemOf } from './schemas';

/**
 * Countries: the impact page's map (/impact#our-reach) and the back office's countries section. The
 * income levels, activities and their labels below are plain data, so the map's island uses them without
 * loading the schemas (docs/decisions/0012-first-load-javascript-budget.md). Health and economic
 * indicators are rounded, indicative values for illustration, not official statistics.
 */

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

const en = (n: number) => n.toLocaleString('en-US');
/** A number of the country, from `min` to `max`, written with thousands separators or not. */
const figure = (label: string, min: number, max: number, invalid: string, more: { hint?: string; whole?: true; group?: string } = {}) =>
  field.number(label, {
    required: true,
    range: { min, max },
    separators: true,
    invalidMessage: invalid,
    hidden: true,
    group: 'indicators',
    ...more,
  });

export const COUNTRIES = defineCollection({
  folder: 'countries',
  keywords: 'reach map impact nations indicators',
  table: 'countries',
  noun: 'Country',
  plural: 'countries',
  section: 'Countries',
  one: 'country',
  many: 'countries',
  labelField: 'name',
  fields: {
    name: field.text('Country name', { required: true, max: 100 }),
    /** ISO 3166-1 alpha-2, upper-case; the page's address names a country by it (`?country=ug`). */
    code: field.text('ISO code', {
      required: true,
      max: 2,
      pattern: /^[A-Za-z]{2}$/,
      upperCase: true,
      unique: true,
      hint: 'Two letters, e.g. UG',
      invalidMessage: 'Country code must be two letters (ISO 3166-1 alpha-2, e.g. UG)',
      requiredMessage: 'Country code must be two letters (ISO 3166-1 alpha-2, e.g. UG)',
      takenMessage: 'A country with the code {value} already exists',
    }),
    incomeLevel: field.choice('Income level', {
      required: true,
      options: INCOME_LEVELS,
      optionLabels: INCOME_LEVEL_LABELS,
      placeholder: 'Select an income level',
      invalidMessage: `Income level must be one of: ${INCOME_LEVELS.join(', ')}`,
    }),
    activity: field.choice('Activity', {
      required: true,
      options: COUNTRY_ACTIVITIES,
      optionLabels: COUNTRY_ACTIVITY_LABELS,
      placeholder: 'Select an activity',
      invalidMessage: `Activity must be one of: ${COUNTRY_ACTIVITIES.join(', ')}`,
    }),
    latitude: figure('Latitude', -90, 90, 'Latitude must be a number from -90 to 90', { hint: 'From -90 to 90', group: 'place' }),
    longitude: figure('Longitude', -180, 180, 'Longitude must be a number from -180 to 180', { hint: 'From -180 to 180', group: 'place' }),
    population: figure('Population', 0, 10_000_000_000, `Population must be a whole number from 0 to ${en(10_000_000_000)}`, {
      whole: true,
    }),
    /** Maternal deaths per 100,000 live births. */
    maternalMortality: figure(
      'Maternal mortality',
      0,
      100_000,
      `Maternal mortality must be a number from 0 to ${en(100_000)} (per 100,000 live births)`,
      { hint: 'Per 100,000 live births' },
    ),
    /** Deaths under five per 1,000 live births. */
    under5Mortality: figure(
      'Under-five mortality',
      0,
      1_000,
      `Under-five mortality must be a number from 0 to ${en(1_000)} (per 1,000 live births)`,
      {
        hint: 'Per 1,000 live births',
      },
    ),
    gdpPerCapita: figure('GDP per capita', 0, 10_000_000, `GDP per capita must be a number from 0 to ${en(10_000_000)} (US dollars)`, {
      hint: 'US dollars',
    }),
    /** Programmes the centre runs or supports there. */
    programmes: field.textList('Programmes', { hint: 'One programme per line', hidden: true }),
    /** Partner institutions there. */
    partners: field.textList('Partner institutions', { hint: 'One institution per line', hidden: true }),
  },
  list: {
    search: ['name', 'code'],
    defaultSort: 'name',
    sortable: [],
    filters: [
      { field: 'incomeLevel', label: 'Filter by income level', allLabel: 'All Incomes' },
      { field: 'activity', label: 'Filter by activity', allLabel: 'All Activities' },
    ],
    pageSize: 10,
  },
  description:
    "The countries of the impact page's map (Our Reach), by name: their income level, activity, indicators, programmes and partners.",
  emptyHint: 'Add the first country to show it on the impact page map',
  deleteNote: 'It leaves the impact page map.',
  form: {
    groups: {
      place: { legend: 'Place on the map', term: 'Place', summary: '{latitude}, {longitude}' },
      indicators: { legend: 'Indicators' },
    },
  },
  trash: true,
  revisions: true,
});

export type CountryItem = ItemOf<typeof COUNTRIES>;
/** How many countries the impact page reads at once (it reads page after page until it has them all). */
export const COUNTRY_READ_LIMIT = MAX_PAGE_LIMIT;
const F = COUNTRIES.fields;
export const COUNTRY_MESSAGES = {
  ...COUNTRIES.messages,
  nameRequired: requiredMessage(F.name),
  codeInvalid: invalidMessage(F.code),
  codeTaken: (code: string) => takenMessage(F.code, code),
  incomeLevelInvalid: invalidMessage(F.incomeLevel),
  activityInvalid: invalidMessage(F.activity),
  populationInvalid: invalidMessage(F.population),
  latitudeInvalid: invalidMessage(F.latitude),
  longitudeInvalid: invalidMessage(F.longitude),
  maternalMortalityInvalid: invalidMessage(F.maternalMortality),
  under5MortalityInvalid: invalidMessage(F.under5Mortality),
  gdpPerCapitaInvalid: invalidMessage(F.gdpPerCapita),
};
