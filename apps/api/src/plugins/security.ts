import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@mnch/shared';

/** The origins of a tile URL template, e.g. https://{s}.tile.openstreetmap.org/... -> https://*.tile.openstreetmap.org */
function tileSource(template: string): string | null {
  const [, scheme, host] = /^(https?:\/\/)([^/]+)/.exec(template) ?? [];
  if (scheme === undefined || host === undefined) return null;
  return scheme + host.replace(/\{s\}/g, '*').replace(/\{[^}]+\}/g, '*');
}

/**
 * The headers helmet sets with `options`, worked out once: none of them depends on the request, and
 * helmet made again for every request (as @fastify/helmet did) parsed the whole policy each time, a
 * tenth of a cached page's answer.
 */
function helmetHeaders(options: Readonly<HelmetOptions>): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  };
  // Helmet throws a bad option at once (it no longer passes errors to the callback).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return { set, removed };
}

/**
 * Security headers with a strict Content-Security-Policy (scripts only from this origin, and a page's
 * own inline scripts by their hashes), the same on every answer and set on each by one hook, and the
 * rate limiter used by login and public submissions.
 */
export default fp(async function security(app: FastifyInstance) {
  const { publicConfig, env } = app.config;
  const imgSources = ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://pbs.twimg.com', 'https://abs.twimg.com'];
  for (const t of [publicConfig.tileUrl, publicConfig.satelliteTileUrl]) {
    const src = tileSource(t);
    if (src) imgSources.push(src);
  }
  const dev = env === 'development';
  // Uploads in object storage come from its public origin: images, gallery videos, and documents the
  // viewer fetches. Nothing frames or embeds them, so frame-src and object-src stay as they are.
  const uploads = app.config.s3 ? [new URL(app.config.s3.publicUrl).origin] : [];
  imgSources.push(...uploads);

  const { set: headers, removed } = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        // Same-origin framing only (the document viewer frames uploaded PDFs); never by other sites.
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // Vite's dev server injects its HMR client inline. In production a page's own inline scripts
        // are added by their hashes (plugins/web.ts, lib/script-hashes.ts; decision 17).
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: imgSources,
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:', 'wss:', ...uploads] : ["'self'", ...uploads],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.facebook.com'],
        mediaSrc: ["'self'", 'blob:', ...uploads],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: env === 'production' ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    reply.headers(headers);
    done();
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: MESSAGES.common.rateLimited,
      retryAfter: context.after,
    }),
  });
});
