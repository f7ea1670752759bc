import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '@mnch/shared';
import { subscribers } from '../src/db/schema';
import { appWith, bearer, createTestApp, type AuthHeaders, type TestApp } from './helpers';
import { multipart, png } from './fixtures/files';

let t: TestApp, admin: AuthHeaders;
beforeAll(async () => ({ t, admin } = await appWith(['admin'])));
afterAll(() => t.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'Grace Example',
  email: `grace-${Math.random().toString(36).slice(2, 8)}@test.example.org`,
  role: 'editor',
  status: 'active',
  password: 'Strong-pass-1',
  confirmPassword: 'Strong-pass-1',
  ...over,
});

describe('POST /api/users (admin)', () => {
  it('creates a user without ever returning a password', async () => {
    const res = await t.send('POST', '/api/users', admin, newUser({ phone: '+256 700 000000', created_at: 'ignored' }));
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ name: 'Grace Example', role: 'editor', status: 'active', phone: '+256 700 000000' });
    expect(user.createdAt).toBe(user.created_at);
    expect(JSON.stringify(user)).not.toMatch(/password|hash/i);
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Strong-pass-1' } });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ role: undefined }, 'role', 'Role is required'],
    [{ role: 'superuser' }, 'role', 'Role is required'],
    [{ password: undefined, confirmPassword: undefined }, 'password', 'Password is required'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'Different-1' }, 'confirmPassword', 'Passwords do not match'],
  ])('rejects %j with the message for %s', async (over, field, message) => {
    const before = (await t.app.services.users.list({ limit: 100 })).total;
    const res = await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await t.app.services.users.list({ limit: 100 })).total).toBe(before);
  });

  it('refuses a duplicate email in any case with 409', async () => {
    const email = 'dup@test.example.org';
    expect((await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser({ email }) })).statusCode).toBe(201);
    const res = await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser({ email: 'DUP@test.example.org' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email address already exists');
  });
});

describe('POST /api/users (anonymous subscriber)', () => {
  it('subscribes (pending, double opt-in) without making an account, and ignores every other field', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: 'Fan@Test.example.org',
        name: 'Fan',
        organization: 'none',
        role: 'admin',
        status: 'inactive',
        password: 'Hacker-pass-1',
        confirmPassword: 'Hacker-pass-1',
        termsAccepted: true,
        phone: '000',
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.subscribe.success });
    expect(await t.app.services.users.findByEmail('fan@test.example.org')).toBeUndefined();
    const [stored] = await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'fan@test.example.org'));
    expect(stored).toMatchObject({ name: 'Fan', organization: 'none', status: 'pending' });
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'fan@test.example.org', password: 'Hacker-pass-1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('makes no duplicate when the address is already subscribed', async () => {
    const first = await t.inject({ method: 'POST', url: '/api/users', payload: { email: 'twice@test.example.org' } });
    const second = await t.inject({ method: 'POST', url: '/api/users', payload: { email: 'TWICE@test.example.org', name: 'Other' } });
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.body).toBe(first.body);
    expect(await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'twice@test.example.org'))).toHaveLength(1);
  });

  it('answers 400 for a bad email, 401 for a bad token and 403 for a non-admin token', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/users', payload: { email: 'nope' } })).statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'POST', url: '/api/users', headers: { authorization: 'Bearer x.y.z' }, payload: newUser() })).statusCode,
    ).toBe(401);
    const editor = await t.tokenFor('editor');
    expect((await t.inject({ method: 'POST', url: '/api/users', headers: bearer(editor), payload: newUser() })).statusCode).toBe(403);
  });
});

