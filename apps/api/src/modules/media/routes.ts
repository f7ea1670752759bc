import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEDIA_MESSAGES,
  idParam,
  mediaEnvelopeSchema,
  mediaInUseSchema,
  mediaListSchema,
  mediaQuerySchema,
  messageResponseSchema,
  updateMediaSchema,
} from '@mnch/shared';
import { commonErrors } from '../../lib/http-error';

/** /api/media: the media library, read by every back-office role and changed by editors and admins (files are added through /api/upload). */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.media;

  app.get(
    '/',
    {
      onRequest: app.backOffice,
      schema: {
        description: 'A page of the library, newest first; `search` in the file name and alt text; `kind` image or document.',
        querystring: mediaQuerySchema,
        response: { 200: mediaListSchema, ...commonErrors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.backOffice,
      schema: {
        description: 'One file with the content items that use it.',
        params: idParam,
        response: { 200: mediaEnvelopeSchema, ...commonErrors },
      },
    },
    async (request) => ({ file: await service.get(request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.staffOnly,
      schema: {
        description: 'Changes the alt text and the name shown in the library.',
        params: idParam,
        body: updateMediaSchema,
        response: { 200: mediaEnvelopeSchema, ...commonErrors },
      },
    },
    async (request) => ({ file: await service.update(request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.staffOnly,
      schema: {
        description: 'Deletes a file and its resized copies for good; 409 with the items that use it while any does.',
        params: idParam,
        response: { 200: messageResponseSchema, 409: mediaInUseSchema, ...commonErrors },
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
