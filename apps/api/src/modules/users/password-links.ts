import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { MESSAGES, PASSWORD_RESET_MESSAGES, passwordLinkMs, type PasswordLinkPurpose } from '@mnch/shared';
import type { Db } from '../../db/client';
import { passwordTokens, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { queueMail } from '../../lib/mail/outbox';
import { passwordLinkMail } from '../../lib/mail/templates';
import { assertAcceptablePassword } from '../../lib/passwords';
import type { ServiceDeps } from '../../lib/service-deps';
import { endAccess } from './end-access';
import { hashPassword } from './service';

/** The page a link opens (apps/web/app/features/auth/reset-password.route.tsx). */
export const RESET_PATH = '/reset-password/';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Who "Forgot password?" sends a link to: an active account that an administrator made for staff. A viewer
 * account without a password is a newsletter subscriber's from before subscribers had their own table
 * (drizzle/0027_retire_subscriber_accounts.sql removes them): never a way into the back office.
 */
const mayReset = (user: { role: string; status: string; passwordHash: string | null }) =>
  user.status === 'active' && (user.role !== 'viewer' || user.passwordHash !== null);

/**
 * Password links (docs/behaviour/mail.md): a single-use token of 32 random bytes goes in the link's path
 * (no personal data in it); only its SHA-256 is stored, with the address it was sent to: a link works
 * only while that is still the user's address. How long it works (a reset one hour, a new account's first
 * password three days) is `PASSWORD_LINK_HOURS` (packages/shared), which the message quotes too. The
 * message is queued in the transaction that stores the token (lib/mail/outbox.ts). Using a link sets the
 * password, ends every session and token of the user (decision 29) and deletes all the user's links; so
 * does every other change that must end them (./end-access.ts).
 */
export function createPasswordLinks({ db, config, now = () => new Date() }: Pick<ServiceDeps, 'db' | 'config' | 'now'>) {
  const siteUrl = config.publicConfig.siteUrl;

  /** Stores a new link for the user and queues its message, in `tx`. */
  async function queueLink(tx: Db, user: { id: number; name: string; email: string }, purpose: PasswordLinkPurpose) {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    // Links past their time are of no use: each new link clears the user's.
    await tx.delete(passwordTokens).where(and(eq(passwordTokens.userId, user.id), lte(passwordTokens.expiresAt, at)));
    await tx.insert(passwordTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      email: user.email,
      createdAt: at,
      expiresAt: new Date(at.getTime() + passwordLinkMs(purpose)),
    });
    const mail = passwordLinkMail({ siteUrl, name: user.name, url: `${siteUrl}${RESET_PATH}${token}`, purpose });
    await queueMail(tx, { to: user.email, ...mail, kind: purpose === 'welcome' ? 'password-welcome' : 'password-reset' });
  }

  return {
    queueLink,

    /**
     * "Forgot password?": queues a reset link when the address belongs to an active staff account, and
     * nothing otherwise. The result is for tests only: the route answers every case the same way.
     */
    async request(email: string): Promise<boolean> {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      if (!user || !mayReset(user)) return false;
      await db.transaction((tx) => queueLink(tx, user, 'reset'));
      return true;
    },

    /** An admin sends a user a reset link: 404 for no such user, 409 for an inactive account. */
    async sendTo(id: number): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw notFound(MESSAGES.users.notFound);
      if (user.status !== 'active') throw conflict(PASSWORD_RESET_MESSAGES.linkNotSent);
      await db.transaction((tx) => queueLink(tx, user, 'reset'));
    },

    /** Whether a token is a link that still works (the page says so before asking for a password). */
    async isValid(token: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: passwordTokens.userId })
        .from(passwordTokens)
        .innerJoin(users, and(eq(users.id, passwordTokens.userId), eq(users.email, passwordTokens.email)))
        .where(and(eq(passwordTokens.tokenHash, hashToken(token)), gt(passwordTokens.expiresAt, now()), eq(users.status, 'active')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Sets the password of the link's user, once: the link is taken (deleted) in the same transaction,
     * so two uses at once cannot both succeed. An unknown, used or expired link, an account no longer
     * active, or one whose address is no longer the one the link was sent to, is the same 400.
     */
    async use(token: string, password: string): Promise<void> {
      assertAcceptablePassword(password, 'password');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [link] = await tx
          .delete(passwordTokens)
          .where(and(eq(passwordTokens.tokenHash, hashToken(token)), gt(passwordTokens.expiresAt, now())))
          .returning({ userId: passwordTokens.userId, email: passwordTokens.email });
        const invalid = () =>
          badRequest(PASSWORD_RESET_MESSAGES.linkInvalid, [{ field: 'token', message: PASSWORD_RESET_MESSAGES.linkInvalid }]);
        if (!link) throw invalid();
        const updated = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, link.userId), eq(users.status, 'active'), eq(users.email, link.email)))
          .returning({ id: users.id });
        if (updated.length === 0) throw invalid();
        await endAccess(tx, [link.userId]);
      });
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
