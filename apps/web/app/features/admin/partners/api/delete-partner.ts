import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PARTNERS_KEY } from './get-partners';

/** DELETE /api/partners/{id}. */
export async function deletePartner(id: number): Promise<void> {
  await api.delete(`/partners/${id}`);
}

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNERS_KEY }),
  });
}
