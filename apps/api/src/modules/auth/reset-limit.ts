import { createHash } from 'node:crypto';
import { growingLru } from '../../lib/growing-lru';

/** Reset links one address may be sent in an hour; asks beyond are answered the same way and send nothing. */
export const RESET_LINKS_PER_ACCOUNT_PER_HOUR = 3;
/** The least time POST /api/auth/forgot-password takes, so a known address answers no slower than an unknown one. */
export const FORGOT_PASSWORD_MIN_MS = 250;
const MAX_ENTRIES = 10_000;

/**
 * Counts reset asks per account - the typed address, lower-cased, known or not, so the count says
 * nothing about which addresses have accounts - over a sliding hour, in memory, per process (like the
 * sign-in limits of decision 10). Keys are SHA-256 hashes: no address is kept in clear. At most
 * MAX_ENTRIES addresses are tracked, least recently asked first out.
 */
export function createResetRequestLimit(options: { now?: () => Date; perHour?: number } = {}) {
  const perHour = options.perHour ?? RESET_LINKS_PER_ACCOUNT_PER_HOUR;
  const now = () => (options.now ? options.now().getTime() : Date.now());
  const asks = growingLru<string, number[]>(MAX_ENTRIES);
  const key = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return {
    /** Counts an ask; true when a link may be sent for it. */
    take(email: string): boolean {
      const k = key(email);
      const since = now() - 3_600_000;
      const recent = (asks.get(k) ?? []).filter((t) => t > since);
      const allowed = recent.length < perHour;
      if (allowed) recent.push(now());
      asks.set(k, recent);
      return allowed;
    },
  };
}
