import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SUBSCRIBER_MESSAGES,
  idParam,
  messageResponseSchema,
  subscriberStatsSchema,
  subscribersExportQuerySchema,
  subscribersListSchema,
  subscribersQuerySchema,
  toSiteDate,
} from '@mnch/shared';
import { badRequest, commonErrors } from '../../lib/http-error';

/**
 * /api/subscribers: the back office's Subscribers screen (editors and admins; docs/behaviour/subscribers.md):
 * the list (search, status), the counts per status, the CSV export of a filter, and removal.
 */
const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subscribers;

  app.get(
    '/',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'List newsletter subscribers',
        description: 'Newest first; `search` matches the email, name or organisation; `status` keeps one state.',
        querystring: subscribersQuerySchema,
        response: { 200: subscribersListSchema, ...commonErrors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/stats',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'How many subscribers are in each state',
        response: { 200: subscriberStatsSchema, ...commonErrors },
      },
    },
    async () => service.stats(),
  );

  app.get(
    '/export',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'The filtered subscribers as CSV',
        description:
          "The same `search` and `status` as the list, every page. A cell starting with = + - @ is written with a leading ' (formula-safe).",
        querystring: subscribersExportQuerySchema,
        response: { 200: z.string(), ...commonErrors },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="subscribers-${toSiteDate(app.clock())}.csv"`)
        .send(csv);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'Remove a subscriber',
        description: 'Deletes the subscriber and the newsletter issues still waiting in the outbox for them.',
        params: idParam,
        response: { 200: messageResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      if (request.body !== undefined) throw badRequest(MESSAGES.common.noBody);
      await service.remove(request.params.id);
      return { message: SUBSCRIBER_MESSAGES.deleted };
    },
  );
};

export default subscribersRoutes;
