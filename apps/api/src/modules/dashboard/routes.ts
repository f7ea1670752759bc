import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@mnch/shared';
import { errorResponses } from '../../lib/http-error';

/** /api/dashboard: what waits for the back office's people (the dashboard's "Needs attention"; docs/behaviour/back-office-content.md). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.backOffice,
      schema: {
        summary: 'What is waiting: drafts, scheduled items, unread inquiries, failed mail',
        description:
          'Drafts of every kind that is drafted, last saved first, and items scheduled to go live, soonest first (up to 5 of each, with the total and the back-office address of each); the unread inquiries for editors and administrators (null for a viewer); the count of failed messages for administrators (null for others).',
        response: { 200: dashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.services.dashboard.forRole(request.caller!.role),
  );
};

export default dashboardRoutes;
