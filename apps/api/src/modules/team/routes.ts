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
import { errorResponses } from '../../lib/http-error';
import { readRoutes } from '../../lib/read-routes';
import { writeRoutes } from '../../lib/write-routes';

const errors = errorResponses(400, 401, 403, 404);

/** /api/team: the team page's members; anyone reads, editors and admins write and reorder. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.team;
  const staffOnly = app.requireRole('admin', 'editor');
  // What the reads and the writes share.
  const item = { tags: ['team'], one: 'member', envelope: teamMemberEnvelopeSchema, errors };

  readRoutes(app, service, {
    ...item,
    query: teamQuerySchema,
    list: teamListSchema,
  });

  app.get('/order', { schema: { tags: ['team'], response: { 200: teamOrderResponseSchema } } }, async () => ({
    ids: await service.order(),
  }));

  app.put(
    '/order',
    {
      onRequest: staffOnly,
      schema: { tags: ['team'], body: teamOrderSchema, response: { 200: teamOrderResponseSchema, ...errors } },
    },
    async (request) => ({ ids: await service.reorder(request.body.ids) }),
  );

  app.post(
    '/:id/move',
    {
      onRequest: staffOnly,
      schema: { tags: ['team'], params: idParam, body: teamMoveSchema, response: { 200: teamOrderResponseSchema, ...errors } },
    },
    async (request) => ({ ids: await service.move(request.params.id, request.body.move) }),
  );

  writeRoutes(app, service, {
    ...item,
    onRequest: staffOnly,
    create: createTeamMemberSchema,
    update: updateTeamMemberSchema,
    deleted: TEAM_MESSAGES.deleted,
  });
};

export default teamRoutes;
