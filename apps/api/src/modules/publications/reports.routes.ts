import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/reports/files: the published report PDFs (see ../shared/API.md). */
const reportsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default reportsRoutes;
