import { PAGE_SIZES, usersListSchema, type User } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { UsersFilters } from '../users-logic';

export interface UsersPage {
  users: User[];
  total: number;
  totalPages: number;
}

/** The key every users query starts with: mutations invalidate it. */
export const USERS_KEY = ['users'] as const;

function toQuery(filters: Omit<UsersFilters, 'page'>) {
  return { search: filters.search || undefined, role: filters.role || undefined, status: filters.status || undefined };
}

export async function fetchUsersPage(
  filters: Omit<UsersFilters, 'page'>,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<UsersPage> {
  const { data } = await api.get('/users/all', usersListSchema, { query: { ...toQuery(filters), page, limit }, signal });
  return { users: data.users, total: data.total, totalPages: data.totalPages };
}

/** GET /api/users/all (administrators only): one page of the filtered list, newest created first. */
export const usersPageQuery = (filters: UsersFilters) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', { ...filters, limit: PAGE_SIZES.users }],
    queryFn: ({ signal }) => fetchUsersPage(filters, filters.page, PAGE_SIZES.users, signal),
    placeholderData: keepPreviousData,
  });

/** How many active admins there are: the last one cannot be deleted (the server also refuses, 409). */
export const activeAdminsCountQuery = queryOptions({
  queryKey: [...USERS_KEY, 'count', { role: 'admin', status: 'active' }],
  queryFn: async ({ signal }) => (await fetchUsersPage({ search: '', role: 'admin', status: 'active' }, 1, 1, signal)).total,
});
