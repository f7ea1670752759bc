import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { NEWSLETTERS_KEY } from './get-newsletters';

/** DELETE /api/articles/{id} (newsletters are articles of kind newsletter). */
export async function deleteNewsletter(id: number): Promise<void> {
  await api.delete(`/articles/${id}`);
}

export function useDeleteNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY }),
  });
}
