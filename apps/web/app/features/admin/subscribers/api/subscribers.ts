import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  SUBSCRIBERS_PAGE_SIZE,
  messageResponseSchema,
  subscriberStatsSchema,
  subscribersListSchema,
  type Subscriber,
  type SubscriberStatus,
} from '@mnch/shared';
import { api } from '../../../../lib/api-client';

export const SUBSCRIBERS_KEY = ['admin', 'subscribers'] as const;

export interface SubscribersFilter {
  search: string;
  status: SubscriberStatus | '';
}

export interface SubscribersPage {
  subscribers: Subscriber[];
  total: number;
  totalPages: number;
}

const toQuery = (filter: SubscribersFilter) => ({ search: filter.search || undefined, status: filter.status || undefined });

/** One page of the subscribers, newest first (GET /api/subscribers, editors and admins). */
export const subscribersQuery = (filter: SubscribersFilter & { page: number; sort?: string }) =>
  queryOptions({
    queryKey: [...SUBSCRIBERS_KEY, 'list', filter],
    queryFn: async ({ signal }): Promise<SubscribersPage> => {
      const data = await api.get('/subscribers', subscribersListSchema, {
        query: { ...toQuery(filter), sort: filter.sort, page: filter.page, limit: SUBSCRIBERS_PAGE_SIZE },
        signal,
      });
      return { subscribers: data.subscribers, total: data.pagination.total, totalPages: data.pagination.totalPages };
    },
    placeholderData: keepPreviousData,
  });

/** How many are pending, confirmed and unsubscribed (GET /api/subscribers/stats). */
export const subscriberStatsQuery = queryOptions({
  queryKey: [...SUBSCRIBERS_KEY, 'stats'],
  queryFn: ({ signal }) => api.get('/subscribers/stats', subscriberStatsSchema, { signal }),
});

/** The filtered subscribers as CSV, every page (GET /api/subscribers/export; formula-safe on the server). */
export const fetchSubscribersCsv = (filter: SubscribersFilter) =>
  api.get('/subscribers/export', z.string(), { query: toQuery(filter), headers: { Accept: 'text/csv' } });

/** DELETE /api/subscribers/{id}: the subscriber and their issues still waiting are removed. */
export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/subscribers/${id}`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  });
}
