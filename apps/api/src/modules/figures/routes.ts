import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  figureItemSchema,
  figureEnvelopeSchema,
  figureInputSchema,
  figureKeyParam,
  figuresListSchema,
  versionConflictSchema,
} from '@mnch/shared';
import { z } from 'zod';
import { signedInCaller } from '../../lib/request-guards';
import { commonErrors } from '../../lib/http-error';
import { checkIfMatch, ifMatchOf, refusingStaleSaves, sendVersion } from '../../lib/versions';

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
    async (request, reply) => {
      const figure = await service.get(request.params.key);
      sendVersion(request, reply, figure);
      return { figure };
    },
  );

  app.put(
    '/:key',
    {
      onRequest: app.adminOnly,
      preValidation: checkIfMatch,
      schema: {
        params: figureKeyParam,
        body: figureInputSchema,
        response: {
          200: figureEnvelopeSchema,
          ...commonErrors,
          409: z.union([versionConflictSchema(figureItemSchema), errorResponseSchema]),
        },
      },
    },
    // With If-Match, only over the version the caller saw; else a 409 with the figure as it is (lib/versions.ts).
    async (request, reply) => {
      const { key } = request.params;
      const ifMatch = ifMatchOf(request);
      const figure = await refusingStaleSaves(
        app,
        request,
        key,
        () => service.put(key, request.body, signedInCaller(request), { ifMatch }),
        () => service.get(key),
      );
      sendVersion(request, reply, figure);
      return { figure };
    },
  );
};

export default figuresRoutes;
