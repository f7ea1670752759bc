import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/articles routes (see ../shared/API.md). */
const articlesRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default articlesRoutes;
