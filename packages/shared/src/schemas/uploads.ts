import { z } from 'zod';
import { MB, UPLOAD_LIMITS, ZIP_LIMITS } from '../constants';

/**
 * Uploads: the types and sizes each upload endpoint accepts.
 * The server checks every file by its bytes; the web app may use the same rules to refuse a file early.
 */

/** The three upload endpoints under /api/upload. */
export const UPLOAD_KINDS = ['single', 'document', 'gallery'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** Content types each endpoint accepts (as detected from the bytes). */
export const UPLOAD_TYPES = {
  single: [UPLOAD_MIME.jpeg, UPLOAD_MIME.png, UPLOAD_MIME.webp, UPLOAD_MIME.pdf],
  document: [UPLOAD_MIME.pdf, UPLOAD_MIME.doc, UPLOAD_MIME.docx],
  gallery: [UPLOAD_MIME.jpeg, UPLOAD_MIME.png, UPLOAD_MIME.webp, UPLOAD_MIME.gif],
} as const satisfies Record<UploadKind, readonly string[]>;

/** For `<input type="file" accept=...>`. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  single: '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf',
  document: `.pdf,.doc,.docx,${UPLOAD_MIME.pdf},${UPLOAD_MIME.doc},${UPLOAD_MIME.docx}`,
  gallery: 'image/jpeg,image/png,image/webp,image/gif',
};

/** The largest file each endpoint takes at all (the per-type limits below may be smaller). */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  single: Math.max(UPLOAD_LIMITS.image, UPLOAD_LIMITS.pdf),
  document: UPLOAD_LIMITS.document,
  gallery: UPLOAD_LIMITS.gallery,
};

/** Widths (px) of the WebP copies made of every uploaded image that is wider. */
export const IMAGE_VARIANT_WIDTHS = [400, 1200] as const;

/**
 * Animated images (GIF, WebP), checked from the file's header before any frame is decoded: decoding
 * paints the whole canvas for every frame, so the cost is frames x width x height, whatever the file's
 * size (a 167 KB GIF of 100 frames at 1000 x 990 took 28 s). 20 megapixels is, say, 80 frames of 500 x 500.
 */
export const ANIMATION_LIMITS = { maxFrames: 200, maxPixels: 20_000_000 } as const;

/** Uploads one account may have in progress at once (per server process); a further one is refused with 429. */
export const UPLOADS_AT_ONCE_PER_ACCOUNT = 2;

/** Longest display name kept from a client's file name. */
export const UPLOAD_FILENAME_MAX = 200;

const mb = (bytes: number) => `${Math.round(bytes / MB)}MB`;
const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10);

