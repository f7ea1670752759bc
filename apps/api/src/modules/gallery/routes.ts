import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GALLERY_BULK_MAX,
  GALLERY_MESSAGES,
  createGalleryImageSchema,
  galleryImageEnvelopeSchema,
  galleryImagesEnvelopeSchema,
  galleryListSchema,
  galleryQuerySchema,
  galleryRecentQuerySchema,
  galleryStatisticsSchema,
  idParam,
  type CreateGalleryImageData,
  type FieldError,
  updateGalleryImageSchema,
} from '@mnch/shared';
import { badRequest, commonErrors } from '../../lib/http-error';
import { writeRoutes } from '../../lib/write-routes';
import { sendVersion } from '../../lib/versions';

/** The bulk body is checked item by item so that a refusal names the item: `images[2]: Title is required`. */
const bulkBody = z.object({
  images: z
    .array(z.unknown(), { error: GALLERY_MESSAGES.imagesRequired })
    .min(1, { error: GALLERY_MESSAGES.imagesRequired })
    .max(GALLERY_BULK_MAX, { error: GALLERY_MESSAGES.tooManyImages })
    .describe('Items shaped like the body of POST /gallery'),
});

function parseBulk(items: unknown[]): CreateGalleryImageData[] {
  const parsed: CreateGalleryImageData[] = [];
  for (const [index, item] of items.entries()) {
    const result = createGalleryImageSchema.safeParse(item);
    if (!result.success) {
      const fieldErrors: FieldError[] = result.error.issues.map((issue) => ({
        field: ['images', index, ...issue.path].join('.'),
        message: issue.message,
      }));
      throw badRequest(`images[${index}]: ${fieldErrors[0]!.message}`, fieldErrors);
    }
    parsed.push(result.data);
  }
  return parsed;
}

/** /api/gallery: public reads; editors and admins write. */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.gallery;

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: galleryQuerySchema, response: { 200: galleryListSchema, ...commonErrors } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/recent',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: galleryRecentQuerySchema, response: { 200: galleryImagesEnvelopeSchema, ...commonErrors } },
    },
    async (request) => ({ images: await service.recent(request.query.limit) }),
  );

  app.get(
    '/statistics',
    { onRequest: app.optionalAuth, schema: { response: { 200: galleryStatisticsSchema, ...commonErrors } } },
    async () => service.statistics(),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: { params: idParam, response: { 200: galleryImageEnvelopeSchema, ...commonErrors } },
    },
    async (request, reply) => {
      const image = await service.get(request.params.id);
      sendVersion(request, reply, image);
      return { image };
    },
  );

  writeRoutes(app, service, {
    onRequest: app.staffOnly,
    one: 'image',
    envelope: galleryImageEnvelopeSchema,
    current: (id) => service.get(id),
    create: createGalleryImageSchema,
    update: updateGalleryImageSchema,
    deleted: GALLERY_MESSAGES.deleted,
  });

  app.post(
    '/bulk',
    { onRequest: app.staffOnly, schema: { body: bulkBody, response: { 201: galleryImagesEnvelopeSchema, ...commonErrors } } },
    async (request, reply) => {
      const items = parseBulk(request.body.images);
      return reply.status(201).send({ images: await service.createMany(items, request.caller?.id ?? null) });
    },
  );
};

export default galleryRoutes;
