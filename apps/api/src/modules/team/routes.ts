import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_MESSAGES,
  createTeamMemberSchema,
  errorResponseSchema,
  idParam,
  teamListSchema,
  teamMemberEnvelopeSchema,
  teamOrderResponseSchema,
  teamMoveSchema,
  teamOrderSchema,
  teamQuerySchema,
  updateTeamMemberSchema,
} from '@mnch/shared';
import { writeRoutes } from '../../lib/write-routes';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** /api/team: the team page's members; anyone reads, editors and admins write and reorder. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.team;
  const staffOnly = app.requireRole('admin', 'editor');

  app.get(
    '/',
    { schema: { tags: ['team'], querystring: teamQuerySchema, response: { 200: teamListSchema, ...errors } } },
    async (request) => service.list(request.query),
  );

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

  app.get(
    '/:id',
    { schema: { tags: ['team'], params: idParam, response: { 200: teamMemberEnvelopeSchema, ...errors } } },
    async (request) => ({ member: await service.get(request.params.id) }),
  );

  writeRoutes(app, service, {
    tags: ['team'],
    onRequest: staffOnly,
    one: 'member',
    envelope: teamMemberEnvelopeSchema,
    create: createTeamMemberSchema,
    update: updateTeamMemberSchema,
    errors,
    deleted: TEAM_MESSAGES.deleted,
  });
};

export default teamRoutes;
