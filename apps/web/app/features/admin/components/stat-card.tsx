import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

interface StatCardProps {
  label: string;
  /**
   * The figure (a number, or text such as a size: "12.4 MB"), or null when it is not known (the card
   * then shows a dash, never an invented number).
   */
  value: number | string | null;
  loading?: boolean;
  icon: LucideIcon;
  /** A short line under the figure, e.g. why it is missing. */
  note?: string;
  tone?: Tone;
}

type Tone = 'teal' | 'blue' | 'purple' | 'amber';

const ICON_TONES = {
  teal: 'bg-brand-50 text-brand-700',
  blue: 'bg-blue-50 text-blue-700',
  purple: 'bg-purple-50 text-purple-700',
  amber: 'bg-amber-50 text-amber-700',
} as const;

const numberFormat = new Intl.NumberFormat('en-GB');

export function StatCard({ label, value, loading = false, icon: Icon, note, tone = 'teal' }: StatCardProps) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-2 text-2xl font-semibold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl">
            {loading ? (
              <>
                <span aria-hidden="true" className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200 align-middle" />
                <span className="sr-only">Loading</span>
              </>
            ) : value === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not available</span>
              </>
            ) : typeof value === 'number' ? (
              numberFormat.format(value)
            ) : (
              value
            )}
          </p>
        </div>
        <span className={clsx('hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex', ICON_TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {note && !loading ? <p className="mt-2 text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}

/** One card of StatCards: its label, icon and tone, its figure and the line under it from the loaded data. */
export interface Stat<T> {
  label: string;
  icon: LucideIcon;
  tone: Tone;
  value: (data: T) => number | string;
  note?: (data: T) => string;
}

/**
 * A section's row of figures from one query (GET .../statistics): a card per `stats`, loading while the
 * query is pending and a dash with "Could not be loaded" when it failed; `children` are cards of their own.
 */
export function StatCards<T>({
  label,
  query,
  stats,
  className,
  children,
}: {
  /** The row's accessible name: "User figures". */
  label: string;
  query: UseQueryResult<T>;
  stats: readonly Stat<T>[];
  /** The grid's columns beyond the two of a phone: "xl:grid-cols-4". */
  className?: string;
  children?: ReactNode;
}) {
  const { data, isPending, isError } = query;
  return (
    <section aria-label={label} className={clsx('mb-6 grid grid-cols-2 gap-3 sm:gap-4', className)}>
      {stats.map(({ label, icon, tone, value, note }) => (
        <StatCard
          key={label}
          label={label}
          icon={icon}
          tone={tone}
          loading={isPending}
          value={data ? value(data) : null}
          note={data ? note?.(data) : isError ? 'Could not be loaded' : undefined}
        />
      ))}
      {children}
    </section>
  );
}
