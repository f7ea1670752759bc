import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportFileSchema } from '@mnch/shared';

/** GET /api/reports/files: the published report PDFs, `[{ name, file_url }]`. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/files', { schema: { tags: ['publications'], response: { 200: z.array(reportFileSchema) } } }, async () =>
    app.services.publications.reportFiles(),
  );
};

export default reportsRoutes;
