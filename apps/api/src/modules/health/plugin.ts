import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Health } from '@mnch/shared';
import { coalesce } from '../../plugins/page-state';

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthMonitor;
  }
}

/** The last check of the database and the storage, and when it ended (epoch ms). */
export interface HealthState {
  body: Health;
  checkedAt: number;
}

export interface HealthMonitor {
  /** The last finished check, or null before the first one ends. */
  last(): HealthState | null;
  /** Checks now and answers the result (a check in flight is shared only if it started after this call). */
  check(): Promise<HealthState>;
  /** Something failed in a way the database or the storage may have caused (a 5xx): the next health request checks again first. */
  suspect(): void;
  /** Whether a health request should check before it answers: no check yet, the last one found a fault, or a fault was suspected since. */
  needsCheck(): boolean;
}

/**
 * Checks the database (a `select 1`) and the upload storage (writable folder or bucket) in the
 * background: once the app is ready and then every HEALTH_CHECK_INTERVAL seconds, one check at a time.
 * GET /api/health (./routes.ts) answers the last result from memory, so a load balancer's check costs
 * microseconds and never waits behind page renders or a busy pool. A fault is reported as soon as a check
 * finds it, and while the last check found one (or a request failed with a server error since, see `suspect`), each
 * health request checks again before it answers, so a recovery shows at once too.
 */
export default fp(async function healthPlugin(app: FastifyInstance) {
  const intervalMs = app.config.healthCheckIntervalSeconds * 1000;
  let last: HealthState | null = null;
  let running: Promise<HealthState> | null = null;
  let suspected = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const run = async (): Promise<HealthState> => {
    suspected = false;
    const [database, storage] = await Promise.all([app.database.ping(), app.storage.check().catch(() => false)]);
    last = {
      body: {
        status: database && storage ? 'ok' : 'degraded',
        database: database ? 'ok' : 'error',
        storage: storage ? 'ok' : 'error',
      },
      checkedAt: Date.now(),
    };
    return last;
  };

  // Each caller gets the result of a check that started after it asked (one in flight, one waiting at most).
  const coalesced = coalesce(run);
  const check = (): Promise<HealthState> => {
    const result = coalesced();
    running = result;
    return result;
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void check()
        .catch((err: unknown) => app.log.error({ err }, 'the health check failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  app.decorate('health', {
    last: () => last,
    check,
    suspect: () => {
      suspected = true;
    },
    needsCheck: () => last === null || last.body.status !== 'ok' || suspected,
  } satisfies HealthMonitor);

  app.addHook('onReady', async () => {
    void check().catch(() => undefined);
    schedule();
  });
  // A request that failed with a server error may have met a database or storage fault (this hook
  // runs on errors only, before the error's answer goes out).
  app.addHook('onError', (_request, _reply, error, done) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status !== 'number' || status >= 500) suspected = true;
    done();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running?.catch(() => undefined);
  });
});
