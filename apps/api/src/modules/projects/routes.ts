import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/projects routes (see ../shared/API.md). */
const projectsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default projectsRoutes;
