import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_MESSAGES } from '@mnch/shared';
import { bearer, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let editor: Record<string, string>;
let viewer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = bearer(await t.tokenFor('editor'));
  viewer = bearer(await t.tokenFor('viewer'));
});
afterAll(() => t.close());

const country = (over: Record<string, unknown> = {}) => ({
  name: 'Uganda',
  code: 'UG',
  incomeLevel: 'low',
  activity: 'active',
  population: 48_600_000,
  latitude: 1.37,
  longitude: 32.29,
  programmes: ['Newborn care units in district hospitals'],
  partners: ['Ministry of Health, Uganda'],
  maternalMortality: 284,
  under5Mortality: 40,
  gdpPerCapita: 1000,
  ...over,
});
type Country = { id: number; name: string; code: string; programmes: string[]; partners: string[] };
async function create(over: Record<string, unknown> = {}) {
  const res = await t.inject({ method: 'POST', url: '/api/countries', headers: editor, payload: country(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().country as Country;
}
const list = async (query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/countries${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ countries: Country[]; pagination: { total: number; limit: number } }>();
};
const remove = (id: number) => t.inject({ method: 'DELETE', url: `/api/countries/${id}`, headers: editor });

describe('countries', () => {
  it('creates, lists by name, searches by name and code, filters, pages, reads, updates and deletes', async () => {
    const zeta = await create({ name: 'Zetaland kq7', code: 'qa', incomeLevel: 'upper-middle', activity: 'research' });
    const alpha = await create({
      name: 'Alphaland kq7',
      code: 'QB',
      population: '1,200,000',
      latitude: '-6.37',
      longitude: '-1.02',
      programmes: [' One ', '', 'Two'],
      partners: [],
    });
    expect(zeta.code).toBe('QA');
    expect(alpha).toMatchObject({ population: 1_200_000, latitude: -6.37, longitude: -1.02, programmes: ['One', 'Two'], partners: [] });

    expect((await list('?search=kq7')).countries.map((c) => c.id)).toEqual([alpha.id, zeta.id]);
    expect((await list('?search=QA')).countries.map((c) => c.id)).toContain(zeta.id);
    expect((await list('?search=kq7&incomeLevel=upper-middle')).countries.map((c) => c.id)).toEqual([zeta.id]);
    expect((await list('?search=kq7&activity=active')).countries.map((c) => c.id)).toEqual([alpha.id]);
    expect((await list('?search=kq7&activity=none')).countries).toEqual([]);
    const page = await list('?search=kq7&limit=1&page=2');
    expect(page.pagination.total).toBe(2);
    expect(page.countries.map((c) => c.id)).toEqual([zeta.id]);
    expect((await list('?limit=100')).pagination.limit).toBe(100);

    const put = await t.inject({
      method: 'PUT',
      url: `/api/countries/${alpha.id}`,
      headers: editor,
      payload: { name: 'Renamed kq7', partners: ['A partner'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    // What is not sent is kept (the programmes).
    expect(put.json().country).toMatchObject({ name: 'Renamed kq7', code: 'QB', programmes: ['One', 'Two'], partners: ['A partner'] });
    expect((await t.inject({ method: 'GET', url: `/api/countries/${alpha.id}` })).json().country.name).toBe('Renamed kq7');

    const del = await remove(alpha.id);
    expect(del.json().message).toBe(COUNTRY_MESSAGES.deleted);
    expect((await t.inject({ method: 'GET', url: `/api/countries/${alpha.id}` })).statusCode).toBe(404);
    expect((await remove(alpha.id)).statusCode).toBe(404);
    const missing = await t.inject({ method: 'PUT', url: `/api/countries/${alpha.id}`, headers: editor, payload: { name: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COUNTRY_MESSAGES.notFound);
    await remove(zeta.id);
  });

  it('refuses a code another country has with a 409 naming it (create and update)', async () => {
    const first = await create({ name: 'First kq8', code: 'QC' });
    const second = await create({ name: 'Second kq8', code: 'QD' });
    const dup = await t.inject({ method: 'POST', url: '/api/countries', headers: editor, payload: country({ code: 'qc' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: COUNTRY_MESSAGES.codeTaken('QC'),
      errors: [{ field: 'code', message: COUNTRY_MESSAGES.codeTaken('QC') }],
    });
    const put = await t.inject({ method: 'PUT', url: `/api/countries/${second.id}`, headers: editor, payload: { code: 'QC' } });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(COUNTRY_MESSAGES.codeTaken('QC'));
    // Its own code again is no conflict.
    const same = await t.inject({
      method: 'PUT',
      url: `/api/countries/${first.id}`,
      headers: editor,
      payload: { code: 'QC', name: 'First' },
    });
    expect(same.statusCode, same.body).toBe(200);
    // Two at once: the unique index makes the loser a 409 too.
    const both = await Promise.all(
      [1, 2].map(() => t.inject({ method: 'POST', url: '/api/countries', headers: editor, payload: country({ code: 'QE' }) })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    for (const r of both) if (r.statusCode === 201) await remove(r.json().country.id);
    await remove(first.id);
    await remove(second.id);
  });

  it('refuses bad input with human messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, COUNTRY_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101) }, 'Country name must be at most 100 characters'],
      [{ code: 'UGA' }, COUNTRY_MESSAGES.codeInvalid],
      [{ code: 'U1' }, COUNTRY_MESSAGES.codeInvalid],
      [{ code: undefined }, COUNTRY_MESSAGES.codeInvalid],
      [{ incomeLevel: 'high' }, COUNTRY_MESSAGES.incomeLevelInvalid],
      [{ activity: 'Active Programs' }, COUNTRY_MESSAGES.activityInvalid],
      [{ population: -1 }, COUNTRY_MESSAGES.populationInvalid],
      [{ population: 2.5 }, COUNTRY_MESSAGES.populationInvalid],
      [{ population: 'many' }, COUNTRY_MESSAGES.populationInvalid],
      [{ latitude: 91 }, COUNTRY_MESSAGES.latitudeInvalid],
      [{ latitude: '' }, COUNTRY_MESSAGES.latitudeInvalid],
      [{ longitude: -180.5 }, COUNTRY_MESSAGES.longitudeInvalid],
      [{ maternalMortality: 100_001 }, COUNTRY_MESSAGES.maternalMortalityInvalid],
      [{ under5Mortality: 1001 }, COUNTRY_MESSAGES.under5MortalityInvalid],
      [{ gdpPerCapita: -5 }, COUNTRY_MESSAGES.gdpPerCapitaInvalid],
      [{ programmes: ['x'.repeat(201)] }, 'Each entry must be at most 200 characters'],
      [{ partners: 5 }, 'Must be a list of texts'],
    ];
    for (const [over, message] of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/countries', headers: editor, payload: country(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
    const put = await t.inject({ method: 'PUT', url: '/api/countries/1', headers: editor, payload: { latitude: 200 } });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toContain(COUNTRY_MESSAGES.latitudeInvalid);
    expect((await t.inject({ method: 'GET', url: '/api/countries?incomeLevel=rich' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/countries?activity=busy' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/countries?limit=101' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/countries/abc' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/countries/999999' })).statusCode).toBe(404);
  });

  it('lets only editors and admins write', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/countries', payload: country() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/countries', headers: viewer, payload: country() })).statusCode).toBe(403);
    const { id } = await create({ code: 'QF' });
    expect((await t.inject({ method: 'PUT', url: `/api/countries/${id}`, headers: viewer, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/countries/${id}`, headers: viewer })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/countries/${id}` })).statusCode).toBe(401);
    await remove(id);
  });
});
