import { messageResponseSchema } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** DELETE /api/users/{id}; 409 "Cannot delete the last admin user". */
export function deleteUser(id: number): Promise<{ message: string }> {
  return api.delete(`/users/${id}`, messageResponseSchema);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
