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
  messageResponseSchema,
  updateJobSchema,
} from '@mnch/shared';
import type { JobsViewer } from './service';
import { signedInCaller } from '../../lib/request-guards';

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

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: { tags: ['jobs'], body: createJobSchema, response: { 201: jobEnvelopeSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ job: await service.create(request.body, signedInCaller(request).id) }),
  );

  app.put(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['jobs'], params: idParam, body: updateJobSchema, response: { 200: jobEnvelopeSchema, ...errors } },
    },
    async (request) => ({ job: await service.update(request.params.id, request.body, signedInCaller(request)) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['jobs'], params: idParam, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.id, signedInCaller(request));
      return { message: JOB_MESSAGES.deleted };
    },
  );
};

export default jobsRoutes;
