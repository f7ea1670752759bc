import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListParams, type ListParams } from '../components/use-list-params';

export interface PublicationParams {
  search: string;
  type: string;
  year: string;
  status: string;
  page: number;
  sort: string;
}

export type PublicationParamsPatch = Partial<PublicationParams>;

/** `type` and `year` from the address (a year must look like one; anything else is ignored). */
export function readPublicationExtras(params: URLSearchParams): Pick<PublicationParams, 'type' | 'year'> {
  const year = params.get('year') ?? '';
  return { type: params.get('type') ?? '', year: /^\d{4}$/.test(year) ? year : '' };
}

export const hasPublicationFilter = (p: PublicationParams) => !!(p.search.trim() || p.type || p.year || p.status);

/**
 * The shared list parameters (search, status, page, `?new=1`) plus this list's `type` and `year`, all in
 * the URL. Changes go through the shared hook (it writes any key it is given and goes back to page 1).
 */
export function usePublicationParams() {
  const list = useListParams();
  const [searchParams] = useSearchParams();
  const extras = useMemo(() => readPublicationExtras(searchParams), [searchParams]);
  const params: PublicationParams = useMemo(
    () => ({ search: list.params.search, status: list.params.status, page: list.params.page, sort: list.params.sort, ...extras }),
    [list.params, extras],
  );
  const listUpdate = list.update;
  const update = useCallback((patch: PublicationParamsPatch) => listUpdate(patch as Partial<ListParams>), [listUpdate]);
  return { params, update, wantsNew: list.wantsNew, clearNew: list.clearNew, sorting: list.sorting };
}
