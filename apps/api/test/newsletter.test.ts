import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/newsletter/subscribe', () => {
  it('creates an active viewer subscriber (201) with interests', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'Reader@Test.example.org', name: 'Reader', organization: 'Clinic', interests: ['Program Updates'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscriber).toMatchObject({ email: 'reader@test.example.org', name: 'Reader', organization: 'Clinic', role: 'viewer', status: 'active', interests: ['Program Updates'] });
  });

  it('answers 200 for an existing subscriber, adds new interests and makes no duplicate', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'reader@test.example.org', interests: ['Event Announcements'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadySubscribed).toBe(true);
    expect(res.json().subscriber.interests).toEqual(['Program Updates', 'Event Announcements']);
    expect((await t.app.services.users.list({ search: 'reader@' })).total).toBe(1);
  });

  it('survives simultaneous sign-ups of the same address', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'rush@test.example.org' } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await t.app.services.users.list({ search: 'rush@' })).total).toBe(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', interests: ['Gossip'] }, 'Unknown interest'],
    [{ email: 42 }, 'Email is required'],
  ])('rejects %j with 400', async (payload, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('is rate limited', async () => {
    const limited = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await limited.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: `r${i}@test.example.org` } })).statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
