import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROJECT_MESSAGES,
  BACK_OFFICE_ROLES,
  STAFF_ROLES,
  bulkUpdateProjectsSchema,
  createProjectSchema,
  idParam,
  projectCategorySchema,
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
import { errorResponses } from '../../lib/http-error';
import { writeRoutes } from '../../lib/write-routes';

const errors = errorResponses(400, 401, 403, 404);

/** /api/projects: public reads; editors and admins write. */
const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.projects;
  const staffOnly = app.requireRole(...STAFF_ROLES);
  const backOffice = app.requireRole(...BACK_OFFICE_ROLES);

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['projects'], querystring: projectsQuerySchema, response: { 200: projectsListSchema, ...errors } },
    },
    async (request) => service.list(request.query, viewerOf(request)),
  );

  app.get(
    '/my',
    {
      onRequest: backOffice,
      schema: { tags: ['projects'], querystring: projectsQuerySchema, response: { 200: projectsListSchema, ...errors } },
    },
    async (request) => service.list(request.query, viewerOf(request), { createdBy: signedInCaller(request).id }),
  );

  app.get('/statistics', { schema: { tags: ['projects'], response: { 200: projectStatisticsSchema } } }, async () => service.statistics());

  app.get(
    '/category/:category',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['projects'],
        params: z.object({ category: projectCategorySchema }),
        querystring: projectsQuerySchema.omit({ category: true }),
        response: { 200: projectsListSchema, ...errors },
      },
    },
    async (request) => service.list({ ...request.query, category: request.params.category }, viewerOf(request)),
  );

  app.get(
    '/status/:status',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['projects'],
        params: z.object({ status: projectStatusSchema }),
        querystring: projectsQuerySchema.omit({ status: true }),
        response: { 200: projectsListSchema, ...errors },
      },
    },
    async (request) => service.list({ ...request.query, status: request.params.status }, viewerOf(request)),
  );

  app.patch(
    '/bulk-update',
    {
      onRequest: staffOnly,
      schema: { tags: ['projects'], body: bulkUpdateProjectsSchema, response: { 200: updatedCountSchema, ...errors } },
    },
    async (request) => ({ updated: await service.bulkUpdate(request.body.projectIds, request.body.updates, signedInCaller(request)) }),
  );

  app.get(
    '/by-slug/:slug',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['projects'],
        summary: 'A project by its slug',
        description:
          'The project whose public address is `/research/{slug}`; an archived one for staff only. An old slug is no project: its page answers 301, not this route.',
        params: slugParam,
        response: { 200: projectEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ project: await service.getBySlug(request.params.slug, viewerOf(request)) }),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['projects'], params: idParam, response: { 200: projectEnvelopeSchema, ...errors } },
    },
    async (request) => ({ project: await service.get(request.params.id, viewerOf(request)) }),
  );

  writeRoutes(app, service, {
    tags: ['projects'],
    onRequest: staffOnly,
    one: 'project',
    envelope: projectEnvelopeSchema,
    create: createProjectSchema,
    update: updateProjectSchema,
    errors,
    deleted: PROJECT_MESSAGES.deleted,
  });

  app.patch(
    '/:id/archive',
    {
      onRequest: staffOnly,
      schema: { tags: ['projects'], params: idParam, response: { 200: projectEnvelopeSchema, ...errors } },
    },
    async (request) => ({ project: await service.archive(request.params.id, signedInCaller(request)) }),
  );

  app.patch(
    '/:id/unarchive',
    {
      onRequest: staffOnly,
      schema: { tags: ['projects'], params: idParam, response: { 200: projectEnvelopeSchema, ...errors } },
    },
    async (request) => ({ project: await service.unarchive(request.params.id, signedInCaller(request)) }),
  );
};

export default projectsRoutes;
