import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/gallery routes (see ../shared/API.md). */
const galleryRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default galleryRoutes;
