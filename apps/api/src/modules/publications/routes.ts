import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/publications routes (see ../shared/API.md). */
const publicationsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default publicationsRoutes;
