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
import { commonErrors } from '../../lib/http-error';
import { readRoutes } from '../../lib/read-routes';

/** /api/inquiries: visitors send them (rate limited); editors and admins read them in the back office. */
const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.inquiries;

  app.post(
    '/',
    {
      config: { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } },
      schema: {
        body: createInquirySchema,
        response: { 201: inquiryEnvelopeSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ inquiry: await service.create(request.body) }),
  );

  readRoutes(app, service, {
    onRequest: app.staffOnly,
    query: inquiriesQuerySchema,
    list: inquiriesListSchema,
    one: 'inquiry',
    envelope: inquiryEnvelopeSchema,
  });

  app.patch(
    '/:id',
    {
      onRequest: app.staffOnly,
      schema: { params: idParam, body: updateInquirySchema, response: { 200: inquiryEnvelopeSchema, ...commonErrors } },
    },
    async (request) => ({ inquiry: await service.setRead(request.params.id, request.body.read) }),
  );

  app.delete(
    '/:id',
    { onRequest: app.staffOnly, schema: { params: idParam, response: { 200: messageResponseSchema, ...commonErrors } } },
    async (request) => {
      await service.remove(request.params.id);
      return { message: INQUIRY_MESSAGES.deleted };
    },
  );
};

export default inquiriesRoutes;
