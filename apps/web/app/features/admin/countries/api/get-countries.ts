import { COUNTRY_ACTIVITIES, COUNTRY_PAGE_SIZE, INCOME_LEVELS, countriesListSchema, isOneOf, type CountryItem } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters in the address: `search`, `income`, `activity`, `page`. */
export const countriesFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  income: z.string().default(''),
  activity: z.string().default(''),
  page: z.number().int().min(1).default(1),
});
export type CountriesFilter = z.input<typeof countriesFilterSchema>;

export interface CountriesPage {
  countries: CountryItem[];
  total: number;
  totalPages: number;
}

export const COUNTRIES_KEY = ['admin', 'countries'] as const;

/** The address's income level and activity filters when they are known values, else '' (all). */
export function countryFilterParams(params: URLSearchParams): { income: string; activity: string } {
  const income = params.get('income') ?? '';
  const activity = params.get('activity') ?? '';
  return {
    income: isOneOf(INCOME_LEVELS, income) ? income : '',
    activity: isOneOf(COUNTRY_ACTIVITIES, activity) ? activity : '',
  };
}

export async function getCountries(filter: CountriesFilter, signal?: AbortSignal): Promise<CountriesPage> {
  const f = countriesFilterSchema.parse(filter);
  const data = await api.get('/countries', countriesListSchema, {
    query: { page: f.page, limit: COUNTRY_PAGE_SIZE, search: f.search, incomeLevel: f.income, activity: f.activity },
    signal,
  });
  return { countries: data.countries, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of countries, by name, filtered and paged on the server. */
export const countriesQuery = (filter: CountriesFilter) =>
  queryOptions({
    queryKey: [...COUNTRIES_KEY, 'list', countriesFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getCountries(filter, signal),
    placeholderData: keepPreviousData,
  });
