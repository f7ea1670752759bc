import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REDIRECT_MESSAGES, idParam, messageResponseSchema, redirectListSchema, redirectsQuerySchema } from '@mnch/shared';
import { commonErrors } from '../../lib/http-error';

/**
 * /api/redirects: administrators list and remove the redirects from old public addresses (decision 28).
 * There is no create route: a redirect is kept when a published item's slug changes.
 */
const redirectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.redirects;

  app.get(
    '/',
    {
      onRequest: app.adminOnly,
      schema: {
        summary: 'List redirects from old addresses',
        description:
          "Newest first. Each row is an old path, the item it belongs to (kind and id) with its title, and the item's current path (null once the item has been deleted: the old path then answers 404). `search` finds old paths containing the text.",
        querystring: redirectsQuerySchema,
        response: { 200: redirectListSchema, ...commonErrors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.adminOnly,
      schema: {
        summary: 'Remove a redirect',
        description: 'The old path answers 404 from then on (unless an item takes it as its address).',
        params: idParam,
        response: { 200: messageResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: REDIRECT_MESSAGES.deleted };
    },
  );
};

export default redirectsRoutes;
