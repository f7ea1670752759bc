import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BACK_OFFICE_ROLES,
  STAFF_ROLES,
  MEDIA_MESSAGES,
  idParam,
  mediaEnvelopeSchema,
  mediaInUseSchema,
  mediaListSchema,
  mediaQuerySchema,
  messageResponseSchema,
  updateMediaSchema,
} from '@mnch/shared';
import { errorResponses } from '../../lib/http-error';

const errors = errorResponses(400, 401, 403, 404);

/** /api/media: the media library, read by every back-office role and changed by editors and admins (files are added through /api/upload). */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.media;
  const staffOnly = app.requireRole(...STAFF_ROLES);
  const backOffice = app.requireRole(...BACK_OFFICE_ROLES);

  app.get(
    '/',
    {
      onRequest: backOffice,
      schema: {
        tags: ['media'],
        description: 'A page of the library, newest first; `search` in the file name and alt text; `kind` image or document.',
        querystring: mediaQuerySchema,
        response: { 200: mediaListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: backOffice,
      schema: {
        tags: ['media'],
        description: 'One file with the content items that use it.',
        params: idParam,
        response: { 200: mediaEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ file: await service.get(request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['media'],
        description: 'Changes the alt text and the name shown in the library.',
        params: idParam,
        body: updateMediaSchema,
        response: { 200: mediaEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ file: await service.update(request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['media'],
        description: 'Deletes a file and its resized copies for good; 409 with the items that use it while any does.',
        params: idParam,
        response: { 200: messageResponseSchema, 409: mediaInUseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { uses } = await service.remove(request.params.id);
      if (uses.length > 0) return reply.status(409).send({ message: MEDIA_MESSAGES.inUse(uses.length), uses });
      return { message: MEDIA_MESSAGES.deleted };
    },
  );
};

export default mediaRoutes;
