import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@mnch/shared';
import { HttpError, badRequest } from '../../lib/http-error';
import type { IncomingFile } from './service';

/** Small limits for everything but the file itself. */
export const MULTIPART_LIMITS = { files: 1, fields: 10, fieldSize: 4096, fieldNameSize: 100, parts: 12, headerPairs: 50 } as const;

/** A body declared larger than this many times an endpoint's largest file is refused before it is read. */
export const OVERSIZE_FACTOR = 2;

/** Parser failures keep a 4xx status of their own; anything else the parser throws is a malformed body. */
function asHttpError(err: unknown): unknown {
  const status = typeof err === 'object' && err !== null && 'statusCode' in err ? err.statusCode : undefined;
  if (err instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500)) return err;
  return badRequest(UPLOAD_MESSAGES.malformed);
}

/**
 * Reads the first file of a multipart request, streaming it into memory up to `maxBytes`: a longer
 * file is cut off there (busboy discards the rest) and marked `truncated`, never buffered whole.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile);
  try {
    const part = await request.file({ limits: { ...MULTIPART_LIMITS, fileSize: maxBytes }, throwFileSizeLimit: false });
    if (!part) throw badRequest(UPLOAD_MESSAGES.noFile);
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    return { filename: part.filename, mimetype: part.mimetype, bytes: Buffer.concat(chunks), truncated: part.file.truncated };
  } catch (err) {
    throw asHttpError(err);
  }
}
