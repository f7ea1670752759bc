import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, siteSettingsEnvelopeSchema, siteSettingsInputSchema, versionConflictSchema } from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';
import { errorResponses } from '../../lib/http-error';
import { checkIfMatch, ifMatchOf, refusingStaleSaves, sendVersion } from '../../lib/versions';

const errors = errorResponses(400, 401, 403);

/** /api/settings: the site's settings; anyone reads them, admins change them. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.settings;

  app.get('/', { onRequest: app.optionalAuth, schema: { response: { 200: siteSettingsEnvelopeSchema } } }, async (request, reply) => {
    const answer = await service.get();
    sendVersion(request, reply, answer);
    return answer;
  });

  // With If-Match, only over the version the caller saw; else a 409 with the settings as they are (lib/versions.ts).
  app.put(
    '/',
    {
      onRequest: app.adminOnly,
      preValidation: checkIfMatch,
      schema: {
        body: siteSettingsInputSchema,
        response: {
          200: siteSettingsEnvelopeSchema,
          ...errors,
          409: z.union([versionConflictSchema(siteSettingsEnvelopeSchema), errorResponseSchema]),
        },
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request);
      const saved = await refusingStaleSaves(
        app,
        request,
        null,
        () => service.put(request.body, signedInCaller(request), { ifMatch }),
        () => service.get(),
      );
      sendVersion(request, reply, saved);
      return saved;
    },
  );
};

export default settingsRoutes;
