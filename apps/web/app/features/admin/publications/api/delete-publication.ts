import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { PUBLICATIONS_KEY } from './get-publications';

/** DELETE /api/publications/{id}. */
export async function deletePublication(id: number): Promise<void> {
  await api.delete(`/publications/${id}`);
}

export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    // The dashboard's publication count reads ['publications', 'statistics'].
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PUBLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['publications'] }),
      ]),
  });
}
