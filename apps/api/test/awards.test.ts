import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWARD_MESSAGES } from '@mnch/shared';
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

const award = (over: Record<string, unknown> = {}) => ({
  title: 'Global Health Impact Award',
  awardedBy: 'International Maternal Health Network',
  year: 2023,
  description: 'For measurable gains in facility-based care.',
  ...over,
});
async function create(over: Record<string, unknown> = {}) {
  const res = await t.inject({ method: 'POST', url: '/api/awards', headers: editor, payload: award(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().award as { id: number; title: string; year: number; description: string | null };
}
const list = async (query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/awards${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ awards: Array<{ id: number }>; pagination: { total: number } }>();
};

describe('awards', () => {
  it('creates, lists newest year first, filters, reads, updates and deletes', async () => {
    const older = await create({ title: 'Older award kx9', year: 2020 });
    const newer = await create({ title: 'Newer award kx9', year: '2022', description: '' });
    expect(newer).toMatchObject({ year: 2022, description: null });
    expect((await list('?search=kx9')).awards.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect((await list('?search=kx9&year=2020')).awards.map((a) => a.id)).toEqual([older.id]);
    const page = await list('?search=kx9&limit=1&page=2');
    expect(page.pagination.total).toBe(2);
    expect(page.awards.map((a) => a.id)).toEqual([older.id]);

    const put = await t.inject({ method: 'PUT', url: `/api/awards/${newer.id}`, headers: editor, payload: { title: 'Renamed kx9' } });
    expect(put.json().award).toMatchObject({ title: 'Renamed kx9', year: 2022 });
    expect((await t.inject({ method: 'GET', url: `/api/awards/${newer.id}` })).json().award.title).toBe('Renamed kx9');
    const del = await t.inject({ method: 'DELETE', url: `/api/awards/${newer.id}`, headers: editor });
    expect(del.json().message).toBe(AWARD_MESSAGES.deleted);
    expect((await t.inject({ method: 'GET', url: `/api/awards/${newer.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with human messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, AWARD_MESSAGES.titleRequired],
      [{ awardedBy: '' }, AWARD_MESSAGES.byRequired],
      [{ year: 'soon' }, AWARD_MESSAGES.yearInvalid],
      [{ year: 20.5 }, AWARD_MESSAGES.yearInvalid],
      [{ year: 1800 }, AWARD_MESSAGES.yearInvalid],
      [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
    ];
    for (const [over, message] of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/awards', headers: editor, payload: award(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
    expect((await t.inject({ method: 'GET', url: '/api/awards?year=abc' })).statusCode).toBe(400);
  });

  it('lets only editors and admins write', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/awards', payload: award() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/awards', headers: viewer, payload: award() })).statusCode).toBe(403);
    const { id } = await create();
    expect((await t.inject({ method: 'PUT', url: `/api/awards/${id}`, headers: viewer, payload: { title: 'x' } })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/awards/${id}`, headers: viewer })).statusCode).toBe(403);
  });
});
