import { PAGE_SIZES, publicationStatisticsSchema, publicationsListSchema } from '@mnch/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { anyFilter, listFilterSchema, listQuery, pageTotals } from '../../components/list-query';

export const PUBLICATIONS_KEY = ['admin', 'publications'] as const;

export const PUBLICATIONS_PAGE_SIZE = PAGE_SIZES.publications;

/** One page of publications (newest year first, as the API sorts), filtered and paged on the server (GET /api/publications). */
export const publicationsQuery = listQuery(
  PUBLICATIONS_KEY,
  listFilterSchema({ type: anyFilter(), year: anyFilter(), status: anyFilter() }),
  async (filter, signal) => {
    const data = await api.get('/publications', publicationsListSchema, { query: { ...filter, limit: PUBLICATIONS_PAGE_SIZE }, signal });
    return { publications: data.publications, ...pageTotals(data.pagination) };
  },
);

/** Totals as staff see them (drafts and publications in review count; archived ones do not) and the years in the data. */
export const publicationStatisticsQuery = queryOptions({
  queryKey: [...PUBLICATIONS_KEY, 'statistics'],
  queryFn: ({ signal }) => api.get('/publications/statistics', publicationStatisticsSchema, { signal }),
});
