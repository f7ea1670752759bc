/**
 * The read routes most kinds share, under their folder: `GET /` lists (the service's `list` of the
 * query) and `GET /:id` answers one item in its envelope (`{ job: ... }`; the service's `get` answers 404;
 * to staff with its version as the ETag: lib/versions.ts).
 * The collections (content/collection-routes.ts) and the modules with their own service (jobs, team,
 * partners...) use it, next to writeRoutes (write-routes.ts).
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { idParam } from '@mnch/shared';
import type { z } from 'zod';
import { commonErrors } from './http-error';
import { sendVersion } from './versions';

/** What the read routes use of a service; `viewer` is what `ReadRoutes.viewer` makes of the request. */
export interface ReadService<Q, V> {
  list(query: Q, viewer: V): Promise<object>;
  get(id: number, viewer: V): Promise<object>;
}

export interface ReadRoutes<Q extends z.ZodType, V> {
  /** The OpenAPI tag (left out: the folder's, lib/openapi.ts `tagRoutesByFolder`). */
  tags?: string[];
  /** Who may read (left out: anyone, without reading the session). */
  onRequest?: onRequestAsyncHookHandler;
  /** The list's query string and answer. */
  query: Q;
  list: z.ZodType;
  /** The item's key in its envelope (`job`) and the envelope's schema. */
  one: string;
  envelope: z.ZodType;
  /** The error answers (left out: lib/http-error.ts `commonErrors`). */
  errors?: Record<number, z.ZodType>;
  /** What the service is told of the caller, for a kind whose reads depend on who asks (drafts for staff). */
  viewer?: (request: FastifyRequest) => V;
}

export function readRoutes<Q extends z.ZodType, V = undefined>(
  app: FastifyInstance,
  service: ReadService<z.output<Q>, V>,
  routes: ReadRoutes<Q, V>,
): void {
  const { tags, onRequest, one, envelope, errors = commonErrors } = routes;
  const viewerOf = (request: FastifyRequest) => (routes.viewer ? routes.viewer(request) : (undefined as V));
  app.get(
    '/',
    { ...(onRequest && { onRequest }), schema: { tags, querystring: routes.query, response: { 200: routes.list, ...errors } } },
    async (request) => service.list(request.query as z.output<Q>, viewerOf(request)),
  );
  app.get(
    '/:id',
    { ...(onRequest && { onRequest }), schema: { tags, params: idParam, response: { 200: envelope, ...errors } } },
    async (request, reply) => {
      const item = await service.get((request.params as z.output<typeof idParam>).id, viewerOf(request));
      sendVersion(request, reply, item);
      return { [one]: item };
    },
  );
}
