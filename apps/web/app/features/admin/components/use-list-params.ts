import { parsePage, siteYear } from '@mnch/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCanWrite } from './access';

export interface ListParams {
  search: string;
  status: string;
  category: string;
  page: number;
  /** The list's sort (`title`, `-year`; components/sort.ts), '' for its own order. */
  sort: string;
}

/** A change of a list's filters: the common ones, and any a section adds (the Users section's `role`). */
export type ListParamsPatch = Partial<ListParams> & Partial<Record<string, string | number>>;

/** Reads a back-office list's filters from the URL (shareable; Back works). */
export function readListParams(params: URLSearchParams): ListParams {
  return {
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    page: parsePage(params.get('page')),
    sort: params.get('sort') ?? '',
  };
}

/** True when a filter narrows the list (the empty state then says "Try adjusting your filters"). */
export function hasActiveFilter(p: ListParams): boolean {
  return !!(p.search.trim() || p.status || p.category);
}

/** The list's filters in the URL, plus `?new=1` (open the create form) for the dashboard's quick actions. */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  // `?new=1` (the dashboard's quick actions) opens the create form, for those who may write only (access.tsx).
  const canWrite = useCanWrite();
  const wantsNew = searchParams.get('new') === '1' && canWrite;
  // The address asked for but maybe not reached yet (the navigation is asynchronous): two quick
  // changes build on each other instead of the second one undoing the first.
  const latest = useRef<URLSearchParams>(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const navigateTo = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const update = useCallback(
    (patch: ListParamsPatch) =>
      navigateTo((next) => {
        for (const [key, value] of Object.entries(patch)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        // Any filter change goes back to the first page.
        if (!('page' in patch)) next.delete('page');
      }),
    [navigateTo],
  );

  const clearNew = useCallback(() => navigateTo((next) => next.delete('new')), [navigateTo]);

  // A table's sort buttons (data-table.tsx): a new sort goes back to the first page, as any filter does.
  const onSort = useCallback((sort: string) => update({ sort }), [update]);
  const sorting = useMemo(() => ({ sort: params.sort, onSort }), [params.sort, onSort]);

  return { params, update, wantsNew, clearNew, sorting };
}

/** The year filter's choices: this year and the nine before it. */
export const YEAR_OPTIONS = Array.from({ length: 10 }, (_, i) => String(siteYear() - i)).map((y) => ({ value: y, label: y }));

/** The address's `year` filter when it is a year, else '' (every year). */
export function yearParam(params: URLSearchParams): string {
  const year = params.get('year') ?? '';
  return /^\d{4}$/.test(year) ? year : '';
}
