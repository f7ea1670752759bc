import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  EVENT_REGISTRATION_LIMIT_MAX_ENTRIES,
  createEventSchema,
  errorResponseSchema,
  eventEnvelopeSchema,
  eventRegistrationBodySchema,
  eventRegistrationResponseSchema,
  eventRegistrationsListSchema,
  eventRegistrationsQuerySchema,
  eventsListSchema,
  eventsQuerySchema,
  eventStatisticsSchema,
  idParam,
  slugParam,
  updateEventSchema,
} from '@mnch/shared';
import { createDailyTally } from '../../lib/daily-tally';
import { HttpError, errorResponses } from '../../lib/http-error';
import { writeRoutes } from '../../lib/write-routes';
import { sendVersion } from '../../lib/versions';

const errors = errorResponses(400, 401, 403, 404, 409);

/** /api/events. Every event is public; staff create, edit and delete. */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.events;
  const publicWrite = { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } };
  // Registrations per client address and event in a (UTC) day: anonymous posts cannot fill an event's seats.
  const registrationsByAddress = createDailyTally({ max: EVENT_REGISTRATION_LIMIT_MAX_ENTRIES, now: app.clock });

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: eventsQuerySchema, response: { 200: eventsListSchema, 400: errorResponseSchema } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/statistics',
    { onRequest: app.optionalAuth, schema: { response: { 200: eventStatisticsSchema, 400: errorResponseSchema } } },
    async () => service.statistics(),
  );

  app.get(
    '/:id',
    { onRequest: app.optionalAuth, schema: { params: idParam, response: { 200: eventEnvelopeSchema, ...errors } } },
    async (request, reply) => {
      const event = await service.get(request.params.id);
      sendVersion(request, reply, event);
      return { event };
    },
  );

  app.get(
    '/by-slug/:slug',
    {
      onRequest: app.optionalAuth,
      schema: {
        summary: 'An event by its slug',
        description:
          'The event whose public address is `/events?event={slug}`. An old slug is no event: its page answers 301, not this route.',
        params: slugParam,
        response: { 200: eventEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ event: await service.getBySlug(request.params.slug) }),
  );

  writeRoutes(app, service, {
    onRequest: app.staffOnly,
    one: 'event',
    envelope: eventEnvelopeSchema,
    current: (id) => service.get(id),
    create: createEventSchema,
    update: updateEventSchema,
    errors,
    deleted: EVENT_MESSAGES.deleted,
  });

  app.post(
    '/:id/registrations',
    {
      config: publicWrite,
      schema: {
        params: idParam,
        body: eventRegistrationBodySchema,
        response: { 201: eventRegistrationResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (registrationsByAddress.add(`${request.params.id}|${request.ip}`) > app.config.rateLimits.eventRegistration) {
        throw new HttpError(429, EVENT_MESSAGES.tooManyRegistrations);
      }
      return reply.status(201).send(await service.register(request.params.id, request.body, request.ip));
    },
  );

  app.get(
    '/:id/registrations',
    {
      onRequest: app.staffOnly,
      schema: {
        params: idParam,
        querystring: eventRegistrationsQuerySchema,
        response: { 200: eventRegistrationsListSchema, ...errors },
      },
    },
    async (request) => service.registrations(request.params.id, request.query),
  );

  app.get(
    '/:id/ics',
    {
      onRequest: app.optionalAuth,
      schema: {
        params: idParam,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('An iCalendar (RFC 5545) file'), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The configured public origin (apps/api/src/config.ts), never the request's Host header.
      const { filename, body } = await service.ics(request.params.id, app.config.publicConfig.siteUrl);
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`).send(body);
    },
  );
};

export default eventsRoutes;
