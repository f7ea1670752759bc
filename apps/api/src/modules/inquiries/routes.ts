import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INQUIRY_MESSAGES,
  createInquirySchema,
  errorResponseSchema,
  idParam,
  inquiriesListSchema,
  inquiriesQuerySchema,
  inquiryEnvelopeSchema,
  messageResponseSchema,
  updateInquirySchema,
} from '@mnch/shared';
import { errorResponses } from '../../lib/http-error';
import { readRoutes } from '../../lib/read-routes';

const errors = errorResponses(400, 401, 403, 404);

/** /api/inquiries: visitors send them (rate limited); editors and admins read them in the back office. */
const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.inquiries;
  const staff = app.requireRole('admin', 'editor');

  app.post(
    '/',
    {
      config: { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } },
      schema: {
        tags: ['inquiries'],
        body: createInquirySchema,
        response: { 201: inquiryEnvelopeSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ inquiry: await service.create(request.body) }),
  );

  readRoutes(app, service, {
    tags: ['inquiries'],
    onRequest: staff,
    query: inquiriesQuerySchema,
    list: inquiriesListSchema,
    one: 'inquiry',
    envelope: inquiryEnvelopeSchema,
    errors,
  });

  app.patch(
    '/:id',
    {
      onRequest: staff,
      schema: { tags: ['inquiries'], params: idParam, body: updateInquirySchema, response: { 200: inquiryEnvelopeSchema, ...errors } },
    },
    async (request) => ({ inquiry: await service.setRead(request.params.id, request.body.read) }),
  );

  app.delete(
    '/:id',
    { onRequest: staff, schema: { tags: ['inquiries'], params: idParam, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await service.remove(request.params.id);
      return { message: INQUIRY_MESSAGES.deleted };
    },
  );
};

export default inquiriesRoutes;
