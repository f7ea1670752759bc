import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/social routes (see ../shared/API.md). */
const socialRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default socialRoutes;
