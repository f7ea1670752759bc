import { checkUploadFile, type CreateGalleryImageInput, type GalleryImage, type UploadResult } from '@mnch/shared';
import { formatDate as formatSiteDate } from '../../../lib/dates';
import { imageSrcSet as srcSetOf } from '../../../lib/images';

/** How the list shows its images: a grid of cards or a table (kept in the URL as `?view=list`). */
export const GALLERY_VIEWS = ['grid', 'list'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

export function readGalleryView(params: URLSearchParams): GalleryView {
  return params.get('view') === 'list' ? 'list' : 'grid';
}

/** `22 Nov 2026` in the site's time zone; an empty string for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  return formatSiteDate(iso, 'short') ?? '';
}

/** A file name without its last extension: `team-photo.final.jpg` -> `team-photo.final`. */
export function stripExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * The titles of the images of one upload: `<title> 1`, `<title> 2`... when a
 * shared title is given, otherwise each file's name without its extension.
 */
export function uploadTitles(sharedTitle: string, fileNames: readonly string[]): string[] {
  const title = sharedTitle.trim();
  return fileNames.map((name, i) => (title ? `${title} ${i + 1}` : stripExtension(name).trim() || name));
}

/** The body of POST /api/gallery/bulk for the files that were uploaded (in queue order). */
export function bulkPayload(
  uploads: readonly { name: string; result: UploadResult }[],
  sharedTitle: string,
  description: string,
): { images: CreateGalleryImageInput[] } {
  const titles = uploadTitles(
    sharedTitle,
    uploads.map((u) => u.name),
  );
  const text = description.trim();
  return {
    images: uploads.map(({ result }, i) => ({
      title: titles[i]!,
      description: text || null,
      url: result.url,
      filename: result.filename,
      size: result.size,
      mimetype: result.mimetype,
      width: result.width ?? null,
      height: result.height ?? null,
      variants: result.variants ?? null,
    })),
  };
}

/**
 * Why a file cannot go into the gallery, or null: only images, each at most 10 MB (the shared upload
 * rules of POST /api/upload/gallery; the server checks the bytes again).
 */
export function galleryFileProblem(file: { name: string; size: number; type: string }): string | null {
  return checkUploadFile('gallery', file);
}

type ImageSources = Pick<GalleryImage, 'variants' | 'image_url' | 'width'>;

/** The small copy for cards and table rows (the 400 px WebP when the server made one). */
export function thumbSrc(image: ImageSources): string {
  return image.variants?.['400'] ?? image.image_url;
}

/** The large copy for the viewer (the 1200 px WebP when there is one). */
export function largeSrc(image: ImageSources): string {
  return image.variants?.['1200'] ?? image.image_url;
}

/** `srcset` of the resized copies plus the original at its width; undefined when there are no copies. */
export function imageSrcSet(image: ImageSources): string | undefined {
  return srcSetOf({ url: image.image_url, width: image.width, variants: image.variants });
}

/** The position after a step of +1 or -1 through `length` items, wrapping around the ends. */
export function stepIndex(index: number, step: number, length: number): number {
  if (length <= 0) return -1;
  return (((index + step) % length) + length) % length;
}
