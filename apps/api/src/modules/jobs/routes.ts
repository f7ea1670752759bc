import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_MESSAGES, createJobSchema, jobEnvelopeSchema, jobsListSchema, jobsQuerySchema, updateJobSchema } from '@mnch/shared';
import { viewerOf } from '../../lib/request-guards';
import { readRoutes } from '../../lib/read-routes';
import { writeRoutes } from '../../lib/write-routes';

/** /api/jobs: public reads (open jobs); editors and admins write. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobs;
  // What the reads and the writes share.
  const item = { one: 'job', envelope: jobEnvelopeSchema };

  readRoutes(app, service, {
    ...item,
    onRequest: app.optionalAuth,
    query: jobsQuerySchema,
    list: jobsListSchema,
    viewer: viewerOf,
  });

  writeRoutes(app, service, {
    ...item,
    onRequest: app.staffOnly,
    create: createJobSchema,
    update: updateJobSchema,
    current: (id, request) => service.get(id, viewerOf(request)),
    deleted: JOB_MESSAGES.deleted,
  });
};

export default jobsRoutes;
