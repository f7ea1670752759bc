import { useRef } from 'react';
import { clsx } from 'clsx';
import { formatFigure, type Figure } from '../../content/figures';
import { counterText, figureCounter } from './count-up';
import { useCountUp, useSeenOnce } from './use-count-up';
import { useHydrated } from '../../lib/use-hydrated';

function AnimatedValue({ figure, start }: { figure: Figure; start: boolean }) {
  const target = figureCounter(figure);
  const current = useCountUp(target.value, start);
  // The server's HTML (what shows before the scripts run, or without them) has the final figure; once
  // the page is live the counter drops to 0 and counts up when it comes into view.
  const hydrated = useHydrated();
  return (
    <>
      {/* Assistive technology and search engines read the final figure; the count is decoration. */}
      <span aria-hidden="true" data-counter={formatFigure(figure)} className="tabular-nums">
        {counterText(target, hydrated ? current : target.value)}
      </span>
      <span className="sr-only">{formatFigure(figure)}</span>
    </>
  );
}

interface AnimatedStatsProps {
  stats: Figure[];
  tone?: 'light' | 'dark';
  className?: string;
  /** Grid columns on large screens. */
  columns?: 4 | 5;
}

/**
 * Large figures that count up from 0 once the block scrolls into view.
 * The server renders the final figures.
 */
export function AnimatedStats({ stats, tone = 'light', className, columns = 4 }: AnimatedStatsProps) {
  const ref = useRef<HTMLDListElement>(null);
  const seen = useSeenOnce(ref);
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
            <AnimatedValue figure={s} start={seen} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
