import { useEffect, useRef, useState } from 'react';
import { formatFigure, type Figure } from '../../content/figures';
import { impactCounterCopy } from '../../content/home';
import { COUNTER_STEP_MS, COUNTER_VISIBLE_THRESHOLD } from './home-constants';
import { nextCount } from './counter';
import { useHydrated } from '../../lib/use-hydrated';
import { useMediaQuery } from './use-media-query';
import { REDUCED_MOTION_QUERY } from '../../lib/motion';

/**
 * The home page's animated impact counter. The server renders the final figures (visitors without
 * JavaScript see them), and they stay until the count-up starts: the first time 30% of the section is
 * visible the numbers count up from their first step - one step every 20 ms - and never again. A
 * figure is never shown as 0 on its way (a visitor who scrolls past quickly and back sees the final
 * figures or the count-up). Visitors who prefer reduced motion keep the final figures. Screen readers
 * always get the final figures.
 */
export function ImpactCounter({ stats }: { stats: Figure[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // The server render, and visitors who prefer reduced motion, show the targets.
  const animate = hydrated && !reducedMotion && typeof IntersectionObserver !== 'undefined';
  const [started, setStarted] = useState(false);
  // What the count-up shows, once it has started (until then, the final figures).
  const [values, setValues] = useState<number[] | null>(null);

  // Wait until 30% of the section is visible, once.
  useEffect(() => {
    const section = sectionRef.current;
    if (!animate || started || !section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= COUNTER_VISIBLE_THRESHOLD)) return;
        observer.disconnect();
        // The first step at once: the counter never reads 0 for a figure that is not.
        setValues(stats.map((s) => nextCount(0, s.value)));
        setStarted(true);
      },
      { threshold: COUNTER_VISIBLE_THRESHOLD },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [animate, started, stats]);

  // Count up: one step every 20 ms until every counter reached its target.
  useEffect(() => {
    if (!started) return;
    const targets = stats.map((s) => s.value);
    let current = targets.map((target) => nextCount(0, target));
    const timer = window.setInterval(() => {
      current = current.map((value, i) => nextCount(value, targets[i]!));
      setValues(current);
      if (current.every((value, i) => value >= targets[i]!)) window.clearInterval(timer);
    }, COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [started, stats]);

  const shown = (index: number, target: number) => (animate && values ? (values[index] ?? target) : target);

  return (
    <section
      ref={sectionRef}
      id="impact-counter"
      data-animate={animate ? 'true' : 'false'}
      aria-labelledby="impact-counter-title"
      className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-7xl rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{impactCounterCopy.eyebrow}</p>
        <h2 id="impact-counter-title" className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
          {impactCounterCopy.title}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat, index) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl bg-gradient-to-br from-brand-50 to-white px-3 py-6 text-center ring-1 ring-brand-100 sm:px-6"
            >
              <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold tabular-nums tracking-tight text-brand-700 sm:text-3xl lg:text-4xl">
                <span aria-hidden="true" data-counter={stat.label}>
                  {formatFigure({ ...stat, value: shown(index, stat.value) })}
                </span>
                <span className="sr-only">{formatFigure(stat)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
