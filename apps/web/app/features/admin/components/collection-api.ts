import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { ifMatchHeaders, saveConflictOf } from '@mnch/shared';
import { api } from '../../../lib/api-client';

/**
 * Saves a record of a back-office collection: POST `path` (no id) or PUT `path/{id}` (with the version the
 * form was opened with as If-Match: save-conflict.tsx), the answer checked
 * against `envelope` and the record taken out of it by `pick`; then the collection's queries (`key`, and
 * `alsoKey`: other queries the write changes) are read again, also after a save refused because someone
 * saved the record since.
 */
export function useSaveRecord<Input, Envelope extends z.ZodType, Item>(
  path: string,
  key: QueryKey,
  envelope: Envelope,
  pick: (body: z.output<Envelope>) => Item,
  alsoKey?: QueryKey,
) {
  const refresh = useRefresh(key, alsoKey);
  return useMutation({
    mutationFn: async ({ id, input, version }: { id?: number; input: Input; version?: string }): Promise<Item> =>
      pick(
        id === undefined
          ? await api.post(path, input, envelope)
          : await api.put(`${path}/${id}`, input, envelope, { headers: ifMatchHeaders(version) }),
      ),
    onSuccess: refresh,
    // Someone saved it since (save-conflict.tsx): the lists show their version from now on.
    onError: (err) => (saveConflictOf(err) ? refresh() : undefined),
  });
}

/** DELETE `path/{id}`, then the collection's queries (`key`, and `alsoKey`) are read again. */
export function useDeleteRecord(path: string, key: QueryKey, alsoKey?: QueryKey) {
  const refresh = useRefresh(key, alsoKey);
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await api.delete(`${path}/${id}`);
    },
    onSuccess: refresh,
  });
}

/** Reads the queries under `key` (and `alsoKey`) again. */
function useRefresh(key: QueryKey, alsoKey: QueryKey | undefined) {
  const queryClient = useQueryClient();
  return () => Promise.all([key, alsoKey].filter((k) => k !== undefined).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
