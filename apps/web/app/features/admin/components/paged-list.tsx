import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Button, EmptyState, Pagination } from '../../../components/ui';
import type { EmptyStateProps } from '../../../components/ui/empty-state';
import { QueryStates } from './query-error';

interface PagedListProps {
  /** The 0-based position of the page's first row, how many rows it shows, and the total. */
  first: number;
  shown: number;
  total: number;
  /** What the rows are, in the plural: "deleted items", "redirects", "countries" (one of them: singularOf). */
  noun: string;
  page: number;
  totalPages: number;
  /** The page links: buttons calling `onPage`, or links to `hrefFor(page)` where the page lives in the address. */
  onPage?: (page: number) => void;
  hrefFor?: (page: number) => string;
  /** The page links' name: "Trash pages". */
  label: string;
  children: ReactNode;
}

/** "redirects" -> "redirect", "countries" -> "country": the noun for a total of one. */
export const singularOf = (plural: string) => (plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, ''));

/** A page of a back-office list (inside QueryStates, query-error.tsx), then "Showing a–b of n <noun>" and the page links. */
export function PagedList({ first, shown, total, noun, page, totalPages, onPage, hrefFor, label, children }: PagedListProps) {
  return (
    <>
      {children}
      <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {first + 1}–{first + shown} of {total} {total === 1 ? singularOf(noun) : noun}
        </p>
        <Pagination page={page} totalPages={totalPages} onPageChange={onPage} hrefFor={hrefFor} label={label} />
      </div>
    </>
  );
}

/** A loaded page's total of rows and of pages, at its top level or in its `pagination`. */
type Totals = { total: number; totalPages: number };

interface PagedQueryProps<T> extends Omit<PagedListProps, 'first' | 'total' | 'totalPages'> {
  query: UseQueryResult<T>;
  /** The spinner's name and the error panel's title (QueryStates, query-error.tsx). */
  loading: string;
  errorTitle: string;
  /** The EmptyState shown instead of the list when the page has no rows (`shown` is 0). */
  empty: Omit<EmptyStateProps, 'className'>;
  /** How many rows a page holds: page 2 starts at row pageSize + 1. */
  pageSize: number;
}

/** A back-office list's states (QueryStates) around a PagedList of the loaded page, or its EmptyState. */
export function PagedQuery<T extends Totals | { pagination: Totals }>({
  query,
  loading,
  errorTitle,
  empty,
  pageSize,
  children,
  ...list
}: PagedQueryProps<T>) {
  return (
    <QueryStates
      query={query}
      loading={loading}
      errorTitle={errorTitle}
      empty={list.shown === 0 ? <EmptyState {...empty} className="bg-white" /> : null}
    >
      {(data) => {
        const { total, totalPages } = 'pagination' in data ? data.pagination : data;
        return (
          <PagedList {...list} first={(list.page - 1) * pageSize} total={total} totalPages={totalPages}>
            {children}
          </PagedList>
        );
      }}
    </QueryStates>
  );
}

/** The empty state of a filtered list that found nothing, with the reset of its filters. */
export function noMatches(title: string, onReset: () => void): PagedQueryProps<never>['empty'] {
  return {
    icon: SearchX,
    title,
    description: 'Try adjusting your search or filters.',
    action: (
      <Button variant="secondary" size="sm" onClick={onReset}>
        Reset Filters
      </Button>
    ),
  };
}
