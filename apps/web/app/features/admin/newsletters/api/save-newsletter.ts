import { articleEnvelopeSchema, type Article, type ArticleInput } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { NEWSLETTERS_KEY } from './get-newsletters';

/** POST /api/articles (kind newsletter) or PUT /api/articles/{id}. */
export async function saveNewsletter({ id, input }: { id?: number; input: ArticleInput }): Promise<Article> {
  const body =
    id === undefined
      ? await api.post('/articles', input, articleEnvelopeSchema)
      : await api.put(`/articles/${id}`, input, articleEnvelopeSchema);
  return body.article;
}

export function useSaveNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWSLETTERS_KEY }),
  });
}
