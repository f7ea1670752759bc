import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsService } from '../src/modules/events/service';
import { appWith, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, admin: AuthHeaders;
beforeAll(async () => ({ t, admin } = await appWith(['admin'])));
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function create(title: string, startDate: string, status = 'upcoming') {
  const res = await t.send('POST', '/api/events', admin, {
    title,
    type: 'Workshop',
    status,
    startDate,
    organizer: 'MNCH Centre',
    venueName: 'Mulago',
    capacity: 10,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().event as { id: number };
}

const stats = () => t.inject({ method: 'GET', url: '/api/events/statistics' });

describe('GET /api/events/statistics', () => {
  it('answers zeros when there are no events, to anyone', async () => {
    const res = await stats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ upcoming: 0, thisMonth: 0, totalAttendees: 0, total: 0 });
  });

  it('counts upcoming events, all events and the registrations, in the database', async () => {
    const soon = await create('Soon', inDays(20));
    const later = await create('Later', inDays(60));
    await create('Past', inDays(-30), 'completed');
    for (const [id, email] of [
      [soon.id, 'a@test.example.org'],
      [soon.id, 'b@test.example.org'],
      [later.id, 'c@test.example.org'],
    ] as const) {
      const r = await t.inject({ method: 'POST', url: `/api/events/${id}/registrations`, payload: { name: 'Visitor', email } });
      expect(r.statusCode).toBe(201);
    }
    const res = await stats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ upcoming: 2, totalAttendees: 3, total: 3 });
    // Signed-in staff see the same figures.
    expect((await t.inject({ method: 'GET', url: '/api/events/statistics', headers: admin })).json()).toEqual(res.json());
  });

  it('counts the events starting in the current UTC month with the service clock', async () => {
    await create('March first', '2033-03-01T00:00:00Z');
    await create('March last', '2033-03-31T23:59:00Z');
    await create('April', '2033-04-01T00:00:00Z');
    await create('February', '2033-02-28T23:59:00Z');
    const service = createEventsService(
      { db: t.app.db, storage: undefined as never, config: t.app.config },
      { now: () => new Date('2033-03-15T12:00:00Z') },
    );
    const s = await service.statistics();
    expect(s.thisMonth).toBe(2);
    // From 15 March 2033 on: 'March last' and 'April'.
    expect(s.upcoming).toBe(2);
    expect(s.total).toBe(7);
  });

  it('is not mistaken for an event id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/events/statistics' });
    expect(res.json()).not.toHaveProperty('event');
  });
});
