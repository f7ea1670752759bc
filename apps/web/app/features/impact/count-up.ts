/**
 * The maths of the impact page's counters: easeOutQuart over the duration,
 * comma thousands separators, 0 to 10 decimals, and K/M/B suffixes parsed from a figure's text.
 */
import { impactCounter } from '../../content/impact';
import type { Figure } from '../../content/figures';

export interface CounterTarget {
  prefix: string;
  /** The number the counter runs to, e.g. 2.8 for "2.8M+". */
  value: number;
  /** Text after the number, e.g. "M+". */
  suffix: string;
  decimals: number;
  /** Thousands separator ('' for years). */
  separator: string;
}

export function easeOutQuart(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return 1 - (1 - x) ** 4;
}

function clampDecimals(n: number): number {
  return Math.min(impactCounter.maxDecimals, Math.max(0, Math.floor(n)));
}

/** Decimal places a number is written with (54.2 -> 1), at most 10. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = value.toString();
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return clampDecimals(Number(exp[1]));
  return clampDecimals(text.split('.')[1]?.length ?? 0);
}

/** "14933.5" with 1 decimal -> "14,933.5"; negative numbers keep their sign. */
export function formatCount(value: number, decimals = 0, separator = ','): string {
  const d = clampDecimals(decimals);
  const fixed = Math.abs(value).toFixed(d);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Reads a counter from text such as "2.8M+", "$50M+", "15,000+", "54.2" or "25K+": the number to run
 * to, the text around it (the K/M/B scale stays in the suffix, as on the page) and its decimals.
 */
export function parseCounter(text: string): CounterTarget {
  const m = /^(\D*?)(-?[\d,]*\.?\d+)\s*([KMB]?)(.*)$/i.exec(text.trim());
  if (!m) return { prefix: '', value: 0, suffix: text, decimals: 0, separator: ',' };
  const [, prefix = '', digits = '0', scale = '', rest = ''] = m;
  const value = Number(digits.replace(/,/g, ''));
  const decimals = clampDecimals(digits.includes('.') ? (digits.split('.')[1]?.length ?? 0) : 0);
  return { prefix, value, suffix: `${scale.toUpperCase()}${rest}`, decimals, separator: ',' };
}

/** The full value of a K/M/B counter ("2.8M" -> 2,800,000), e.g. for comparisons. */
export function scaledValue(target: Pick<CounterTarget, 'value' | 'suffix'>): number {
  const scale = /^[KMB]/i.exec(target.suffix)?.[0]?.toUpperCase();
  const factor = scale === 'K' ? 1e3 : scale === 'M' ? 1e6 : scale === 'B' ? 1e9 : 1;
  return target.value * factor;
}

/** A figure from figures.ts as a counter target. */
export function figureCounter(figure: Figure): CounterTarget {
  return {
    prefix: figure.prefix ?? '',
    value: figure.value,
    suffix: figure.suffix ?? '',
    decimals: decimalsOf(figure.value),
    separator: figure.plain ? '' : ',',
  };
}

/** The counter's value after `elapsed` ms: eased from 0, exactly the target at the end. */
export function countAt(target: number, elapsed: number, duration: number = impactCounter.durationMs): number {
  if (duration <= 0 || elapsed >= duration) return target;
  return target * easeOutQuart(elapsed / duration);
}

export function counterText(target: CounterTarget, current: number): string {
  return `${target.prefix}${formatCount(current, target.decimals, target.separator)}${target.suffix}`;
}
