import { PAGE_SIZES, newsletterListSchema } from '@mnch/shared';
import { api } from '../../../../lib/api-client';
import { anyFilter, listFilterSchema, listQuery, pageTotals } from '../../components/list-query';

export const NEWSLETTERS_KEY = ['admin', 'newsletters'] as const;

/** One page of newsletters as staff see them (drafts and scheduled included), filtered on the server (GET /api/articles/newsletters). */
export const newslettersQuery = listQuery(
  NEWSLETTERS_KEY,
  listFilterSchema({ status: anyFilter(), category: anyFilter() }),
  async (filter, signal) => {
    const data = await api.get('/articles/newsletters', newsletterListSchema, { query: { ...filter, limit: PAGE_SIZES.articles }, signal });
    return { newsletters: data.newsletters, ...pageTotals(data.pagination) };
  },
);
