import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES, PAGE_QUERY_PARAMS, UNCACHED_PAGE_PATHS } from '@mnch/shared';
import { stillCurrent, type ContentKind, type ContentNow, type MadeAt } from './page-state';
import type { CountedRead } from './public-reads';

/** A rendered page as every anonymous visitor gets it, compressed once for each encoding. */
export interface CachedPage extends MadeAt {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** The body compressed, made the first time a visitor asks for each encoding. */
  br?: Buffer;
  gzip?: Buffer;
  /** The encodings made quickly for the page's first answer (COMPRESS), to be made well if it is asked again. */
  quick?: Set<'br' | 'gzip'>;
  /** A weak validator of the body (If-None-Match answers 304). */
  etag: string;
  /** Reads the page counted when rendered; a visitor it is served to from the cache counts them too. */
  reads: CountedRead[];
  /**
   * Every header a visitor gets with the page but X-Page-Cache, Content-Encoding and Content-Length: its
   * own (`headers`), the cache's (`createPageCache`'s `headers`) and the ETag, made once when it is kept.
   */
  sent: Record<string, string>;
}

export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** The kinds of content its loaders read. */
  kinds: Iterable<ContentKind>;
  reads: CountedRead[];
}

/** Where a request's page is kept: the key, and the address to render it at (the same address). */
export interface PageAddress {
  key: string;
  url: URL;
}

const DATA_SUFFIX = '.data';
/** React Router's parameter of a client navigation's data request (which routes' loaders run). */
const ROUTES_PARAM = '_routes';

/** The known query parameters of a page path (PAGE_QUERY_PARAMS), trailing slash ignored. */
function knownParams(pathname: string): readonly string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = PAGE_QUERY_PARAMS[path];
  if (exact) return exact;
  const slash = path.indexOf('/', 1);
  return slash > 0 ? (PAGE_QUERY_PARAMS[`${path.slice(0, slash)}/*`] ?? []) : [];
}

/**
 * The cache address of an anonymous GET or HEAD of a public page (or of its data, for client
 * navigation), or null when the answer is not kept: signed-in requests, the back office, the sign-in
 * page, the document viewer and anything under /api. The query keeps only the page's own parameters
 * (PAGE_QUERY_PARAMS), each once, in their listed order; the page is then rendered at exactly that
 * address, so other parameters or orders can neither change it nor add entries.
 */
