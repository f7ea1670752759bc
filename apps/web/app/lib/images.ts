import { assetUrl } from './articles';

/** An uploaded image as the API describes it: the original, its size when known, and its WebP copies. */
export interface ImageSources {
  /** The original file's address. */
  url: string;
  width?: number | null;
  height?: number | null;
  /** Resized WebP copies by width, e.g. `{ "400": "/uploads/images/2026/11/ab12-400.webp" }`. */
  variants?: Record<string, string> | null;
}

/** The attributes of an <img> for an uploaded image. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * `srcset` of the resized copies plus the original at its width (when it is wider than every copy);
 * undefined when the server made no copies (small originals, or images stored before the copies).
 */
export function imageSrcSet(image: ImageSources): string | undefined {
  const entries = Object.entries(image.variants ?? {})
    .map(([w, url]) => [Number(w), assetUrl(url)!] as const)
    .filter(([w, url]) => Number.isInteger(w) && w > 0 && url)
    .sort((a, b) => a[0] - b[0]);
  if (entries.length === 0) return undefined;
  const [widest] = entries[entries.length - 1] ?? [0];
  if (image.width && image.width > widest) entries.push([image.width, assetUrl(image.url)!]);
  return entries.map(([w, url]) => `${url} ${w}w`).join(', ');
}

/**
 * The attributes of an uploaded image drawn `sizes` wide. `src` is the smallest copy at least
 * `minWidth` wide (or the original), for browsers without srcset; `width` and `height` are the
 * image's own when known, else `fallback` (the box's aspect ratio), so the browser reserves the
 * space before the file arrives.
 */
export function responsiveImage(
  image: ImageSources,
  { sizes, minWidth = 0, fallback }: { sizes: string; minWidth?: number; fallback: { width: number; height: number } },
): ResponsiveImage {
  const srcSet = imageSrcSet(image);
  const copies = Object.entries(image.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w]) => Number.isInteger(w) && w >= minWidth)
    .sort((a, b) => a[0] - b[0]);
  const src = assetUrl(copies[0]?.[1] ?? image.url)!;
  const { width, height } = image;
  const known = width && height && width > 0 && height > 0;
  return {
    src,
    ...(srcSet ? { srcSet, sizes } : {}),
    width: known ? width : fallback.width,
    height: known ? height : fallback.height,
  };
}

/** How wide a picture in the reading column (max-w-3xl less its padding) is drawn. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 768px) 720px, calc(100vw - 2rem)';

/** Intrinsic sizes for images drawn in a box of a fixed aspect ratio (object-fit: cover). */
export const IMAGE_BOX = {
  /** 16:9 cards and article heroes. */
  wide: { width: 1200, height: 675 },
  /** 3:2 photographs (the gallery's originals). */
  photo: { width: 1200, height: 800 },
  /** Square thumbnails and logos. */
  square: { width: 400, height: 400 },
} as const;
