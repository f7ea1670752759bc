import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PRESS_KEY } from './get-press-releases';

/** DELETE /api/press-releases/{id}. */
export async function deletePressRelease(id: number): Promise<void> {
  await api.delete(`/press-releases/${id}`);
}

export function useDeletePressRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePressRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESS_KEY }),
  });
}
