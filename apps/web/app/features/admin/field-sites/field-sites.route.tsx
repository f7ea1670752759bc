import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MapPinned } from 'lucide-react';
import {
  FIELD_SITE_MESSAGES,
  FIELD_SITE_PAGE_SIZE,
  FIELD_SITE_REGION_INFO,
  FIELD_SITE_REGIONS,
  isOneOf,
  type FieldSiteItem,
} from '@mnch/shared';
import { useDeleteRecord } from '../components/collection-api';
import { CollectionSection, type CollectionSectionCopy } from '../components/collection-section';
import { sectionMeta, type SectionHandle } from '../components/section-header';
import { BackOfficeHydrateFallback } from '../components/spinner';
import { useListParams } from '../components/use-list-params';
import type { Route } from './+types/field-sites.route';
import { FIELD_SITES_KEY, fieldSitesQuery } from './api/get-field-sites';
import { FieldSiteFormDialog } from './field-site-form';
import { FieldSitesTable } from './field-sites-table';
import { FieldSiteViewDialog } from './field-site-view';

const TITLE = 'Field sites';
export const handle: SectionHandle = { title: TITLE };
export const meta = ({ loaderData }: Route.MetaArgs) => sectionMeta(TITLE, loaderData !== undefined);

/** Client-only, like every back-office route; the admin layout's guard has already run. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <BackOfficeHydrateFallback />;
}

const REGION_OPTIONS = FIELD_SITE_REGIONS.map((r) => ({ value: r, label: FIELD_SITE_REGION_INFO[r].label }));

const COPY: CollectionSectionCopy<FieldSiteItem> = {
  description: "The field sites of the impact page's map of Kampala and Busoga, by region, then name.",
  add: 'Add Field Site',
  addFirst: 'Add First Field Site',
  searchLabel: 'Search field sites',
  searchPlaceholder: 'Search by name or type...',
  loading: 'Loading field sites',
  fetchFailed: 'Error loading field sites',
  emptyTitle: FIELD_SITE_MESSAGES.emptyTitle,
  emptyHint: FIELD_SITE_MESSAGES.emptyHint,
  emptySearchHint: FIELD_SITE_MESSAGES.emptySearchHint,
  plural: 'field sites',
  pagesLabel: 'Field site pages',
  deleteTitle: 'Delete field site',
  deleteConfirm: FIELD_SITE_MESSAGES.deleteConfirm,
  deleted: FIELD_SITE_MESSAGES.deleted,
};

export default function FieldSitesRoute() {
  const list = useListParams();
  const { params } = list;
  const asked = useSearchParams()[0].get('region') ?? '';
  const region = isOneOf(FIELD_SITE_REGIONS, asked) ? asked : '';
  const query = useQuery(fieldSitesQuery({ search: params.search, region, page: params.page }));
  const remove = useDeleteRecord('/field-sites', FIELD_SITES_KEY);
  return (
    <CollectionSection
      copy={COPY}
      icon={MapPinned}
      list={list}
      selects={[{ name: 'region', label: 'Filter by region', allLabel: 'All Regions', value: region, options: REGION_OPTIONS }]}
      filtered={!!(params.search.trim() || region)}
      pageSize={FIELD_SITE_PAGE_SIZE}
      query={query}
      items={(data) => data.fieldSites}
      remove={remove}
      history={{ kind: 'field-sites', listKey: FIELD_SITES_KEY }}
      bulk={{ kind: 'field-sites', listKey: FIELD_SITES_KEY }}
      renderTable={(sites, handlers) => <FieldSitesTable fieldSites={sites} {...handlers} />}
      renderForm={(site, onClose) => <FieldSiteFormDialog site={site} onClose={onClose} />}
      renderView={(site, onClose) => <FieldSiteViewDialog site={site} onClose={onClose} />}
    />
  );
}
