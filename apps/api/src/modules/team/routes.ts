import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_MESSAGES,
  createTeamMemberSchema,
  idParam,
  teamListSchema,
  teamMemberEnvelopeSchema,
  teamOrderResponseSchema,
  teamMoveSchema,
  teamOrderSchema,
  teamQuerySchema,
  updateTeamMemberSchema,
} from '@mnch/shared';
import { commonErrors } from '../../lib/http-error';
import { readRoutes } from '../../lib/read-routes';
import { writeRoutes } from '../../lib/write-routes';

/** /api/team: the team page's members; anyone reads, editors and admins write and reorder. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.team;
  // What the reads and the writes share.
  const item = { one: 'member', envelope: teamMemberEnvelopeSchema };

  readRoutes(app, service, {
    ...item,
    // The session is read so that staff get the item's version as its ETag (lib/versions.ts).
    onRequest: app.optionalAuth,
    query: teamQuerySchema,
    list: teamListSchema,
  });

  app.get('/order', { schema: { response: { 200: teamOrderResponseSchema } } }, async () => ({
    ids: await service.order(),
  }));

  app.put(
    '/order',
    {
      onRequest: app.staffOnly,
      schema: { body: teamOrderSchema, response: { 200: teamOrderResponseSchema, ...commonErrors } },
    },
    async (request) => ({ ids: await service.reorder(request.body.ids) }),
  );

  app.post(
    '/:id/move',
    {
      onRequest: app.staffOnly,
      schema: { params: idParam, body: teamMoveSchema, response: { 200: teamOrderResponseSchema, ...commonErrors } },
    },
    async (request) => ({ ids: await service.move(request.params.id, request.body.move) }),
  );

  writeRoutes(app, service, {
    ...item,
    onRequest: app.staffOnly,
    create: createTeamMemberSchema,
    update: updateTeamMemberSchema,
    current: (id) => service.get(id),
    deleted: TEAM_MESSAGES.deleted,
  });
};

export default teamRoutes;
