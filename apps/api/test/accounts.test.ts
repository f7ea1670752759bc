import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mnch/shared';
import { bearer, createTestApp, type TestApp } from './helpers';
import { multipart, png } from './fixtures/files';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const PASSWORD = 'Session-pass-123';
let n = 0;

/** A staff account made through the API, and a token from signing in as it. */
async function signedInUser(role: 'editor' | 'admin' = 'editor') {
  const email = `account${++n}@test.example.org`;
  const admin = bearer(await t.adminToken());
  const res = await t.send('POST', '/api/users', admin, { name: 'Account Person', email, role, password: PASSWORD });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.id as number, email, admin, token: await t.login(email, PASSWORD) };
}

const me = (token: string) => t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const changePassword = (token: string, payload: unknown, remoteAddress?: string) =>
  t.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload: payload as object, remoteAddress });

describe('PATCH /api/auth/me (own profile)', () => {
  it('changes the name, avatar and bio; the bio is kept as plain text, markup and all', async () => {
    const u = await signedInUser();
    const bio = '<img src=x onerror="alert(1)"> Midwife & researcher';
    const res = await t.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(u.token), payload: { name: '  New Name ', bio } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'New Name', bio, email: u.email, role: 'editor' });
    const read = await me(u.token);
    expect(read.json().data.user).toMatchObject({ name: 'New Name', bio });
    // A blank bio clears it; the token still works (a name change ends no session).
    const cleared = await t.send('PATCH', '/api/auth/me', bearer(u.token), { name: 'New Name', bio: '' });
    expect(cleared.json().user.bio).toBeNull();
  });

  it('takes an image uploaded to this site as the avatar, and null clears it', async () => {
    const u = await signedInUser();
    const body = await multipart({ file: { data: await png(200, 200), filename: 'me.png', type: 'image/png' } });
    const up = await t.send('POST', '/api/upload/single', { ...bearer(u.token), ...body.headers }, body.payload);
    expect(up.statusCode).toBe(201);
    const avatar = up.json<{ data: { url: string } }>().data.url;
    const res = await t.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(u.token), payload: { name: 'Pictured', avatar } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatar).toBe(avatar);
    const cleared = await t.send('PATCH', '/api/auth/me', bearer(u.token), { name: 'Pictured', avatar: null });
    expect(cleared.json().user.avatar).toBeNull();
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const u = await signedInUser();
    for (const [payload, field] of [
      [{ name: '' }, 'name'],
      [{ bio: 'x' }, 'name'],
      [{ name: 'A', bio: 'x'.repeat(5001) }, 'bio'],
      [{ name: 'A', avatar: 'https://elsewhere.example.org/me.png' }, 'avatar'],
      [{ name: 'A', avatar: '/elsewhere/me.png' }, 'avatar'],
    ] as const) {
      const res = await t.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(u.token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await me(u.token)).json().data.user).toMatchObject({ name: 'Account Person', bio: null, avatar: null });
  });

  it('takes only name, avatar and bio: a role or status in the body changes nothing', async () => {
    const u = await signedInUser();
    const res = await t.send('PATCH', '/api/auth/me', bearer(u.token), {
      name: 'Still Editor',
      role: 'admin',
      status: 'inactive',
      email: 'other@test.example.org',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Still Editor', role: 'editor', status: 'active', email: u.email });
  });
});

