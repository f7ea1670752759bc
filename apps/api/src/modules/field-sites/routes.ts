import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FIELD_SITE_MESSAGES,
  createFieldSiteSchema,
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  fieldSiteEnvelopeSchema,
  fieldSitesListSchema,
  fieldSitesQuerySchema,
  updateFieldSiteSchema,
} from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** /api/field-sites: the impact page's field sites; anyone reads; editors and admins write. */
const fieldSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.fieldSites;
  const staffOnly = app.requireRole('admin', 'editor');

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['field-sites'], querystring: fieldSitesQuerySchema, response: { 200: fieldSitesListSchema, ...errors } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['field-sites'], params: idParam, response: { 200: fieldSiteEnvelopeSchema, ...errors } },
    },
    async (request) => ({ fieldSite: await service.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: { tags: ['field-sites'], body: createFieldSiteSchema, response: { 201: fieldSiteEnvelopeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ fieldSite: await service.create(request.body, signedInCaller(request).id) }),
  );

  app.put(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['field-sites'],
        params: idParam,
        body: updateFieldSiteSchema,
        response: { 200: fieldSiteEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ fieldSite: await service.update(request.params.id, request.body, signedInCaller(request)) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['field-sites'], params: idParam, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.id, signedInCaller(request));
      return { message: FIELD_SITE_MESSAGES.deleted };
    },
  );
};

export default fieldSitesRoutes;
