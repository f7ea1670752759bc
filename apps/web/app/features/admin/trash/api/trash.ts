import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { TRASH_PAGE_SIZE, trashEmptiedSchema, trashListSchema, trashRestoredSchema, type TrashEntry, type TrashKind } from '@mnch/shared';
import { api } from '../../../../lib/api-client';

export const TRASH_KEY = ['admin', 'trash'] as const;

export interface TrashFilter {
  kind: TrashKind | '';
  page: number;
}

export interface TrashPage {
  entries: TrashEntry[];
  total: number;
  totalPages: number;
}

/** One page of the trash, newest deleted first (GET /api/trash). */
export const trashQuery = (filter: TrashFilter) =>
  queryOptions({
    queryKey: [...TRASH_KEY, 'list', filter],
    queryFn: async ({ signal }): Promise<TrashPage> => {
      const data = await api.get('/trash', trashListSchema, {
        query: { kind: filter.kind, page: filter.page, limit: TRASH_PAGE_SIZE },
        signal,
      });
      return { entries: data.entries, total: data.pagination.total, totalPages: data.pagination.totalPages };
    },
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/trash/{id}/restore. Every back-office list is read again: the item is back in its own
 * section (whose queries all start with 'admin').
 */
export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/trash/${id}/restore`, undefined, trashRestoredSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** DELETE /api/trash/{id} (admins): gone for good. */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await api.delete(`/trash/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRASH_KEY }),
  });
}

/** DELETE /api/trash (admins): every entry gone for good. */
export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/trash', trashEmptiedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRASH_KEY }),
  });
}
