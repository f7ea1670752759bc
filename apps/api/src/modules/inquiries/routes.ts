import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/inquiries routes (see ../shared/API.md). */
const inquiriesRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default inquiriesRoutes;
