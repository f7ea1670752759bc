import { isBackOfficeRole, isStaffRole, tokenPayloadSchema, type Role, type TokenPayload } from '@mnch/shared';
import { getToken } from './token-store';

export { clearToken, getToken, setToken } from './token-store';

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
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

/**
 * The role the server last answered for a signed-in user (GET /api/auth/me, read by the back office on
 * every navigation: layouts/admin/current-user.ts). It wins over the role written in the token, which
 * is the role at sign-in: an admin's change of someone's role shows from their next navigation.
 */
let knownRole: { sub: string; role: Role } | null = null;

export function rememberRole(sub: string, role: Role): void {
  knownRole = { sub, role };
}

/** The signed-in user (any role), or null when the token is missing or expired. */
export function getSignedInSession(now = Date.now()): TokenPayload | null {
  const payload = decodeToken(getToken());
  if (!payload) return null;
  if (payload.exp * 1000 <= now) return null;
  return knownRole?.sub === payload.sub ? { ...payload, role: knownRole.role } : payload;
}

/** The signed-in member of staff (any back-office role, viewers included), or null when the token is missing, expired, or of no such role. */
export function getStaffSession(now = Date.now()): TokenPayload | null {
  const payload = getSignedInSession(now);
  if (!payload || !isBackOfficeRole(payload.role)) return null;
  return payload;
}

/**
 * The back office's one rule for its write controls (decision 33): administrators and editors see Add,
 * Edit, Delete, Publish, Upload, reorder and restore; a viewer reads and sees none of them. The API
 * refuses a viewer's writes (403) whatever the page shows.
 */
export function canWrite(role: Role | null | undefined): boolean {
  return !!role && isStaffRole(role);
}

/**
 * Who sees visitors' and staff's personal data in the back office (inquiries, event registrations,
 * subscribers, users): editors and administrators, not viewers (decision 33; the API answers a viewer 403).
 */
export function seesPersonalData(role: Role | null | undefined): boolean {
  return !!role && isStaffRole(role);
}
