import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_MESSAGES,
  createPartnerSchema,
  partnerEnvelopeSchema,
  partnersListSchema,
  partnersQuerySchema,
  updatePartnerSchema,
} from '@mnch/shared';
import { errorResponses } from '../../lib/http-error';
import { readRoutes } from '../../lib/read-routes';
import { writeRoutes } from '../../lib/write-routes';

const errors = errorResponses(400, 401, 403, 404);

/** /api/partners: the partner organisations; anyone reads, editors and admins write. */
const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.partners;
  const staffOnly = app.requireRole('admin', 'editor');

  readRoutes(app, service, {
    tags: ['partners'],
    query: partnersQuerySchema,
    list: partnersListSchema,
    one: 'partner',
    envelope: partnerEnvelopeSchema,
    errors,
  });

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
