import { PAGE_SIZES, teamListSchema, type TeamMember } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters (GET /api/team: `search`, `category`, `page`). */
export const teamFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  category: z.string().default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type TeamFilter = z.input<typeof teamFilterSchema>;

export interface TeamPage {
  members: TeamMember[];
  total: number;
  totalPages: number;
}

export const TEAM_KEY = ['admin', 'team'] as const;

export async function getTeam(filter: TeamFilter, signal?: AbortSignal): Promise<TeamPage> {
  const f = teamFilterSchema.parse(filter);
  const data = await api.get('/team', teamListSchema, {
    query: { page: f.page, sort: f.sort, limit: PAGE_SIZES.team, search: f.search, category: f.category },
    signal,
  });
  return { members: data.members, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of team members in display order, filtered and paged on the server. */
export const teamQuery = (filter: TeamFilter) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'list', teamFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getTeam(filter, signal),
    placeholderData: keepPreviousData,
  });
