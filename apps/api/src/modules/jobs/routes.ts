import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_MESSAGES, createJobSchema, jobEnvelopeSchema, jobsListSchema, jobsQuerySchema, updateJobSchema } from '@mnch/shared';
import { viewerOf } from '../../lib/request-guards';
import { errorResponses } from '../../lib/http-error';
import { readRoutes } from '../../lib/read-routes';
import { writeRoutes } from '../../lib/write-routes';

const errors = errorResponses(400, 401, 403, 404);

/** /api/jobs: public reads (open jobs); editors and admins write. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobs;
  const staffOnly = app.requireRole('admin', 'editor');
  // What the reads and the writes share.
  const item = { tags: ['jobs'], one: 'job', envelope: jobEnvelopeSchema, errors };

  readRoutes(app, service, {
    ...item,
    onRequest: app.optionalAuth,
    query: jobsQuerySchema,
    list: jobsListSchema,
    viewer: viewerOf,
  });

  writeRoutes(app, service, {
    ...item,
    onRequest: staffOnly,
    create: createJobSchema,
    update: updateJobSchema,
    deleted: JOB_MESSAGES.deleted,
  });
};

export default jobsRoutes;
