import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/uploads routes (see ../shared/API.md). */
const uploadsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default uploadsRoutes;
