import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    visitors: Visitors;
  }
}

export interface Visitors {
  /** Who a request counts as for read, view and download counts (a short opaque id). */
  of(request: FastifyRequest): string;
}

/**
 * Visitors for the once-a-day counts (docs/security.md, "Findings of the outside test", finding 10). A visitor is an
 * HMAC of the client address (`request.ip`, so X-Forwarded-For only as far as TRUST_PROXY allows) and
 * user agent under a salt made at start-up: neither is stored or logged in clear, and ids change with
 * every start. Server-rendered pages read in this process with the page request's own visitor
 * (plugins/public-reads.ts), so no header carries a visitor and none is believed.
 */
export default fp(async function visitors(app: FastifyInstance) {
  const salt = randomBytes(32);

  const idFor = (address: string, userAgent: string | undefined) =>
    createHmac('sha256', salt)
      .update(`${address}\n${userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 22);

  app.decorate('visitors', {
    of: (request) => idFor(request.ip, request.headers['user-agent']),
  } satisfies Visitors);
});
