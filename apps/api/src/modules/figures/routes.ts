import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { figureEnvelopeSchema, figureInputSchema, figureKeyParam, figuresListSchema } from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';
import { errorResponses } from '../../lib/http-error';

const errors = errorResponses(400, 401, 403, 404);

/** /api/figures: every number the site quotes; anyone reads them, admins change them (keys are fixed). */
const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.figures;

  app.get('/', { onRequest: app.optionalAuth, schema: { tags: ['figures'], response: { 200: figuresListSchema } } }, async () => ({
    figures: await service.list(),
  }));

  app.get(
    '/:key',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['figures'], params: figureKeyParam, response: { 200: figureEnvelopeSchema, ...errors } },
    },
    async (request) => ({ figure: await service.get(request.params.key) }),
  );

  app.put(
    '/:key',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['figures'], params: figureKeyParam, body: figureInputSchema, response: { 200: figureEnvelopeSchema, ...errors } },
    },
    async (request) => ({ figure: await service.put(request.params.key, request.body, signedInCaller(request)) }),
  );
};

export default figuresRoutes;
