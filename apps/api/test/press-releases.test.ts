import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESS_MESSAGES, PROJECT_MESSAGES } from '@mnch/shared';
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

const release = (over: Record<string, unknown> = {}) => ({
  title: 'Centre launches a newborn care programme',
  summary: 'A three-year programme with district health teams.',
  date: '2025-03-18',
  ...over,
});
async function create(over: Record<string, unknown> = {}) {
  const res = await t.inject({ method: 'POST', url: '/api/press-releases', headers: editor, payload: release(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().pressRelease as { id: number; title: string; date: string; link: string | null };
}
const list = async (query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/press-releases${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ pressReleases: Array<{ id: number; title: string }>; pagination: { total: number } }>();
};

describe('press releases', () => {
  it('creates, lists newest first, reads, updates and deletes', async () => {
    const older = await create({ title: 'Older release qz7', date: '2024-11-05' });
    const newer = await create({ title: 'Newer release qz7', date: '2025-01-27', link: 'https://news.example.org/release' });
    // A date alone is that day in the centre (UTC+3).
    expect(older.date).toBe('2024-11-04T21:00:00.000Z');
    expect(newer.link).toBe('https://news.example.org/release');
    expect((await list('?search=qz7')).pressReleases.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect((await list('?search=qz7&year=2024')).pressReleases.map((r) => r.id)).toEqual([older.id]);
    const page = await list('?search=qz7&limit=1&page=2');
    expect(page.pagination.total).toBe(2);
    expect(page.pressReleases.map((r) => r.id)).toEqual([older.id]);

    const got = await t.inject({ method: 'GET', url: `/api/press-releases/${newer.id}` });
    expect(got.json().pressRelease.title).toBe('Newer release qz7');
    const put = await t.inject({
      method: 'PUT',
      url: `/api/press-releases/${newer.id}`,
      headers: editor,
      payload: { link: '', title: 'Renamed qz7' },
    });
    expect(put.json().pressRelease).toMatchObject({ title: 'Renamed qz7', link: null });
    const del = await t.inject({ method: 'DELETE', url: `/api/press-releases/${newer.id}`, headers: editor });
    expect(del.json().message).toBe(PRESS_MESSAGES.deleted);
    expect((await t.inject({ method: 'GET', url: `/api/press-releases/${newer.id}` })).statusCode).toBe(404);
  });

  it('takes a web address or an uploaded file as the link, nothing else', async () => {
    expect((await create({ link: '/uploads/documents/2025/01/release.pdf' })).link).toBe('/uploads/documents/2025/01/release.pdf');
    for (const link of ['javascript:alert(1)', '//evil.example.org/x', '/admin/users', 'ftp://x.example.org/a']) {
      const res = await t.inject({ method: 'POST', url: '/api/press-releases', headers: editor, payload: release({ link }) });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().message).toContain(PROJECT_MESSAGES.linkInvalid);
    }
  });

  it('refuses bad input with human messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, PRESS_MESSAGES.titleRequired],
      [{ summary: '' }, PRESS_MESSAGES.summaryRequired],
      [{ date: '' }, PRESS_MESSAGES.dateRequired],
      [{ date: '2025-02-30' }, PRESS_MESSAGES.dateInvalid],
      [{ title: 'x'.repeat(301) }, 'Title must be at most 300 characters'],
    ];
    for (const [over, message] of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/press-releases', headers: editor, payload: release(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
    expect((await t.inject({ method: 'GET', url: '/api/press-releases?year=abc' })).statusCode).toBe(400);
  });

  it('lets only editors and admins write', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/press-releases', payload: release() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/press-releases', headers: viewer, payload: release() })).statusCode).toBe(403);
    const { id } = await create();
    expect((await t.inject({ method: 'PUT', url: `/api/press-releases/${id}`, headers: viewer, payload: { title: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await t.inject({ method: 'DELETE', url: `/api/press-releases/${id}`, headers: viewer })).statusCode).toBe(403);
  });
});
