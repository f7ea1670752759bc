import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@mnch/shared';
import { api } from '../../../../lib/api-client';

/** POST /api/users/{id}/password-link (admins): the user is emailed a link to choose a new password. */
export function useSendPasswordLink() {
  return useMutation({
    mutationFn: (id: number) => api.post(`/users/${id}/password-link`, undefined, messageResponseSchema),
  });
}
