import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui';
import { ContentSpinner } from './spinner';

/** A list that could not be loaded: what failed, the server's message, and a retry. */
export function QueryErrorPanel({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div>
          <p className="text-sm font-semibold text-red-900">{title}</p>
          {error.message ? <p className="mt-1 text-sm text-red-800">{error.message}</p> : null}
          <Button variant="secondary" size="sm" onClick={onRetry} className="mt-3">
            Try again
          </Button>
        </div>
      </div>
    </div>
  );
}

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's name while the first page loads: "Loading the trash". */
  loading: string;
  /** The error panel's title: "Error loading the trash". */
  errorTitle: string;
  /** What shows instead of the list when the loaded page has nothing in it (an EmptyState), else null. */
  empty: ReactNode;
  /** The list, from the loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * A back-office list's four states: a spinner while the first page loads, the error with a retry,
 * the empty state, or the list (marked busy, and dimmed while it still shows the previous page's
 * rows as the next one loads).
 */
export function QueryStates<T>({ query, loading, errorTitle, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return <ContentSpinner label={loading} />;
  if (query.isError) return <QueryErrorPanel title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (empty) return empty;
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      {children(query.data)}
    </div>
  );
}
