import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { PAGE_SHARED_MAX_AGE, PAGE_STALE_WHILE_REVALIDATE, movedPageAddress, type WebLoadContext } from '@mnch/shared';
import { webRoot } from '../lib/paths';
import { inlineScriptHashes, withScriptSources } from '../lib/script-hashes';
import { LRUCache } from 'lru-cache';
import { createPageCache, pageAddress, type CachedPage, type PageAddress, type PageCache } from './page-cache';
import type { ContentNow } from './page-state';
import { createRenderQueue, RENDER_RETRY_AFTER_SECONDS, type RenderLane, type RenderQueueStats } from './render-queue';
import { createPublicReads, type CountedRead, type PageReads } from './public-reads';
import { createReadMemo } from './read-memo';
import { createPublicWrites } from './public-writes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache of rendered public pages (null in development or without the web app). */
    pageCache: PageCache | null;
    /** The queue of page renders: how many run and wait now, and counts so far (tests). */
    renderQueue: { stats(): RenderQueueStats };
  }
}

/**
 * Serves the web app from the same process: hashed assets (immutable), other static files, and
 * React Router's server rendering for every other non-API path, its loaders reading through the API's
 * services in this process (plugins/public-reads.ts). Anonymous public pages are kept rendered until
 * the content changes (plugins/page-cache.ts, plugins/page-state.ts) and carry an ETag and a
 * Cache-Control a shared cache in front may follow (decision 17). In development, Vite's middleware
 * gives hot reload instead.
 */
