import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * Malformed input to every write endpoint, found from the app's own route table: always a 4xx with a
 * message, never a 500, and nothing written (row counts and stored files unchanged).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const TABLES = ['users', 'articles', 'projects', 'publications', 'gallery_images', 'events', 'event_registrations', 'inquiries'];

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
    counts[table] = rows[0]!.n;
  }
  const files = (dir: string): number => {
    try {
      return readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? files(path.join(dir, e.name)) : 1), 0);
    } catch {
      return 0;
    }
  };
  counts.uploads = files(path.join(t.dataDir, 'uploads'));
  return counts;
}

const writeRoutes = () =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));

const huge = 'x'.repeat(200_000);
/** Bodies that no write endpoint accepts. */
const BAD_BODIES: Array<[string, string, string]> = [
  ['broken JSON', '{"title": "a",', 'application/json'],
  ['an array', '[1, 2, 3]', 'application/json'],
  ['a bare string', '"just text"', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    'wrong types everywhere',
    JSON.stringify({ title: 42, name: ['a'], email: { a: 1 }, type: false, year: 'soon', authors: 'one', capacity: 'many', status: 7, ids: 'all', kind: 1, startDate: 'yesterday', password: 1 }),
    'application/json',
  ],
  [
    'huge strings and script HTML',
    JSON.stringify({ title: huge, name: huge, email: `${huge}@example.org`, content: `<script>alert(1)</script>${huge}`, message: huge, description: huge }),
    'application/json',
  ],
  ['only unknown fields', JSON.stringify({ unknownField: 1, __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }), 'application/json'],
  ['NUL characters', JSON.stringify({ title: 'a\u0000b', name: 'a\u0000b', email: 'a\u0000@example.org', message: 'a\u0000b' }), 'application/json'],
  ['text claiming to be a PDF upload', '%PDF-1.4 not really', 'application/pdf'],
];

describe('malformed input to every write endpoint', () => {
  it('finds the write endpoints', () => {
    expect(writeRoutes().length).toBeGreaterThanOrEqual(35);
  });

  for (const [label, body, contentType] of BAD_BODIES) {
    it(`answers ${label} with a 4xx and a message, as admin and anonymously, and writes nothing`, async () => {
      const before = await snapshot();
      for (const route of writeRoutes()) {
        for (const headers of [bearer(admin), {}]) {
          const res = await t.inject({
            method: route.method as 'POST',
            url: route.url.replace(/:\w+/g, '1'),
            headers: { ...headers, 'content-type': contentType },
            payload: body,
          });
          const where = `${route.method} ${route.url} (${label})`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, where).toBeLessThan(500);
          expect(res.json().message, where).toEqual(expect.any(String));
        }
      }
      expect(await snapshot()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('answers malformed ids in the path with a 400 (or 404), never a 500', async () => {
    const before = await snapshot();
    const withIds = writeRoutes().filter((r) => r.url.includes(':'));
    expect(withIds.length).toBeGreaterThan(10);
    for (const route of withIds) {
      for (const id of ['abc', '-1', '1.5', '99999999999999999999', '%00']) {
        const res = await t.inject({ method: route.method as 'POST', url: route.url.replace(/:\w+/g, id), headers: bearer(admin), payload: {} });
        const where = `${route.method} ${route.url} id=${id}`;
        expect([400, 404, 415], `${where}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
