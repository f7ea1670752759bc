import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRESS_MESSAGES,
  createPressReleaseSchema,
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  pressReleaseEnvelopeSchema,
  pressReleasesListSchema,
  pressReleasesQuerySchema,
  updatePressReleaseSchema,
} from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** /api/press-releases: public reads; editors and admins write. */
const pressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.press;
  const staffOnly = app.requireRole('admin', 'editor');

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['press-releases'], querystring: pressReleasesQuerySchema, response: { 200: pressReleasesListSchema, ...errors } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['press-releases'], params: idParam, response: { 200: pressReleaseEnvelopeSchema, ...errors } },
    },
    async (request) => ({ pressRelease: await service.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: { tags: ['press-releases'], body: createPressReleaseSchema, response: { 201: pressReleaseEnvelopeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ pressRelease: await service.create(request.body, signedInCaller(request).id) }),
  );

  app.put(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['press-releases'],
        params: idParam,
        body: updatePressReleaseSchema,
        response: { 200: pressReleaseEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ pressRelease: await service.update(request.params.id, request.body, signedInCaller(request)) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['press-releases'], params: idParam, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.id, signedInCaller(request));
      return { message: PRESS_MESSAGES.deleted };
    },
  );
};

export default pressRoutes;
