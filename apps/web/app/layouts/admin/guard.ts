import type { Role } from '@mnch/shared';
import { decodeToken, getStaffSession, getToken } from '../../lib/session';

/** What the back-office shell needs to know about the signed-in staff member. */
export interface StaffUser {
  name: string;
  email: string;
  role: Role;
}

export type AdminAccess = { allowed: true; user: StaffUser } | { allowed: false; redirectTo: string };

/**
 * The /admin guard (the API checks every write again): a stored token that is valid, unexpired and carries the
 * admin or editor role opens the back office. Anything else goes to /login with the requested path,
 * and `expired=1` when the token was a staff member's that has run out.
 */
export function checkAdminAccess(url: URL, now = Date.now()): AdminAccess {
  const session = getStaffSession(now);
  if (session) return { allowed: true, user: { name: session.name, email: session.email, role: session.role } };
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  const payload = decodeToken(getToken());
  if (payload && payload.exp * 1000 <= now) params.set('expired', '1');
  return { allowed: false, redirectTo: `/login?${params.toString()}` };
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  viewer: 'Subscriber',
};
