import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { USERS_KEY } from './get-users';

export interface UserStats {
  total: number;
  active: number;
  admins: number;
  editors: number;
  subscribers: number;
  /** Users who signed in within the last RECENT_LOGIN_DAYS days. */
  recentLogins: number;
}

/** GET /api/users/stats (administrators only): the counts of the stat tiles. */
export const userStatsQuery = queryOptions({
  queryKey: [...USERS_KEY, 'stats'],
  queryFn: ({ signal }) => api.get<UserStats>('/users/stats', { signal }),
});
