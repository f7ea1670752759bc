import { PRESS_PAGE_SIZE, pressReleasesListSchema, type PressRelease } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters in the address: `search`, `year` (of the release date), `page`. */
export const pressFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  year: z.string().default(''),
  page: z.number().int().min(1).default(1),
});
export type PressFilter = z.input<typeof pressFilterSchema>;

export interface PressPage {
  pressReleases: PressRelease[];
  total: number;
  totalPages: number;
}

export const PRESS_KEY = ['admin', 'press-releases'] as const;

export async function getPressReleases(filter: PressFilter, signal?: AbortSignal): Promise<PressPage> {
  const f = pressFilterSchema.parse(filter);
  const data = await api.get('/press-releases', pressReleasesListSchema, {
    query: { page: f.page, limit: PRESS_PAGE_SIZE, search: f.search, year: f.year },
    signal,
  });
  return { pressReleases: data.pressReleases, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of press releases, filtered and paged on the server. */
export const pressReleasesQuery = (filter: PressFilter) =>
  queryOptions({
    queryKey: [...PRESS_KEY, 'list', pressFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getPressReleases(filter, signal),
    placeholderData: keepPreviousData,
  });
