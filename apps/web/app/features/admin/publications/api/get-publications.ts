import { PAGE_SIZES, publicationStatisticsSchema, publicationsListSchema, type Publication } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters (GET /api/publications: `search`, `type`, `year`, `status`, `page`). */
export const publicationsFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  type: z.string().default(''),
  year: z.string().default(''),
  status: z.string().default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type PublicationsFilter = z.input<typeof publicationsFilterSchema>;

export interface PublicationsPage {
  publications: Publication[];
  total: number;
  totalPages: number;
}

export const PUBLICATIONS_KEY = ['admin', 'publications'] as const;

export const PUBLICATIONS_PAGE_SIZE = PAGE_SIZES.publications;

export async function getPublications(filter: PublicationsFilter, signal?: AbortSignal): Promise<PublicationsPage> {
  const f = publicationsFilterSchema.parse(filter);
  const data = await api.get('/publications', publicationsListSchema, {
    query: { page: f.page, sort: f.sort, limit: PUBLICATIONS_PAGE_SIZE, search: f.search, type: f.type, year: f.year, status: f.status },
    signal,
  });
  return { publications: data.publications, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of publications (newest year first, as the API sorts), filtered and paged on the server. */
export const publicationsQuery = (filter: PublicationsFilter) =>
  queryOptions({
    queryKey: [...PUBLICATIONS_KEY, 'list', publicationsFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getPublications(filter, signal),
    placeholderData: keepPreviousData,
  });

/** Totals as staff see them (drafts and publications in review count; archived ones do not) and the years in the data. */
export const publicationStatisticsQuery = queryOptions({
  queryKey: [...PUBLICATIONS_KEY, 'statistics'],
  queryFn: ({ signal }) => api.get('/publications/statistics', publicationStatisticsSchema, { signal }),
});
