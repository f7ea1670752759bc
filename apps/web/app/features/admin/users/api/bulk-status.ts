import { updatedCountSchema, type UserStatus } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** PATCH /api/users/bulk-status: all the chosen users or none (one transaction). */
export function bulkSetStatus({ ids, status }: { ids: number[]; status: UserStatus }): Promise<number> {
  return api.patch('/users/bulk-status', { ids, status }, updatedCountSchema).then((body) => body.updated);
}

export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkSetStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
