import { STAFF_ROLES, STORAGE_KEYS, tokenPayloadSchema, type TokenPayload } from '@mnch/shared';

/** The access token lives in localStorage under `accessToken` (spec part 3, section 3). */
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

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT without verifying it (the server verifies every call). */
export function decodeToken(token: string | null): TokenPayload | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(base64UrlDecode(part)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The signed-in staff member, or null when the token is missing, expired, or not a staff role. */
export function getStaffSession(now = Date.now()): TokenPayload | null {
  const payload = decodeToken(getToken());
  if (!payload) return null;
  if (payload.exp * 1000 <= now) return null;
  if (!(STAFF_ROLES as readonly string[]).includes(payload.role)) return null;
  return payload;
}
