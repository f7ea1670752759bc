/**
 * The write routes most kinds share, under their folder: `POST /` creates (201), `PUT /:id` updates
 * (keeping a revision where the kind has them; with `If-Match`, only over the version the caller saw, else a
 * 409: lib/versions.ts) and `DELETE /:id` moves the item to the trash. Each answers
 * the item in its envelope (`{ job: ... }`), the delete a message. The collections
 * (content/collection-routes.ts) and the modules with their own service (jobs, team, projects...) use it.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { errorResponseSchema, idParam, messageResponseSchema, versionConflictSchema } from '@mnch/shared';
import { z } from 'zod';
import { commonErrors } from './http-error';
import type { RevisionAuthor } from './revisions';
import { signedInCaller } from './request-guards';
import type { TrashActor } from './trash';
import { checkIfMatch, ifMatchOf, refusingStaleSaves, sendVersion, type SaveOptions } from './versions';

/** What the write routes use of a service; `createdBy` is the signed-in caller's id. */
export interface WriteService<C, U> {
  create?(data: C, createdBy: number): Promise<object>;
  update(id: number, data: U, author: RevisionAuthor, options: SaveOptions): Promise<object>;
  remove(id: number, by: TrashActor): Promise<unknown>;
}

export interface WriteRoutes<C extends z.ZodType, U extends z.ZodType> {
  /** The OpenAPI tag (left out: the folder's, lib/openapi.ts `tagRoutesByFolder`). */
  tags?: string[];
  /** Who may write: the staff's roles (`app.requireRole`). */
  onRequest: onRequestAsyncHookHandler;
  /** The item's key in its envelope (`job`) and the envelope's schema. */
  one: string;
  envelope: z.ZodObject;
  /** The item as the staff's read of it answers (`GET /:id`): a stale save's 409 carries it (lib/versions.ts). */
  current: (id: number, request: FastifyRequest) => Promise<object>;
  /** The bodies of `POST /` (left out: the module declares its own create) and of `PUT /:id`. */
  create?: C;
  update: U;
  /** The error answers (left out: lib/http-error.ts `commonErrors`). */
  errors?: Record<number, z.ZodType>;
  /** The create's and the update's answers besides `errors` (a 409 of a value another item has). */
  saveErrors?: Record<number, z.ZodType>;
  /** The delete's answer. */
  deleted: string;
}

export function writeRoutes<C extends z.ZodType, U extends z.ZodType>(
  app: FastifyInstance,
  service: WriteService<z.output<C>, z.output<U>>,
  routes: WriteRoutes<C, U>,
): void {
  const { tags, onRequest, one, envelope, errors = commonErrors } = routes;
  const saveErrors = { ...errors, ...routes.saveErrors };
  // A stale save's 409 (lib/versions.ts), or the 409 of a value another item has where the kind has one.
  const item = envelope.shape[one] as z.ZodType;
  const updateErrors = { ...saveErrors, 409: z.union([versionConflictSchema(item), errorResponseSchema]) };
  const { create } = service;
  if (routes.create && create) {
    app.post(
      '/',
      { onRequest, schema: { tags, body: routes.create, response: { 201: envelope, ...saveErrors } } },
      async (request, reply) =>
        reply.status(201).send({ [one]: await create.call(service, request.body as z.output<C>, signedInCaller(request).id) }),
    );
  }
  app.put(
    '/:id',
    {
      onRequest,
      preValidation: checkIfMatch,
      schema: { tags, params: idParam, body: routes.update, response: { 200: envelope, ...updateErrors } },
    },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof idParam>;
      const ifMatch = ifMatchOf(request);
      const saved = await refusingStaleSaves(
        app,
        request,
        String(id),
        () => service.update(id, request.body as z.output<U>, signedInCaller(request), { ifMatch }),
        () => routes.current(id, request),
      );
      sendVersion(request, reply, saved);
      return { [one]: saved };
    },
  );
  app.delete(
    '/:id',
    { onRequest, schema: { tags, params: idParam, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await service.remove((request.params as z.output<typeof idParam>).id, signedInCaller(request));
      return { message: routes.deleted };
    },
  );
}
