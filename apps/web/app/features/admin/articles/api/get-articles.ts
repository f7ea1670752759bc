import { PAGE_SIZES, articleListSchema, type Article } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters (GET /api/articles: `search`, `status`, `category`, `page`). */
export const articlesFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  status: z.string().default(''),
  category: z.string().default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type ArticlesFilter = z.input<typeof articlesFilterSchema>;

export interface ArticlesPage {
  articles: Article[];
  total: number;
  totalPages: number;
}

export const ARTICLES_KEY = ['admin', 'articles'] as const;

export async function getArticles(filter: ArticlesFilter, signal?: AbortSignal): Promise<ArticlesPage> {
  const f = articlesFilterSchema.parse(filter);
  const data = await api.get('/articles', articleListSchema, {
    query: { page: f.page, sort: f.sort, limit: PAGE_SIZES.articles, search: f.search, status: f.status, category: f.category },
    signal,
  });
  return { articles: data.articles, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of articles as staff see them (drafts and scheduled included), filtered on the server. */
export const articlesQuery = (filter: ArticlesFilter) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'list', articlesFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getArticles(filter, signal),
    placeholderData: keepPreviousData,
  });
