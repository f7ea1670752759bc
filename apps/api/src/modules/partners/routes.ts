import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_MESSAGES,
  createPartnerSchema,
  partnerEnvelopeSchema,
  partnersListSchema,
  partnersQuerySchema,
  updatePartnerSchema,
} from '@mnch/shared';
import { readRoutes } from '../../lib/read-routes';
import { writeRoutes } from '../../lib/write-routes';

/** /api/partners: the partner organisations; anyone reads, editors and admins write. */
const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.partners;
  // What the reads and the writes share.
  const item = { one: 'partner', envelope: partnerEnvelopeSchema };

  readRoutes(app, service, {
    ...item,
    // The session is read so that staff get the item's version as its ETag (lib/versions.ts).
    onRequest: app.optionalAuth,
    query: partnersQuerySchema,
    list: partnersListSchema,
  });

  writeRoutes(app, service, {
    ...item,
    onRequest: app.staffOnly,
    create: createPartnerSchema,
    update: updatePartnerSchema,
    current: (id) => service.get(id),
    deleted: PARTNER_MESSAGES.deleted,
  });
};

export default partnersRoutes;
