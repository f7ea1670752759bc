import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_SITE_MESSAGES } from '@mnch/shared';
import { bearer, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
let viewer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  editor = bearer(await t.tokenFor('editor'));
  admin = bearer(await t.tokenFor('admin'));
  viewer = bearer(await t.tokenFor('viewer'));
});
afterAll(() => t.close());

const M = FIELD_SITE_MESSAGES;
const site = (over: Record<string, unknown> = {}) => ({
  name: 'Iganga General Hospital',
  region: 'busoga',
  type: 'District hospital',
  x: 70,
  y: 34,
  healthWorkersTrained: 350,
  communitiesReached: 64,
  programsActive: 4,
  livesImpacted: 112000,
  programs: ['Newborn care unit', 'Referral systems study'],
  description: 'The district hospital at the heart of our Busoga work.',
  colorFrom: '#134f34',
  colorTo: '#48b37b',
  motif: 'hospital',
  ...over,
});
type Site = { id: number; name: string; region: string; x: number; programs: string[]; livesImpacted: number };
async function create(over: Record<string, unknown> = {}, headers = editor) {
  const res = await t.inject({ method: 'POST', url: '/api/field-sites', headers, payload: site(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().fieldSite as Site;
}
const list = async (query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/field-sites${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ fieldSites: Site[]; pagination: { total: number; totalPages: number } }>();
};

describe('field sites', () => {
  it('creates, lists by region then name, filters, searches, pages, reads, updates and deletes', async () => {
    const b = await create({ name: 'Bz7 Busoga site', region: 'busoga' });
    const a = await create({ name: 'Az7 Busoga site', region: 'busoga', type: 'Community site' });
    // Sent as a form sends it: numbers as text, the programmes as one text.
    const k = await create({ name: 'Zz7 Kampala site', region: 'kampala', x: '12.5', livesImpacted: '900', programs: 'One, Two' }, admin);
    expect(k).toMatchObject({ x: 12.5, livesImpacted: 900, programs: ['One', 'Two'] });

    // Kampala before Busoga whatever the names; then by name.
    expect((await list('?search=z7')).fieldSites.map((s) => s.id)).toEqual([k.id, a.id, b.id]);
    expect((await list('?search=z7&region=busoga')).fieldSites.map((s) => s.id)).toEqual([a.id, b.id]);
    expect((await list('?search=community&region=busoga')).fieldSites.map((s) => s.id)).toContain(a.id);
    expect((await list('?search=COMMUNITY SITE')).fieldSites.map((s) => s.id)).not.toContain(b.id);
    const page = await list('?search=z7&limit=1&page=2');
    expect(page.pagination).toMatchObject({ total: 3, totalPages: 3 });
    expect(page.fieldSites.map((s) => s.id)).toEqual([a.id]);
    expect((await list('?limit=100')).pagination.total).toBeGreaterThanOrEqual(3);

    const put = await t.inject({
      method: 'PUT',
      url: `/api/field-sites/${b.id}`,
      headers: editor,
      payload: { name: 'Renamed z7', programs: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().fieldSite).toMatchObject({ name: 'Renamed z7', region: 'busoga', programs: [], livesImpacted: 112000 });
    expect((await t.inject({ method: 'GET', url: `/api/field-sites/${b.id}` })).json().fieldSite.name).toBe('Renamed z7');

    const del = await t.inject({ method: 'DELETE', url: `/api/field-sites/${b.id}`, headers: editor });
    expect(del.json().message).toBe(M.deleted);
    for (const req of [
      { method: 'GET' as const, url: `/api/field-sites/${b.id}` },
      { method: 'PUT' as const, url: `/api/field-sites/${b.id}`, headers: editor, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `/api/field-sites/${b.id}`, headers: editor },
    ]) {
      const res = await t.inject(req);
      expect(res.statusCode, req.method).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
  });

  it('refuses bad input with human messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, M.nameRequired],
      [{ type: '' }, M.typeRequired],
      [{ description: '' }, M.descriptionRequired],
      [{ region: 'jinja' }, M.regionInvalid],
      [{ motif: 'castle' }, M.motifInvalid],
      [{ x: 101 }, M.xInvalid],
      [{ x: 'left' }, M.xInvalid],
      [{ y: -1 }, M.yInvalid],
      [{ y: '' }, M.yInvalid],
      [{ healthWorkersTrained: -1 }, M.figureInvalid('Health workers trained')],
      [{ communitiesReached: 1.5 }, M.figureInvalid('Communities reached')],
      [{ programsActive: 'many' }, M.figureInvalid('Active programmes')],
      [{ livesImpacted: '' }, M.figureInvalid('Lives impacted')],
      [{ colorFrom: 'green' }, M.colourInvalid],
      [{ colorTo: '#12345' }, M.colourInvalid],
      [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
      [{ programs: ['x'.repeat(201)] }, 'Each entry must be at most 200 characters'],
    ];
    for (const [over, message] of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/field-sites', headers: editor, payload: site(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
    const { id } = await create();
    const put = await t.inject({ method: 'PUT', url: `/api/field-sites/${id}`, headers: editor, payload: { region: 'north' } });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toContain(M.regionInvalid);
    expect((await t.inject({ method: 'GET', url: '/api/field-sites?region=north' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/field-sites?limit=101' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/field-sites/abc' })).statusCode).toBe(400);
  });

  it('lets only editors and admins write', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/field-sites', payload: site() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/field-sites', headers: viewer, payload: site() })).statusCode).toBe(403);
    const { id } = await create();
    expect((await t.inject({ method: 'PUT', url: `/api/field-sites/${id}`, payload: { name: 'x' } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PUT', url: `/api/field-sites/${id}`, headers: viewer, payload: { name: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await t.inject({ method: 'DELETE', url: `/api/field-sites/${id}` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/field-sites/${id}`, headers: viewer })).statusCode).toBe(403);
  });
});
