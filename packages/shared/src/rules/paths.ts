import { TEXT_LIMITS } from '../constants';

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

/**
 * The one rule for a link or image reference the site stores or shows: an absolute http(s) address
 * with a host, or a path on this site. Never javascript:, data:, mailto: or any other scheme, never a
 * protocol-relative `//host`, never whitespace, a backslash, user info (`user@host`) or a `.`/`..`
 * segment. (In this file, with the upload paths it builds on, so that pages load one small module.)
 */

const HTTP_LINK = /^https?:\/\/[^\s/?#\\@]+(?:[/?#][^\s\\]*)?$/i;
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An absolute http(s) address with a host (no user info, whitespace or backslash). */
export function isHttpLink(value: string): boolean {
  if (value.length > TEXT_LIMITS.url || !HTTP_LINK.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site: one leading `/`, no whitespace, backslash or dot segment. */
export const isSitePath = (value: string) => value.length <= TEXT_LIMITS.url && SITE_PATH.test(value) && !hasDotSegments(value);

/** Which site paths a field takes: any path on the site, or only uploaded files (`/uploads/...`). */
export type LinkPaths = 'site' | 'uploads';

/**
 * The stored form of an acceptable link: trimmed, a relative path given its leading `/`
 * (`uploads/a.pdf` -> `/uploads/a.pdf`). Null when the value is not acceptable.
 */
export function normaliseLink(value: string, paths: LinkPaths = 'site'): string | null {
  const v = value.trim();
  if (!v) return null;
  if (isHttpLink(v)) return v;
  const path = v.startsWith('/') || HAS_SCHEME.test(v) ? v : `/${v}`;
  if (!isSitePath(path)) return null;
  if (paths === 'uploads' && !path.startsWith(UPLOADS_PATH)) return null;
  return path;
}

/** True when the value is an acceptable link exactly as given (no trimming or added slash needed). */
export const isLink = (value: string, paths: LinkPaths = 'site') => value !== '' && normaliseLink(value, paths) === value;

/**
 * The public addresses built from a slug (the slug rule is ../schemas/slugs.ts), one helper each, used
 * wherever an address is made (pages, sitemap, structured data, calendar files, the back office,
 * redirects; decision 28): an article or newsletter's page, an event's dialog on the events page, a
 * project's page in research. Here, beside the paths every public page loads, not with the slug rule (zod).
 */
export const articlePath = (slug: string) => `/article/${slug}`;
/** The query parameter of the events page that opens an event's dialog (`/events?event={slug}`). */
export const EVENT_PARAM = 'event';
export const eventPath = (slug: string) => `/events?${EVENT_PARAM}=${slug}`;
export const projectPath = (slug: string) => `/research/${slug}`;
/** A publication's page, with its abstract, citation export and the scholarly meta tags. */
export const publicationPath = (slug: string) => `/publications/${slug}`;

/**
 * The newsletter's links in mail (docs/behaviour/mail.md), each carrying the subscriber's own token: the
 * page that confirms a subscription (double opt-in), the unsubscribe page (works without signing in and
 * without scripts) and the one-click unsubscribe address of the `List-Unsubscribe` header (RFC 8058: a
 * POST with the body `List-Unsubscribe=One-Click`).
 */
export const confirmSubscriptionPath = (token: string) => `/newsletter/confirm/${token}`;
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;
export const oneClickUnsubscribePath = (token: string) => `/api/newsletter/unsubscribe/${token}`;
