import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordTokens, sessions, users } from '../../db/schema';

/**
 * The one place that ends what lets someone into an account other than its password, called from every
 * change that must end it (./service.ts, ./password-links.ts; docs/security.md, "Password links outlived
 * the changes that should end them"):
 *
 * - `endPasswordLinks`: every outstanding password link of the users, reset and welcome alike. On its
 *   own for a role change (the sessions go on, the next request sees the new role: decision 29).
 * - `endAccess`: those links, every session, and every token (the token version advances, decision 15),
 *   for a password set by the owner, by an administrator or through a link, an email change,
 *   deactivation (one user or in bulk) and "Sign out of all devices".
 *
 * Both run in the caller's transaction, so the change and the ending commit together.
 */
export async function endPasswordLinks(tx: Db, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(passwordTokens).where(inArray(passwordTokens.userId, ids));
}

/** Ends every session, token and password link of these users; answers each user's new token version. */
export async function endAccess(tx: Db, ids: number[]): Promise<Array<{ id: number; tokenVersion: number }>> {
  if (!ids.length) return [];
  const rows = await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(inArray(users.id, ids))
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  await tx.delete(sessions).where(inArray(sessions.userId, ids));
  await endPasswordLinks(tx, ids);
  return rows;
}
