import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  JOB_MESSAGES,
  createJobSchema,
  errorResponseSchema,
  idParam,
  isBackOfficeRole,
  jobEnvelopeSchema,
  jobsListSchema,
  jobsQuerySchema,
  updateJobSchema,
} from '@mnch/shared';
import type { JobsViewer } from './service';
import { writeRoutes } from '../../lib/write-routes';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The back office's roles (viewers too: decision 33) see drafts and closed jobs; anonymous callers the open ones. */
function viewerOf(request: FastifyRequest): JobsViewer | null {
  const caller = request.caller;
  return caller ? { staff: isBackOfficeRole(caller.role) } : null;
}

/** /api/jobs: public reads (open jobs); editors and admins write. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobs;
  const staffOnly = app.requireRole('admin', 'editor');

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['jobs'], querystring: jobsQuerySchema, response: { 200: jobsListSchema, ...errors } },
    },
    async (request) => service.list(request.query, viewerOf(request)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['jobs'], params: idParam, response: { 200: jobEnvelopeSchema, ...errors } },
    },
    async (request) => ({ job: await service.get(request.params.id, viewerOf(request)) }),
  );

  writeRoutes(app, service, {
    tags: ['jobs'],
    onRequest: staffOnly,
    one: 'job',
    envelope: jobEnvelopeSchema,
    create: createJobSchema,
    update: updateJobSchema,
    errors,
    deleted: JOB_MESSAGES.deleted,
  });
};

export default jobsRoutes;
