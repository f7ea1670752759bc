import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { COUNTED_ADDRESSES_MAX_ENTRIES, VISITOR_HEADER } from '@mnch/shared';
import { utcDay } from '../lib/daily-tally';

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

  const hash = (text: string) => createHmac('sha256', salt).update(text).digest('base64url').slice(0, 22);
  /** The visitors each address has counted as today, by the address's own id and the day (lib/daily-tally.ts). */
  const agentsOf = new LRUCache<string, string[]>({ max: COUNTED_ADDRESSES_MAX_ENTRIES });
  const ownAgents = app.config.countedAgentsPerAddress - 1;

  /**
   * One address counts as at most COUNTED_AGENTS_PER_ADDRESS visitors a (UTC) day: its first user
   * agents of the day (one fewer than that) are each a visitor of their own, and every further one is
   * the address alone, so sending a new User-Agent header with each request adds nothing. Only ids are
   * kept, each list until its day ends; past COUNTED_ADDRESSES_MAX_ENTRIES addresses the least recently
   * seen are forgotten (such an address simply starts its day again).
   */
  const idFor = (address: string, userAgent: string | undefined) => {
    // An agent's id hashes a newline, which an address never holds: the two kinds cannot meet.
    const own = hash(`${address}\n${userAgent ?? ''}`);
    const alone = hash(address);
    const { day, msLeft } = utcDay(app.clock());
    const dayKey = `${day}|${alone}`;
    const seen = agentsOf.get(dayKey) ?? [];
    if (seen.includes(own)) return own;
    if (seen.length >= ownAgents) return alone;
    agentsOf.set(dayKey, [...seen, own], { ttl: Math.max(1, msLeft) });
    return own;
  };

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