describe('GET /api/users/all and /api/users/:id', () => {
  it('lists newest first with total, paging and filters', async () => {
    const fresh = await createTestApp();
    try {
      const token = bearer(await fresh.adminToken());
      for (let i = 1; i <= 12; i++) {
        await fresh.app.services.users.create({
          name: `Person ${i}`,
          email: `p${i}@test.example.org`,
          role: i % 3 === 0 ? 'editor' : 'viewer',
          status: i % 4 === 0 ? 'inactive' : 'active',
        });
      }
      const page1 = (await fresh.inject({ method: 'GET', url: '/api/users/all', headers: token })).json().data;
      expect(page1.total).toBe(13);
      expect(page1.users).toHaveLength(10);
      expect(page1.users[0].name).toBe('Person 12');
      expect(page1.totalPages).toBe(2);
      const page2 = (await fresh.inject({ method: 'GET', url: '/api/users/all?page=2', headers: token })).json().data;
      expect(page2.users.map((u: { name: string }) => u.name)).toEqual(['Person 2', 'Person 1', 'Site Administrator']);
      const editors = (await fresh.inject({ method: 'GET', url: '/api/users/all?role=editor', headers: token })).json().data;
      expect(editors.total).toBe(4);
      const inactive = (await fresh.inject({ method: 'GET', url: '/api/users/all?status=inactive&limit=100', headers: token })).json().data;
      expect(inactive.users.map((u: { name: string }) => u.name).sort()).toEqual(['Person 12', 'Person 4', 'Person 8']);
      const search = (await fresh.inject({ method: 'GET', url: '/api/users/all?search=person%201', headers: token })).json().data;
      expect(search.users.map((u: { name: string }) => u.name).sort()).toEqual(['Person 1', 'Person 10', 'Person 11', 'Person 12']);
      const wildcard = (await fresh.inject({ method: 'GET', url: '/api/users/all?search=%25', headers: token })).json().data;
      expect(wildcard.total).toBe(0);
      for (const bad of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'role=owner', 'status=gone']) {
        const res = await fresh.inject({ method: 'GET', url: `/api/users/all?${bad}`, headers: token });
        expect(res.statusCode, bad).toBe(400);
      }
      const stats = (await fresh.inject({ method: 'GET', url: '/api/users/stats', headers: token })).json();
      // Subscribers are the confirmed ones of the subscribers table, not viewer accounts.
      expect(stats).toMatchObject({ total: 13, admins: 1, editors: 4, subscribers: 0, recentLogins: 1 });
      await fresh.app.db.insert(subscribers).values([
        { email: 's1@test.example.org', status: 'confirmed', source: 'footer', unsubscribeToken: 't1' },
        { email: 's2@test.example.org', status: 'pending', source: 'footer', unsubscribeToken: 't2' },
        { email: 's3@test.example.org', status: 'unsubscribed', source: 'footer', unsubscribeToken: 't3' },
      ]);
      expect((await fresh.inject({ method: 'GET', url: '/api/users/stats', headers: token })).json().subscribers).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('gets one user, 404 for a missing one and 400 for a malformed id', async () => {
    const created = (await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser() })).json().user;
    const res = await t.inject({ method: 'GET', url: `/api/users/${created.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(created.email);
    expect((await t.inject({ method: 'GET', url: '/api/users/999999', headers: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/users/abc', headers: admin })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('updates fields, keeps the password unless one is given, and changes it when given', async () => {
    const created = (await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser() })).json().user;
    const res = await t.send('PUT', `/api/users/${created.id}`, admin, {
      ...created,
      name: 'Renamed',
      password: '',
      last_login: null,
      updated_at: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Renamed');
    expect(
      (await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: created.email, password: 'Strong-pass-1' } })).statusCode,
    ).toBe(200);
    const changed = await t.send('PUT', `/api/users/${created.id}`, admin, { password: 'Brand-new-pass-2' });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: created.email, password: 'Brand-new-pass-2' } }))
        .statusCode,
    ).toBe(200);
    const short = await t.inject({ method: 'PUT', url: `/api/users/${created.id}`, headers: admin, payload: { password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual({ field: 'password', message: 'Password must be at least 8 characters' });
  });

  it('refuses an email that another user has (409) and answers 404 for a missing user', async () => {
    const a = (await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser() })).json().user;
    const b = (await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser() })).json().user;
    const res = await t.inject({ method: 'PUT', url: `/api/users/${b.id}`, headers: admin, payload: { email: a.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email address already exists');
    expect((await t.inject({ method: 'PUT', url: `/api/users/${b.id}`, headers: admin, payload: { email: b.email } })).statusCode).toBe(
      200,
    );
    expect((await t.inject({ method: 'PUT', url: '/api/users/999999', headers: admin, payload: { name: 'x' } })).statusCode).toBe(404);
  });
});

describe("a user's bio and avatar, set by an admin", () => {
  it('takes a bio and an avatar uploaded to this site; blank clears them; a foreign avatar is refused and changes nothing', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser({ bio: 'Midwife' }) });
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id as number;
    expect(created.json().user.bio).toBe('Midwife');

    const body = await multipart({ file: { data: await png(120, 120), filename: 'face.png', type: 'image/png' } });
    const up = await t.inject({ method: 'POST', url: '/api/upload/single', headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(up.statusCode).toBe(201);
    const avatar = up.json<{ data: { url: string } }>().data.url;

    const bio = '<b>Not markup</b> Neonatal nurse & trainer';
    const set = await t.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin, payload: { bio, avatar } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user).toMatchObject({ bio, avatar });

    for (const foreign of ['https://elsewhere.example.org/face.png', '/elsewhere/face.png']) {
      const res = await t.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin, payload: { avatar: foreign, bio: 'Changed' } });
      expect(res.statusCode, foreign).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'avatar', message: ACCOUNT_MESSAGES.avatarInvalid }]);
      const refusedCreate = await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser({ avatar: foreign }) });
      expect(refusedCreate.statusCode, foreign).toBe(400);
    }
    const kept = await t.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin });
    expect(kept.json().user).toMatchObject({ bio, avatar });

    const cleared = await t.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin, payload: { bio: '', avatar: null } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user).toMatchObject({ bio: null, avatar: null });
  });
});

describe('trivial passwords', () => {
  const COMMON = 'This password is too common or too easy to guess. Please choose a stronger one.';
  const BLANK = 'Password cannot be only spaces';
  const cases: [string, string][] = [
    ['12345678', COMMON],
    ['password', COMMON],
    ['aaaaaaaa', COMMON],
    ['        ', BLANK],
  ];

  it.each(cases)('refuses %j on create with 400 and the message on the password field, and creates nothing', async (password, message) => {
    const before = (await t.app.services.users.list({ limit: 100 })).total;
    const res = await t.send('POST', '/api/users', admin, newUser({ password, confirmPassword: password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'password', message });
    expect((await t.app.services.users.list({ limit: 100 })).total).toBe(before);
  });

  it.each(cases)('refuses %j on update with 400 and the message on the password field, and changes nothing', async (password, message) => {
    const created = (await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser() })).json().user;
    const before = await t.app.services.users.findById(created.id);
    const res = await t.send('PUT', `/api/users/${created.id}`, admin, { name: 'Changed', password, confirmPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'password', message });
    expect(await t.app.services.users.findById(created.id)).toEqual(before);
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: created.email, password } })).statusCode).toBe(401);
  });

  it('compares with the list regardless of case, and accepts a strong password', async () => {
    const upper = await t.send('POST', '/api/users', admin, newUser({ password: 'PassWord123', confirmPassword: undefined }));
    expect(upper.statusCode).toBe(400);
    expect(upper.json().errors).toContainEqual({ field: 'password', message: COMMON });
    const strong = await t.send('POST', '/api/users', admin, newUser({ password: 'Quiet-river-stone-42', confirmPassword: undefined }));
    expect(strong.statusCode).toBe(201);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: strong.json().user.email, password: 'Quiet-river-stone-42' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('the last admin', () => {
  it('cannot be deleted, demoted or deactivated; a second admin makes it possible', async () => {
    const fresh = await createTestApp();
    try {
      const token = bearer(await fresh.adminToken());
      const me = (await fresh.inject({ method: 'GET', url: '/api/auth/me', headers: token })).json().data.user;
      // Through the API the lone admin acts on their own account: refused before the last-admin rule.
      const del = await fresh.inject({ method: 'DELETE', url: `/api/users/${me.id}`, headers: token });
      expect(del.statusCode).toBe(403);
      expect(del.json().message).toBe(ACCOUNT_MESSAGES.selfDelete);
      for (const payload of [{ role: 'editor' }, { status: 'inactive' }]) {
        expect((await fresh.inject({ method: 'PUT', url: `/api/users/${me.id}`, headers: token, payload })).statusCode).toBe(403);
      }
      const bulk = await fresh.inject({
        method: 'PATCH',
        url: '/api/users/bulk-status',
        headers: token,
        payload: { ids: [me.id], status: 'inactive' },
      });
      expect(bulk.statusCode).toBe(403);
      // The service keeps the last-admin rule for every other path (409 conflicts).
      const users = fresh.app.services.users;
      await expect(users.remove(me.id)).rejects.toMatchObject({ statusCode: 409, message: 'Cannot delete the last admin user' });
      await expect(users.update(me.id, { role: 'editor' })).rejects.toMatchObject({ statusCode: 409 });
      await expect(users.update(me.id, { status: 'inactive' })).rejects.toMatchObject({ statusCode: 409 });
      await expect(users.bulkStatus([me.id], 'inactive')).rejects.toMatchObject({ statusCode: 409 });
      expect((await fresh.app.services.users.get(me.id)).status).toBe('active');

      const second = (
        await fresh.inject({
          method: 'POST',
          url: '/api/users',
          headers: token,
          payload: newUser({ role: 'admin', password: 'Second-pass-1', confirmPassword: undefined }),
        })
      ).json().user;
      const secondToken = bearer(await fresh.login(second.email, 'Second-pass-1'));
      // Each admin deletes the other at the same moment: exactly one admin must remain.
      const results = await Promise.all([
        fresh.inject({ method: 'DELETE', url: `/api/users/${second.id}`, headers: token }),
        fresh.inject({ method: 'DELETE', url: `/api/users/${me.id}`, headers: secondToken }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      expect((await fresh.app.services.users.list({ role: 'admin' })).total).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('DELETE /api/users/:id and PATCH /api/users/bulk-status', () => {
  it('deletes a user with a message naming them, then 404', async () => {
    const u = (await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser({ name: 'Temp Person' }) })).json()
      .user;
    const res = await t.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Temp Person has been deleted');
    expect((await t.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('sets the status of several users in one call', async () => {
    const ids = [] as number[];
    for (let i = 0; i < 3; i++)
      ids.push((await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: newUser() })).json().user.id);
    const res = await t.inject({ method: 'PATCH', url: '/api/users/bulk-status', headers: admin, payload: { ids, status: 'inactive' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    for (const id of ids) expect((await t.app.services.users.get(id)).status).toBe('inactive');
    const back = await t.inject({ method: 'PATCH', url: '/api/users/bulk-status', headers: admin, payload: { ids, status: 'active' } });
    expect(back.json()).toEqual({ updated: 3 });
    for (const bad of [
      { ids: [], status: 'active' },
      { ids, status: 'sleeping' },
      { ids: ['x'], status: 'active' },
    ]) {
      expect((await t.inject({ method: 'PATCH', url: '/api/users/bulk-status', headers: admin, payload: bad })).statusCode).toBe(400);
    }
  });
});
