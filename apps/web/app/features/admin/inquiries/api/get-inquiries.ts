import { PAGE_SIZES, inquiriesListSchema } from '@mnch/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { INQUIRIES_KEY } from '../../components/inquiry-kinds';
import { readParam, type InquiriesFilters } from '../inquiries-logic';

/** GET /api/inquiries (editors and admins): one page, newest first, filtered on the server. */
export const inquiriesPageQuery = (filters: InquiriesFilters) =>
  queryOptions({
    queryKey: [...INQUIRIES_KEY, 'list', { ...filters, limit: PAGE_SIZES.inquiries }],
    queryFn: ({ signal }) =>
      api.get('/inquiries', inquiriesListSchema, {
        query: {
          kind: filters.kind || undefined,
          read: readParam(filters.read),
          search: filters.search || undefined,
          page: filters.page,
          limit: PAGE_SIZES.inquiries,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
