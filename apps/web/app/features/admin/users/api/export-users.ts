import { MAX_PAGE_LIMIT, type User } from '@mnch/shared';
import type { UsersFilters } from '../users-logic';
import { fetchUsersPage } from './get-users';

/** Every user the filters select, read page by page (at most MAX_PAGE_LIMIT a request). */
export async function fetchAllUsers(filters: Omit<UsersFilters, 'page'>, signal?: AbortSignal): Promise<User[]> {
  const all: User[] = [];
  for (let page = 1; ; page += 1) {
    const { users, total } = await fetchUsersPage(filters, page, MAX_PAGE_LIMIT, signal);
    all.push(...users);
    if (users.length < MAX_PAGE_LIMIT || all.length >= total) return all;
  }
}
