import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AWARD_MESSAGES,
  createAwardSchema,
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  awardEnvelopeSchema,
  awardsListSchema,
  awardsQuerySchema,
  updateAwardSchema,
} from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** /api/awards: public reads; editors and admins write. */
const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.awards;
  const staffOnly = app.requireRole('admin', 'editor');

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['awards'], querystring: awardsQuerySchema, response: { 200: awardsListSchema, ...errors } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['awards'], params: idParam, response: { 200: awardEnvelopeSchema, ...errors } },
    },
    async (request) => ({ award: await service.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: { tags: ['awards'], body: createAwardSchema, response: { 201: awardEnvelopeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ award: await service.create(request.body, signedInCaller(request).id) }),
  );

  app.put(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['awards'],
        params: idParam,
        body: updateAwardSchema,
        response: { 200: awardEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ award: await service.update(request.params.id, request.body, signedInCaller(request)) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['awards'], params: idParam, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.id, signedInCaller(request));
      return { message: AWARD_MESSAGES.deleted };
    },
  );
};

export default awardsRoutes;
