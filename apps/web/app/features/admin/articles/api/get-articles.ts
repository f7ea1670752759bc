import { PAGE_SIZES, articleListSchema } from '@mnch/shared';
import { api } from '../../../../lib/api-client';
import { anyFilter, listFilterSchema, listQuery, pageTotals } from '../../components/list-query';

export const ARTICLES_KEY = ['admin', 'articles'] as const;

/** One page of articles as staff see them (drafts and scheduled included), filtered on the server (GET /api/articles). */
export const articlesQuery = listQuery(
  ARTICLES_KEY,
  listFilterSchema({ status: anyFilter(), category: anyFilter() }),
  async (filter, signal) => {
    const data = await api.get('/articles', articleListSchema, { query: { ...filter, limit: PAGE_SIZES.articles }, signal });
    return { articles: data.articles, ...pageTotals(data.pagination) };
  },
);
