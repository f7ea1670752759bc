import { userStatsSchema } from '@mnch/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** GET /api/users/stats (administrators only): the counts of the stat tiles. */
export const userStatsQuery = queryOptions({
  queryKey: [...USERS_KEY, 'stats'],
  queryFn: ({ signal }) => api.get('/users/stats', userStatsSchema, { signal }),
});
