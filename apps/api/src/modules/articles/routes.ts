import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ARTICLE_MESSAGES,
  isBackOfficeRole,
  articleEnvelopeSchema,
  articleInputSchema,
  articleListSchema,
  articleSchema,
  articleSlugParam,
  articleUpdateSchema,
  articlesQuerySchema,
  idParam,
  newsletterListSchema,
} from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';
import { errorResponses } from '../../lib/http-error';
import { writeRoutes } from '../../lib/write-routes';
import { sendVersion } from '../../lib/versions';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The back office's roles (viewers too: decision 33) see drafts and future scheduled items; everyone else only public ones. */
const isBackOffice = (request: FastifyRequest) => !!request.caller && isBackOfficeRole(request.caller.role);

/** Who a public read counts as; back-office reads are not counted. */
const countAs = (app: FastifyInstance, request: FastifyRequest) => (isBackOffice(request) ? null : app.visitors.of(request));

/** /api/articles: news articles and newsletters. */
const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.articles;

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: articlesQuerySchema, response: { 200: articleListSchema, ...errors } },
    },
    async (request) => {
      const { items, pagination } = await service.list('article', request.query, isBackOffice(request));
      return { articles: items, pagination };
    },
  );

  app.get(
    '/newsletters',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: articlesQuerySchema, response: { 200: newsletterListSchema, ...errors } },
    },
    async (request) => {
      const { items, pagination } = await service.list('newsletter', request.query, isBackOffice(request));
      return { newsletters: items, pagination };
    },
  );

  app.get(
    '/by-slug/:slug',
    {
      onRequest: app.optionalAuth,
      schema: { params: articleSlugParam, response: { 200: articleSchema, ...errors } },
    },
    async (request) => service.getBySlug(request.params.slug, isBackOffice(request), countAs(app, request)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { params: idParam, response: { 200: articleSchema, ...errors } },
    },
    async (request, reply) => {
      const article = await service.get(request.params.id, isBackOffice(request), countAs(app, request));
      sendVersion(request, reply, article);
      return article;
    },
  );

  app.post(
    '/',
    {
      onRequest: app.staffOnly,
      schema: { body: articleInputSchema, response: { 201: articleEnvelopeSchema, ...errors } },
    },
    async (request, reply) => {
      const article = await service.create(request.body, signedInCaller(request));
      return reply.status(201).send({ article });
    },
  );

  // Its create is its own (above): the writer is the signed-in caller, not an id.
  writeRoutes(
    app,
    { update: service.update, remove: service.remove },
    {
      onRequest: app.staffOnly,
      one: 'article',
      envelope: articleEnvelopeSchema,
      current: (id) => service.get(id, true, null),
      update: articleUpdateSchema,
      errors,
      deleted: ARTICLE_MESSAGES.deleted,
    },
  );
};

export default articlesRoutes;
