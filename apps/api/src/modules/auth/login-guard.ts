import { createHash } from 'node:crypto';
import type { LRUCache } from 'lru-cache';
import { growingLru } from '../../lib/growing-lru';
import { LOGIN_DELAY } from '@mnch/shared';

/** Failures so far, and the time (ms) before which the next attempt is refused. */
interface Failures {
  count: number;
  until: number;
}

export interface LoginGuardOptions {
  /** Failures per (account, address) before each attempt from that pair waits (LOGIN_FREE_FAILURES). */
  freeFailures: number;
  /** Failures per account, from addresses it has not signed in from lately, before the account-wide delay (LOGIN_ACCOUNT_FREE_FAILURES). */
  accountFreeFailures: number;
  /** Most entries each table keeps (LOGIN_DELAY.maxEntries). */
  maxEntries?: number;
  now?: () => Date;
}

/**
 * Slows password guessing without letting a stranger lock staff out (decision 10). Failed sign-ins are
 * counted per account (the email as typed, lower-cased, known or not) and client address together: the
 * first `freeFailures` are free, then each further attempt from that pair waits a delay that starts at
 * one second and doubles with each failure, up to LOGIN_DELAY.maxDelaySeconds; a success clears the
 * pair. Failures are also counted per account across addresses, with a higher threshold and the same
 * growing delay, so that rotating addresses does not help; an address the account signed in from within
 * LOGIN_DELAY.trustedAddressDays is spared that account-wide delay, so its owner keeps signing in.
 *
 * Kept in memory, per process (like the per-address limit), in three LRU tables of at most `maxEntries`
 * each, whatever an attacker sends. Keys are SHA-256 hashes: fixed size, and no email or address kept in clear.
 */
export function createLoginGuard(options: LoginGuardOptions) {
  const { freeFailures, accountFreeFailures } = options;
  const max = options.maxEntries ?? LOGIN_DELAY.maxEntries;
  const now = () => (options.now ? options.now().getTime() : Date.now());
  const forgetMs = LOGIN_DELAY.forgetAfterHours * 3_600_000;
  const pairs = growingLru<string, Failures>(max, { ttl: forgetMs });
  const accounts = growingLru<string, Failures>(max, { ttl: forgetMs });
  const trusted = growingLru<string, true>(max, { ttl: LOGIN_DELAY.trustedAddressDays * 86_400_000 });

  const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');
  const accountKey = (email: string) => hash('account', email.trim().toLowerCase());
  const pairKey = (email: string, address: string) => hash('pair', email.trim().toLowerCase(), address);

  /** The delay after `count` failures where `free` are free: 0, then 1 s, 2 s, 4 s ... up to the cap. */
  function delayMs(count: number, free: number): number {
    if (count < free) return 0;
    const seconds = LOGIN_DELAY.firstDelaySeconds * 2 ** Math.min(count - free, 30);
    return Math.min(seconds, LOGIN_DELAY.maxDelaySeconds) * 1000;
  }

  function record(table: LRUCache<string, Failures>, key: string, free: number) {
    const count = (table.get(key)?.count ?? 0) + 1;
    table.set(key, { count, until: now() + delayMs(count, free) });
  }

  const remaining = (entry: Failures | undefined) => (entry ? Math.max(0, entry.until - now()) : 0);

  return {
    /** Seconds this account must wait before trying from this address; 0 when it may try now. */
    waitFor(email: string, address: string): number {
      const pair = remaining(pairs.get(pairKey(email, address)));
      const account = trusted.has(pairKey(email, address)) ? 0 : remaining(accounts.get(accountKey(email)));
      const ms = Math.max(pair, account);
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    failed(email: string, address: string): void {
      const pair = pairKey(email, address);
      record(pairs, pair, freeFailures);
      // Mistakes from an address the account uses do not count against it from elsewhere.
      if (!trusted.has(pair)) record(accounts, accountKey(email), accountFreeFailures);
    },
    /**
     * Clears the pair's failures and remembers the address for this account. The account-wide count is
     * kept (it expires LOGIN_DELAY.forgetAfterHours after its last failure): the owner signing in must not
     * hand a guesser on other addresses a fresh set of free attempts.
     */
    succeeded(email: string, address: string): void {
      const pair = pairKey(email, address);
      pairs.delete(pair);
      trusted.set(pair, true);
    },
    /** How many entries each table holds (for the memory-bound test). */
    sizes() {
      return { pairs: pairs.size, accounts: accounts.size, trusted: trusted.size };
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
