import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OUTBOX_PAGE_SIZE,
  messageResponseSchema,
  outboxListSchema,
  outboxMessageSchema,
  type OutboxEntry,
  type OutboxStatus,
} from '@mnch/shared';
import { api } from '../../../../lib/api-client';

export const OUTBOX_KEY = ['admin', 'outbox'] as const;

export interface OutboxFilter {
  status: OutboxStatus | '';
  page: number;
  /** The table's sort (`subject`, `-createdAt`), '' for newest first. */
  sort?: string;
}

export interface OutboxPage {
  messages: OutboxEntry[];
  total: number;
  totalPages: number;
}

/** One page of the outbox, newest first (GET /api/outbox, admins). */
export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: [...OUTBOX_KEY, 'list', filter],
    queryFn: async ({ signal }): Promise<OutboxPage> => {
      const data = await api.get('/outbox', outboxListSchema, {
        query: { status: filter.status, sort: filter.sort, page: filter.page, limit: OUTBOX_PAGE_SIZE },
        signal,
      });
      return { messages: data.messages, total: data.pagination.total, totalPages: data.pagination.totalPages };
    },
    placeholderData: keepPreviousData,
  });

/** One message with its HTML and text parts (GET /api/outbox/{id}). */
export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: [...OUTBOX_KEY, 'message', id],
    queryFn: async ({ signal }) => (await api.get(`/outbox/${id}`, outboxMessageSchema, { signal })).message,
  });

/** POST /api/outbox/{id}/retry: a failed message is sent again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/outbox/${id}/retry`, undefined, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}
