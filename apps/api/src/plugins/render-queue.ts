/**
 * The one queue every server render of a page goes through (plugins/web.ts): pages the page cache does
 * not hold, signed-in pages, the back office's shell and posted forms. Rendering holds the process's one
 * thread for milliseconds to tens of milliseconds, so a stream of new addresses (a search with a new word
 * on every request) must not take every turn from the pages everyone reads, nor pile up work for clients
 * that have long gone:
 *
 * - at most `concurrency` renders run at once (RENDER_CONCURRENCY); the rest wait in their lane, in order;
 * - a lane holds at most `maxWaiting` requests (RENDER_QUEUE); one more is refused at once (`run`
 *   answers null: the route answers 503 with Retry-After);
 * - two lanes: `priority` (signed-in requests, whose session was verified) is served first, so however
 *   long the public lane, staff wait at most for the renders in flight; `public` is everyone else;
 * - identical requests (the same `share` key: the page's cache address and the content versions it is
 *   rendered at) waiting or rendering at the same time render once and all get that one answer;
 * - a waiting request whose every client has gone (`gone()`) when its turn comes is dropped unrendered.
 */
export interface RenderQueueOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Requests waiting at most in each lane. */
  maxWaiting: number;
}

export type RenderLane = 'priority' | 'public';

/** What a caller hands to the queue. */
export interface RenderJob<T> {
  /** Shared by identical requests (null: never shared, e.g. signed-in or posted). */
  share: string | null;
  lane: RenderLane;
  /** Whether this caller's client has gone (its connection closed). */
  gone: () => boolean;
  render: () => Promise<T>;
}

/** A render's outcome for one caller: its answer, whether it was another caller's render, or `dropped` when no client was left. */
export type RenderOutcome<T> = { value: T; shared: boolean } | { dropped: true };

interface Entry<T> {
  share: string | null;
  render: () => Promise<T>;
  /** Every caller waiting for this render: whether each has gone. */
  callers: Array<() => boolean>;
  result: Promise<RenderOutcome<T>>;
  settle: (outcome: Promise<T> | 'dropped') => void;
}

export function createRenderQueue<T>({ concurrency, maxWaiting }: RenderQueueOptions) {
  let running = 0;
  let rendered = 0;
  let dropped = 0;
  let refused = 0;
  let joined = 0;
  const lanes: Record<RenderLane, Array<Entry<T>>> = { priority: [], public: [] };
  /** Renders waiting or running, by their share key. */
  const byShare = new Map<string, Entry<T>>();

  const next = (): Entry<T> | undefined => lanes.priority.shift() ?? lanes.public.shift();

  const start = (entry: Entry<T>) => {
    running++;
    rendered++;
    const work = (async () => entry.render())();
    entry.settle(work);
    const done = () => {
      running--;
      if (entry.share !== null && byShare.get(entry.share) === entry) byShare.delete(entry.share);
      pump();
    };
    work.then(done, done);
  };

  /** Starts waiting renders while there is room, dropping those no client waits for any more. */
  const pump = () => {
    while (running < concurrency) {
      const entry = next();
      if (!entry) return;
      if (entry.callers.every((gone) => gone())) {
        dropped++;
        if (entry.share !== null && byShare.get(entry.share) === entry) byShare.delete(entry.share);
        entry.settle('dropped');
        continue;
      }
      start(entry);
    }
  };

  return {
    /**
     * The job's render, in its turn: shared with an identical one waiting or running, started at once
     * when there is room, or queued; null when its lane is full (nothing is rendered for it).
     */
    run(job: RenderJob<T>): Promise<RenderOutcome<T>> | null {
      const same = job.share === null ? undefined : byShare.get(job.share);
      if (same) {
        joined++;
        same.callers.push(job.gone);
        return same.result.then((outcome) => ('dropped' in outcome ? outcome : { value: outcome.value, shared: true }));
      }
      const lane = lanes[job.lane];
      if (running >= concurrency && lane.length >= maxWaiting) {
        refused++;
        return null;
      }
      let settle!: Entry<T>['settle'];
      const result = new Promise<RenderOutcome<T>>((resolve, reject) => {
        settle = (outcome) => {
          if (outcome === 'dropped') resolve({ dropped: true });
          else outcome.then((value) => resolve({ value, shared: false }), reject);
        };
      });
      const entry: Entry<T> = { share: job.share, render: job.render, callers: [job.gone], result, settle };
      if (job.share !== null) byShare.set(job.share, entry);
      if (running < concurrency) start(entry);
      else lane.push(entry);
      return result;
    },
    /**
     * Renders running and waiting now (and of those waiting, how many no client waits for any more), and
     * counts so far: renders started, requests that joined another's render, dropped and refused (tests).
     */
    stats: () => {
      const queued = [...lanes.priority, ...lanes.public];
      return {
        running,
        waiting: queued.length,
        abandoned: queued.filter((entry) => entry.callers.every((gone) => gone())).length,
        rendered,
        joined,
        dropped,
        refused,
      };
    },
  };
}

export type RenderQueue<T> = ReturnType<typeof createRenderQueue<T>>;
export type RenderQueueStats = ReturnType<RenderQueue<unknown>['stats']>;

/** Seconds a refused request is told to wait before asking again. */
export const RENDER_RETRY_AFTER_SECONDS = 5;
