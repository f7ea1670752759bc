import { articleListSchema, eventsListSchema, inquiriesListSchema } from '@mnch/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { INQUIRIES_KEY } from '../../components/inquiry-kinds';

/** How many items each recent-activity list shows. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** The latest articles (staff see drafts too: drafts first, then by publication date). */
export const recentArticlesQuery = queryOptions({
  queryKey: ['articles', 'recent', { limit: RECENT_ACTIVITY_LIMIT }],
  queryFn: async ({ signal }) =>
    (await api.get('/articles', articleListSchema, { query: { limit: RECENT_ACTIVITY_LIMIT }, signal })).articles,
});

/** The next events, soonest first. */
export const upcomingEventsQuery = queryOptions({
  queryKey: ['events', 'upcoming', { limit: RECENT_ACTIVITY_LIMIT }],
  queryFn: async ({ signal }) =>
    (await api.get('/events', eventsListSchema, { query: { time: 'upcoming', sort: 'date', limit: RECENT_ACTIVITY_LIMIT }, signal }))
      .events,
});

/** The newest visitor messages. */
export const recentInquiriesQuery = queryOptions({
  queryKey: [...INQUIRIES_KEY, 'recent', { limit: RECENT_ACTIVITY_LIMIT }],
  queryFn: async ({ signal }) =>
    (await api.get('/inquiries', inquiriesListSchema, { query: { limit: RECENT_ACTIVITY_LIMIT }, signal })).inquiries,
});
