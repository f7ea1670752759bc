import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { ALL_KINDS, KIND_FOLDERS, PAGE_CACHE_SECONDS, isKind, recordOf, type Kind } from '@mnch/shared';
import { contentState } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    pageState: PageState;
  }
}

/**
 * The kinds of content a page can show: the registry's (packages/shared/src/kinds.ts). Each has a
 * version of its own, so a write changes only the pages showing its kind.
 */
export const CONTENT_KINDS = ALL_KINDS;
export type ContentKind = Kind;
export type ContentVersions = Record<ContentKind, number>;
export const isContentKind = isKind;

/** What the public pages show, as far as their cache needs to know. */
export interface ContentNow {
  /** Per kind: goes up whenever this process learns of a write of that kind, on any process of the site. */
  versions: ContentVersions;
  /** Until when (epoch ms) a page rendered now stays right: the next scheduled change, at most PAGE_CACHE_SECONDS ahead. */
  validUntil: number;
}

/** What was made from content (a kept page, a kept read): the versions of the kinds it shows, and until when it holds. */
export interface MadeAt {
  versions: Partial<Record<ContentKind, number>>;
  validUntil: number;
}

/**
 * Whether `made` is still right for `content` at `now`: every kind it shows has the version it was made
 * at, and neither its time nor the content's has run out (the page cache and the read memo's one rule).
 */
export function stillCurrent(made: MadeAt, content: ContentNow, now: number): boolean {
  if (now >= Math.min(made.validUntil, content.validUntil)) return false;
  for (const kind in made.versions) if (content.versions[kind as ContentKind] !== made.versions[kind as ContentKind]) return false;
  return true;
}

export interface PageState {
  /** The content as of this call: every write answered before it was made is counted in `versions`. */
  current(): Promise<ContentNow>;
  /** Records a write that changed what public pages show of these kinds; resolves once every process can see it. */
  changed(kinds: readonly ContentKind[]): Promise<void>;
}

/**
 * API writes that never change a public page: signing in and out, accounts, newsletter subscriptions and subscribers,
 * inquiries, file uploads on their own (a page changes when an item names the file, which is a write of
 * its own), publication download counts, and deleting trash entries for good (their items left the site
 * when they were deleted, one or several; a restore, under /api/trash/{id}/restore or /api/trash/bulk/restore,
 * counts as every kind). A bulk action on a kind's items goes to its folder (/api/{folder}/bulk/{action}),
 * so it counts as that kind, as a single write does.
 */
const KEEPS_PAGES = [
  /^\/api\/auth\//,
  /^\/api\/users(\/|$)/,
  /^\/api\/newsletter\//,
  /^\/api\/subscribers(\/|$)/,
  /^\/api\/inquiries(\/|$)/,
  /^\/api\/upload(\/|$)/,
  /^\/api\/publications\/[^/]+\/download$/,
  /^\/api\/trash(\/[^/]+)?$/,
  /^\/api\/trash\/bulk\/delete$/,
];
/** The kind of content each API folder writes (the registry's `folders`); a write anywhere else counts as every kind. */
const KIND_OF: Array<[RegExp, ContentKind]> = KIND_FOLDERS.map(([folder, kind]) => [new RegExp(`^/api/${folder}(/|$)`), kind]);

