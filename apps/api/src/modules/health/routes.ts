import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@mnch/shared';

/** GET /api/health: whether the database answers and the upload storage is writable. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const [database, storage] = await Promise.all([app.database.ping(), app.storage.check()]);
    const body = {
      status: database && storage ? ('ok' as const) : ('degraded' as const),
      database: database ? ('ok' as const) : ('error' as const),
      storage: storage ? ('ok' as const) : ('error' as const),
    };
    reply.header('Cache-Control', 'no-store');
    return reply.status(database ? 200 : 503).send(body);
  });
};

export default healthRoutes;
