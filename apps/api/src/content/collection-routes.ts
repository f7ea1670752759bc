/**
 * The routes of a collection (packages/shared/src/collections/define.ts) under `/api/{folder}`: public
 * reads of the list and of one item; editors and administrators create, update and delete. Their
 * OpenAPI entries come from the collection's schemas (packages/shared/src/collections/schemas.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionSchemas,
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  type Collection,
  type CollectionQuery,
} from '@mnch/shared';
import type { z } from 'zod';
import type { RevisionAuthor } from '../lib/revisions';
import { signedInCaller } from '../lib/request-guards';
import type { TrashActor } from '../lib/trash';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** What the routes use of the collection's service (collection-service.ts), its items' own types left aside. */
export interface RouteService {
  list(query: CollectionQuery): Promise<object>;
  get(id: number): Promise<object>;
  create(changes: object, createdBy: number | null): Promise<object>;
  update(id: number, changes: object, author: RevisionAuthor): Promise<object>;
  remove(id: number, by: TrashActor): Promise<void>;
}

export function collectionRoutes(collection: Collection, serviceOf: (services: unknown) => RouteService): FastifyPluginAsyncZod {
  const { query, ...made } = collectionSchemas(collection);
  // The answers' and bodies' own types are the collection's (ItemOf, ChangesOf); here, any object.
  const schemas = { query, ...(made as unknown as Record<'create' | 'update' | 'item' | 'envelope' | 'list', z.ZodType<object, object>>) };
  const tags = [collection.folder];
  const envelope = (item: object) => ({ [collection.one]: item });
  return async (app) => {
    const service = serviceOf(app.services);
    const staffOnly = app.requireRole('admin', 'editor');

    app.get(
      '/',
      { onRequest: app.optionalAuth, schema: { tags, querystring: schemas.query, response: { 200: schemas.list, ...errors } } },
      async (request) => service.list(request.query),
    );
    app.get(
      '/:id',
      { onRequest: app.optionalAuth, schema: { tags, params: idParam, response: { 200: schemas.envelope, ...errors } } },
      async (request) => envelope(await service.get(request.params.id)),
    );
    app.post(
      '/',
      { onRequest: staffOnly, schema: { tags, body: schemas.create, response: { 201: schemas.envelope, ...errors } } },
      async (request, reply) => reply.status(201).send(envelope(await service.create(request.body, signedInCaller(request).id))),
    );
    app.put(
      '/:id',
      { onRequest: staffOnly, schema: { tags, params: idParam, body: schemas.update, response: { 200: schemas.envelope, ...errors } } },
      async (request) => envelope(await service.update(request.params.id, request.body, signedInCaller(request))),
    );
    app.delete(
      '/:id',
      { onRequest: staffOnly, schema: { tags, params: idParam, response: { 200: messageResponseSchema, ...errors } } },
      async (request) => {
        await service.remove(request.params.id, signedInCaller(request));
        return { message: collection.messages.deleted };
      },
    );
  };
}
