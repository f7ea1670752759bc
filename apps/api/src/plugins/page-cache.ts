import { LRUCache } from 'lru-cache';
import { FIXED_CONTENT_PAGES, PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_SECONDS } from '@mnch/shared';

/** A rendered page as the server answered it, with the script nonce it was rendered with. */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  nonce: string;
}

const FIXED = new Set<string>(FIXED_CONTENT_PAGES);

/**
 * The rendered HTML of fixed-content pages (FIXED_CONTENT_PAGES), kept for PAGE_CACHE_SECONDS per path.
 * The key is the path alone: the pages name the configured public origin (apps/api/src/config.ts), never
 * the request's Host, so one entry serves every host name a client sends, and the cache never holds more
 * than PAGE_CACHE_MAX_ENTRIES pages (least recently used first out). Each answer gets its own nonce: the
 * cached page's nonce is replaced by the new one, so the Content-Security-Policy stays per response.
 * Pages with a query string are rendered afresh.
 */
export function createPageCache(now: () => number = Date.now) {
  const pages = new LRUCache<string, CachedPage>({
    max: PAGE_CACHE_MAX_ENTRIES,
    ttl: PAGE_CACHE_SECONDS * 1000,
    // Expiry follows the given clock (tests move it), read afresh on every get.
    perf: { now },
    ttlResolution: 0,
  });
  return {
    /** The cache key of a request (its path), or null when its answer is not cached. */
    keyFor(method: string, url: URL): string | null {
      if (method !== 'GET' || url.search || !FIXED.has(url.pathname)) return null;
      return url.pathname;
    },
    get(key: string, nonce: string): { status: number; headers: Array<[string, string]>; body: string } | null {
      const page = pages.get(key);
      if (!page) return null;
      return { status: page.status, headers: page.headers, body: page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body };
    },
    set(key: string, page: CachedPage): void {
      pages.set(key, page);
    },
    /** How many pages are held now. */
    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
