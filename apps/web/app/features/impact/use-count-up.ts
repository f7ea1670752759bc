import { useEffect, useRef, useState, type RefObject } from 'react';
import { impactCounter } from '../../content/impact';
import { countAt } from './count-up';
import { prefersReducedMotion } from '../../lib/motion';

/** True once the element has been seen (threshold 0.3, starting 100 px before it enters; never resets). */
export function useSeenOnce(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (old browsers): show the figures straight away.
      const frame = requestAnimationFrame(() => setSeen(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: impactCounter.threshold, rootMargin: impactCounter.rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/**
 * Counts from 0 to `target` once `start` is true, eased over the duration. With reduced motion the
 * target shows at once.
 */
export function useCountUp(target: number, start: boolean, duration: number = impactCounter.durationMs): number {
  const [value, setValue] = useState(0);
  const started = useRef(false);
  useEffect(() => {
    if (!start || started.current) return;
    started.current = true;
    let frame = 0;
    if (prefersReducedMotion() || duration <= 0) {
      frame = requestAnimationFrame(() => setValue(target));
      return () => cancelAnimationFrame(frame);
    }
    const begin = performance.now();
    const tick = (now: number) => {
      const elapsed = now - begin;
      setValue(countAt(target, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      // Interrupted (e.g. unmounted in development's double effects): finish at the target.
      started.current = false;
    };
  }, [start, target, duration]);
  return value;
}
