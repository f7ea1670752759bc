import { PAGE_SIZES, partnersListSchema } from '@mnch/shared';
import { api } from '../../../../lib/api-client';
import { anyFilter, listFilterSchema, listQuery, pageTotals } from '../../components/list-query';

export const PARTNERS_KEY = ['admin', 'partners'] as const;

/** One page of partners in their order, filtered by `type` and `list` (a list of the partners page, or `carousel`) on the server. */
export const partnersQuery = listQuery(PARTNERS_KEY, listFilterSchema({ type: anyFilter(), list: anyFilter() }), async (f, signal) => {
  const data = await api.get('/partners', partnersListSchema, {
    query: {
      sort: f.sort,
      page: f.page,
      limit: PAGE_SIZES.partners,
      search: f.search,
      type: f.type,
      list: f.list === 'carousel' ? '' : f.list,
      carousel: f.list === 'carousel' ? 'true' : '',
    },
    signal,
  });
  return { partners: data.partners, ...pageTotals(data.pagination) };
});
