import { TEXT_LIMITS } from '../constants';
import { UPLOADS_PATH, hasDotSegments } from './paths';

/**
 * The one rule for a link or image reference the site stores or shows: an absolute http(s) address
 * with a host, or a path on this site. Never javascript:, data:, mailto: or any other scheme, never a
 * protocol-relative `//host`, never whitespace, a backslash, user info (`user@host`) or a `.`/`..`
 * segment. Without zod, so that pages can use it.
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
