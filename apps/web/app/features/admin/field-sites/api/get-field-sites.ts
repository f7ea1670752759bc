import { FIELD_SITE_PAGE_SIZE, fieldSitesListSchema, type FieldSiteItem } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters in the address: `search`, `region`, `page`. */
export const fieldSitesFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  region: z.string().default(''),
  page: z.number().int().min(1).default(1),
});
export type FieldSitesFilter = z.input<typeof fieldSitesFilterSchema>;

export interface FieldSitesPage {
  fieldSites: FieldSiteItem[];
  total: number;
  totalPages: number;
}

export const FIELD_SITES_KEY = ['admin', 'field-sites'] as const;

export async function getFieldSites(filter: FieldSitesFilter, signal?: AbortSignal): Promise<FieldSitesPage> {
  const f = fieldSitesFilterSchema.parse(filter);
  const data = await api.get('/field-sites', fieldSitesListSchema, {
    query: { page: f.page, limit: FIELD_SITE_PAGE_SIZE, search: f.search, region: f.region },
    signal,
  });
  return { fieldSites: data.fieldSites, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of field sites, filtered and paged on the server. */
export const fieldSitesQuery = (filter: FieldSitesFilter) =>
  queryOptions({
    queryKey: [...FIELD_SITES_KEY, 'list', fieldSitesFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getFieldSites(filter, signal),
    placeholderData: keepPreviousData,
  });
