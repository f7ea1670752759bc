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
  // What the reads and the writes share.
  const item = { tags: ['partners'], one: 'partner', envelope: partnerEnvelopeSchema, errors };

  readRoutes(app, service, {
    ...item,
    query: partnersQuerySchema,
    list: partnersListSchema,
  });

  writeRoutes(app, service, {
    ...item,
    onRequest: staffOnly,
    create: createPartnerSchema,
    update: updatePartnerSchema,
    deleted: PARTNER_MESSAGES.deleted,
  });
};

export default partnersRoutes;
