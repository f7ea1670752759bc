import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often the purge runs after the first run at start-up. */
export const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes trash entries past keeping (TRASH_RETENTION_DAYS) with their files: once when the app is
 * ready, then every hour until it closes. Each run is one idempotent DELETE, so several processes on one
 * PostgreSQL may run it at once. A failed run is logged and the next one tries again.
 */
export default fp(async function trashPurge(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const purged = await app.services.trash.purge();
      if (purged > 0) app.log.info({ purged }, 'trash entries past keeping deleted');
    } catch (err) {
      app.log.error({ err }, 'could not purge the trash');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), TRASH_PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
});
