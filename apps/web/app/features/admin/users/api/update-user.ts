import { userEnvelopeSchema, type UpdateUserInput, type User } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** PUT /api/users/{id}: profile, role and status; the password changes only when given. */
export function updateUser({ id, input }: { id: number; input: UpdateUserInput }): Promise<User> {
  return api.put(`/users/${id}`, input, userEnvelopeSchema).then((body) => body.user);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
