import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUNTRY_MESSAGES,
  createCountrySchema,
  errorResponseSchema,
  idParam,
  messageResponseSchema,
  countryEnvelopeSchema,
  countriesListSchema,
  countriesQuerySchema,
  updateCountrySchema,
} from '@mnch/shared';
import { signedInCaller } from '../../lib/request-guards';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const writeErrors = { ...errors, 409: errorResponseSchema };

/** /api/countries: public reads (by name); editors and admins write; a code another country has is a 409. */
const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.countries;
  const staffOnly = app.requireRole('admin', 'editor');

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['countries'], querystring: countriesQuerySchema, response: { 200: countriesListSchema, ...errors } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { tags: ['countries'], params: idParam, response: { 200: countryEnvelopeSchema, ...errors } },
    },
    async (request) => ({ country: await service.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: { tags: ['countries'], body: createCountrySchema, response: { 201: countryEnvelopeSchema, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send({ country: await service.create(request.body, signedInCaller(request).id) }),
  );

  app.put(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['countries'],
        params: idParam,
        body: updateCountrySchema,
        response: { 200: countryEnvelopeSchema, ...writeErrors },
      },
    },
    async (request) => ({ country: await service.update(request.params.id, request.body, signedInCaller(request)) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: { tags: ['countries'], params: idParam, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.id, signedInCaller(request));
      return { message: COUNTRY_MESSAGES.deleted };
    },
  );
};

export default countriesRoutes;
