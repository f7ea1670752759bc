import { RateLimiterMemory } from 'rate-limiter-flexible';
import { LOGIN_ACCOUNT_WINDOW_MINUTES } from '@mnch/shared';

/**
 * Counts failed sign-ins per account (the email as typed, lower-cased, known or not), so that an
 * attacker who rotates addresses past the per-address limit still cannot try many passwords on
 * one account. After `maxFailures` failures within LOGIN_ACCOUNT_WINDOW_MINUTES the account is
 * refused - even with the right password - until the window ends; a success clears the count.
 * Kept in memory, per process (like the per-address limit).
 */
export function createLoginGuard(maxFailures: number) {
  const failures = new RateLimiterMemory({
    keyPrefix: 'login-failures',
    points: maxFailures,
    duration: LOGIN_ACCOUNT_WINDOW_MINUTES * 60,
  });
  const key = (email: string) => email.trim().toLowerCase();

  return {
    /** Seconds until this account may try again; 0 when it may try now. */
    async lockedFor(email: string): Promise<number> {
      const state = await failures.get(key(email));
      return state && state.consumedPoints >= maxFailures ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    async failed(email: string): Promise<void> {
      await failures.penalty(key(email), 1);
    },
    async succeeded(email: string): Promise<void> {
      await failures.delete(key(email));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