/** The kinds of content a request changed: none for reads, failures and writes that keep pages as they are. */
export function changedKinds(request: Pick<FastifyRequest, 'method' | 'url'>, statusCode: number): readonly ContentKind[] {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return [];
  if (statusCode >= 400) return [];
  const [path = ''] = request.url.split('?', 1);
  if (!path.startsWith('/api/') || KEEPS_PAGES.some((pattern) => pattern.test(path))) return [];
  const kind = KIND_OF.find(([pattern]) => pattern.test(path))?.[1];
  return kind ? [kind] : CONTENT_KINDS;
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
 * The content versions, one per kind of content, and the next time pages change by themselves
 * (plugins/web.ts keeps pages by them). On PostgreSQL several processes may serve one site: each
 * version is a row of the database (content_state) that a write of its kind raises before its answer
 * goes out and every page request reads (shared by concurrent requests, see `coalesce`), so a write on
 * one process shows on another's next request. PGlite belongs to one process, so there the versions
 * live in memory.
 */
export default fp(async function pageState(app: FastifyInstance) {
  // Page requests read the versions on a connection of their own: a kept page never waits for the pool.
  const db = app.database.control;
  const shared = app.database.driver === 'postgres';
  const zero = (): ContentVersions => recordOf(CONTENT_KINDS, () => 0);
  /** Per kind, goes up by one whenever this process learns of a change: its own write or a new database version. */
  const versions = zero();
  /** The database's versions as this process last read or wrote them (PostgreSQL only). */
  const seen = zero();
  /** How many changes of a timed kind (`timed`) this process has learnt of; the next scheduled change is looked up again after one. */
  let changes = 0;
  /** The next scheduled change (epoch ms, Infinity for none; 0 until first known), and the count of changes it was looked up at. */
  let nextChange = { at: 0, changes: -1 };
  /** A look-up in flight (one at a time). */
  let lookingUp: Promise<void> | null = null;

  const note = (kind: ContentKind, dbVersion: number) => {
    if (dbVersion === seen[kind]) return;
    seen[kind] = dbVersion;
    versions[kind] += 1;
    if (timed[kind]) changes += 1;
  };

  const readVersions = coalesce(async () => db.select({ kind: contentState.kind, version: contentState.version }).from(contentState));

  /**
   * The kinds whose items change public pages by themselves at a moment (a scheduled article goes live,
   * an event starts or ends, a job's deadline passes), each with its next such moment.
   */
  const timed: Partial<Record<ContentKind, () => Promise<Date | null>>> = {
    articles: () => app.services.articles.nextGoLive(),
    events: () => app.services.events.nextChange(),
    jobs: () => app.services.jobs.nextChange(),
  };
  const findNextChange = async () => {
    const moments = await Promise.all(Object.values(timed).map((next) => next()));
    const times = moments.filter((m): m is Date => m !== null).map((m) => m.getTime());
    return times.length ? Math.min(...times) : Infinity;
  };
  /** Looks the next change up, one look-up at a time: the one in flight, or a new one. */
  const lookUp = () => {
    if (!lookingUp) {
      const lookedUpAt = changes;
      lookingUp = findNextChange()
        .then((at) => {
          nextChange = { at, changes: lookedUpAt };
        })
        .catch((err: unknown) => app.log.error({ err }, 'could not look up the next scheduled change'))
        .finally(() => {
          lookingUp = null;
        });
    }
    return lookingUp;
  };

  app.decorate('pageState', {
    async current() {
      if (shared) {
        for (const row of await readVersions()) {
          if (isContentKind(row.kind)) note(row.kind, Number(row.version));
        }
      }
      const now = app.clock().getTime();
      // Looked up again once it has come, or after another process's change of a timed kind, without
      // holding the request: meanwhile the last known moment stands (the cache checks kept pages against
      // the newest one, so a page never outlives a moment found later), and until a first look-up
      // nothing is kept. This process's own writes look it up before their answer (`changed`).
      if (nextChange.changes !== changes || now >= nextChange.at) void lookUp();
      return { versions: { ...versions }, validUntil: Math.min(nextChange.at, now + PAGE_CACHE_SECONDS * 1000) };
    },
    async changed(kinds) {
      for (const kind of kinds) versions[kind] += 1;
      const timedChange = kinds.some((kind) => timed[kind]);
      if (timedChange) changes += 1;
      for (const kind of shared ? kinds : []) {
        const [row] = await db
          .insert(contentState)
          .values({ kind, version: 1 })
          .onConflictDoUpdate({ target: contentState.kind, set: { version: sql`${contentState.version} + 1` } })
          .returning({ version: contentState.version });
        if (!row) continue;
        // Another process's write of this kind landed since the last read: count it as well.
        if (Number(row.version) !== seen[kind] + 1) versions[kind] += 1;
        seen[kind] = Number(row.version);
      }
      // The writer waits for the look-up, not the next visitor: the first page after the write reads
      // only what it shows. A look-up begun before the write may miss it, so a new one follows it.
      if (timedChange) {
        await lookingUp;
        await lookUp();
      }
    },
  } satisfies PageState);

  // Known before the first page request, so the first pages are kept too.
  app.addHook('onReady', async () => {
    nextChange = { at: await findNextChange(), changes };
  });

  // A successful write that changes a public page raises its kind's version before its answer goes
  // out, so the writer's next page request, on any process, already sees the change.
  app.addHook('onSend', async (request, reply) => {
    const kinds = changedKinds(request, reply.statusCode);
    if (!kinds.length) return;
    try {
      await app.pageState.changed(kinds);
    } catch (err) {
      // The write itself succeeded; other processes show the change within PAGE_CACHE_SECONDS.
      request.log.error({ err }, 'could not record the content change for the page cache');
    }
  });
});
