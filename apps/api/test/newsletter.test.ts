import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/newsletter/subscribe', () => {
  it('creates an active viewer subscriber with interests and answers only a message (202)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'Reader@Test.example.org', name: 'Reader', organization: 'Clinic', interests: ['Program Updates'] },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: 'Successfully subscribed! Thank you for joining our newsletter.' });
    expect(await t.app.services.users.findByEmail('reader@test.example.org')).toMatchObject({
      name: 'Reader',
      organization: 'Clinic',
      role: 'viewer',
      status: 'active',
      interests: ['Program Updates'],
      passwordHash: null,
    });
  });

  it('survives simultaneous sign-ups of the same address', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'rush@test.example.org' } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
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
        codes.push(
          (await limited.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: `r${i}@test.example.org` } }))
            .statusCode,
        );
      }
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe.each(['/api/newsletter/subscribe', '/api/users'])('anonymous %s with an address that is already known', (url) => {
  it('answers a new address, a subscriber and a staff address byte for byte the same, and changes no existing row', async () => {
    const tag = url.includes('newsletter') ? 'n' : 'u';
    const users = t.app.services.users;
    await users.create({
      name: 'Known Reader',
      email: `known-${tag}@test.example.org`,
      role: 'viewer',
      organization: 'Old Org',
      interests: ['Program Updates'],
    });
    await users.create({
      name: 'Staff Editor',
      email: `staff-${tag}@test.example.org`,
      role: 'editor',
      organization: 'Centre',
      password: 'Staff-pass-123',
    });
    const known = [`known-${tag}@test.example.org`, `staff-${tag}@test.example.org`, ADMIN.email];
    const before = await Promise.all(known.map((email) => users.findByEmail(email)));

    const attempt = { name: 'Mallory', organization: 'Elsewhere', interests: ['Event Announcements', 'Research Publications'] };
    const answers = [];
    for (const email of [`brand-new-${tag}@test.example.org`, ...known.map((e) => e.toUpperCase())]) {
      answers.push(await t.inject({ method: 'POST', url, payload: { email, ...attempt } }));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers[0]!.json()).toEqual({ success: true, message: 'Successfully subscribed! Thank you for joining our newsletter.' });

    const after = await Promise.all(known.map((email) => users.findByEmail(email)));
    expect(after).toEqual(before);
    expect(await users.findByEmail(`brand-new-${tag}@test.example.org`)).toMatchObject({ name: 'Mallory', role: 'viewer' });
  });
});
