import { PAGE_SIZES, partnersListSchema, type Partner } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters: `search`, `type`, `list` (a list of the partners page, or `carousel`), `page`. */
export const partnersFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  type: z.string().default(''),
  list: z.string().default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type PartnersFilter = z.input<typeof partnersFilterSchema>;

export interface PartnersPage {
  partners: Partner[];
  total: number;
  totalPages: number;
}

export const PARTNERS_KEY = ['admin', 'partners'] as const;

export async function getPartners(filter: PartnersFilter, signal?: AbortSignal): Promise<PartnersPage> {
  const f = partnersFilterSchema.parse(filter);
  const data = await api.get('/partners', partnersListSchema, {
    query: {
      sort: f.sort,
      page: f.page,
      limit: PAGE_SIZES.partners,
      search: f.search,
      type: f.type,
      list: f.list === 'carousel' ? '' : f.list,
      carousel: f.list === 'carousel' ? 'true' : '',
    },
    signal,
  });
  return { partners: data.partners, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of partners in their order, filtered and paged on the server. */
export const partnersQuery = (filter: PartnersFilter) =>
  queryOptions({
    queryKey: [...PARTNERS_KEY, 'list', partnersFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getPartners(filter, signal),
    placeholderData: keepPreviousData,
  });
