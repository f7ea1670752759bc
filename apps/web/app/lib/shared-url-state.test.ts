import { describe, expect, it } from 'vitest';
import { MAX_PAGE, PAGE_QUERY_PARAMS, PAGE_URL_STATES, defineUrlState, oneOf, page, pageQuery, parsePage, text } from '@mnch/shared';

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

describe('defineUrlState (packages/shared/src/rules/url-state.ts)', () => {
  const list = defineUrlState(
    {
      q: text(10),
      kind: oneOf(['a', 'b', 'c'], 'a'),
      status: oneOf(['open', 'shut']),
      topic: text(20, { collapse: true }),
      month: text(7, { test: (value) => /^\d{4}-\d{2}$/.test(value), fallback: undefined }),
      page: page(50),
    },
    { others: ['dialog'], formerly: { search: 'q' } },
  );
  const defaults = { q: '', kind: 'a' as const, status: undefined, topic: '', month: undefined, page: 1 };

  it('reads each field by its kind: text trimmed and cut, a value of the list, a page', () => {
    expect(list.parse(new URLSearchParams('q=%20kmc%20&kind=b&status=shut&topic=a%20%20b&month=2026-04&page=3'))).toEqual({
      q: 'kmc',
      kind: 'b',
      status: 'shut',
      topic: 'a b',
      month: '2026-04',
      page: 3,
    });
    expect(list.parse(new URLSearchParams(`q=${'x'.repeat(30)}`)).q).toBe('x'.repeat(10));
  });

  it('reads a missing or bad value as the default', () => {
    expect(list.parse(new URLSearchParams(''))).toEqual(defaults);
    expect(list.parse(new URLSearchParams('q=%20%20&kind=z&status=OPEN&month=April&page=0'))).toEqual(defaults);
    expect(list.parse(new URLSearchParams('page=2.5')).page).toBe(1);
    // A page past the list's last is its last; past what any list accepts, page 1.
    expect(list.parse(new URLSearchParams('page=70')).page).toBe(50);
    expect(list.parse(new URLSearchParams(`page=${MAX_PAGE + 1}`)).page).toBe(1);
  });

  it("writes an address with the defaults left out, in the fields' order whatever the order given", () => {
    expect(list.href(defaults)).toBe('');
    expect(list.href({})).toBe('');
    expect(list.href({ page: 2, status: 'open', q: ' hiv care ' })).toBe('?q=hiv+care&status=open&page=2');
    expect(list.href({ kind: 'a', page: 1, q: '' })).toBe('');
    // Changes apply over the state; undefined takes a value out.
    expect(list.href({ q: 'x', status: 'open', page: 4 }, { status: undefined, page: 1 })).toBe('?q=x');
  });

  it('reads back what it writes', () => {
    for (const query of ['q=kmc&kind=c&status=open&topic=a+b&month=2026-04&page=3', 'kind=b', '']) {
      const state = list.parse(new URLSearchParams(query));
      expect(list.href(state)).toBe(query ? `?${query}` : '');
      expect(list.parse(new URLSearchParams(list.href(state)))).toEqual(state);
    }
  });

  it('gives a no-script form the fields it does not show as hidden inputs, defaults left out', () => {
    const state = list.parse(new URLSearchParams('q=kmc&kind=b&month=2026-04&page=3'));
    expect(list.hiddenInputs(state, ['q', 'page'])).toEqual([
      { name: 'kind', value: 'b' },
      { name: 'month', value: '2026-04' },
    ]);
    expect(list.hiddenInputs(list.parse(new URLSearchParams('')))).toEqual([]);
    // The form's address, read back, keeps the state but for what it leaves to the form.
    const form = new URLSearchParams(list.hiddenInputs(state, ['q', 'page']).map(({ name, value }): [string, string] => [name, value]));
    expect(list.parse(form)).toEqual({ ...state, q: '', page: 1 });
  });

  it('names its parameters, then the others, and narrows a field without renaming any', () => {
    expect(list.params).toEqual(['q', 'kind', 'status', 'topic', 'month', 'page', 'dialog']);
    expect(list.formerly).toEqual({ search: 'q' });
    const narrowed = list.with({ q: oneOf(['kmc', 'hiv']) });
    expect(narrowed.params).toEqual(list.params);
    expect(narrowed.parse(new URLSearchParams('q=kmc&kind=b')).q).toBe('kmc');
    expect(narrowed.parse(new URLSearchParams('q=other')).q).toBeUndefined();
  });

  it("gives the page cache every public list's parameters, with one name, q, for every search", () => {
    for (const [path, state] of Object.entries(PAGE_URL_STATES)) {
      expect(PAGE_QUERY_PARAMS[path], path).toEqual(state.params);
      expect(state.params, path).not.toContain('search');
    }
    for (const path of ['/events', '/research', '/newsletter', '/publications', '/media', '/training']) {
      expect(PAGE_QUERY_PARAMS[path], path).toContain('q');
    }
  });
});
