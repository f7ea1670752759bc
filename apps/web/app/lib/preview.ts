import { ApiError, createApiClient, type ApiClient } from './api-client';
import { decodeToken, getToken } from './session';
import { isBackOfficeRole } from '@mnch/shared';

/** What a preview page shows: the item, the not-found page, a request to sign in again, or an error. */
export type Preview<T> = { state: 'ok'; item: T } | { state: 'not-found' } | { state: 'signed-out' } | { state: 'error' };

/**
 * Reads an item for a preview page (/preview/..., decision 26), in the browser, with the staff member's token: the
 * server renders no preview (it never sees the token, which lives in localStorage), and the API shows
 * drafts, scheduled and in-review items to back-office roles only (viewers too). Without a staff token the page is
 * the not-found page, as for a visitor; with an ended one it asks to sign in again. No request is made
 * without a staff token.
 */
export async function loadPreview<T>(read: (api: ApiClient) => Promise<T>, now = Date.now()): Promise<Preview<T>> {
  const payload = decodeToken(getToken());
  if (!payload || !isBackOfficeRole(payload.role)) return { state: 'not-found' };
  if (payload.exp * 1000 <= now) return { state: 'signed-out' };
  try {
    return { state: 'ok', item: await read(createApiClient({ baseUrl: '', getToken })) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { state: 'signed-out' };
    if (error instanceof ApiError && [400, 403, 404].includes(error.status)) return { state: 'not-found' };
    return { state: 'error' };
  }
}

/** The sign-in page, coming back to this preview afterwards. */
export const previewSignInHref = (path: string) => `/login?${new URLSearchParams({ expired: '1', redirectTo: path }).toString()}`;
