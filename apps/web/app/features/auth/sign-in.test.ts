// @vitest-environment happy-dom
import { MESSAGES } from '@mnch/shared';
import { sampleUser } from '@mnch/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/session';
import { adminRedirectTarget } from './redirect-target';
import { signIn, signInErrorMessage } from './sign-in';

function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

/** The user in a POST /auth/login answer (loginResponseSchema, packages/shared/src/schemas/auth.ts). */
const user = sampleUser({ name: 'Ada Editor' });

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('signIn', () => {
  it('posts the credentials and keeps a staff token', async () => {
    const token = fakeToken({ sub: '1', name: 'Ada Editor', email: 'ada@example.org', role: 'editor', exp: inOneHour() });
    const fetchMock = answer(200, { success: true, message: 'ok', data: { user, tokens: { accessToken: token, expiresIn: 3600 } } });

    const session = await signIn({ email: 'ada@example.org', password: 'secret-password' });

    expect(session.role).toBe('editor');
    expect(getToken()).toBe(token);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(typeof init.body === 'string' ? JSON.parse(init.body) : init.body).toEqual({
      email: 'ada@example.org',
      password: 'secret-password',
    });
  });

  it("keeps a viewer's token: the back office opens to them read-only", async () => {
    const token = fakeToken({ sub: '2', name: 'Sam', email: 'sam@example.org', role: 'viewer', exp: inOneHour() });
    answer(200, { success: true, message: 'ok', data: { user, tokens: { accessToken: token, expiresIn: 3600 } } });

    const session = await signIn({ email: 'sam@example.org', password: 'secret-password' });
    expect(session.role).toBe('viewer');
    expect(getToken()).toBe(token);
  });

  it('does not keep an expired token', async () => {
    const token = fakeToken({ sub: '2', name: 'Sam', email: 'sam@example.org', role: 'editor', exp: Math.floor(Date.now() / 1000) - 60 });
    answer(200, { success: true, message: 'ok', data: { user, tokens: { accessToken: token, expiresIn: 3600 } } });

    await expect(signIn({ email: 'sam@example.org', password: 'secret-password' })).rejects.toThrow(MESSAGES.auth.loginFailed);
    expect(getToken()).toBeNull();
  });

  it("fails with the server's message", async () => {
    answer(401, { message: MESSAGES.auth.invalidCredentials });
    const error = await signIn({ email: 'a@example.org', password: 'nope' }).catch((e: unknown) => e);
    expect(signInErrorMessage(error)).toBe(MESSAGES.auth.invalidCredentials);
    expect(getToken()).toBeNull();
  });

  it('fails with the generic message when the answer has no token', async () => {
    answer(200, { success: true, message: 'ok', data: {} });
    const error = await signIn({ email: 'a@example.org', password: 'x' }).catch((e: unknown) => e);
    expect(signInErrorMessage(error)).toBe(MESSAGES.auth.loginFailed);
  });
});

describe('adminRedirectTarget', () => {
  it('keeps back-office paths', () => {
    expect(adminRedirectTarget('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(adminRedirectTarget('/admin')).toBe('/admin');
    expect(adminRedirectTarget('/preview/article/12')).toBe('/preview/article/12');
  });
  it('sends everything else to /admin', () => {
    for (const value of [
      null,
      '',
      '/',
      '/about',
      '//evil.example/admin',
      'https://evil.example/admin',
      '/administrator',
      '/preview',
      '/previewer/1',
      '/admin\\..\\x',
    ]) {
      expect(adminRedirectTarget(value)).toBe('/admin');
    }
  });
});
