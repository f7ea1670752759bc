import { useMutation, useQueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import { revisionEntrySchema, revisionListSchema, revisionRestoredSchema, type RevisionKind, type RevisionRestored } from '@mnch/shared';
import { api } from '../../../lib/api-client';

/** Every history the back office has read (a restore refreshes them all). */
export const REVISIONS_KEY = ['admin', 'revisions'] as const;

/** GET /api/revisions/{kind}/{itemId}: the item's revisions, newest first. */
export const revisionsQuery = (kind: RevisionKind, itemId: number) =>
  queryOptions({
    queryKey: [...REVISIONS_KEY, kind, itemId],
    queryFn: async ({ signal }) => (await api.get(`/revisions/${kind}/${itemId}`, revisionListSchema, { signal })).revisions,
  });

/** GET /api/revisions/entry/{id}: one revision with the versions before and after its change. */
export const revisionEntryQuery = (id: number) =>
  queryOptions({
    queryKey: [...REVISIONS_KEY, 'entry', id],
    queryFn: ({ signal }) => api.get(`/revisions/entry/${id}`, revisionEntrySchema, { signal }),
  });

/** POST /api/revisions/{id}/restore, then refreshes the histories and the section's lists (`listKey`). */
export function useRestoreRevision(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<RevisionRestored> => api.post(`/revisions/${id}/restore`, undefined, revisionRestoredSchema),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: REVISIONS_KEY }), queryClient.invalidateQueries({ queryKey: listKey })]),
  });
}
