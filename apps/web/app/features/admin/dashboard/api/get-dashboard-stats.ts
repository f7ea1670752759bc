import { articleListSchema, projectsListSchema, publicationStatisticsSchema, subscriberStatsSchema } from '@mnch/shared';
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
 * Confirmed newsletter subscribers, from GET /subscribers/stats (editors and admins). The same query key
 * and answer as the Subscribers section's figures, so both agree.
 */
export const subscribersCountQuery = queryOptions({
  queryKey: ['admin', 'subscribers', 'stats'],
  queryFn: ({ signal }) => api.get('/subscribers/stats', subscriberStatsSchema, { signal }),
  select: (stats) => stats.confirmed,
});
