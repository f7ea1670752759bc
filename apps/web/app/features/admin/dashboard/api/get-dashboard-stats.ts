import { articleListSchema, projectsListSchema, publicationStatisticsSchema, userStatsSchema } from '@mnch/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/**
 * The dashboard's four figures, each from the server (a one-row page of the list, or a statistics
 * call). A figure the server does not give is an error, shown as '—', never a guess.
 */
export const activeProjectsCountQuery = queryOptions({
  queryKey: ['projects', 'count', { status: 'active' }],
  queryFn: async ({ signal }) =>
    (await api.get('/projects', projectsListSchema, { query: { status: 'active', limit: 1 }, signal })).pagination.total,
});

export const publishedArticlesCountQuery = queryOptions({
  queryKey: ['articles', 'count', { status: 'published' }],
  queryFn: async ({ signal }) =>
    (await api.get('/articles', articleListSchema, { query: { status: 'published', limit: 1 }, signal })).pagination.total,
});

export const publicationsCountQuery = queryOptions({
  queryKey: ['publications', 'statistics'],
  queryFn: async ({ signal }) => (await api.get('/publications/statistics', publicationStatisticsSchema, { signal })).total,
});

/**
 * Subscribers (accounts with the viewer role; editors and admins are staff), from GET /users/stats
 * (administrators only). The same query key and answer as the Users section's tiles, so both agree.
 */
export const subscribersCountQuery = queryOptions({
  queryKey: ['users', 'stats'],
  queryFn: ({ signal }) => api.get('/users/stats', userStatsSchema, { signal }),
  select: (stats) => stats.subscribers,
});
