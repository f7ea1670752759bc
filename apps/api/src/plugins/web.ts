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
import { createPageCache, pageAddress, type CachedPage, type PageCache } from './page-cache';
import type { ContentNow } from './page-state';
import { createPublicReads, type PageReads } from './public-reads';
import { createReadMemo } from './read-memo';
import { createPublicWrites } from './public-writes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache of rendered public pages (null in development or without the web app). */
    pageCache: PageCache | null;
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

  // Public pages are kept rendered (not in development, where code changes): plugins/page-cache.ts.
  const pageCache = dev ? null : createPageCache(() => app.clock().getTime());
  app.decorate('pageCache', pageCache);
  // What those pages read, kept by the same rule, for the pages that miss (plugins/read-memo.ts).
  const readMemo = dev ? null : createReadMemo(() => app.clock().getTime());
  const siteOrigin = new URL(app.config.publicConfig.siteUrl).origin;
  // Browsers ask again every time (a 304 when unchanged): their caches honour stale-while-revalidate
  // too, and a client navigation's data must never be an old copy. A shared cache may keep a page for
  // PAGE_SHARED_MAX_AGE; a CDN that reads CDN-Cache-Control (RFC 9213) may also serve it stale while it
  // asks again (decision 17).
  const pageCaching = `public, max-age=0, must-revalidate, s-maxage=${PAGE_SHARED_MAX_AGE}`;
  const cdnCaching = `public, max-age=${PAGE_SHARED_MAX_AGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`;

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
    reply.raw.once('close', () => controller.abort());
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

  async function sendCached(request: FastifyRequest, reply: FastifyReply, cache: PageCache, key: string, page: CachedPage, hit: boolean) {
    if (hit && page.reads.length) {
      const visitor = app.visitors.of(request);
      try {
        for (const read of page.reads) await app.services.articles.countRead(read.article, visitor);
      } catch (err) {
        request.log.error({ err }, 'could not count a read of a cached page');
      }
    }
    reply.headers(Object.fromEntries(page.headers));
    reply
      .header('Cache-Control', pageCaching)
      .header('CDN-Cache-Control', cdnCaching)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', page.etag);
    reply.header('X-Page-Cache', hit ? 'hit' : 'miss');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === page.etag || tag.trim() === '*')) {
      return reply.status(304).send();
    }
    reply.status(page.status);
    const { body, encoding } = cache.encoded(key, page, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', body.length);
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

  async function render(request: FastifyRequest, reply: FastifyReply) {
    // The request's address on the configured public origin: the Host header a client sends never
    // reaches the pages (their canonical links, Open Graph addresses) nor the page cache's keys.
    const url = new URL(`${siteOrigin}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
    // A parameter a page has renamed (`/events?search=` is `q` now, packages/shared/src/page-urls.ts):
    // the same address under the new names, for good, before the page cache sees it.
    const moved = request.method === 'GET' || request.method === 'HEAD' ? movedPageAddress(url.pathname, url.search) : null;
    if (moved) return reply.redirect(moved, 301);
    // Rendered at its normal address in development too, so a page sees there what it would see in production.
    const address = pageAddress(request.method, url, await hasSession(request));
    const cache = address ? pageCache : null;
    const content = cache ? await app.pageState.current() : null;
    if (address && cache && content) {
      const kept = cache.get(address.key, content);
      if (kept) return sendCached(request, reply, cache, address.key, kept, true);
    }

    const reads: PageReads = { kinds: new Set(), counted: [] };
    const response = await renderAt(address?.url ?? url, request, reply, reads, address !== null, content);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = pageHeaders(response, body, reply);
    const cookies = response.headers.getSetCookie();
    if (address && cache && content && (response.status === 200 || response.status === 404) && !cookies.length) {
      const page = cache.set(address.key, { status: response.status, headers, body, kinds: reads.kinds, reads: reads.counted }, content);
      return sendCached(request, reply, cache, address.key, page, false);
    }
    // Signed-in requests, the back office, sign-in, the viewer, errors and redirects: never kept, here or downstream.
    reply.status(response.status).headers(Object.fromEntries(headers));
    if (cookies.length) reply.header('set-cookie', cookies);
    reply.header('Cache-Control', 'no-store');
    // Sent as one buffer, not streamed: no page suspends on the server, so the stream ends as soon as it
    // starts, but streamed, each of its many small chunks took its own turn through the compressor and
    // the event loop, and under load a page took seconds (docs/performance.md, "Load").
    return request.method === 'HEAD' ? reply.send() : reply.send(body);
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

/** The largest public form: a contact message of 5,000 characters, each up to 12 once percent-encoded, and the other fields. */
const FORM_BODY_LIMIT = 128 * 1024;
const FOREIGN_FORM_MESSAGE = 'Forms of this site can only be sent from its own pages.';
