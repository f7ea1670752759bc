/**
 * The write routes most kinds share, under their folder: `POST /` creates (201), `PUT /:id` updates
 * (keeping a revision where the kind has them) and `DELETE /:id` moves the item to the trash. Each answers
 * the item in its envelope (`{ job: ... }`), the delete a message. The collections
 * (content/collection-routes.ts) and the modules with their own service (jobs, team, projects...) use it.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { idParam, messageResponseSchema } from '@mnch/shared';
import type { z } from 'zod';
import { commonErrors } from './http-error';
import type { RevisionAuthor } from './revisions';
import { signedInCaller } from './request-guards';
import type { TrashActor } from './trash';

/** What the write routes use of a service; `createdBy` is the signed-in caller's id. */
export interface WriteService<C, U> {
  create?(data: C, createdBy: number): Promise<object>;
  update(id: number, data: U, author: RevisionAuthor): Promise<object>;
  remove(id: number, by: TrashActor): Promise<unknown>;
}

export interface WriteRoutes<C extends z.ZodType, U extends z.ZodType> {
  /** The OpenAPI tag (left out: the folder's, lib/openapi.ts `tagRoutesByFolder`). */
  tags?: string[];
  /** Who may write: the staff's roles (`app.requireRole`). */
  onRequest: onRequestAsyncHookHandler;
  /** The item's key in its envelope (`job`) and the envelope's schema. */
  one: string;
  envelope: z.ZodType;
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
    { onRequest, schema: { tags, params: idParam, body: routes.update, response: { 200: envelope, ...saveErrors } } },
    async (request) => ({
      [one]: await service.update((request.params as z.output<typeof idParam>).id, request.body as z.output<U>, signedInCaller(request)),
    }),
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
