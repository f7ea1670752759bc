import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { growingLru } from '../lib/growing-lru';
import { COUNTED_ADDRESSES_MAX_ENTRIES } from '@mnch/shared';
import { dayOf } from '../lib/daily-tally';

declare module 'fastify' {
  interface FastifyInstance {
    visitors: Visitors;
  }
}

export interface Visitors {
  /** Who a request counts as for read, view and download counts (a short opaque id). */
  of(request: FastifyRequest): string;
}

/** The memory the visitors' ids of recent clients may take (about 20,000 clients with common user agents). */
const VISITOR_IDS_MAX_BYTES = 8 * 1024 * 1024;
/** How long a client's ids are kept from its first request (then made again). */
const VISITOR_IDS_TTL_MS = 10 * 60_000;

/**
 * Visitors for the once-a-day counts (docs/security.md, "Findings of the outside test", finding 10). A visitor is an
 * HMAC of the client address (`request.ip`, so X-Forwarded-For only as far as TRUST_PROXY allows) and
 * user agent under a salt made at start-up (one address counts as at most COUNTED_AGENTS_PER_ADDRESS
 * visitors a day, see `idFor`): neither is stored or logged in clear, and ids change with every start.
 * Server-rendered pages read in this process with the page request's own visitor
 * (plugins/public-reads.ts), so no header carries a visitor and none is believed.
 */
export default fp(async function visitors(app: FastifyInstance) {
  const salt = randomBytes(32);

  const hash = (text: string) => createHmac('sha256', salt).update(text).digest('base64url').slice(0, 22);
  /**
   * The two ids of an address and user agent, kept for the clients seen last (an article page served from
   * the page cache asks for its visitor on every hit, and two HMACs were a third of such a hit). Bounded by
   * the keys' length, so long user agents cannot hold much memory; the ids never change while the process runs.
   */
  const idsOf = new LRUCache<string, { own: string; alone: string }>({
    maxSize: VISITOR_IDS_MAX_BYTES,
    // An address and agent stay in memory for minutes only (never stored or logged).
    ttl: VISITOR_IDS_TTL_MS,
    sizeCalculation: (_ids, key) => key.length + 96,
  });
  const ids = (address: string, userAgent: string | undefined) => {
    // An agent's id hashes a newline, which an address never holds: the two kinds cannot meet.
    const key = `${address}\n${userAgent ?? ''}`;
    let found = idsOf.get(key);
    if (!found) {
      found = { own: hash(key), alone: hash(address) };
      idsOf.set(key, found);
    }
    return found;
  };
  /** The visitors each address has counted as today, by the address's own id and the day (lib/daily-tally.ts). */
  const agentsOf = growingLru<string, string[]>(COUNTED_ADDRESSES_MAX_ENTRIES);
  const ownAgents = app.config.countedAgentsPerAddress - 1;

  /**
   * One address counts as at most COUNTED_AGENTS_PER_ADDRESS visitors a day (of the site's time zone):
   * its first user agents of the day (one fewer than that) are each a visitor of their own, and every further one is
   * the address alone, so sending a new User-Agent header with each request adds nothing. Only ids are
   * kept, each list until its day ends; past COUNTED_ADDRESSES_MAX_ENTRIES addresses the least recently
   * seen are forgotten (such an address simply starts its day again).
   */
  const idFor = (address: string, userAgent: string | undefined) => {
    const { own, alone } = ids(address, userAgent);
    const { day, msLeft } = dayOf(app.clock());
    const dayKey = `${day}|${alone}`;
    const seen = agentsOf.get(dayKey) ?? [];
    if (seen.includes(own)) return own;
    if (seen.length >= ownAgents) return alone;
    agentsOf.set(dayKey, [...seen, own], { ttl: Math.max(1, msLeft) });
    return own;
  };

  app.decorate('visitors', {
    of: (request) => idFor(request.ip, request.headers['user-agent']),
  } satisfies Visitors);
});
