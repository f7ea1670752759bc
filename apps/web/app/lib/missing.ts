import { ApiError } from './api-client';

/**
 * The API found nothing (404), or refused the address itself (400: a slug holding NUL or a broken
 * character, which no item has): either way a page shows its not-found state, never a 502.
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
