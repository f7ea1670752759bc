import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  TRASH_MESSAGES,
  bulkIdsSchema,
  bulkMessage,
  bulkResultSchema,
  idParam,
  messageResponseSchema,
  trashEmptiedSchema,
  trashListSchema,
  trashQuerySchema,
  trashRestoredSchema,
} from '@mnch/shared';
import { badRequest, errorResponses } from '../../lib/http-error';
import type { AuditItem } from '../../plugins/audit';

const errors = errorResponses(400, 401, 403, 404, 409);

/** /api/trash: editors and admins list and restore (one or several); admins delete for good (one or several) and empty it. */
const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.trash;

  app.get(
    '/',
    { onRequest: app.staffOnly, schema: { querystring: trashQuerySchema, response: { 200: trashListSchema, ...errors } } },
    async (request) => service.list(request.query),
  );

  app.post(
    '/:id/restore',
    { onRequest: app.staffOnly, schema: { params: idParam, response: { 200: trashRestoredSchema, ...errors } } },
    async (request) => {
      const restored = await service.restore(request.params.id);
      return { message: TRASH_MESSAGES.restored(restored.label), kind: restored.kind, itemId: restored.itemId };
    },
  );

  // Bulk (docs/behaviour/bulk-actions.md): up to BULK_MAX_IDS entries; ids not in the trash are named in
  // the answer. The audit log gets one row per entry, as a single restore or delete would.
  app.post(
    '/bulk/restore',
    { onRequest: app.staffOnly, schema: { body: bulkIdsSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => {
      const { restored, missing, refused } = await service.restoreMany(request.body.ids);
      request.auditItems = restored.map(({ id, label }): AuditItem => ({ action: 'restore', id, label }));
      const result = { done: restored.length, missing, refused };
      return { message: bulkMessage('restore', 'items', result), ...result };
    },
  );

  app.post(
    '/bulk/delete',
    { onRequest: app.adminOnly, schema: { body: bulkIdsSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => {
      const { deleted, missing } = await service.deleteManyForever(request.body.ids);
      request.auditItems = deleted.map(({ id, label }): AuditItem => ({ action: 'delete', id, label }));
      const result = { done: deleted.length, missing, refused: [] };
      return { message: bulkMessage('delete', 'items', result), ...result };
    },
  );

  app.delete(
    '/:id',
    { onRequest: app.adminOnly, schema: { params: idParam, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await service.deleteForever(request.params.id);
      return { message: TRASH_MESSAGES.deletedForever };
    },
  );

  app.delete('/', { onRequest: app.adminOnly, schema: { response: { 200: trashEmptiedSchema, ...errors } } }, async (request) => {
    // Nothing to send: a body is a mistake (or a probe), refused before anything is deleted.
    if (request.body !== undefined) throw badRequest(MESSAGES.common.noBody);
    const deleted = await service.empty();
    return { message: TRASH_MESSAGES.emptied(deleted), deleted };
  });
};

export default trashRoutes;
