import { ApiError } from './api-client';

/**
 * What `read` answers; `fallback` when the API refuses it (an ApiError: the page shows its empty
 * state, never a 502). Any other error is thrown on.
 */
export async function orWhenRefused<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return fallback;
  }
}
