import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROJECT_MESSAGES,
  bulkUpdateProjectsSchema,
  createProjectSchema,
  idParam,
  projectCategorySchema,
  projectCountsQuerySchema,
  projectCountsSchema,
  projectEnvelopeSchema,
  projectsListSchema,
  projectsQuerySchema,
  projectStatisticsSchema,
  projectStatusSchema,
  slugParam,
  updatedCountSchema,
  updateProjectSchema,
} from '@mnch/shared';
import { signedInCaller, viewerOf } from '../../lib/request-guards';
import { commonErrors } from '../../lib/http-error';
import { writeRoutes } from '../../lib/write-routes';
import { sendVersion } from '../../lib/versions';

/** /api/projects: public reads; editors and admins write. */
const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.projects;

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: projectsQuerySchema, response: { 200: projectsListSchema, ...commonErrors } },
    },
    async (request) => service.list(request.query, viewerOf(request)),
  );

  app.get(
    '/my',
    {
      onRequest: app.backOffice,
      schema: { querystring: projectsQuerySchema, response: { 200: projectsListSchema, ...commonErrors } },
    },
    async (request) => service.list(request.query, viewerOf(request), { createdBy: signedInCaller(request).id }),
  );

  app.get(
    '/counts',
    {
      onRequest: app.optionalAuth,
      schema: {
        summary: 'How many projects of each status the list finds',
        description:
          'For the search and category given (and `archived`, for staff): `total` is what `GET /projects` finds without a status, `byStatus` what it finds with each status.',
        querystring: projectCountsQuerySchema,
        response: { 200: projectCountsSchema, ...commonErrors },
      },
    },
    async (request) => service.counts(request.query, viewerOf(request)),
  );

  app.get('/statistics', { schema: { response: { 200: projectStatisticsSchema } } }, async () => service.statistics());

  app.get(
    '/category/:category',
    {
      onRequest: app.optionalAuth,
      schema: {
        params: z.object({ category: projectCategorySchema }),
        querystring: projectsQuerySchema.omit({ category: true }),
        response: { 200: projectsListSchema, ...commonErrors },
      },
    },
    async (request) => service.list({ ...request.query, category: request.params.category }, viewerOf(request)),
  );

  app.get(
    '/status/:status',
    {
      onRequest: app.optionalAuth,
      schema: {
        params: z.object({ status: projectStatusSchema }),
        querystring: projectsQuerySchema.omit({ status: true }),
        response: { 200: projectsListSchema, ...commonErrors },
      },
    },
    async (request) => service.list({ ...request.query, status: request.params.status }, viewerOf(request)),
  );

  app.patch(
    '/bulk-update',
    {
      onRequest: app.staffOnly,
      schema: { body: bulkUpdateProjectsSchema, response: { 200: updatedCountSchema, ...commonErrors } },
    },
    async (request) => ({ updated: await service.bulkUpdate(request.body.projectIds, request.body.updates, signedInCaller(request)) }),
  );

  app.get(
    '/by-slug/:slug',
    {
      onRequest: app.optionalAuth,
      schema: {
        summary: 'A project by its slug',
        description:
          'The project whose public address is `/research/{slug}`; an archived one for staff only. An old slug is no project: its page answers 301, not this route.',
        params: slugParam,
        response: { 200: projectEnvelopeSchema, ...commonErrors },
      },
    },
    async (request) => ({ project: await service.getBySlug(request.params.slug, viewerOf(request)) }),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { params: idParam, response: { 200: projectEnvelopeSchema, ...commonErrors } },
    },
    async (request, reply) => {
      const project = await service.get(request.params.id, viewerOf(request));
      sendVersion(request, reply, project);
      return { project };
    },
  );

  writeRoutes(app, service, {
    onRequest: app.staffOnly,
    one: 'project',
    envelope: projectEnvelopeSchema,
    current: (id, request) => service.get(id, viewerOf(request)),
    create: createProjectSchema,
    update: updateProjectSchema,
    deleted: PROJECT_MESSAGES.deleted,
  });

  app.patch(
    '/:id/archive',
    {
      onRequest: app.staffOnly,
      schema: { params: idParam, response: { 200: projectEnvelopeSchema, ...commonErrors } },
    },
    async (request) => ({ project: await service.archive(request.params.id, signedInCaller(request)) }),
  );

  app.patch(
    '/:id/unarchive',
    {
      onRequest: app.staffOnly,
      schema: { params: idParam, response: { 200: projectEnvelopeSchema, ...commonErrors } },
    },
    async (request) => ({ project: await service.unarchive(request.params.id, signedInCaller(request)) }),
  );
};

export default projectsRoutes;
