import { articleEnvelopeSchema, type Article, type ArticleInput } from '@mnch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ARTICLES_KEY } from './get-articles';

/** POST /api/articles (no id) or PUT /api/articles/{id}. */
export async function saveArticle({ id, input }: { id?: number; input: ArticleInput }): Promise<Article> {
  const body =
    id === undefined
      ? await api.post('/articles', input, articleEnvelopeSchema)
      : await api.put(`/articles/${id}`, input, articleEnvelopeSchema);
  return body.article;
}

/** Creates or updates an article, then refreshes the lists. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
