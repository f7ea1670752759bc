import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, ImageOff, PlayCircle } from 'lucide-react';
import type { GalleryImage } from '@mnch/shared';
import { Button, Dialog, EmptyState, Pagination } from '../../components/ui';
import { galleryCopy } from '../../content/media';
import { assetUrl } from '../../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../../lib/images';
import { MEDIA_PARAMS, galleryImageSources, galleryLarge, mediaHref, type Paged } from './media-data';

/** The index after a step of +1 or -1, wrapping around the ends. */
export function stepIndex(index: number, step: number, length: number): number {
  if (length <= 0) return -1;
  return (((index + step) % length) + length) % length;
}

interface LightboxProps {
  images: GalleryImage[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The gallery lightbox: arrow keys and buttons move, Escape / backdrop / close button close it. */
export function Lightbox({ images, index, onIndex, onClose }: LightboxProps) {
  const image = index === null ? undefined : images[index];
  const open = image !== undefined;

  useEffect(() => {
    if (!open || index === null) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        onIndex(stepIndex(index!, 1, images.length));
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onIndex(stepIndex(index!, -1, images.length));
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, index, images.length, onIndex]);

  if (!image || index === null) return null;
  const video = image.type === 'videos' && image.fullSize ? assetUrl(image.fullSize) : undefined;
  const many = images.length > 1;

  return (
    <Dialog open onClose={onClose} title={image.title} description={image.description ?? undefined} size="xl">
      <div className="overflow-hidden rounded-xl bg-slate-950">
        {video ? (
          <video key={image.id} src={video} controls poster={assetUrl(galleryLarge(image))} className="max-h-[65dvh] w-full">
            <track kind="captions" />
          </video>
        ) : (
          <img
            key={image.id}
            {...responsiveImage(galleryImageSources(image), { sizes: '(min-width: 896px) 832px, 100vw', minWidth: 1200, fallback: IMAGE_BOX.photo })}
            alt={image.description || image.title}
            className="mx-auto h-auto max-h-[65dvh] w-auto object-contain"
          />
        )}
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <Button variant="secondary" size="sm" onClick={() => onIndex(stepIndex(index, -1, images.length))} disabled={!many}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{galleryCopy.previous}</span>
        </Button>
        <p className="text-sm font-medium text-slate-600" aria-live="polite">
          {galleryCopy.position(index + 1, images.length)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onIndex(stepIndex(index, 1, images.length))} disabled={!many}>
          <span className="sr-only sm:not-sr-only">{galleryCopy.next}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </Dialog>
  );
}

/** How wide a thumbnail is drawn: 2 columns, 3 from md, 4 from lg inside the 80rem container. */
const GALLERY_THUMB_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 48vw';

/** The gallery grid (a page of the server's list, the page in the URL) and its lightbox. */
export function GalleryTab({ gallery }: { gallery: Paged<GalleryImage> }) {
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<number | null>(null);
  const images = gallery.items;

  if (images.length === 0) {
    return <EmptyState icon={ImageOff} as="h3" title={galleryCopy.empty.title} description={galleryCopy.empty.text} />;
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" aria-label="Gallery images">
        {images.map((img, i) => (
          <li key={img.id}>
            <button
              type="button"
              onClick={() => setSelected(i)}
              aria-label={galleryCopy.open(img.title)}
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden rounded-2xl bg-slate-100 text-left ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="relative block aspect-square overflow-hidden">
                <img
                  {...responsiveImage(galleryImageSources(img), { sizes: GALLERY_THUMB_SIZES, fallback: IMAGE_BOX.photo })}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
                {img.type === 'videos' ? (
                  <PlayCircle aria-hidden="true" className="absolute left-1/2 top-1/2 size-12 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow" />
                ) : null}
              </span>
              <span className="block truncate px-3 py-2 text-sm font-medium text-slate-700">{img.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-10"
        label="Gallery pages"
        page={gallery.page}
        totalPages={gallery.totalPages}
        hrefFor={(p) => mediaHref(params, { [MEDIA_PARAMS.galleryPage]: p }, 'gallery')}
      />
      <Lightbox images={images} index={selected} onIndex={setSelected} onClose={() => setSelected(null)} />
    </>
  );
}
