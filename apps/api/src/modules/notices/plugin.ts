import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often the sweep looks for items that became public by themselves (a scheduled article's date). */
export const NOTICE_SWEEP_INTERVAL_MS = 60_000;

/** The writes after which a sweep runs at once: what the public sees of these may have changed. */
const CONTENT_WRITE = /^\/api\/(events|jobs|articles|publications)(\/|\?|$)/;

export interface NoticesPluginOptions {
  /** Run the sweeps (off unless NODE_ENV is test's opposite; API tests start them when they test notices). */
  start: boolean;
  intervalMs?: number;
}

/**
 * Runs the notices' sweep (./service.ts): once the app is ready, every NOTICE_SWEEP_INTERVAL_MS (a
 * scheduled item becomes public at its date with no write, so only looking again finds it), and right
 * after every successful content write. One sweep at a time in this process; a write during a sweep asks
 * for one more. Several processes may sweep at once: a message already queued is skipped by its key.
 */
export default fp<NoticesPluginOptions>(async function noticesPlugin(app: FastifyInstance, options) {
  if (!options.start) return;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const sweep = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const queued = await app.services.notices.sweep();
          if (queued > 0) app.log.info({ queued }, 'notices queued to subscribers');
        } catch (err) {
          app.log.error({ err: err instanceof Error ? err.message : 'unknown' }, 'the notices sweep failed; the next one tries again');
        }
      } while (again && !closed);
      running = null;
    })();
    return running;
  };

  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return;
    if (CONTENT_WRITE.test(request.url)) void sweep();
  });
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), options.intervalMs ?? NOTICE_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
});
