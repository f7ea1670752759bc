import { STORAGE_KEYS } from '@mnch/shared';

/*
 * Where the access token is kept, apart from lib/session.ts (which reads the token's payload with a
 * zod schema), so that the API client on public pages does not carry the schemas.
 */

/** The access token lives in localStorage under `accessToken`. */
export function getToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(STORAGE_KEYS.accessToken);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
  window.dispatchEvent(new Event('session-change'));
}

export function clearToken(): void {
  if (typeof window === 'undefined') return;
  window.localStorage.removeItem(STORAGE_KEYS.accessToken);
  window.dispatchEvent(new Event('session-change'));
}
