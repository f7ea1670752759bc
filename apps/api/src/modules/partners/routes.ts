import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_MESSAGES,
  createPartnerSchema,
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  partnerEnvelopeSchema,
  partnersListSchema,
  partnersQuerySchema,
  updatePartnerSchema,
} from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** /api/partners: the partner organisations; anyone reads, editors and admins write. */
const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.partners;
  const staffOnly = app.requireRole('admin', 'editor');

  app.get(
    '/',
    { schema: { tags: ['partners'], querystring: partnersQuerySchema, response: { 200: partnersListSchema, ...errors } } },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    { schema: { tags: ['partners'], params: idParam, response: { 200: partnerEnvelopeSchema, ...errors } } },
    async (request) => ({ partner: await service.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: { tags: ['partners'], body: createPartnerSchema, response: { 201: partnerEnvelopeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ partner: await service.create(request.body) }),
  );

  app.put(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['partners'], params: idParam, body: updatePartnerSchema, response: { 200: partnerEnvelopeSchema, ...errors } },
    },
    async (request) => ({ partner: await service.update(request.params.id, request.body, signedInCaller(request)) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['partners'], params: idParam, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.id, signedInCaller(request));
      return { message: PARTNER_MESSAGES.deleted };
    },
  );
};

export default partnersRoutes;
