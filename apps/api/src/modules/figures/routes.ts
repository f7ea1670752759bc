import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { figureEnvelopeSchema, figureInputSchema, figureKeyParam, figuresListSchema } from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';
import { commonErrors } from '../../lib/http-error';

/** /api/figures: every number the site quotes; anyone reads them, admins change them (keys are fixed). */
const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.figures;

  app.get('/', { onRequest: app.optionalAuth, schema: { response: { 200: figuresListSchema } } }, async () => ({
    figures: await service.list(),
  }));

  app.get(
    '/:key',
    {
      onRequest: app.optionalAuth,
      schema: { params: figureKeyParam, response: { 200: figureEnvelopeSchema, ...commonErrors } },
    },
    async (request) => ({ figure: await service.get(request.params.key) }),
  );

  app.put(
    '/:key',
    {
      onRequest: app.adminOnly,
      schema: { params: figureKeyParam, body: figureInputSchema, response: { 200: figureEnvelopeSchema, ...commonErrors } },
    },
    async (request) => ({ figure: await service.put(request.params.key, request.body, signedInCaller(request)) }),
  );
};

export default figuresRoutes;
