import { randomBytes } from 'node:crypto';
import {
  UPLOAD_MESSAGES,
  UPLOAD_MIME,
  UPLOAD_TYPES,
  uploadInvalidTypeMessage,
  uploadTooLargeMessage,
  type UploadKind,
  type UploadResult,
} from '@mnch/shared';
import { uploads } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { checkArchive } from './archive';
import { detectType } from './detect';
import { displayName } from './filename';
import { createImageQueue } from './image-queue';
import { ImageError, processImage } from './images';

/** A file as read from the request (by the route), before any check. */
export interface IncomingFile {
  /** The client's file name (only ever shown, never used on disk). */
  filename: string;
  /** The client's declared content type (only quoted in a refusal when nothing is detected). */
  mimetype: string;
  /** The bytes read, at most the endpoint's largest allowed size. */
  bytes: Buffer;
  /** True when the file was longer than what was read. */
  truncated: boolean;
}

const IMAGE_TYPES = new Set<string>(UPLOAD_TYPES.gallery);
/** Accepted types that are zip archives underneath (checked by checkArchive). */
const ZIP_TYPES = new Set<string>([UPLOAD_MIME.docx]);

/** The client's declared type, quoted in a refusal only when it is well formed and not itself allowed. */
function claimedType(kind: UploadKind, mimetype: string): string {
  const allowed: readonly string[] = UPLOAD_TYPES[kind];
  const clean = mimetype.trim().toLowerCase();
  if (
    /^[a-z0-9][a-z0-9.+-]{0,60}\/[a-z0-9][a-z0-9.+-]{0,60}$/.test(clean) &&
    !allowed.includes(clean) &&
    clean !== 'application/octet-stream'
  ) {
    return clean;
  }
  return 'unknown';
}

/** `images/2026/11`: files are grouped by the month of upload. */
function folder(kind: 'images' | 'documents', now: Date): string {
  return `${kind}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function createUploadsService({ db, storage, config }: ServiceDeps) {
  const imageQueue = createImageQueue({ concurrency: config.imageWork.concurrency, maxWaiting: config.imageWork.queue });

  /** Writes every file or none: what was written is removed when a later write fails. */
  async function putAll(files: Array<{ key: string; data: Buffer; type: string }>): Promise<string[]> {
    const urls: string[] = [];
    try {
      for (const f of files) urls.push(await storage.put(f.key, f.data, f.type));
      return urls;
    } catch (err) {
      await Promise.allSettled(urls.map((u) => storage.remove(u)));
      throw err;
    }
  }

  /**
   * Registers a stored file in the media library (the `uploads` table). When the row cannot be written
   * the files are removed again, so no file is stored without its row.
   */
  async function register(result: UploadResult, urls: string[], uploadedBy: number | null, now: Date): Promise<UploadResult> {
    try {
      const kind = IMAGE_TYPES.has(result.mimetype) ? 'image' : 'document';
      const [row] = await db
        .insert(uploads)
        .values({
          url: result.url,
          name: result.filename,
          mimetype: result.mimetype,
          kind,
          size: result.size,
          width: result.width ?? null,
          height: result.height ?? null,
          variants: result.variants ?? {},
          uploadedBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: uploads.id });
      return { ...result, id: row?.id };
    } catch (err) {
      await Promise.allSettled(urls.map((u) => storage.remove(u)));
      throw err;
    }
  }

  return {
    /** The image queue's state: images running and waiting now, and finished so far (tests). */
    imageWork: () => imageQueue.stats(),
    /**
     * Checks a file for an endpoint by its bytes (type, then size), cleans images (auto-rotation,
     * metadata stripped, WebP copies), stores it under a generated name and registers it in the media
     * library in the same step (`uploadedBy`: the signed-in caller). Images wait their turn in the image
     * queue; `refuseWhenBusy` (the upload routes) answers 503 instead when IMAGE_WORK_QUEUE images already wait.
     */
    async store(
      kind: UploadKind,
      file: IncomingFile,
      uploadedBy: number | null = null,
      now = new Date(),
      { refuseWhenBusy = false }: { refuseWhenBusy?: boolean } = {},
    ): Promise<UploadResult> {
      if (file.bytes.length === 0 && !file.truncated) throw badRequest(UPLOAD_MESSAGES.noFile);
      const filename = displayName(file.filename);
      const detected = await detectType(file.bytes);
      const allowed: readonly string[] = UPLOAD_TYPES[kind];
      if (!detected || !allowed.includes(detected.mime)) {
        throw new HttpError(415, uploadInvalidTypeMessage(kind, detected?.mime ?? claimedType(kind, file.mimetype)));
      }
      const size = file.truncated ? Number.POSITIVE_INFINITY : file.bytes.length;
      const tooLarge = uploadTooLargeMessage(kind, detected.mime, size, filename);
      if (tooLarge) throw new HttpError(413, tooLarge);

      // Zip-based documents are opened by whoever views them: refuse one that would inflate beyond ZIP_LIMITS.
      if (ZIP_TYPES.has(detected.mime)) {
        const problem = checkArchive(file.bytes);
        if (problem === 'too-large') throw new HttpError(413, UPLOAD_MESSAGES.archiveTooLarge);
        if (problem === 'unreadable') throw new HttpError(415, UPLOAD_MESSAGES.archiveUnreadable);
      }

      const id = randomBytes(12).toString('hex');
      if (!IMAGE_TYPES.has(detected.mime)) {
        const urls = await putAll([{ key: `${folder('documents', now)}/${id}.${detected.ext}`, data: file.bytes, type: detected.mime }]);
        return register({ url: urls[0]!, filename, size: file.bytes.length, mimetype: detected.mime }, urls, uploadedBy, now);
      }

      let image;
      try {
        image = await imageQueue.run(() => processImage(file.bytes, detected.mime), { refuseWhenFull: refuseWhenBusy });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if (err instanceof ImageError && err.reason === 'too-many-pixels') throw new HttpError(413, UPLOAD_MESSAGES.imageTooManyPixels);
        if (err instanceof ImageError && err.reason === 'too-large-animation') throw new HttpError(413, err.message);
        throw new HttpError(415, UPLOAD_MESSAGES.imageUnreadable);
      }
      const base = `${folder('images', now)}/${id}`;
      const urls = await putAll([
        { key: `${base}.${detected.ext}`, data: image.data, type: detected.mime },
        ...image.variants.map((v) => ({ key: `${base}-${v.width}.webp`, data: v.data, type: 'image/webp' })),
      ]);
      const variants: Record<string, string> = {};
      image.variants.forEach((v, i) => (variants[String(v.width)] = urls[i + 1]!));
      const result = {
        url: urls[0]!,
        filename,
        size: image.data.length,
        mimetype: detected.mime,
        width: image.width,
        height: image.height,
        variants,
      };
      return register(result, urls, uploadedBy, now);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