export const UPLOAD_MESSAGES = {
  noFile: 'No file uploaded',
  uploadFailed: 'Upload failed',
  invalidType: (type: string) => `Invalid file type: ${type}. Only images (JPEG, PNG, WebP) and PDFs are allowed.`,
  invalidDocumentType: (type: string) => `Invalid file type: ${type}. Only PDF, DOC and DOCX files are allowed.`,
  invalidGalleryType: (type: string) => `Invalid file type: ${type}. Only images (JPEG, PNG, WebP, GIF) are allowed.`,
  imageTooLarge: `Image file too large. Maximum size is ${mb(UPLOAD_LIMITS.image)}.`,
  pdfTooLarge: `PDF file too large. Maximum size is ${mb(UPLOAD_LIMITS.pdf)}.`,
  documentTooLarge: `File size must be less than ${mb(UPLOAD_LIMITS.document)}`,
  galleryTooLarge: (name: string) => `File ${name} is too large. Maximum size is ${mb(UPLOAD_LIMITS.gallery)}.`,
  imageTooManyPixels: 'Image dimensions are too large. Please upload a smaller image.',
  animationTooManyFrames: (frames: number) =>
    `This animation has ${frames} frames; at most ${ANIMATION_LIMITS.maxFrames} are allowed. Please upload a shorter animation.`,
  animationTooLarge: (frames: number, width: number, height: number) =>
    `This animation is too large to process: ${frames} frames of ${width} x ${height} pixels make ${megapixels(frames * width * height)} megapixels, and at most ${megapixels(ANIMATION_LIMITS.maxPixels)} megapixels (frames x width x height) are allowed. Please use fewer frames or a smaller size.`,
  /** The server's image queue (IMAGE_WORK_QUEUE) is full. */
  imagesBusy: 'The server is busy processing other images. Please try again in a minute.',
  tooManyAtOnce: `You already have ${UPLOADS_AT_ONCE_PER_ACCOUNT} uploads in progress. Please wait for one to finish, then try again.`,
  imageUnreadable: 'The image could not be read. It may be damaged or not an image.',
  malformed: 'The upload could not be read. Please try again.',
  /** A zip-based document (DOCX) that would inflate beyond ZIP_LIMITS: a zip bomb, or simply too big to open. */
  archiveTooLarge: `This document expands to more than ${mb(ZIP_LIMITS.maxUncompressedBytes)} when opened, or is packed in a way real documents are not. Please upload a smaller document.`,
  archiveUnreadable: 'The document could not be read. It may be damaged or not a Word document.',
  /** A request that says (Content-Length) it is larger than anything the endpoint takes. */
  requestTooLarge: (maxBytes: number) => `The file is too large. Maximum size is ${mb(maxBytes)}.`,
} as const;

/** The wording of a type refusal for an endpoint. */
export function uploadInvalidTypeMessage(kind: UploadKind, type: string): string {
  if (kind === 'document') return UPLOAD_MESSAGES.invalidDocumentType(type);
  if (kind === 'gallery') return UPLOAD_MESSAGES.invalidGalleryType(type);
  return UPLOAD_MESSAGES.invalidType(type);
}

/** The wording of a size refusal, or null when the size is allowed, for a file of an accepted type. */
export function uploadTooLargeMessage(kind: UploadKind, type: string, size: number, name: string): string | null {
  if (kind === 'document') return size > UPLOAD_LIMITS.document ? UPLOAD_MESSAGES.documentTooLarge : null;
  if (kind === 'gallery') return size > UPLOAD_LIMITS.gallery ? UPLOAD_MESSAGES.galleryTooLarge(name) : null;
  if (type === UPLOAD_MIME.pdf) return size > UPLOAD_LIMITS.pdf ? UPLOAD_MESSAGES.pdfTooLarge : null;
  return size > UPLOAD_LIMITS.image ? UPLOAD_MESSAGES.imageTooLarge : null;
}

/**
 * A quick check in the browser before sending (by the file's declared type and size); the server
 * checks the bytes again. Returns the message to show, or null.
 */
export function checkUploadFile(kind: UploadKind, file: { name: string; size: number; type: string }): string | null {
  const allowed: readonly string[] = UPLOAD_TYPES[kind];
  const type = file.type === 'image/jpg' ? UPLOAD_MIME.jpeg : file.type;
  if (!allowed.includes(type)) return uploadInvalidTypeMessage(kind, file.type || 'unknown');
  return uploadTooLargeMessage(kind, type, file.size, file.name);
}

/** What every upload endpoint answers, inside `{ data }`. */
export const uploadResultSchema = z.object({
  /** The file's entry in the media library (GET /media/{id}). */
  id: z.number().optional(),
  url: z.string(),
  filename: z.string(),
  size: z.number(),
  mimetype: z.string(),
  /** Images only: pixel size after auto-rotation. */
  width: z.number().optional(),
  height: z.number().optional(),
  /** Images only: WebP copies by width, e.g. `{ "400": "/uploads/images/2026/11/ab12-400.webp" }`. */
  variants: z.record(z.string(), z.string()).optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadResponseSchema = z.object({ data: uploadResultSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
