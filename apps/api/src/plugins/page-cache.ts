import { FIXED_CONTENT_PAGES, PAGE_CACHE_SECONDS } from '@mnch/shared';

/** A rendered page as the server answered it, with the script nonce it was rendered with. */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  nonce: string;
  expires: number;
}

const FIXED = new Set<string>(FIXED_CONTENT_PAGES);

/**
 * The rendered HTML of fixed-content pages (FIXED_CONTENT_PAGES), kept for PAGE_CACHE_SECONDS per
 * host and path. Each answer gets its own nonce: the cached page's nonce is replaced by the new one,
 * so the Content-Security-Policy stays per response. Pages with a query string are rendered afresh.
 */
export function createPageCache(now: () => number = Date.now) {
  const pages = new Map<string, CachedPage>();
  return {
    /** The cache key of a request, or null when its answer is not cached. */
    keyFor(method: string, host: string, url: URL): string | null {
      if (method !== 'GET' || url.search || !FIXED.has(url.pathname)) return null;
      return `${host}${url.pathname}`;
    },
    get(key: string, nonce: string): { status: number; headers: Array<[string, string]>; body: string } | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.expires <= now()) {
        pages.delete(key);
        return null;
      }
      return { status: page.status, headers: page.headers, body: page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body };
    },
    set(key: string, page: Omit<CachedPage, 'expires'>): void {
      pages.set(key, { ...page, expires: now() + PAGE_CACHE_SECONDS * 1000 });
    },
  };
}
