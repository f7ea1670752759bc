// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from './token-store';
import { signOut } from './sign-out';

afterEach(() => window.localStorage.clear());

describe('signOut', () => {
  it('asks the server to end the tokens (POST /api/auth/logout with the token), then clears it', async () => {
    setToken('the-token');
    const fetchMock = vi.fn(async () => {
      expect(getToken()).toBe('the-token'); // still there while the server is asked
      return new Response(JSON.stringify({ message: 'You have been signed out' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await signOut(fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the-token');
    expect(getToken()).toBeNull();
  });

  it('still clears the token when the call fails or the server refuses it', async () => {
    setToken('offline-token');
    await signOut(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(getToken()).toBeNull();

    setToken('ended-token');
    await signOut(vi.fn(async () => new Response(JSON.stringify({ message: 'Authentication required' }), { status: 401 })));
    expect(getToken()).toBeNull();
  });

  it('makes no call without a token', async () => {
    const fetchMock = vi.fn();
    await signOut(fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
