import type { Metadata, Sharp } from 'sharp';
import { sharpLibrary } from '../../lib/sharp';
import { ANIMATION_LIMITS, IMAGE_VARIANT_WIDTHS, UPLOAD_MESSAGES, UPLOAD_MIME } from '@mnch/shared';

/** Largest image decoded (width x height), against decompression bombs: 100 megapixels. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export interface ProcessedImage {
  /** The original, auto-rotated and re-encoded in its own format without EXIF or other metadata. */
  data: Buffer;
  width: number;
  height: number;
  /** WebP copies, one for each variant width smaller than the image. */
  variants: Array<{ width: number; data: Buffer }>;
}

/** Why sharp refused an image. */
export class ImageError extends Error {
  /** `too-large-animation`: the message says which limit (ANIMATION_LIMITS) and by how much. */
  constructor(
    readonly reason: 'undecodable' | 'too-many-pixels' | 'too-large-animation',
    message: string = reason,
  ) {
    super(message);
  }
}

function encode(image: Sharp, mime: string): Sharp {
  switch (mime) {
    case UPLOAD_MIME.jpeg:
      return image.jpeg({ quality: 88, mozjpeg: true });
    case UPLOAD_MIME.png:
      return image.png({ compressionLevel: 9 });
    case UPLOAD_MIME.webp:
      return image.webp({ quality: 88 });
    case UPLOAD_MIME.gif:
      return image.gif();
    default:
      throw new ImageError('undecodable');
  }
}

/**
 * Decodes an image fully, turns it upright (EXIF orientation), drops all metadata (EXIF, GPS, XMP,
 * ICC after conversion to sRGB) by re-encoding it, and makes the resized WebP copies.
 */
export async function processImage(bytes: Buffer, mime: string): Promise<ProcessedImage> {
  const animated = mime === UPLOAD_MIME.gif || mime === UPLOAD_MIME.webp;
  if (animated) await checkAnimation(bytes);
  const sharp = await sharpLibrary();
  const source = () => sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient();
  try {
    const { data, info } = await encode(source(), mime).toBuffer({ resolveWithObject: true });
    const width = info.width;
    const height = info.pageHeight ?? info.height;
    const variants: ProcessedImage['variants'] = [];
    for (const w of IMAGE_VARIANT_WIDTHS) {
      if (width <= w) continue;
      const copy = await source().resize({ width: w }).webp({ quality: 80 }).toBuffer();
      variants.push({ width: w, data: copy });
    }
    return { data, width, height, variants };
  } catch (err) {
    if (err instanceof ImageError) throw err;
    const message = err instanceof Error ? err.message : '';
    throw new ImageError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'undecodable');
  }
}

/**
 * Refuses an animation with more frames, or more pixels in all (frames x width x height), than
 * ANIMATION_LIMITS, from its header alone: nothing is decoded. An unreadable header is left to the decode.
 */
async function checkAnimation(bytes: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await (await sharpLibrary())(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return;
  }
  const frames = meta.pages ?? 1;
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (frames > ANIMATION_LIMITS.maxFrames) throw new ImageError('too-large-animation', UPLOAD_MESSAGES.animationTooManyFrames(frames));
  if (frames * width * height > ANIMATION_LIMITS.maxPixels) {
    throw new ImageError('too-large-animation', UPLOAD_MESSAGES.animationTooLarge(frames, width, height));
  }
}
