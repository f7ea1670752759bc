import { PAGE_SIZES, type User } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export interface UsersPage {
  users: User[];
  total: number;
}

/** GET /api/users/all (administrators only): one page, newest created first. */
export const usersPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['users', 'list', { page, limit: PAGE_SIZES.users }],
    queryFn: async ({ signal }): Promise<UsersPage> => {
      const body = await api.get<{ data?: { users?: User[]; total?: number } }>('/users/all', {
        query: { page, limit: PAGE_SIZES.users },
        signal,
      });
      const users = body?.data?.users ?? [];
      return { users, total: body?.data?.total ?? users.length };
    },
    placeholderData: keepPreviousData,
  });
