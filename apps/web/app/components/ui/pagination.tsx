import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';
import { Link } from 'react-router';

/**
 * The page numbers to show: a window of up to `size` pages around the current one, starting at
 * current - 2 where possible and shifted to stay within 1..totalPages.
 */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(current - half, totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** Button mode: called with the chosen page. */
  onPageChange?: (page: number) => void;
  /** Link mode (the page lives in the URL): the address of a page. */
  hrefFor?: (page: number) => string;
  /** Link mode: called with the page when one of its links is followed (e.g. to move focus once it shows). */
  onNavigate?: (page: number) => void;
  label?: string;
  className?: string;
}

const itemBase = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors';

/** Previous, up to five page numbers, next. Previous is disabled on page 1, next on the last page. */
export function Pagination({ page, totalPages, onPageChange, hrefFor, onNavigate, label = 'Pagination', className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);

  function item(target: number, content: ReactNode, opts: { disabled?: boolean; current?: boolean; aria?: string }) {
    const classes = clsx(
      itemBase,
      opts.current
        ? 'bg-brand-700 text-white shadow-sm'
        : 'text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-brand-50 hover:text-brand-800',
      opts.disabled && 'pointer-events-none opacity-40',
    );
    if (hrefFor && !opts.disabled) {
      return (
        <Link
          to={hrefFor(target)}
          aria-label={opts.aria}
          aria-current={opts.current ? 'page' : undefined}
          className={classes}
          onClick={onNavigate ? () => onNavigate(target) : undefined}
          preventScrollReset
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        disabled={opts.disabled}
        aria-label={opts.aria}
        aria-current={opts.current ? 'page' : undefined}
        onClick={() => onPageChange?.(target)}
        className={classes}
      >
        {content}
      </button>
    );
  }

  return (
    <nav aria-label={label} className={clsx('flex flex-wrap items-center justify-center gap-2', className)}>
      {item(
        page - 1,
        <>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Previous</span>
        </>,
        {
          disabled: page <= 1,
          aria: 'Previous page',
        },
      )}
      {pages.map((p) => (
        <span key={p}>{item(p, p, { current: p === page, aria: `Page ${p}` })}</span>
      ))}
      {item(
        page + 1,
        <>
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </>,
        {
          disabled: page >= totalPages,
          aria: 'Next page',
        },
      )}
    </nav>
  );
}
