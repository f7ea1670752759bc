import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/events routes (see ../shared/API.md). */
const eventsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default eventsRoutes;
