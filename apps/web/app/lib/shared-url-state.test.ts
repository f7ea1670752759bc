import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageQuery, parsePage } from '@mnch/shared';

describe('parsePage (packages/shared/src/rules/url-state.ts)', () => {
  it('reads a whole page number from 1 up to the API limit', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('37')).toBe(37);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('reads anything else as page 1', () => {
    for (const value of [null, undefined, '', '0', '-2', '2.5', 'abc', '1e3x', String(MAX_PAGE + 1)]) expect(parsePage(value)).toBe(1);
  });

  it('takes a lower limit of the page, never a higher one than the API', () => {
    expect(parsePage('5', 4)).toBe(1);
    expect(parsePage('4', 4)).toBe(4);
    expect(parsePage(String(MAX_PAGE + 1), MAX_PAGE * 2)).toBe(1);
  });

  it('accepts exactly the pages the API list query accepts', () => {
    const api = pageQuery(10);
    for (const value of ['1', '999', String(MAX_PAGE)]) expect(api.parse({ page: value }).page).toBe(parsePage(value));
    expect(api.safeParse({ page: String(MAX_PAGE + 1) }).success).toBe(false);
  });
});
