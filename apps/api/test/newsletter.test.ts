import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mnch/shared';
import { subscribers } from '../src/db/schema';
import { ADMIN, createTestApp, type TestApp } from './helpers';

const subscriber = async (email: string) => (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('POST /api/newsletter/subscribe', () => {
  it('stores a pending subscriber with interests and source, makes no account, and answers only a message (202)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: {
        email: 'Reader@Test.example.org',
        name: 'Reader',
        organization: 'Clinic',
        interests: ['Program Updates'],
        source: 'media',
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.subscribe.success });
    expect(await subscriber('reader@test.example.org')).toMatchObject({
      name: 'Reader',
      organization: 'Clinic',
      status: 'pending',
      source: 'media',
      interests: ['Program Updates'],
    });
    expect(await t.app.services.users.findByEmail('reader@test.example.org')).toBeUndefined();
  });

  it('survives simultaneous sign-ups of the same address', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'rush@test.example.org' } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'rush@test.example.org'))).toHaveLength(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', interests: ['Gossip'] }, 'Unknown interest'],
    [{ email: 42 }, 'Email is required'],
    [{ email: 'a@b.co', source: 'spam' }, 'source must be one of footer, newsletter, media, careers, get-involved, events'],
  ])('rejects %j with 400', async (payload, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it.each([
    ['POST /api/newsletter/subscribe', (i: number) => ({ url: '/api/newsletter/subscribe', payload: { email: `r${i}@test.example.org` } })],
    ['POST /api/newsletter/confirm', (i: number) => ({ url: '/api/newsletter/confirm', payload: { token: `${'c'.repeat(40)}${i}` } })],
    [
      'POST /api/newsletter/unsubscribe',
      (i: number) => ({ url: '/api/newsletter/unsubscribe', payload: { token: `${'u'.repeat(40)}${i}` } }),
    ],
    [
      'POST /api/newsletter/unsubscribe/:token (one-click)',
      (i: number) => ({
        url: `/api/newsletter/unsubscribe/${'o'.repeat(40)}${i}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ],
  ] as const)('%s is rate limited', async (_name, request) => {
    const limited = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.inject({ method: 'POST', ...request(i) })).statusCode);
      expect(codes[2]).toBe(429);
      expect(codes.slice(0, 2)).not.toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe.each(['/api/newsletter/subscribe', '/api/users'])('anonymous %s with an address that is already known', (url) => {
  it('answers a new address, a subscriber and a staff address byte for byte the same, and changes no account', async () => {
    const tag = url.includes('newsletter') ? 'n' : 'u';
    const users = t.app.services.users;
    await users.create({
      name: 'Staff Editor',
      email: `staff-${tag}@test.example.org`,
      role: 'editor',
      organization: 'Centre',
      password: 'Staff-pass-123',
    });
    await t.app.db.insert(subscribers).values({
      email: `known-${tag}@test.example.org`,
      name: 'Known Reader',
      status: 'confirmed',
      source: 'footer',
      unsubscribeToken: `k-${tag}`,
    });
    const known = [`known-${tag}@test.example.org`, `staff-${tag}@test.example.org`, ADMIN.email];
    const before = await Promise.all([ADMIN.email, `staff-${tag}@test.example.org`].map((email) => users.findByEmail(email)));
    const knownBefore = await subscriber(`known-${tag}@test.example.org`);

    const attempt = { name: 'Mallory', organization: 'Elsewhere', interests: ['Event Announcements', 'Research Publications'] };
    const answers = [];
    for (const email of [`brand-new-${tag}@test.example.org`, ...known.map((e) => e.toUpperCase())]) {
      answers.push(await t.inject({ method: 'POST', url, payload: { email, ...attempt } }));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers[0]!.json()).toEqual({ success: true, message: MESSAGES.subscribe.success });

    expect(await Promise.all([ADMIN.email, `staff-${tag}@test.example.org`].map((email) => users.findByEmail(email)))).toEqual(before);
    // The known subscriber's interests, name and state are theirs: the new interests only wait for the
    // owner's confirmation (a link mailed to the address, docs/behaviour/subscribers.md "Interests").
    const knownAfter = await subscriber(`known-${tag}@test.example.org`);
    expect({ ...knownAfter, pendingInterests: [], confirmTokenHash: null, confirmSentAt: null }).toEqual(knownBefore);
    expect(knownAfter!.pendingInterests).toEqual(['Research Publications', 'Event Announcements']);
    expect(await subscriber(`brand-new-${tag}@test.example.org`)).toMatchObject({ name: 'Mallory', status: 'pending' });
    expect(await users.findByEmail(`brand-new-${tag}@test.example.org`)).toBeUndefined();
  });
});
