import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TriangleAlert, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { EmptyState, Pagination, buttonClasses } from './ui';

/** The words of a public list of cards (content/events.ts, content/newsletter.ts). */
export interface PagedCardsCopy {
  showing: (from: number, to: number, total: number) => string;
  empty: { title: string; text: string; reset: string };
  pageEmpty: { title: string; text: string; first: string };
  loadFailed: { title: string; text: string };
}

interface PagedCardsProps<T extends { id: number }> {
  /** The page's cards, or the read that failed. */
  result: { status: 'ok'; items: T[]; total: number; totalPages: number } | { status: 'error' };
  page: number;
  pageSize: number;
  copy: PagedCardsCopy;
  /** The empty state's icon. */
  icon: LucideIcon;
  /** The list's address at another page (with the address's filters). */
  hrefFor: (page: number) => string;
  /** The list without its filters, when a filter is set: the empty state offers it. */
  resetHref: string | null;
  /** An empty state of the list's own instead of "nothing found" (the events page's "nothing ahead"). */
  empty?: { title: string; text: string; action: ReactNode } | null;
  /** Beside the "Showing" line. */
  aside?: ReactNode;
  /** The list's name (`aria-label`) and its pages' (the pagination's). */
  label: string;
  pagesLabel: string;
  /** The address asks for another page, on its way. */
  busy: boolean;
  renderItem: (item: T) => ReactNode;
}

/**
 * A public list of cards, a page at a time: "Showing 1-9 of 20", the cards in a grid and their pages as links
 * (so they work without scripts); a read that failed, a page past the end and nothing found each say so.
 */
export function PagedCards<T extends { id: number }>(props: PagedCardsProps<T>) {
  const { result, page, pageSize, copy, icon, hrefFor, resetHref, empty, aside, label, pagesLabel, busy, renderItem } = props;
  if (result.status === 'error') {
    return (
      <EmptyState as="h3" icon={TriangleAlert} title={copy.loadFailed.title} description={copy.loadFailed.text} className="bg-white" />
    );
  }
  if (result.items.length === 0) {
    const pastEnd = result.total > 0;
    const own = pastEnd ? null : empty;
    const action = (to: string, text: string) => (
      <Link to={to} preventScrollReset className={buttonClasses({ variant: 'secondary' })}>
        {text}
      </Link>
    );
    return (
      <EmptyState
        as="h3"
        icon={icon}
        title={pastEnd ? copy.pageEmpty.title : (own?.title ?? copy.empty.title)}
        description={pastEnd ? copy.pageEmpty.text : (own?.text ?? copy.empty.text)}
        className="bg-white"
        action={
          pastEnd
            ? action(hrefFor(1), copy.pageEmpty.first)
            : own
              ? own.action
              : resetHref !== null
                ? action(resetHref, copy.empty.reset)
                : null
        }
      />
    );
  }
  const from = (page - 1) * pageSize + 1;
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-slate-600">
          {copy.showing(from, from + result.items.length - 1, result.total)}
        </p>
        {aside}
      </div>
      <ul
        aria-label={label}
        aria-busy={busy || undefined}
        className={clsx('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-60 transition-opacity')}
      >
        {result.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination className="mt-10" label={pagesLabel} page={page} totalPages={result.totalPages} hrefFor={hrefFor} />
    </>
  );
}
