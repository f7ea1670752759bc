import { useRef, type ComponentProps } from 'react';
import { StatGrid } from '../../components/page/stat-grid';
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

/**
 * Large figures that count up from 0 once the block scrolls into view.
 * The server renders the final figures.
 */
export function AnimatedStats(props: Omit<ComponentProps<typeof StatGrid>, 'ref' | 'value'>) {
  const ref = useRef<HTMLDListElement>(null);
  const seen = useSeenOnce(ref);
  return <StatGrid {...props} ref={ref} value={(figure) => <AnimatedValue figure={figure} start={seen} />} />;
}
