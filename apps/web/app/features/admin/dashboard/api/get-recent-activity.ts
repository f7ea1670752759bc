import type { Article, EventItem, Inquiry } from '@mnch/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { INQUIRIES_KEY } from '../../components/inquiry-kinds';

/** How many items each recent-activity list shows. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** The latest articles (staff see drafts too: drafts first, then by publication date). */
export const recentArticlesQuery = queryOptions({
  queryKey: ['articles', 'recent', { limit: RECENT_ACTIVITY_LIMIT }],
  queryFn: async ({ signal }) =>
    (await api.get<{ articles?: Article[] }>('/articles', { query: { limit: RECENT_ACTIVITY_LIMIT }, signal }))?.articles ?? [],
});

/** The next events, soonest first. */
export const upcomingEventsQuery = queryOptions({
  queryKey: ['events', 'upcoming', { limit: RECENT_ACTIVITY_LIMIT }],
  queryFn: async ({ signal }) =>
    (await api.get<{ events?: EventItem[] }>('/events', { query: { time: 'upcoming', sort: 'date', limit: RECENT_ACTIVITY_LIMIT }, signal }))
      ?.events ?? [],
});

/** The newest visitor messages. */
export const recentInquiriesQuery = queryOptions({
  queryKey: [...INQUIRIES_KEY, 'recent', { limit: RECENT_ACTIVITY_LIMIT }],
  queryFn: async ({ signal }) =>
    (await api.get<{ inquiries?: Inquiry[] }>('/inquiries', { query: { limit: RECENT_ACTIVITY_LIMIT }, signal }))?.inquiries ?? [],
});
