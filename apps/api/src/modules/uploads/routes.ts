import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES, errorResponseSchema, uploadResponseSchema, type UploadKind } from '@mnch/shared';
import { MULTIPART_LIMITS, readUpload } from './multipart';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

const DESCRIPTIONS: Record<UploadKind, string> = {
  single: 'One file in the multipart field `file`: a JPEG, PNG or WebP image (at most 5 MB) or a PDF (at most 10 MB).',
  document: 'One document in the multipart field `file`: PDF, DOC or DOCX, at most 50 MB.',
  gallery: 'One gallery image in the multipart field `file`: JPEG, PNG, WebP or GIF, at most 10 MB.',
};

/**
 * /api/upload: multipart uploads for editors and admins. The role is checked in onRequest, before
 * the body is read; types are checked from the bytes; images are cleaned and resized (service).
 */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.uploads;
  const staff = app.requireRole('admin', 'editor');

  // Encapsulated: multipart parsing exists only under /api/upload.
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: Math.max(...Object.values(UPLOAD_MAX_BYTES)) } });

  for (const kind of ['single', 'document', 'gallery'] as const) {
    app.post(
      `/${kind}`,
      {
        onRequest: staff,
        schema: {
          tags: ['uploads'],
          description: DESCRIPTIONS[kind],
          consumes: ['multipart/form-data'],
          response: { 201: uploadResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const file = await readUpload(request, UPLOAD_MAX_BYTES[kind]);
        return reply.status(201).send({ data: await service.store(kind, file) });
      },
    );
  }
};

export default uploadsRoutes;
