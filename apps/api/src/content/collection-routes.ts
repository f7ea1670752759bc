/**
 * The routes of a collection (packages/shared/src/collections/define.ts) under `/api/{folder}`: public
 * reads of the list and of one item; editors and administrators create, update and delete. Their
 * OpenAPI entries come from the collection's schemas (packages/shared/src/collections/schemas.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionSchemas, type Collection, type CollectionQuery } from '@mnch/shared';
import type { z } from 'zod';
import { errorResponses } from '../lib/http-error';
import { readRoutes } from '../lib/read-routes';
import { writeRoutes, type WriteService } from '../lib/write-routes';

/** What the routes use of the collection's service (collection-service.ts), its items' own types left aside. */
export interface RouteService extends WriteService<object, object> {
  list(query: CollectionQuery): Promise<object>;
  get(id: number): Promise<object>;
}

export function collectionRoutes(collection: Collection, serviceOf: (services: unknown) => RouteService): FastifyPluginAsyncZod {
  const { query, ...made } = collectionSchemas(collection);
  // The answers' and bodies' own types are the collection's (ItemOf, ChangesOf); here, any object.
  const schemas = {
    query,
    ...(made as unknown as Record<'create' | 'update' | 'item' | 'list', z.ZodType<object, object>> & { envelope: z.ZodObject }),
  };
  return async (app) => {
    const service = serviceOf(app.services);
    // What the reads and the writes share (the tag is the folder: lib/openapi.ts tagRoutesByFolder).
    const item = { one: collection.one, envelope: schemas.envelope };

    readRoutes(app, service, {
      ...item,
      onRequest: app.optionalAuth,
      query: schemas.query,
      list: schemas.list,
    });
    writeRoutes(app, service, {
      ...item,
      onRequest: app.staffOnly,
      create: schemas.create,
      update: schemas.update,
      current: (id) => service.get(id),
      // A unique field's value another item has is a 409 (collection-service.ts).
      ...(Object.values(collection.fields).some((spec) => spec.unique) && { saveErrors: errorResponses(409) }),
      deleted: collection.messages.deleted,
    });
  };
}
