import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@mnch/shared';

/**
 * GET /api/health: whether the database answers and the upload storage is writable, as the last
 * background check found (./plugin.ts), from memory. Checked again first only while that is unknown or
 * not ok. `X-Health-Checked-At` says when the answer's check ended and `X-Health-Age` its age in
 * milliseconds (the body keeps its three fields, packages/shared healthSchema).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const known = app.health.needsCheck() ? null : app.health.last();
    const state = known ?? (await app.health.check());
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Health-Checked-At', new Date(state.checkedAt).toISOString())
      .header('X-Health-Age', String(Math.max(0, Date.now() - state.checkedAt)));
    return reply.status(state.body.database === 'ok' ? 200 : 503).send(state.body);
  });
};

export default healthRoutes;
