import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsEnvelopeSchema, siteSettingsInputSchema } from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';
import { errorResponses } from '../../lib/http-error';

const errors = errorResponses(400, 401, 403);

/** /api/settings: the site's settings; anyone reads them, admins change them. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.settings;

  app.get('/', { onRequest: app.optionalAuth, schema: { response: { 200: siteSettingsEnvelopeSchema } } }, async () => service.get());

  app.put(
    '/',
    {
      onRequest: app.adminOnly,
      schema: { body: siteSettingsInputSchema, response: { 200: siteSettingsEnvelopeSchema, ...errors } },
    },
    async (request) => service.put(request.body, signedInCaller(request)),
  );
};

export default settingsRoutes;
