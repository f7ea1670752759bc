import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Pagination } from '@mnch/shared';
import { z } from 'zod';

/**
 * A back-office list's filters in the address: `search`, the list's own `filters`, `page`, and `sort`
 * (`title`, `-year`; '' for the list's own order).
 */
export function listFilterSchema<S extends z.ZodRawShape>(filters: S) {
  return z.object({
    search: z.string().trim().max(200).default(''),
    ...filters,
    page: z.number().int().min(1).default(1),
    sort: z.string().default(''),
  });
}

/** A filter of a list that is '' for all (a status, a category, a type). */
export const anyFilter = () => z.string().default('');

/** A page's total and number of pages, from the answer's `pagination`. */
export const pageTotals = ({ total, totalPages }: Pagination) => ({ total, totalPages });

/**
 * The query of one page of a back-office list, keyed by `key`, 'list' and the parsed filter and fetched by
 * `fetchPage`; the page shown stays while the next one loads.
 */
export function listQuery<F extends z.ZodType, Page>(
  key: QueryKey,
  filterSchema: F,
  fetchPage: (filter: z.output<F>, signal: AbortSignal) => Promise<Page>,
) {
  return (filter: z.input<F>) => {
    const parsed = filterSchema.parse(filter);
    return queryOptions({
      queryKey: [...key, 'list', parsed],
      queryFn: ({ signal }) => fetchPage(parsed, signal),
      placeholderData: keepPreviousData,
    });
  };
}
