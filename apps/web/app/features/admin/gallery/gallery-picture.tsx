import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { clsx } from 'clsx';
import type { GalleryImage } from '@mnch/shared';
import { imageSrcSet, largeSrc, thumbSrc } from './format';

interface GalleryPictureProps {
  image: GalleryImage;
  /** `thumb`: lazy, the small copy (cards, rows); `large`: the viewer. */
  variant: 'thumb' | 'large';
  /** The `sizes` of the srcset (how wide the picture is drawn). */
  sizes?: string;
  alt?: string;
  className?: string;
  /** Classes of the placeholder shown when the file cannot be loaded. */
  placeholderClassName?: string;
  compact?: boolean;
  /** The placeholder on a dark background (the viewer). */
  dark?: boolean;
}

/**
 * A gallery image: the resized WebP copies when the server made them, lazy for thumbnails, with its
 * pixel size set; a placeholder ("Image unavailable") when the file cannot be loaded.
 */
export function GalleryPicture({ image, variant, sizes, alt = '', className, placeholderClassName, compact, dark }: GalleryPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = variant === 'thumb' ? thumbSrc(image) : largeSrc(image);
  if (failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt} (image unavailable)` : 'Image unavailable'}
        data-testid="image-placeholder"
        className={clsx(
          'flex flex-col items-center justify-center gap-1',
          dark ? 'bg-slate-900 text-slate-200' : 'bg-slate-100 text-slate-600',
          placeholderClassName,
        )}
      >
        <ImageOff aria-hidden="true" className={compact ? 'size-5' : 'size-8'} />
        {compact ? null : (
          <span aria-hidden="true" className="text-xs font-medium">
            Image unavailable
          </span>
        )}
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(image)}
      sizes={imageSrcSet(image) ? sizes : undefined}
      alt={alt}
      width={image.width ?? 400}
      height={image.height ?? 300}
      loading={variant === 'thumb' ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
