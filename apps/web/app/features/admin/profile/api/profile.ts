import {
  meResponseSchema,
  messageResponseSchema,
  passwordChangedSchema,
  userEnvelopeSchema,
  type ChangePasswordInput,
  type ProfileInput,
  type User,
} from '@mnch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { setToken } from '../../../../lib/session';

const PROFILE_KEY = ['profile'] as const;

/** GET /api/auth/me: the signed-in user's own account. */
export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: ({ signal }) => api.get('/auth/me', meResponseSchema, { signal }).then((body) => body.data.user),
  staleTime: 0,
});

/** PATCH /api/auth/me: name, avatar and bio. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput): Promise<User> => api.patch('/auth/me', input, userEnvelopeSchema).then((body) => body.user),
    onSuccess: (user) => queryClient.setQueryData(PROFILE_KEY, user),
  });
}

/**
 * POST /api/auth/password: ends every session of the user, this browser's token included, and answers a
 * new token, kept at once so that work here goes on.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post('/auth/password', input, passwordChangedSchema),
    onSuccess: (answer) => setToken(answer.tokens.accessToken),
  });
}

/** POST /api/auth/logout-all: ends every session of the user, this one included. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.post('/auth/logout-all', undefined, messageResponseSchema),
  });
}
