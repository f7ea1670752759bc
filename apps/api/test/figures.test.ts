import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIGURE_KEYS } from '@mnch/shared';
import { runDataSteps, storeFigures } from '../src/db/data-steps';
import { dataSteps, figures } from '../src/db/schema';
import { appWith, bearer, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, admin: AuthHeaders;
beforeAll(async () => ({ t, admin } = await appWith(['admin'])));
afterAll(() => t.close());

const figure = (over: Record<string, unknown> = {}) => ({
  value: 12.5,
  label: 'Test figure',
  prefix: '$',
  suffix: 'M+',
  plain: false,
  ...over,
});
const put = (key: string, payload: unknown, headers = admin) =>
  t.inject({ method: 'PUT', url: `/api/figures/${key}`, headers, payload: payload as object });
const list = () => t.inject({ method: 'GET', url: '/api/figures' });

beforeEach(async () => {
  await t.app.db.delete(figures);
});

describe('/api/figures', () => {
  it('is empty before any figure is stored, and lists stored figures in the order of the keys', async () => {
    expect((await list()).json()).toEqual({ figures: [] });
    expect((await put('citations', figure({ label: 'Cites' }))).statusCode).toBe(200);
    expect((await put('established', figure({ value: 2001, plain: true, prefix: '', suffix: '' }))).statusCode).toBe(200);
    const body = (await list()).json();
    expect(body.figures.map((f: { key: string }) => f.key)).toEqual(['established', 'citations']);
    expect(body.figures[0]).toMatchObject({ key: 'established', value: 2001, plain: true, label: 'Test figure', prefix: '', suffix: '' });
    expect((await t.inject({ method: 'GET', url: '/api/figures/citations' })).json().figure.label).toBe('Cites');
  });

  it('sets the value, label, prefix, suffix and plain of a known key, for admins only', async () => {
    const res = await put('partners.ngo', figure());
    expect(res.statusCode).toBe(200);
    expect(res.json().figure).toMatchObject({
      key: 'partners.ngo',
      value: 12.5,
      label: 'Test figure',
      prefix: '$',
      suffix: 'M+',
      plain: false,
    });
    expect((await put('partners.ngo', figure({ value: 13, prefix: null, suffix: '  ' }))).json().figure).toMatchObject({
      value: 13,
      prefix: '',
      suffix: '',
    });
    expect((await put('partners.ngo', figure(), {})).statusCode).toBe(401);
    expect((await put('partners.ngo', figure(), bearer(await t.tokenFor('editor')))).statusCode).toBe(403);
    expect((await put('partners.ngo', figure(), bearer(await t.tokenFor('viewer')))).statusCode).toBe(403);
  });

  it('has no creating or deleting: an unknown key is refused, a known one without a figure is 404', async () => {
    expect((await put('madeUp', figure())).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/figures/madeUp' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/figures/hIndex' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: '/api/figures/hIndex', headers: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: '/api/figures', headers: admin, payload: figure() })).statusCode).toBe(404);
  });

  it.each([
    ['a negative value', { value: -1 }, 'value', 'Value must be a number'],
    ['a value as text', { value: 'many' }, 'value', 'Value must be a number'],
    ['no label', { label: ' ' }, 'label', 'Label is required'],
    ['a long suffix', { suffix: 'x'.repeat(11) }, 'suffix', 'at most 10 characters'],
  ])('refuses %s with a 400 naming the field', async (_name, over, field, message) => {
    const res = await put('hIndex', figure(over));
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as Array<{ field: string; message: string }>).find((e) => e.field === field)?.message).toContain(message);
    expect((await list()).json().figures).toEqual([]);
  });

  it('a change counts as the figures kind for the page cache', async () => {
    const before = (await t.app.pageState.current()).versions.figures;
    expect((await put('hIndex', figure())).statusCode).toBe(200);
    expect((await t.app.pageState.current()).versions.figures).toBeGreaterThan(before);
  });
});

describe('the start-up data step', () => {
  it('stores a figure for every key once, and leaves figures an admin changed alone', async () => {
    await t.app.db.delete(dataSteps);
    expect(await runDataSteps(t.app.db, [storeFigures])).toEqual([{ name: '0020-figures', changed: FIGURE_KEYS.length }]);
    expect((await list()).json().figures.map((f: { key: string }) => f.key)).toEqual([...FIGURE_KEYS]);
    expect((await put('hIndex', figure({ value: 99 }))).statusCode).toBe(200);
    await t.app.db.delete(dataSteps);
    expect(await runDataSteps(t.app.db, [storeFigures])).toEqual([{ name: '0020-figures', changed: 0 }]);
    expect((await t.inject({ method: 'GET', url: '/api/figures/hIndex' })).json().figure.value).toBe(99);
  });
});
