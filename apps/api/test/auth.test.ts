import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '@mnch/shared';
import { ADMIN, bearer, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and returns the envelope, user and a signed, expiring token', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Login successful');
    expect(body.data.user).toMatchObject({ email: ADMIN.email, role: 'admin', status: 'active' });
    expect(body.data.user.lastLogin).toEqual(expect.any(String));
    expect(body.data.user.last_login).toBe(body.data.user.lastLogin);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const { accessToken, expiresIn } = body.data.tokens;
    expect(expiresIn).toBe(8 * 3600);
    const payload = decodeJwt(accessToken);
    expect(payload).toMatchObject({ sub: String(body.data.user.id), email: ADMIN.email, role: 'admin', name: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(8 * 3600);
  });

  it('accepts the email in any case', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    for (const payload of [
      { email: ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@test.example.org', password: 'whatever-123' },
    ]) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('rejects a subscriber (no account, no password) and an inactive account', async () => {
    await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'reader@test.example.org' } });
    const sub = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'reader@test.example.org', password: 'anything-123' },
    });
    expect(sub.statusCode).toBe(401);

    const user = await t.app.services.users.create({
      name: 'Off',
      email: 'off@test.example.org',
      role: 'editor',
      status: 'inactive',
      password: 'Secret-pass-123',
    });
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Secret-pass-123' } });
    expect(res.statusCode).toBe(401);
  });

  it('gives an inactive account the same answer for the right and a wrong password', async () => {
    await t.app.services.users.create({
      name: 'Asleep',
      email: 'asleep@test.example.org',
      role: 'editor',
      status: 'inactive',
      password: 'Sleepy-pass-123',
    });
    const right = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asleep@test.example.org', password: 'Sleepy-pass-123' },
    });
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asleep@test.example.org', password: 'Not-the-pass-123' },
    });
    expect(right.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 400 with field errors for missing or malformed input', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
    const broken = await t.send('POST', '/api/auth/login', { 'content-type': 'application/json' }, '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(expect.any(String));
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in user', async () => {
    const token = await t.adminToken();
    const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(ADMIN.email);
  });

  it('answers 401 without a token, with a malformed or forged token, and with an expired one', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    const forged = await new SignJWT({ role: 'admin', name: 'x', email: 'x@y.z' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough-000'));
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(forged) })).statusCode).toBe(401);
    const expired = await new SignJWT({ role: 'admin', name: 'x', email: ADMIN.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.app.config.jwtSecret));
    const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/i);
  });

  it('stops accepting the token of a user who was deactivated or deleted', async () => {
    const token = await t.tokenFor('editor', 'gone@test.example.org');
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const user = await t.app.services.users.findByEmail('gone@test.example.org');
    await t.app.services.users.update(user!.id, { status: 'inactive' });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    await t.app.services.users.remove(user!.id);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('per address: the (N+1)th attempt in a minute gets 429 with a message and Retry-After, even with the right password', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const attempt = (password: string, remoteAddress = '198.51.100.7') =>
        limited.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password }, remoteAddress });
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await attempt('wrong-password')).statusCode);
      const blocked = await attempt(ADMIN.password);
      codes.push(blocked.statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(blocked.json().message).toBe('Too many requests. Please wait a moment and try again.');
      expect(blocked.json().data).toBeUndefined();
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back by this one's attempts.
      expect((await attempt(ADMIN.password, '203.0.113.9')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens end with what should end them', () => {
  const me = (token: string) => t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  let n = 0;
  /** A staff account made through the API, and a token from signing in as it. */
  async function signedInUser(password = 'Session-pass-123') {
    const email = `session${++n}@test.example.org`;
    const admin = bearer(await t.adminToken());
    const res = await t.send('POST', '/api/users', admin, { name: 'Session Person', email, role: 'editor', password });
    expect(res.statusCode).toBe(201);
    const id = res.json().user.id as number;
    return { id, email, admin, token: await t.login(email, password) };
  }

  it('a password change ends earlier tokens; a token issued after works', async () => {
    const u = await signedInUser();
    expect((await me(u.token)).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'PUT', url: `/api/users/${u.id}`, headers: u.admin, payload: { password: 'Changed-pass-456' } }))
        .statusCode,
    ).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(await t.login(u.email, 'Changed-pass-456'))).statusCode).toBe(200);
  });

  it('an email change ends earlier tokens; a token issued after works', async () => {
    const u = await signedInUser();
    const email = `moved${n}@test.example.org`;
    expect((await t.inject({ method: 'PUT', url: `/api/users/${u.id}`, headers: u.admin, payload: { email } })).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(await t.login(email, 'Session-pass-123'))).statusCode).toBe(200);
  });

  it('deactivation ends earlier tokens for good: re-activation does not bring them back (single update)', async () => {
    const u = await signedInUser();
    for (const status of ['inactive', 'active']) {
      expect((await t.inject({ method: 'PUT', url: `/api/users/${u.id}`, headers: u.admin, payload: { status } })).statusCode).toBe(200);
    }
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(await t.login(u.email, 'Session-pass-123'))).statusCode).toBe(200);
  });

  it('deactivation ends earlier tokens for good: re-activation does not bring them back (bulk status)', async () => {
    const u = await signedInUser();
    for (const status of ['inactive', 'active']) {
      const res = await t.inject({ method: 'PATCH', url: '/api/users/bulk-status', headers: u.admin, payload: { ids: [u.id], status } });
      expect(res.json()).toEqual({ updated: 1 });
    }
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(await t.login(u.email, 'Session-pass-123'))).statusCode).toBe(200);
  });

  it('deletion (DELETE /api/users/:id) ends the tokens of an active user, even once the address has an account again', async () => {
    const u = await signedInUser();
    expect((await me(u.token)).statusCode).toBe(200);
    const deleted = await t.inject({ method: 'DELETE', url: `/api/users/${u.id}`, headers: u.admin });
    expect(deleted.statusCode).toBe(200);
    const refused = await me(u.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.auth.unauthorized });
    // A new account for the same address is another user: the old token stays refused.
    const again = await t.send('POST', '/api/users', u.admin, {
      name: 'Session Person',
      email: u.email,
      role: 'editor',
      password: 'Session-pass-123',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(u.id);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(await t.login(u.email, 'Session-pass-123'))).statusCode).toBe(200);
  });

  it('sign-out (POST /api/auth/logout) ends this session only: its token answers 401, other sessions go on', async () => {
    const u = await signedInUser();
    const other = await t.login(u.email, 'Session-pass-123');
    // It takes no body: one is refused and changes nothing.
    const withBody = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(u.token), payload: { all: false } });
    expect(withBody.statusCode).toBe(400);
    expect((await me(u.token)).statusCode).toBe(200);
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(u.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been signed out' });
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(u.token) })).statusCode).toBe(401);
    // The user's other session (another browser or device) is untouched.
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(await t.login(u.email, 'Session-pass-123'))).statusCode).toBe(200);
    // Other users' tokens are untouched.
    expect((await me(await t.adminToken())).statusCode).toBe(200);
  });

  it('sign-out of all devices (POST /api/auth/logout-all) ends every session of the user; a token issued after works', async () => {
    const u = await signedInUser();
    const other = await t.login(u.email, 'Session-pass-123');
    const withBody = await t.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(u.token), payload: { x: 1 } });
    expect(withBody.statusCode).toBe(400);
    expect((await me(other)).statusCode).toBe(200);
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(u.token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: ACCOUNT_MESSAGES.loggedOutEverywhere });
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(await t.login(u.email, 'Session-pass-123'))).statusCode).toBe(200);
    expect((await me(await t.adminToken())).statusCode).toBe(200);
  });

  it('a token without a session id (signed before sessions existed) answers 401', async () => {
    const u = await signedInUser();
    const { ver } = decodeJwt(u.token);
    const old = await new SignJWT({ role: 'editor', name: 'Session Person', email: u.email, ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(u.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.app.config.jwtSecret));
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('a change of name (or other profile fields) does not end tokens', async () => {
    const u = await signedInUser();
    const res = await t.send('PUT', `/api/users/${u.id}`, u.admin, {
      name: 'New Name',
      position: 'Lead',
      email: u.email,
      status: 'active',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(200);
  });
});
