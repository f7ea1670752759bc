import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/**
 * The dashboard's four figures, each from the server (a one-row page of the list, or a statistics
 * call). A figure the server does not give is an error, shown as '—', never a guess.
 */
function readTotal(body: unknown): number {
  const b = body as { total?: unknown; pagination?: { total?: unknown }; data?: { total?: unknown } } | null;
  for (const value of [b?.total, b?.pagination?.total, b?.data?.total]) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  throw new Error('The answer carries no total');
}

export const activeProjectsCountQuery = queryOptions({
  queryKey: ['projects', 'count', { status: 'active' }],
  queryFn: async ({ signal }) => readTotal(await api.get('/projects', { query: { status: 'active', limit: 1 }, signal })),
});

export const publishedArticlesCountQuery = queryOptions({
  queryKey: ['articles', 'count', { status: 'published' }],
  queryFn: async ({ signal }) =>
    readTotal(await api.get('/articles', { query: { status: 'published', limit: 1 }, signal })),
});

export const publicationsCountQuery = queryOptions({
  queryKey: ['publications', 'statistics'],
  queryFn: async ({ signal }) => readTotal(await api.get('/publications/statistics', { signal })),
});

/**
 * Subscribers: users whose role is not admin, from GET /users/stats
 * (administrators only). The same query key as the Users section's tiles, so both agree.
 */
export const subscribersCountQuery = queryOptions({
  queryKey: ['users', 'stats'],
  queryFn: ({ signal }) => api.get<{ subscribers: number }>('/users/stats', { signal }),
  // Subscribers are the accounts with the viewer role (editors and admins are staff).
  select: (stats) => {
    if (typeof stats?.subscribers !== 'number') throw new Error('The answer carries no counts');
    return stats.subscribers;
  },
});
