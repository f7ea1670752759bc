import sharp from 'sharp';

/** A real PNG of one colour (large enough that the server makes 400 and 1200 px WebP copies). */
export async function galleryPng(background: string, width = 1400, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A file payload for setInputFiles. */
export const filePayload = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** One byte more than the gallery's 10 MB limit. */
export const OVERSIZE_BYTES = 10 * 1024 * 1024 + 1;

export interface GalleryApiImage {
  id: number;
  title: string;
  description: string | null;
  image_url: string;
  filename: string;
  size: number;
  variants: Record<string, string>;
}
