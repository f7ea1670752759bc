import { userEnvelopeSchema, type CreateUserInput, type User } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** POST /api/users (as an admin: any role). */
export function createUser(input: CreateUserInput): Promise<User> {
  return api.post('/users', input, userEnvelopeSchema).then((body) => body.user);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
