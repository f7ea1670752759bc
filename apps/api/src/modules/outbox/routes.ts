import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  OUTBOX_MESSAGES,
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  outboxListSchema,
  outboxMessageSchema,
  outboxQuerySchema,
} from '@mnch/shared';
import { badRequest, commonErrors } from '../../lib/http-error';

/**
 * /api/outbox: administrators read the mail the site has queued (decision 30) - who, what, its state,
 * attempts and last error, the rendered message - and send a failed one again.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.outbox;

  app.get(
    '/',
    {
      onRequest: app.adminOnly,
      schema: {
        summary: 'List queued and sent mail',
        description: 'Newest first; `status` (pending, sending, sent, failed) keeps one state.',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, ...commonErrors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.adminOnly,
      schema: {
        summary: 'One message with its HTML and text parts',
        params: idParam,
        response: { 200: outboxMessageSchema, ...commonErrors },
      },
    },
    async (request) => ({ message: await service.get(request.params.id) }),
  );

  app.post(
    '/:id/retry',
    {
      onRequest: app.adminOnly,
      schema: {
        summary: 'Send a failed message again',
        description: 'The message goes back to pending, due now, its attempts counted from 0. 409 when it has not failed.',
        params: idParam,
        response: { 200: messageResponseSchema, ...commonErrors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.body !== undefined) throw badRequest(MESSAGES.common.noBody);
      await service.retry(request.params.id);
      app.mailWorker?.wake();
      return { message: OUTBOX_MESSAGES.retried };
    },
  );
};

export default outboxRoutes;
