import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MARKER, seedBulk } from '../src/db/seed/bulk';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('bulk data for measuring', () => {
  it('inserts the asked numbers of rows, which the lists, searches and deep pages then serve', async () => {
    await seedBulk(t.database.db, { articles: 240, publications: 150, projects: 120, events: 90 });
    const get = async (url: string) => {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    // Every 10th row is a draft (among them every 20th, a newsletter): 240 - 24 public articles.
    expect((await get('/api/articles?limit=1')).pagination.total).toBe(216);
    expect((await get('/api/projects?limit=1')).pagination.total).toBe(120);
    expect((await get('/api/publications?limit=1')).pagination.total).toBe(140);
    expect((await get('/api/events?limit=1&time=all')).pagination.total).toBe(90);

    // Deep pages return the rows in the same order as reading the whole list.
    const all = (await get('/api/projects?limit=100&page=1')).projects.concat((await get('/api/projects?limit=100&page=2')).projects);
    const page7 = (await get('/api/projects?limit=10&page=7')).projects;
    expect(page7.map((p: { id: number }) => p.id)).toEqual(all.slice(60, 70).map((p: { id: number }) => p.id));

    // Tag search goes through the indexed text view of the tags.
    const tagged = await get('/api/projects?search=MNCH&limit=1');
    expect(tagged.pagination.total).toBe(120);
    expect((await get(`/api/articles?search=${BULK_MARKER}%20newborn&limit=1`)).pagination.total).toBeGreaterThan(0);
  });
});