export function pageAddress(method: string, url: URL, signedIn: boolean): PageAddress | null {
  if ((method !== 'GET' && method !== 'HEAD') || signedIn) return null;
  const { pathname } = url;
  if (UNCACHED_PAGE_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`))) {
    return null;
  }
  const data = pathname.endsWith(DATA_SUFFIX);
  const pagePath = data ? pathname.slice(0, -DATA_SUFFIX.length).replace(/^\/_root$/, '/') : pathname;
  const names = data ? [...knownParams(pagePath), ROUTES_PARAM] : knownParams(pagePath);
  const query = new URLSearchParams();
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  const normal = new URL(`${url.origin}${pathname}${search ? `?${search}` : ''}`);
  return { key: `${pathname}${normal.search}`, url: normal };
}

/** Whether an Accept-Encoding header takes `name` (an explicit or wildcard entry whose q is not 0). */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (token === name) return allowed;
    if (token === '*') wildcard = allowed;
  }
  return wildcard;
}

/** Accept-Encoding headers whose answer is remembered at most (the list starts again when full). */
const ENCODING_HEADERS_KEPT = 64;

/**
 * Compression for a page's first answer (`quick`) and for a page asked again (`kept`). Most addresses
 * that miss the cache are asked once (a visitor's new search): their one answer is compressed at a
 * lower level, which takes two thirds of the time for about a tenth more bytes; a page asked a second
 * time is compressed again, well, and kept so (docs/performance.md, "Searches and the first view after a write").
 */
const LEVELS = { quick: { br: 4, gzip: 4 }, kept: { br: 6, gzip: 6 } } as const;
const COMPRESS = {
  br: (body: Buffer, quality: number) =>
    brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer, level: number) => gzipSync(body, { level }),
} as const;

/**
 * Rendered public pages (plugins/web.ts), each kept while the versions of the kinds of content it shows
 * are those it was rendered at and its time lasts (ContentNow). Bounded by PAGE_CACHE_MAX_ENTRIES pages and
 * PAGE_CACHE_MAX_BYTES bytes (bodies and their compressed copies), least recently used first out,
 * so no flood of addresses or hosts can exhaust memory.
 */
export function createPageCache(now: () => number = Date.now, options: { headers?: Record<string, string> } = {}) {
  const cacheHeaders = options.headers ?? {};
  /** The encoding each Accept-Encoding header takes, by the header (browsers send a few different ones). */
  const encodings = new Map<string, 'br' | 'gzip' | null>();
  const encodingFor = (header: string | undefined): 'br' | 'gzip' | null => {
    let encoding = encodings.get(header ?? '');
    if (encoding === undefined) {
      encoding = acceptsEncoding(header, 'br') ? 'br' : acceptsEncoding(header, 'gzip') ? 'gzip' : null;
      if (encodings.size >= ENCODING_HEADERS_KEPT) encodings.clear();
      encodings.set(header ?? '', encoding);
    }
    return encoding;
  };
  const pages = new LRUCache<string, CachedPage>({
    max: PAGE_CACHE_MAX_ENTRIES,
    maxSize: PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (page) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 512,
  });

  return {
    /** The page kept at `key` if it is still right for `content` (an out-of-date page goes). */
    get(key: string, content: ContentNow): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (!stillCurrent(page, content, now())) {
        pages.delete(key);
        return null;
      }
      return page;
    },
    /**
     * Keeps a rendered page with the versions of what it shows as they were when it began to render
     * (`content`), so a change during the rendering leaves it out of date at once; answers it.
     */
    set(key: string, rendered: RenderedPage, content: ContentNow): CachedPage {
      const { kinds, ...rest } = rendered;
      const etag = `W/"${createHash('sha256').update(rendered.body).digest('base64url').slice(0, 27)}"`;
      const page: CachedPage = {
        ...rest,
        etag,
        versions: Object.fromEntries([...kinds].map((kind) => [kind, content.versions[kind]])),
        validUntil: content.validUntil,
        sent: { ...Object.fromEntries(rendered.headers), ...cacheHeaders, etag },
      };
      pages.set(key, page);
      return page;
    },
    /**
     * The page's body in the best encoding the request accepts (br, then gzip), or as it is: compressed
     * quickly for its first answer (`first`: the render's own), well for any later one, and kept with
     * the page (its size counted against the bound).
     */
    encoded(
      key: string,
      page: CachedPage,
      acceptEncoding: string | undefined,
      first = false,
    ): { body: Buffer; encoding: 'br' | 'gzip' | null } {
      const encoding = encodingFor(acceptEncoding);
      if (!encoding) return { body: page.body, encoding };
      let body = page[encoding];
      const quick = page.quick?.has(encoding) === true;
      if (!body || (quick && !first)) {
        body = page[encoding] = COMPRESS[encoding](page.body, LEVELS[first ? 'quick' : 'kept'][encoding]);
        if (first) (page.quick ??= new Set()).add(encoding);
        else page.quick?.delete(encoding);
        // Set again (lru-cache sizes an entry when it is set, not when the same value is set twice).
        if (pages.peek(key) === page) {
          pages.delete(key);
          pages.set(key, page);
        }
      }
      return { body, encoding };
    },
    /** How many pages are held now. */
    get size(): number {
      return pages.size;
    },
    /** The bytes they take (bodies and compressed copies). */
    get bytes(): number {
      return pages.calculatedSize;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
