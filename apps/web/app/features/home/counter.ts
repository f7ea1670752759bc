import { COUNTER_STEPS } from './home-constants';

/** How much the counter adds per step: the target divided by 100, rounded up. */
export function counterIncrement(target: number): number {
  return Math.max(1, Math.ceil(target / COUNTER_STEPS));
}

/** The counter's next value: one increment more, never past the target. */
export function nextCount(current: number, target: number): number {
  return Math.min(target, current + counterIncrement(target));
}

/** Every value the counter shows on its way from 0 to the target (0 excluded). */
export function countSequence(target: number): number[] {
  const values: number[] = [];
  let current = 0;
  while (current < target) {
    current = nextCount(current, target);
    values.push(current);
  }
  return values;
}
