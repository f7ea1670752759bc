import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VISITOR_HEADER } from '@mnch/shared';

declare module 'fastify' {
  interface FastifyInstance {
    visitors: Visitors;
  }
}

export interface Visitors {
  /** Who a request counts as for read, view and download counts (a short opaque id). */
  of(request: FastifyRequest): string;
  /**
   * The `x-visitor` header value that makes the API count a call as this visitor: the process's key,
   * a dot, and the visitor id. The web plugin hands it to the server-side page loaders; it must never
   * reach a browser.
   */
  forwardHeader(address: string, userAgent: string | undefined): string;
}

const ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Visitors for the once-a-day counts (docs/security.md, "Findings of the outside test", finding 10). A visitor is an
 * HMAC of the client address (`request.ip`, so X-Forwarded-For only as far as TRUST_PROXY allows) and
 * user agent under a salt made at start-up: neither is stored or logged in clear, and ids change with
 * every start. Pages are rendered on the server, whose loaders call the API over the loopback with
 * Node's user agent; they send the page's visitor in `x-visitor` after a random key made at start-up
 * that only this process knows. The API takes that visitor only when the key matches; otherwise the
 * header is ignored and the caller counts as itself.
 */
export default fp(async function visitors(app: FastifyInstance) {
  const salt = randomBytes(32);
  const key = Buffer.from(randomBytes(32).toString('base64url'));

  const idFor = (address: string, userAgent: string | undefined) =>
    createHmac('sha256', salt)
      .update(`${address}\n${userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 22);

  /** The visitor id a header carries when it holds this process's key; null otherwise. */
  function forwarded(header: string | string[] | undefined): string | null {
    if (typeof header !== 'string') return null;
    const dot = header.indexOf('.');
    if (dot < 0) return null;
    const sentKey = Buffer.from(header.slice(0, dot));
    const id = header.slice(dot + 1);
    if (sentKey.length !== key.length || !timingSafeEqual(sentKey, key)) return null;
    return ID.test(id) ? id : null;
  }

  app.decorate('visitors', {
    of: (request) => forwarded(request.headers[VISITOR_HEADER]) ?? idFor(request.ip, request.headers['user-agent']),
    forwardHeader: (address, userAgent) => `${key.toString()}.${idFor(address, userAgent)}`,
  } satisfies Visitors);
});