export default fp(async function web(app: FastifyInstance) {
  const root = webRoot();
  const dev = app.config.env === 'development';
  let getBuild: () => Promise<ServerBuild>;

  if (dev) {
    // The web app's own Vite (apps/web may pin a different major than the one hoisted to the root).
    const localVite = path.join(root, 'node_modules', 'vite', 'dist', 'node', 'index.js');
    const { createServer } = (await import(existsSync(localVite) ? pathToFileURL(localVite).href : 'vite')) as typeof import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      root,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(root, 'build', 'client');
    const serverEntry = path.join(root, 'build', 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built (${serverEntry} is missing). Run \`npm run build\` first.`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    // The hashed assets under one route (`/assets/*`, a file looked up when asked): a route per file
    // made the start register a thousand (with their .br and .gz copies), half a second of it. The
    // few files beside them (the favicon) have a route each. Both serve the .br / .gz copies made at
    // build time (apps/web/scripts/precompress.mjs) to browsers that take them.
    const statics = { index: false, decorateReply: false, preCompressed: true } as const;
    await app.register(fastifyStatic, {
      ...statics,
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      setHeaders(res) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    await app.register(fastifyStatic, {
      ...statics,
      root: clientDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      setHeaders(res) {
        res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  const { createRequestHandler } = await import('react-router');
  const mode = dev ? 'development' : 'production';
  // Production's build never changes, so its request handler (routes, static handler) is made once;
  // development takes Vite's current build for every request.
  const productionHandler = dev ? null : createRequestHandler(await getBuild(), mode);

  const siteOrigin = new URL(app.config.publicConfig.siteUrl).origin;
  // Browsers ask again every time (a 304 when unchanged): their caches honour stale-while-revalidate
  // too, and a client navigation's data must never be an old copy. A shared cache may keep a page for
  // PAGE_SHARED_MAX_AGE; a CDN that reads CDN-Cache-Control (RFC 9213) may also serve it stale while it
  // asks again (decision 17).
  const pageCaching = `public, max-age=0, must-revalidate, s-maxage=${PAGE_SHARED_MAX_AGE}`;
  const cdnCaching = `public, max-age=${PAGE_SHARED_MAX_AGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`;
  // Public pages are kept rendered (not in development, where code changes): plugins/page-cache.ts. Each
  // kept page carries its whole set of headers, made once.
  const pageCache = dev
    ? null
    : createPageCache(() => app.clock().getTime(), {
        headers: { 'cache-control': pageCaching, 'cdn-cache-control': cdnCaching, vary: 'Accept-Encoding' },
      });
  app.decorate('pageCache', pageCache);
  // What those pages read, kept by the same rule, for the pages that miss (plugins/read-memo.ts).
  const readMemo = dev ? null : createReadMemo(() => app.clock().getTime());

  /** Every render goes through one bounded queue (plugins/render-queue.ts; docs/performance.md). */
  const renderQueue = createRenderQueue<Rendered>({
    concurrency: app.config.renderWork.concurrency,
    maxWaiting: app.config.renderWork.queue,
  });
  app.decorate('renderQueue', { stats: renderQueue.stats });

  /**
   * Where an anonymous GET or HEAD of `request.url` goes: the address it is rendered at on the public
   * origin, a renamed parameter's new address (`moved`), and its page cache address. Worked out once per
   * address seen lately (a cached page's hit parses no URL).
   */
  const addresses = new LRUCache<string, { url: URL; moved: string | null; kept: PageAddress | null }>({ max: ADDRESSES_KEPT });
  const addressOf = (rawUrl: string, method: string) => {
    const get = method === 'GET' || method === 'HEAD';
    let found = get ? addresses.get(rawUrl) : undefined;
    if (!found) {
      // The request's address on the configured public origin: the Host header a client sends never
      // reaches the pages (their canonical links, Open Graph addresses) nor the page cache's keys.
      const url = new URL(`${siteOrigin}${rawUrl.startsWith('/') ? '' : '/'}${rawUrl}`);
      // A parameter a page has renamed (`/events?search=` is `q` now, packages/shared/src/page-urls.ts):
      // the same address under the new names, for good, before the page cache sees it.
      const moved = get ? movedPageAddress(url.pathname, url.search) : null;
      found = { url, moved, kept: get ? pageAddress('GET', url, false) : null };
      if (get && rawUrl.length <= ADDRESS_KEPT_MAX_LENGTH) addresses.set(rawUrl, found);
    }
    return found;
  };

  // Reads counted by pages answered from the cache go to the database in batches (modules/articles/service.ts).
  let readsTimer: NodeJS.Timeout | null = null;
  const flushReads = () =>
    app.services.articles.flushReads().catch((err: unknown) => app.log.error({ err }, 'could not write the read counts of cached pages'));
  const flushReadsSoon = () => {
    readsTimer ??= setTimeout(() => {
      readsTimer = null;
      void flushReads();
    }, READS_FLUSH_MS);
    readsTimer.unref();
  };
  app.addHook('onClose', async () => {
    if (readsTimer) clearTimeout(readsTimer);
    readsTimer = null;
    await flushReads();
  });

  /**
   * React Router's answer for `url`, its loaders reading (and a posted form's action writing) in this
   * process as the request's visitor.
   */
  async function renderAt(
    url: URL,
    request: FastifyRequest,
    reply: FastifyReply,
    reads: PageReads,
    kept: boolean,
    abortable: boolean,
    content: ContentNow | null,
  ): Promise<Response> {
    const handler = productionHandler ?? createRequestHandler(await getBuild(), mode);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      // A page that will be kept for everyone is rendered without the credential it came with (one that
      // named no session: see `hasSession`), so nothing it shows can ever depend on one.
      if (kept && key === 'authorization') continue;
      if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
      else headers.set(key, value);
    }
    const controller = new AbortController();
    // A render shared by identical requests runs to its end for the others (and the cache) when its own client goes.
    if (abortable) reply.raw.once('close', () => controller.abort());
    const context: WebLoadContext = {
      read: createPublicReads(
        app.services,
        app.visitors.of(request),
        reads,
        kept && readMemo && content ? { memo: readMemo, content } : undefined,
      ),
      write: createPublicWrites(app, request),
      publicConfig: app.config.publicConfig,
    };
    if (request.method === 'POST') {
      const body = typeof request.body === 'string' ? request.body : '';
      // The post's origin was checked (sameSite); React Router checks it again against the address the
      // page is rendered at, which is on the public origin even when the site was reached at another
      // of its addresses.
      if (headers.has('origin')) headers.set('origin', siteOrigin);
      return handler(new Request(url, { method: 'POST', headers, body, signal: controller.signal }), context as never);
    }
    // A HEAD is rendered as the GET it stands for (the page cache keeps that page); its answer goes without the body.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    return handler(new Request(url, { method, headers, signal: controller.signal }), context as never);
  }

  /** The answer's headers to keep, with the policy naming its inline scripts' hashes (lib/script-hashes.ts). */
  function pageHeaders(response: Response, body: Buffer, reply: FastifyReply): Array<[string, string]> {
    const headers = [...response.headers].filter(([key]) => key !== 'set-cookie' && key !== 'content-length');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && /^text\/html/i.test(response.headers.get('content-type') ?? '')) {
      headers.push(['content-security-policy', withScriptSources(policy, inlineScriptHashes(body.toString('utf8')))]);
    }
    return headers;
  }

  /** Counts the reads a page counted when rendered as this request's visitor's too (a page from the cache, or a render another request made). */
  function countReads(request: FastifyRequest, reads: readonly CountedRead[]) {
    if (!reads.length) return;
    const visitor = app.visitors.of(request);
    let counted = false;
    for (const read of reads) counted = app.services.articles.countReadLater(read.article, visitor) || counted;
    if (counted) flushReadsSoon();
  }

  function sendCached(request: FastifyRequest, reply: FastifyReply, cache: PageCache, key: string, page: CachedPage, hit: boolean) {
    reply.headers(page.sent);
    reply.header('x-page-cache', hit ? 'hit' : 'miss');
    const match = request.headers['if-none-match'];
    if (match && (match === page.etag || match.split(',').some((tag) => tag.trim() === page.etag || tag.trim() === '*'))) {
      return reply.status(304).send();
    }
    reply.status(page.status);
    const { body, encoding } = cache.encoded(key, page, request.headers['accept-encoding'], !hit);
    if (encoding) reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return request.method === 'HEAD' ? reply.send() : reply.send(body);
  }

  /**
   * Whether the request is signed in: a bearer token of a live session of an active user (plugins/auth.ts).
   * Only such a request skips the page cache. Any other Authorization header (`Bearer x`, a forged or
   * expired token, an ended session, another scheme) is an anonymous visitor's request and is answered
   * from the cache like one; checking it costs a signature check, and a database read only for a token
   * this site signed.
   */
  async function hasSession(request: FastifyRequest): Promise<boolean> {
    if (request.headers.authorization === undefined) return false;
    try {
      return (await app.identify(request)) !== null;
    } catch {
      return false;
    }
  }

  /** Whether the request's client has gone (its connection closed before the answer). */
  function goneFlag(reply: FastifyReply): () => boolean {
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
    });
    return () => gone || reply.raw.destroyed;
  }

  /** One render's answer, as every request that shared it gets it. */
  async function renderOnce(
    url: URL,
    address: PageAddress | null,
    content: ContentNow | null,
    request: FastifyRequest,
    reply: FastifyReply,
    shared: boolean,
  ): Promise<Rendered> {
    const reads: PageReads = { kinds: new Set(), counted: [] };
    const response = await renderAt(url, request, reply, reads, address !== null, !shared, content);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = pageHeaders(response, body, reply);
    const cookies = response.headers.getSetCookie();
    if (address && pageCache && content && (response.status === 200 || response.status === 404) && !cookies.length) {
      const page = pageCache.set(
        address.key,
        { status: response.status, headers, body, kinds: reads.kinds, reads: reads.counted },
        content,
      );
      return { status: response.status, headers, body, cookies, counted: reads.counted, page };
    }
    return { status: response.status, headers, body, cookies, counted: reads.counted, page: null };
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const { url, moved, kept } = addressOf(request.url, request.method);
    if (moved) return reply.redirect(moved, 301);
    // Rendered at its normal address in development too, so a page sees there what it would see in production.
    const signedIn = await hasSession(request);
    const address = signedIn ? null : kept;
    const cache = address ? pageCache : null;
    const content = cache ? await app.pageState.current() : null;
    if (address && cache && content) {
      const page = cache.get(address.key, content);
      if (page) {
        countReads(request, page.reads);
        return sendCached(request, reply, cache, address.key, page, true);
      }
    }

    // Identical anonymous requests (one cache address, the same content versions) share one render.
    const share = address && content ? `${address.key}\n${versionsKey(content)}` : null;
    const lane: RenderLane = signedIn ? 'priority' : 'public';
    const gone = goneFlag(reply);
    let outcome = renderQueue.run({
      share,
      lane,
      gone,
      render: () => renderOnce(address?.url ?? url, address, content, request, reply, share !== null),
    });
    if (!outcome) return busy(reply);
    let result = await outcome;
    // A shared answer that sets cookies was meant for its own visitor: this request renders its own.
    if (!('dropped' in result) && result.shared && result.value.cookies.length) {
      outcome = renderQueue.run({
        share: null,
        lane,
        gone,
        render: () => renderOnce(address?.url ?? url, address, content, request, reply, false),
      });
      if (!outcome) return busy(reply);
      result = await outcome;
    }
    // The client went before its turn: nothing was rendered, and no one is left to answer.
    if ('dropped' in result) return reply.status(503).header('Cache-Control', 'no-store').send();
    const rendered = result.value;
    if (result.shared) countReads(request, rendered.counted);
    if (rendered.page && cache && address) return sendCached(request, reply, cache, address.key, rendered.page, false);
    // Signed-in requests, the back office, sign-in, the viewer, errors and redirects: never kept, here or downstream.
    reply.status(rendered.status).headers(Object.fromEntries(rendered.headers));
    if (rendered.cookies.length) reply.header('set-cookie', rendered.cookies);
    reply.header('Cache-Control', 'no-store');
    // Sent as one buffer, not streamed: no page suspends on the server, so the stream ends as soon as it
    // starts, but streamed, each of its many small chunks took its own turn through the compressor and
    // the event loop, and under load a page took seconds (docs/performance.md, "Load").
    return request.method === 'HEAD' ? reply.send() : reply.send(rendered.body);
  }

  /** The answer when the render queue is full: at once, small, never kept, with when to ask again. */
  function busy(reply: FastifyReply) {
    return reply
      .status(503)
      .header('Retry-After', String(RENDER_RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(BUSY_PAGE);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });

  // Public forms post to their page (its React Router action) when scripts have not run: an HTML form's
  // body (application/x-www-form-urlencoded), kept as text for the action to read. Only here: the API
  // takes JSON. A post from another site's page is refused (its Origin is not this site's).
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const post = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!sameSite(request)) return reply.status(403).header('Cache-Control', 'no-store').send({ message: FOREIGN_FORM_MESSAGE });
      return render(request, reply);
    };
    pages.route({ method: 'POST', url: '/*', handler: post });
    pages.route({ method: 'POST', url: '/', handler: post });
  });

  /** A post without an Origin (older browsers, tools), or from a page of this site: its public origin or the address it was asked at. */
  function sameSite(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (!origin) return true;
    if (origin === siteOrigin) return true;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
});

/** A render's answer (plugins/render-queue.ts shares it between identical requests). */
interface Rendered {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  cookies: string[];
  /** The reads the render counted (for its own visitor). */
  counted: CountedRead[];
  /** The page as kept in the page cache, when it was kept. */
  page: CachedPage | null;
}

/** The content versions a page is rendered at, as text (part of a shared render's key). */
const versionsKey = (content: ContentNow) => Object.values(content.versions).join('.');

/** The answer to a request the render queue has no room for (plugins/render-queue.ts). */
const BUSY_PAGE = Buffer.from(
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title><h1>The site is busy</h1><p>Please try again in a few seconds.</p></html>\n',
);
/** Addresses whose parsing is remembered (`addressOf` in the plugin), and the longest one kept. */
const ADDRESSES_KEPT = 2000;
const ADDRESS_KEPT_MAX_LENGTH = 1024;
/** How long reads counted by cached pages wait in memory before they are written together. */
const READS_FLUSH_MS = 2000;

/** The largest public form: a contact message of 5,000 characters, each up to 12 once percent-encoded, and the other fields. */
const FORM_BODY_LIMIT = 128 * 1024;
const FOREIGN_FORM_MESSAGE = 'Forms of this site can only be sent from its own pages.';
