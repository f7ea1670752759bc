import { describe, expect, it } from 'vitest';
import { formatBudget, formatProjectDate, plainTextPreview } from './format';

describe('project formatting', () => {
  it('previews 80 characters of the description without markup', () => {
    expect(plainTextPreview('<p>Hello <strong>world</strong> &amp; friends</p>')).toBe('Hello world & friends');
    const long = `<p>${'a'.repeat(100)}</p>`;
    expect(plainTextPreview(long)).toBe(`${'a'.repeat(80)}…`);
    expect(plainTextPreview('<h2>One</h2><p>Two</p>')).toBe('One Two');
  });
  it('formats budgets in their currency without decimals', () => {
    expect(formatBudget(2500000.75, 'UGX')).toBe('UGX 2,500,001');
    expect(formatBudget(1200, 'usd')).toBe('USD 1,200');
    expect(formatBudget(1200, '')).toBe('UGX 1,200');
    expect(formatBudget(99, 'shillings')).toBe('SHILLINGS 99');
  });
  it('formats dates', () => {
    expect(formatProjectDate('2026-03-01T00:00:00.000Z')).toBe('1 Mar 2026');
    expect(formatProjectDate(null)).toBe('—');
  });
});
