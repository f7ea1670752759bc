import { describe, expect, it } from 'vitest';
import { countAt, counterText, decimalsOf, easeOutQuart, figureCounter, formatCount, parseCounter, scaledValue } from './count-up';

describe('easeOutQuart', () => {
  it('runs from 0 to 1, fast first, and clamps outside', () => {
    expect(easeOutQuart(0)).toBe(0);
    expect(easeOutQuart(1)).toBe(1);
    expect(easeOutQuart(0.5)).toBeCloseTo(0.9375);
    expect(easeOutQuart(-1)).toBe(0);
    expect(easeOutQuart(2)).toBe(1);
  });
});

describe('countAt', () => {
  it('eases over 2000 ms by default and ends exactly on the target', () => {
    expect(countAt(100, 0)).toBe(0);
    expect(countAt(100, 1000)).toBeCloseTo(93.75);
    expect(countAt(100, 2000)).toBe(100);
    expect(countAt(2.8, 5000)).toBe(2.8);
    expect(countAt(50, 10, 0)).toBe(50);
  });
});

describe('formatCount', () => {
  it('groups thousands with commas and keeps 0 to 10 decimals', () => {
    expect(formatCount(14933)).toBe('14,933');
    expect(formatCount(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatCount(54.2, 1)).toBe('54.2');
    expect(formatCount(0.5, 0)).toBe('1');
    expect(formatCount(1, 12)).toBe('1.0000000000');
    expect(formatCount(2013, 0, '')).toBe('2013');
    expect(formatCount(-1500)).toBe('-1,500');
  });
});

describe('decimalsOf', () => {
  it('counts decimal places, capped at 10', () => {
    expect(decimalsOf(15000)).toBe(0);
    expect(decimalsOf(2.8)).toBe(1);
    expect(decimalsOf(54.25)).toBe(2);
    expect(decimalsOf(1e-12)).toBe(10);
  });
});

describe('parseCounter', () => {
  it('reads K, M and B suffixes, prefixes, separators and decimals', () => {
    expect(parseCounter('2.8M+')).toEqual({ prefix: '', value: 2.8, suffix: 'M+', decimals: 1, separator: ',' });
    expect(parseCounter('25K+')).toMatchObject({ value: 25, suffix: 'K+', decimals: 0 });
    expect(parseCounter('$50M+')).toMatchObject({ prefix: '$', value: 50, suffix: 'M+' });
    expect(parseCounter('1.5b')).toMatchObject({ value: 1.5, suffix: 'B' });
    expect(parseCounter('15,000+')).toMatchObject({ value: 15000, suffix: '+' });
    expect(parseCounter('54.2')).toMatchObject({ value: 54.2, suffix: '', decimals: 1 });
    expect(parseCounter('n/a')).toMatchObject({ value: 0, suffix: 'n/a' });
  });

  it('gives the full scaled value', () => {
    expect(scaledValue(parseCounter('2.8M+'))).toBe(2_800_000);
    expect(scaledValue(parseCounter('25K+'))).toBe(25_000);
    expect(scaledValue(parseCounter('3B'))).toBe(3_000_000_000);
    expect(scaledValue(parseCounter('230+'))).toBe(230);
  });
});

describe('figureCounter and counterText', () => {
  it('shows figures as the page writes them, mid-count and at the end', () => {
    const lives = figureCounter({ value: 2.8, suffix: 'M+', label: 'Lives' });
    expect(counterText(lives, 0)).toBe('0.0M+');
    expect(counterText(lives, 2.8)).toBe('2.8M+');
    const workers = figureCounter({ value: 15000, suffix: '+', label: 'Health workers' });
    expect(counterText(workers, 7499.6)).toBe('7,500+');
    expect(counterText(workers, 15000)).toBe('15,000+');
    const year = figureCounter({ value: 2013, label: 'Established', plain: true });
    expect(counterText(year, 2013)).toBe('2013');
    const funding = figureCounter({ value: 50, prefix: '$', suffix: 'M+', label: 'Funding' });
    expect(counterText(funding, 50)).toBe('$50M+');
  });
});
