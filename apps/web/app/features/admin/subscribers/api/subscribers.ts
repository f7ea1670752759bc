import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  SUBSCRIBERS_PAGE_SIZE,
  messageResponseSchema,
  subscriberImportResultSchema,
  subscriberSchema,
  subscriberStatsSchema,
  type SubscriberAddInput,
  type SubscriberImportInput,
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

/** POST /api/subscribers: staff add one address (pending, mailed its confirmation link). */
export function useAddSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscriberAddInput) =>
      api.post('/subscribers', input, z.object({ subscriber: subscriberSchema, message: z.string() })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  });
}

/** POST /api/subscribers/import: a dry run says what the file would add; the import adds it. */
export function useImportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscriberImportInput) => api.post('/subscribers/import', input, subscriberImportResultSchema),
    onSuccess: (result) => {
      if (!result.dryRun) return queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY });
    },
  });
}
