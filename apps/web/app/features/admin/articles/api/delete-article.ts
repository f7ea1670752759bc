import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

/** DELETE /api/articles/{id}. */
export async function deleteArticle(id: number): Promise<void> {
  await api.delete(`/articles/${id}`);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
