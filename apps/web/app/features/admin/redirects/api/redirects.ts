import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { REDIRECTS_PAGE_SIZE, messageResponseSchema, redirectListSchema, type Redirect } from '@mnch/shared';
import { api } from '../../../../lib/api-client';

export const REDIRECTS_KEY = ['admin', 'redirects'] as const;

export interface RedirectsFilter {
  search: string;
  page: number;
}

export interface RedirectsPage {
  redirects: Redirect[];
  total: number;
  totalPages: number;
}

/** One page of the redirects, newest first (GET /api/redirects, admins). */
export const redirectsQuery = (filter: RedirectsFilter) =>
  queryOptions({
    queryKey: [...REDIRECTS_KEY, 'list', filter],
    queryFn: async ({ signal }): Promise<RedirectsPage> => {
      const data = await api.get('/redirects', redirectListSchema, {
        query: { search: filter.search, page: filter.page, limit: REDIRECTS_PAGE_SIZE },
        signal,
      });
      return { redirects: data.redirects, total: data.pagination.total, totalPages: data.pagination.totalPages };
    },
    placeholderData: keepPreviousData,
  });

/** DELETE /api/redirects/{id} (admins): the old address answers 404 from then on. */
export function useRemoveRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/redirects/${id}`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDIRECTS_KEY }),
  });
}
