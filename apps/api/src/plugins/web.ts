import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import type { WebLoadContext } from '@mnch/shared';
import { webRoot } from '../lib/paths';
import { createPageCache, type PageCache } from './page-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache of rendered fixed-content pages (null in development or without the web app). */
    pageCache: PageCache | null;
  }
}

/**
 * Serves the web app from the same process: hashed assets (immutable), other static files, and
 * React Router's server rendering for every other non-API path. In development, Vite's middleware
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
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // Serves the .br / .gz copies made at build time (apps/web/scripts/precompress.mjs) to browsers that take them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        res.header(
          'Cache-Control',
          rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const { createRequestHandler } = await import('react-router');
  const mode = dev ? 'development' : 'production';
  // Production's build never changes, so its request handler (routes, static handler) is made once;
  // development takes Vite's current build for every request.
  const productionHandler = dev ? null : createRequestHandler(await getBuild(), mode);

  function apiOrigin(): string {
    const address = app.server.address() as AddressInfo | null;
    const port = address && typeof address === 'object' ? address.port : app.config.port;
    return `http://127.0.0.1:${port}`;
  }

  // Fixed-content pages are rendered once per PAGE_CACHE_SECONDS (not in development, where code changes).
  const pageCache = dev ? null : createPageCache();
  app.decorate('pageCache', pageCache);
  const siteOrigin = new URL(app.config.publicConfig.siteUrl).origin;

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const handler = productionHandler ?? createRequestHandler(await getBuild(), mode);
    // The request's address on the configured public origin: the Host header a client sends never
    // reaches the pages (their canonical links, Open Graph addresses) nor the page cache's keys.
    const url = new URL(`${siteOrigin}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
    const cacheKey = pageCache?.keyFor(request.method, url) ?? null;
    const cached = cacheKey ? pageCache!.get(cacheKey, reply.scriptNonce) : null;
    if (cached) {
      reply.status(cached.status).headers(Object.fromEntries(cached.headers)).header('X-Page-Cache', 'hit');
      return reply.send(cached.body);
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
      else headers.set(key, value);
    }
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const context: WebLoadContext = {
      nonce: reply.scriptNonce,
      apiOrigin: apiOrigin(),
      visitor: app.visitors.forwardHeader(request.ip, request.headers['user-agent']),
      publicConfig: app.config.publicConfig,
    };
    const response = await handler(new Request(url, { method: request.method, headers, signal: controller.signal }), context as never);
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.headers.has('cache-control')) reply.header('Cache-Control', 'no-cache');
    if (cacheKey && response.status === 200) {
      const body = await response.text();
      const headers = [...response.headers].filter(([key]) => key !== 'set-cookie');
      if (!response.headers.has('cache-control')) headers.push(['cache-control', 'no-cache']);
      pageCache!.set(cacheKey, { status: 200, headers, body, nonce: reply.scriptNonce });
      return reply.header('X-Page-Cache', 'miss').send(body);
    }
    if (!response.body || request.method === 'HEAD') return reply.send();
    // Sent as one buffer, not streamed: no page suspends on the server, so the stream ends as soon as it
    // starts, but streamed, each of its many small chunks took its own turn through the compressor and
    // the event loop, and under load a page took seconds (docs/performance.md, "Load").
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
});
