import { MESSAGES, loginResponseSchema, type loginSchema } from '@mnch/shared';
import type { z } from 'zod';
import { ApiError, api } from '../../lib/api-client';
import { clearToken, getSignedInSession, setToken } from '../../lib/session';

export type LoginCredentials = z.output<typeof loginSchema>;

/** A sign-in that the server accepted but the back office cannot use (e.g. a subscriber's account). */
export class SignInError extends Error {
  override readonly name = 'SignInError';
}

/**
 * POST /api/auth/login, then keep the token if it is valid and unexpired. A viewer's token is kept
 * too: the back office opens to them read-only (decision 33). Throws ApiError (the server's message) or SignInError.
 */
export async function signIn(credentials: LoginCredentials) {
  const response = await api.post('/auth/login', credentials, loginResponseSchema).catch((error: unknown) => {
    // An accepted call whose answer carries no token (another form) is a failed sign-in, not a message to show.
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) throw new SignInError(MESSAGES.auth.loginFailed);
    throw error;
  });
  const token = response.data.tokens.accessToken;
  if (!token) throw new SignInError(MESSAGES.auth.loginFailed);
  setToken(token);
  const session = getSignedInSession();
  if (!session) {
    clearToken();
    throw new SignInError(MESSAGES.auth.loginFailed);
  }
  return session;
}

/** The text shown when signing in failed: the server's message, else the generic one. */
export function signInErrorMessage(error: unknown): string {
  if ((error instanceof ApiError || error instanceof SignInError) && error.message) return error.message;
  return MESSAGES.auth.loginFailed;
}
