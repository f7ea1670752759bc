import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the day, the month and the year in the site time zone', () => {
    expect(formatDate('2025-03-18T10:00:00Z')).toBe('18 March 2025');
    // 22:30 UTC is already the next day in Kampala (UTC+3).
    expect(formatDate('2025-03-18T22:30:00Z')).toBe('19 March 2025');
    expect(formatDate('2025-03-18T10:00:00Z', 'short')).toBe('18 Mar 2025');
  });

  it('reads a date without a time as that calendar day', () => {
    expect(formatDate('2025-10-31')).toBe('31 October 2025');
  });

  it('gives null for nothing or nonsense', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});