describe('POST /api/auth/password (own password)', () => {
  it('with a wrong current password: a 400 on currentPassword, and nothing changes', async () => {
    const u = await signedInUser();
    const res = await changePassword(u.token, { currentPassword: 'not-my-password', newPassword: 'Brand-new-pass-789' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }]);
    expect((await me(u.token)).statusCode).toBe(200);
    await expect(t.login(u.email, 'Brand-new-pass-789')).rejects.toThrow(/401/);
    expect(await t.login(u.email, PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses a new password that breaks the password rule, and a confirmation that differs', async () => {
    const u = await signedInUser();
    for (const [payload, field] of [
      [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
      [{ currentPassword: PASSWORD, newPassword: 'password123' }, 'newPassword'],
      [{ currentPassword: PASSWORD, newPassword: 'Brand-new-pass-789', confirmPassword: 'Other-pass-789' }, 'confirmPassword'],
      [{ newPassword: 'Brand-new-pass-789' }, 'currentPassword'],
    ] as const) {
      const res = await changePassword(u.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await t.login(u.email, PASSWORD)).toEqual(expect.any(String));
  });

  it('with the right current password: every earlier token ends (this one too) and the answer carries a new one that works', async () => {
    const u = await signedInUser();
    const other = await t.login(u.email, PASSWORD);
    const res = await changePassword(u.token, {
      currentPassword: PASSWORD,
      newPassword: 'Brand-new-pass-789',
      confirmPassword: 'Brand-new-pass-789',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: ACCOUNT_MESSAGES.passwordChanged,
      tokens: { accessToken: expect.any(String), expiresIn: 8 * 3600 },
    });
    // The old tokens, of another session and of this one, answer 401 on their next request; the new one works.
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(res.json().tokens.accessToken)).statusCode).toBe(200);
    await expect(t.login(u.email, PASSWORD)).rejects.toThrow(/401/);
    expect((await me(await t.login(u.email, 'Brand-new-pass-789'))).statusCode).toBe(200);
  });

  it('is slowed after repeated wrong current passwords (429 with Retry-After), even with the right one', async () => {
    const limited = await createTestApp({ LOGIN_FREE_FAILURES: '2', LOGIN_ACCOUNT_FREE_FAILURES: '2' });
    try {
      const admin = bearer(await limited.adminToken());
      const created = await limited.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { name: 'Guessed', email: 'guessed@test.example.org', role: 'editor', password: PASSWORD },
      });
      expect(created.statusCode).toBe(201);
      const token = await limited.login('guessed@test.example.org', PASSWORD);
      const attempt = (currentPassword: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/password',
          headers: bearer(token),
          payload: { currentPassword, newPassword: 'Brand-new-pass-789' },
        });
      const codes: number[] = [];
      for (let i = 0; i < 2; i++) codes.push((await attempt('wrong-password')).statusCode);
      const blocked = await attempt(PASSWORD);
      codes.push(blocked.statusCode);
      expect(codes).toEqual([400, 400, 429]);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await limited.login('guessed@test.example.org', PASSWORD)).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });

  it('is limited per address like sign-in (LOGIN_RATE_LIMIT a minute)', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const token = await limited.adminToken();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: '/api/auth/password',
          headers: bearer(token),
          payload: { currentPassword: 'wrong-password' },
          remoteAddress: '198.51.100.8',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('admins cannot lock themselves out', () => {
  it('refuses (403) deactivating, demoting or deleting their own account, and changes nothing', async () => {
    const a = await signedInUser('admin');
    const own = bearer(a.token);
    for (const [method, url, payload, message] of [
      ['PUT', `/api/users/${a.id}`, { status: 'inactive' }, ACCOUNT_MESSAGES.selfDeactivate],
      ['PUT', `/api/users/${a.id}`, { role: 'editor' }, ACCOUNT_MESSAGES.selfDemote],
      ['PUT', `/api/users/${a.id}`, { role: 'viewer', status: 'active' }, ACCOUNT_MESSAGES.selfDemote],
      ['PATCH', '/api/users/bulk-status', { ids: [a.id], status: 'inactive' }, ACCOUNT_MESSAGES.selfDeactivate],
      ['DELETE', `/api/users/${a.id}`, undefined, ACCOUNT_MESSAGES.selfDelete],
    ] as const) {
      const res = await t.inject({ method, url, headers: own, payload });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(403);
      expect(res.json().message).toBe(message);
    }
    const still = (await me(a.token)).json().data.user;
    expect(still).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('refuses a bulk deactivation that includes the admin, leaving the others as they were', async () => {
    const a = await signedInUser('admin');
    const other = await signedInUser();
    const res = await t.send('PATCH', '/api/users/bulk-status', bearer(a.token), { ids: [other.id, a.id], status: 'inactive' });
    expect(res.statusCode).toBe(403);
    expect((await me(other.token)).json().data.user.status).toBe('active');
  });

  it('still lets an admin change their own name, keep their role, activate themselves in bulk, and change another admin', async () => {
    const a = await signedInUser('admin');
    const b = await signedInUser('admin');
    const own = bearer(a.token);
    expect((await t.send('PUT', `/api/users/${a.id}`, own, { name: 'Renamed', role: 'admin', status: 'active' })).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'PATCH', url: '/api/users/bulk-status', headers: own, payload: { ids: [a.id], status: 'active' } }))
        .statusCode,
    ).toBe(200);
    expect((await t.inject({ method: 'PUT', url: `/api/users/${b.id}`, headers: own, payload: { role: 'editor' } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: `/api/users/${b.id}`, headers: own })).statusCode).toBe(200);
  });

  it("an admin's reset of someone's password or their deactivation ends all that user's sessions", async () => {
    const u = await signedInUser();
    const second = await t.login(u.email, PASSWORD);
    const reset = await t.send('PUT', `/api/users/${u.id}`, u.admin, { password: 'Reset-by-admin-321' });
    expect(reset.statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });
});

describe('a role change takes effect on the next request', () => {
  it('a demoted editor keeps their session but loses admin routes at once; GET /me names the new role', async () => {
    const a = await signedInUser('admin');
    const admin = bearer(await t.adminToken());
    expect((await t.inject({ method: 'GET', url: '/api/users/all', headers: bearer(a.token) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'PUT', url: `/api/users/${a.id}`, headers: admin, payload: { role: 'editor' } })).statusCode).toBe(
      200,
    );
    expect((await t.inject({ method: 'GET', url: '/api/users/all', headers: bearer(a.token) })).statusCode).toBe(403);
    expect((await me(a.token)).json().data.user.role).toBe('editor');
  });
});
