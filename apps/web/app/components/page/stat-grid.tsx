import type { ReactNode, Ref } from 'react';
import { clsx } from 'clsx';
import { formatFigure, type Figure } from '../../content/figures';

interface StatGridProps {
  stats: Figure[];
  tone?: 'light' | 'dark';
  className?: string;
  /** Grid columns on large screens. */
  columns?: 4 | 5;
  /** How a figure reads (its formatted value unless said: the impact page counts up). */
  value?: (figure: Figure) => ReactNode;
  ref?: Ref<HTMLDListElement>;
}

/** Large figures with their labels. */
export function StatGrid({ stats, tone = 'light', className, columns = 4, value = formatFigure, ref }: StatGridProps) {
  const dark = tone === 'dark';
  return (
    <dl ref={ref} className={clsx('grid grid-cols-2 gap-4', columns === 5 ? 'md:grid-cols-3 lg:grid-cols-5' : 'lg:grid-cols-4', className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={clsx(
            'flex flex-col rounded-2xl px-3 py-6 text-center sm:px-6',
            dark ? 'bg-white/10 ring-1 ring-inset ring-white/15' : 'bg-white shadow-sm ring-1 ring-slate-200',
          )}
        >
          <dt className={clsx('mt-1 text-sm font-medium', dark ? 'text-brand-100' : 'text-slate-600')}>{s.label}</dt>
          <dd
            className={clsx(
              'order-first text-2xl font-bold tracking-tight sm:text-3xl lg:text-4xl',
              dark ? 'text-white' : 'text-brand-700',
            )}
          >
            {value(s)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
