import { meResponseSchema } from '@mnch/shared';
import { createApiClient } from '../../lib/api-client';
import { getToken, rememberRole } from '../../lib/session';
import type { StaffUser } from './guard';

/** How long a navigation waits for GET /api/auth/me before going on with what the token says. */
const ME_TIMEOUT_MS = 5000;

/**
 * The signed-in user as the server knows them now (GET /api/auth/me, one indexed read), asked on every
 * back-office navigation: a role an admin changed meanwhile takes effect at once (menus, admin-only
 * sections, the write controls), and a new name or avatar shows in the shell. The role is remembered
 * for the section pages' own checks (lib/session.ts). When the call fails (offline, or a session that
 * has ended: the page's own calls then open the sign-in dialog, decision 23), the token's claims stand.
 * The call uses its own client, without the browser client's sign-in dialog on a 401.
 */
export async function currentUser(fromToken: StaffUser, sub: string): Promise<StaffUser> {
  try {
    const client = createApiClient({ baseUrl: '', getToken });
    const { user } = (await client.get('/auth/me', meResponseSchema, { signal: AbortSignal.timeout(ME_TIMEOUT_MS) })).data;
    if (String(user.id) !== sub) return fromToken;
    rememberRole(sub, user.role);
    return { name: user.name, email: user.email, role: user.role, avatar: user.avatar };
  } catch {
    return fromToken;
  }
}
