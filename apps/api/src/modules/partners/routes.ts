import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_MESSAGES,
  createPartnerSchema,
  errorResponseSchema,
  idParam,
  partnerEnvelopeSchema,
  partnersListSchema,
  partnersQuerySchema,
  updatePartnerSchema,
} from '@mnch/shared';
import { writeRoutes } from '../../lib/write-routes';

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

  writeRoutes(app, service, {
    tags: ['partners'],
    onRequest: staffOnly,
    one: 'partner',
    envelope: partnerEnvelopeSchema,
    create: createPartnerSchema,
    update: updatePartnerSchema,
    errors,
    deleted: PARTNER_MESSAGES.deleted,
  });
};

export default partnersRoutes;
