import { PAGE_SIZES, teamListSchema } from '@mnch/shared';
import { api } from '../../../../lib/api-client';
import { anyFilter, listFilterSchema, listQuery, pageTotals } from '../../components/list-query';

export const TEAM_KEY = ['admin', 'team'] as const;

/** One page of team members in display order, filtered by `category` and paged on the server (GET /api/team). */
export const teamQuery = listQuery(TEAM_KEY, listFilterSchema({ category: anyFilter() }), async (filter, signal) => {
  const data = await api.get('/team', teamListSchema, { query: { ...filter, limit: PAGE_SIZES.team }, signal });
  return { members: data.members, ...pageTotals(data.pagination) };
});
