import { AWARD_PAGE_SIZE, awardsListSchema, type AwardItem } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters in the address: `search`, `year`, `page`. */
export const awardsFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  year: z.string().default(''),
  page: z.number().int().min(1).default(1),
});
export type AwardsFilter = z.input<typeof awardsFilterSchema>;

export interface AwardsPage {
  awards: AwardItem[];
  total: number;
  totalPages: number;
}

export const AWARDS_KEY = ['admin', 'awards'] as const;

export async function getAwards(filter: AwardsFilter, signal?: AbortSignal): Promise<AwardsPage> {
  const f = awardsFilterSchema.parse(filter);
  const data = await api.get('/awards', awardsListSchema, {
    query: { page: f.page, limit: AWARD_PAGE_SIZE, search: f.search, year: f.year },
    signal,
  });
  return { awards: data.awards, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of awards, filtered and paged on the server. */
export const awardsQuery = (filter: AwardsFilter) =>
  queryOptions({
    queryKey: [...AWARDS_KEY, 'list', awardsFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getAwards(filter, signal),
    placeholderData: keepPreviousData,
  });
