import { describe, expect, it } from 'vitest';
import { MB } from '@mnch/shared';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('names a size in the largest whole unit, with a decimal below 100 and two from GB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(10 * MB)).toBe('10 MB');
    expect(formatBytes(12.34 * MB)).toBe('12.3 MB');
    expect(formatBytes(123.4 * MB)).toBe('123 MB');
    expect(formatBytes(1.25 * 1024 * MB)).toBe('1.25 GB');
  });
});
