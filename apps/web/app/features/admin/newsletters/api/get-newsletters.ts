import { PAGE_SIZES, newsletterListSchema, type Article } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** The list's filters (GET /api/articles/newsletters: `search`, `status`, `category`, `page`). */
export const newslettersFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  status: z.string().default(''),
  category: z.string().default(''),
  page: z.number().int().min(1).default(1),
  /** The sort (`title`, `-year`), '' for the list's own order. */
  sort: z.string().default(''),
});
export type NewslettersFilter = z.input<typeof newslettersFilterSchema>;

export interface NewslettersPage {
  newsletters: Article[];
  total: number;
  totalPages: number;
}

export const NEWSLETTERS_KEY = ['admin', 'newsletters'] as const;

export async function getNewsletters(filter: NewslettersFilter, signal?: AbortSignal): Promise<NewslettersPage> {
  const f = newslettersFilterSchema.parse(filter);
  const data = await api.get('/articles/newsletters', newsletterListSchema, {
    query: { page: f.page, sort: f.sort, limit: PAGE_SIZES.articles, search: f.search, status: f.status, category: f.category },
    signal,
  });
  return { newsletters: data.newsletters, total: data.pagination.total, totalPages: data.pagination.totalPages };
}

/** One page of newsletters as staff see them (drafts and scheduled included), filtered on the server. */
export const newslettersQuery = (filter: NewslettersFilter) =>
  queryOptions({
    queryKey: [...NEWSLETTERS_KEY, 'list', newslettersFilterSchema.parse(filter)],
    queryFn: ({ signal }) => getNewsletters(filter, signal),
    placeholderData: keepPreviousData,
  });
