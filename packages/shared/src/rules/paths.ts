/** Paths and addresses of stored files, without zod (pages use them; see ../schemas/uploads.ts). */

/** Where the server serves files kept on its own disk. */
export const UPLOADS_PATH = '/uploads/';

/** A key the site's storage generates: lower-case letters, digits, '.', '_' and '-', parts joined by '/', no `..`. */
const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
export const isStorageKey = (key: string) => STORAGE_KEY_PATTERN.test(key) && !key.includes('..');

/** A URL made by this site's storage: `/uploads/` then the generated key. */
export const isUploadPath = (value: string) => value.startsWith(UPLOADS_PATH) && isStorageKey(value.slice(UPLOADS_PATH.length));

/**
 * The shape of a URL object storage makes: an http(s) origin, then generated key parts (lower-case,
 * no `..`). The server also checks that it is its own storage's (`Storage.owns`).
 */
const STORED_URL_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~-]+)*\/[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
export const isStoredFileUrl = (value: string) => isUploadPath(value) || (STORED_URL_PATTERN.test(value) && !value.includes('..'));

/** True when a URL names a file in this site's uploads (`/uploads/...`, or under the configured uploads URL). */
export function isOwnUpload(url: string, uploadsUrl: string): boolean {
  if (url.startsWith(UPLOADS_PATH)) return true;
  return uploadsUrl !== UPLOADS_PATH && uploadsUrl !== '' && url.startsWith(uploadsUrl);
}

/**
 * True when a site path could step out of where it points once a browser or server decodes it: a `.`
 * or `..` segment, also percent-encoded (`%2e%2e`, `..%2f`), a backslash, or encoding that does not decode.
 */
export function hasDotSegments(value: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return true;
  }
  if (decoded.includes('\\')) return true;
  return decoded.split(/[/?#]/).some((segment) => segment === '.' || segment === '..');
}
