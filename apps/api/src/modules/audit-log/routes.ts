import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFacetsSchema, auditLogListSchema, auditLogQuerySchema } from '@mnch/shared';
import { errorResponses } from '../../lib/http-error';

const errors = errorResponses(400, 401, 403);

/**
 * /api/audit-log: administrators read the log. There is no write route: rows are added by the
 * recording hook (src/plugins/audit.ts) only, and any other method answers 404 (the /api catch-all).
 */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auditLog;

  app.get(
    '/',
    {
      onRequest: app.adminOnly,
      schema: {
        summary: 'Read the audit log',
        description:
          "Every write through the API, newest first: who (the user id and their name at the time; none for a visitor), when, the action, the kind (the API section), the item and its label, the route pattern and the status. Filters: `user` (an id), `kind`, `action`, and `from` / `to` (days YYYY-MM-DD in the centre's time zone, both included).",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/facets',
    {
      onRequest: app.adminOnly,
      schema: {
        summary: 'The people and kinds in the audit log',
        description: 'For the filters: each account that has rows (with the name of its latest row) and each kind, sorted.',
        response: { 200: auditFacetsSchema, ...errors },
      },
    },
    async () => service.facets(),
  );
};

export default auditLogRoutes;
