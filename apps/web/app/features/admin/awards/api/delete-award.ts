import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { AWARDS_KEY } from './get-awards';

/** DELETE /api/awards/{id}. */
export async function deleteAward(id: number): Promise<void> {
  await api.delete(`/awards/${id}`);
}

export function useDeleteAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAward,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AWARDS_KEY }),
  });
}
