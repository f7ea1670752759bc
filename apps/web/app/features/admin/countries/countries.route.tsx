import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Globe2 } from 'lucide-react';
import {
  COUNTRY_ACTIVITIES,
  COUNTRY_ACTIVITY_LABELS,
  COUNTRY_MESSAGES,
  COUNTRY_PAGE_SIZE,
  INCOME_LEVELS,
  INCOME_LEVEL_LABELS,
  type CountryItem,
} from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { backOfficeMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import { COUNTRIES_KEY, countriesQuery, countryFilterParams } from './api/get-countries';
import { CountriesTable } from './countries-table';
import { CountryFormDialog } from './country-form';
import { CountryViewDialog } from './country-view';

export const handle: SectionHandle = { title: 'Countries' };
export const meta = backOfficeMeta;

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const INCOME_OPTIONS = INCOME_LEVELS.map((value) => ({ value, label: INCOME_LEVEL_LABELS[value] }));
const ACTIVITY_OPTIONS = COUNTRY_ACTIVITIES.map((value) => ({ value, label: COUNTRY_ACTIVITY_LABELS[value] }));

const COPY: CollectionSectionCopy<CountryItem> = {
  description:
    "The countries of the impact page's map (Our Reach), by name: their income level, activity, indicators, programmes and partners.",
  add: 'Add Country',
  addFirst: 'Add First Country',
  searchLabel: 'Search countries',
  searchPlaceholder: 'Search by name or code...',
  loading: 'Loading countries',
  fetchFailed: 'Error loading countries',
  emptyTitle: COUNTRY_MESSAGES.emptyTitle,
  emptyHint: COUNTRY_MESSAGES.emptyHint,
  emptySearchHint: COUNTRY_MESSAGES.emptySearchHint,
  plural: 'countries',
  pagesLabel: 'Country pages',
  deleteTitle: 'Delete country',
  deleteConfirm: COUNTRY_MESSAGES.deleteConfirm,
  deleted: COUNTRY_MESSAGES.deleted,
};

export default function CountriesRoute() {
  const list = useListParams();
  const { params } = list;
  const { income, activity } = countryFilterParams(useSearchParams()[0]);
  const query = useQuery(countriesQuery({ search: params.search, income, activity, page: params.page }));
  const remove = useDeleteRecord('/countries', COUNTRIES_KEY);
  return (
    <CollectionSection
      copy={COPY}
      icon={Globe2}
      list={list}
      selects={[
        {
          name: 'income',
          label: 'Filter by income level',
          allLabel: 'All Income Levels',
          value: income,
          options: INCOME_OPTIONS,
          widthClass: 'md:w-52',
        },
        {
          name: 'activity',
          label: 'Filter by activity',
          allLabel: 'All Activities',
          value: activity,
          options: ACTIVITY_OPTIONS,
          widthClass: 'md:w-52',
        },
      ]}
      filtered={!!(params.search.trim() || income || activity)}
      pageSize={COUNTRY_PAGE_SIZE}
      query={query}
      items={(data) => data.countries}
      remove={remove}
      history={{ kind: 'countries', listKey: COUNTRIES_KEY }}
      bulk={{ kind: 'countries', listKey: COUNTRIES_KEY }}
      renderTable={(countries, handlers) => <CountriesTable countries={countries} {...handlers} />}
      renderForm={(country, onClose) => <CountryFormDialog country={country} onClose={onClose} />}
      renderView={(country, onClose) => <CountryViewDialog country={country} onClose={onClose} />}
    />
  );
}
