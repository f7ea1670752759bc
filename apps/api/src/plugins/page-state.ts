import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { PAGE_CACHE_SECONDS } from '@mnch/shared';
import { contentState } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    pageState: PageState;
  }
}

/** What the public pages show, as far as their cache needs to know. */
export interface ContentNow {
  /** Goes up whenever this process learns of a write that changes a public page, on any process of the site. */
  version: number;
  /** Until when (epoch ms) a page rendered now stays right: the next scheduled change, at most PAGE_CACHE_SECONDS ahead. */
  validUntil: number;
}

export interface PageState {
  /** The content as of this call: every write answered before it was made is counted in `version`. */
  current(): Promise<ContentNow>;
  /** Records a write that changed what public pages show; resolves once every process can see it. */
  changed(): Promise<void>;
}

/**
 * API writes that never change a public page: signing in and out, accounts, newsletter subscriptions,
 * inquiries, file uploads on their own (a page changes when an item names the file, which is a write of
 * its own) and publication download counts. Every other successful write changes the content version.
 */
const KEEPS_PAGES = [/^\/api\/auth\//, /^\/api\/users(\/|$)/, /^\/api\/newsletter\//, /^\/api\/inquiries(\/|$)/, /^\/api\/upload(\/|$)/, /^\/api\/publications\/[^/]+\/download$/];

export function changesPages(request: FastifyRequest, statusCode: number): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  if (statusCode >= 400) return false;
  const path = request.url.split('?', 1)[0]!;
  return path.startsWith('/api/') && !KEEPS_PAGES.some((pattern) => pattern.test(path));
}

/**
 * Runs `check` so that each caller gets an answer from a run that started after the caller asked: a
 * run in flight that started later than the caller's arrival is shared, otherwise the caller waits for
 * the next run, which starts when the current one ends and serves everyone waiting for it. However
 * many requests arrive at once, at most one run is in flight and one is waiting.
 */
export function coalesce<T>(check: () => Promise<T>): () => Promise<T> {
  let arrivals = 0;
  let running: { covers: number; result: Promise<T> } | null = null;
  let queued: { result: Promise<T> } | null = null;

  const start = (): { covers: number; result: Promise<T> } => {
    const run = { covers: arrivals, result: check() };
    const done = () => {
      if (running === run) running = null;
    };
    run.result.then(done, done);
    return run;
  };

  return () => {
    const arrival = ++arrivals;
    if (!running) running = start();
    if (running.covers >= arrival) return running.result;
    if (!queued) {
      const after = running.result.then(
        () => undefined,
        () => undefined,
      );
      const next = after.then(() => {
        queued = null;
        running = start();
        return running.result;
      });
      queued = { result: next };
    }
    return queued.result;
  };
}

/**
 * The content version and the next time pages change by themselves (plugins/web.ts keeps pages by
 * them). On PostgreSQL several processes may serve one site: the version is a row of the database
 * (content_state) that a write raises before its answer goes out and every page request reads (shared
 * by concurrent requests, see `coalesce`), so a write on one process shows on another's next request.
 * PGlite belongs to one process, so there the version lives in memory.
 */
export default fp(async function pageState(app: FastifyInstance) {
  const { db } = app;
  const shared = app.database.driver === 'postgres';
  /** Goes up by one whenever this process learns of a change: its own write or a new database version. */
  let version = 0;
  /** The database's version as this process last read or wrote it (PostgreSQL only). */
  let seen = 0;
  /** The next scheduled change (epoch ms, Infinity for none) and the version it was worked out for. */
  let nextChange: { at: number; version: number } | null = null;

  const readVersion = coalesce(async () => {
    const [row] = await db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
    return Number(row?.version ?? 0);
  });

  const findNextChange = coalesce(async () => {
    const moments = await Promise.all([app.services.articles.nextGoLive(), app.services.events.nextChange()]);
    const times = moments.filter((m): m is Date => m !== null).map((m) => m.getTime());
    return times.length ? Math.min(...times) : Infinity;
  });

  app.decorate('pageState', {
    async current() {
      if (shared) {
        const latest = await readVersion();
        if (latest !== seen) {
          seen = latest;
          version += 1;
        }
      }
      const now = app.clock().getTime();
      if (!nextChange || nextChange.version !== version || now >= nextChange.at) {
        const forVersion = version;
        nextChange = { at: await findNextChange(), version: forVersion };
      }
      return { version, validUntil: Math.min(nextChange.at, now + PAGE_CACHE_SECONDS * 1000) };
    },
    async changed() {
      version += 1;
      if (!shared) return;
      const [row] = await db
        .insert(contentState)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({ target: contentState.id, set: { version: sql`${contentState.version} + 1` } })
        .returning({ version: contentState.version });
      if (!row) return;
      // Another process's write landed between the last read and this one: count it as well.
      if (Number(row.version) !== seen + 1) version += 1;
      seen = Number(row.version);
    },
  } satisfies PageState);

  // A successful write that changes a public page raises the version before its answer goes out, so
  // the writer's next page request, on any process, already sees the change.
  app.addHook('onSend', async (request, reply) => {
    if (!changesPages(request, reply.statusCode)) return;
    try {
      await app.pageState.changed();
    } catch (err) {
      // The write itself succeeded; other processes show the change within PAGE_CACHE_SECONDS.
      request.log.error({ err }, 'could not record the content change for the page cache');
    }
  });
});
