import type { Role } from '@mnch/shared';
import { decodeToken, getSignedInSession, getToken } from '../../lib/session';

/** What the back-office shell needs to know about the signed-in user. */
export interface StaffUser {
  name: string;
  email: string;
  role: Role;
  /** Their avatar (an uploaded image's address), once the server has answered GET /api/auth/me. */
  avatar?: string | null;
}

export type AdminAccess = { allowed: true; user: StaffUser; sub: string } | { allowed: false; redirectTo: string };

/**
 * The /admin guard (the API checks every call again): a stored token that is valid and unexpired is let
 * through with the user it names; the layout opens the back office to every role (a viewer reads only:
 * decision 33). Anything else goes to /login with the requested path, and
 * `expired=1` when the token has run out.
 */
export function checkAdminAccess(url: URL, now = Date.now()): AdminAccess {
  const session = getSignedInSession(now);
  if (session) return { allowed: true, user: { name: session.name, email: session.email, role: session.role }, sub: session.sub };
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  const payload = decodeToken(getToken());
  if (payload && payload.exp * 1000 <= now) params.set('expired', '1');
  return { allowed: false, redirectTo: `/login?${params.toString()}` };
}

export { ROLE_LABELS } from '@mnch/shared';
