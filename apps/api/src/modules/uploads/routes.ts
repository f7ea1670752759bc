import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_AT_ONCE_PER_ACCOUNT, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadResponseSchema, type UploadKind } from '@mnch/shared';
import { HttpError, errorResponses } from '../../lib/http-error';
import { signedInCaller } from '../../lib/request-guards';
import { MULTIPART_LIMITS, OVERSIZE_FACTOR, readUpload } from './multipart';

const errors = errorResponses(400, 401, 403, 413, 415, 429, 503);

const DESCRIPTIONS: Record<UploadKind, string> = {
  single: 'One file in the multipart field `file`: a JPEG, PNG or WebP image (at most 5 MB) or a PDF (at most 10 MB).',
  document: 'One document in the multipart field `file`: PDF, DOC or DOCX, at most 50 MB.',
  gallery: 'One gallery image in the multipart field `file`: JPEG, PNG, WebP or GIF, at most 10 MB.',
};

/**
 * Refuses at once, before reading a byte of the body, a request that declares (Content-Length) more
 * than OVERSIZE_FACTOR times the endpoint's largest file; the connection is closed rather than
 * drained. Anything smaller is read as a stream and cut off at the limit (readUpload), so memory stays
 * bounded either way and a file just over its limit still gets the wording that names its type.
 */
function refuseDeclaredOversize(kind: UploadKind) {
  const max = UPLOAD_MAX_BYTES[kind];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > OVERSIZE_FACTOR * max) {
      reply.header('Connection', 'close');
      throw new HttpError(413, UPLOAD_MESSAGES.requestTooLarge(max));
    }
  };
}

/**
 * /api/upload: multipart uploads for editors and admins. The role is checked in onRequest, before
 * the body is read; types are checked from the bytes; images are cleaned and resized (service).
 */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.uploads;
  /**
   * Uploads in progress per account (this process), from the handler's start (before the body is read)
   * to its answer: one account cannot fill the image queue (image-queue.ts) or hold many bodies at once.
   */
  const inProgress = new Map<number, number>();

  // Encapsulated: multipart parsing exists only under /api/upload.
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: Math.max(...Object.values(UPLOAD_MAX_BYTES)) } });

  for (const kind of ['single', 'document', 'gallery'] as const) {
    app.post(
      `/${kind}`,
      {
        onRequest: [app.staffOnly, refuseDeclaredOversize(kind)],
        schema: {
          tags: ['uploads'],
          description: DESCRIPTIONS[kind],
          consumes: ['multipart/form-data'],
          response: { 201: uploadResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const account = signedInCaller(request).id;
        const running = inProgress.get(account) ?? 0;
        if (running >= UPLOADS_AT_ONCE_PER_ACCOUNT) {
          // Refused before its body is read: close the connection rather than drain it.
          reply.header('Connection', 'close');
          throw new HttpError(429, UPLOAD_MESSAGES.tooManyAtOnce, undefined, { 'retry-after': '5' });
        }
        inProgress.set(account, running + 1);
        let data;
        try {
          const file = await readUpload(request, UPLOAD_MAX_BYTES[kind]);
          data = await service.store(kind, file, account, new Date(), { refuseWhenBusy: true });
        } finally {
          const left = (inProgress.get(account) ?? 1) - 1;
          if (left > 0) inProgress.set(account, left);
          else inProgress.delete(account);
        }
        return reply.status(201).send({ data });
      },
    );
  }
};

export default uploadsRoutes;
