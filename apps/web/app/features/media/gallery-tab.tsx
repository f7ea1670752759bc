import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, ImageOff, PlayCircle } from 'lucide-react';
import type { GalleryImage } from '@mnch/shared';
import { Button, Dialog, EmptyState, InPlaceLink, Pagination, buttonClasses } from '../../components/ui';
import { useAddressedSelection } from '../../lib/use-addressed-selection';
import { galleryCopy } from '../../content/media';
import { assetUrl } from '../../lib/articles';
import { IMAGE_BOX, responsiveImage } from '../../lib/images';
import { MEDIA_IMAGE_PARAM, MEDIA_PARAMS, galleryImageSources, galleryLarge, mediaHref, type Paged } from './media-data';

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
  /** The address of the page with the image at an index shown (previous and next are links there). */
  hrefFor: (index: number) => string;
  /** The address of the page without the lightbox. */
  closeHref: string;
}

/**
 * The gallery lightbox: arrow keys and the previous and next links move, Escape / backdrop / close
 * button close it. Previous, next and close are links to addresses the server renders, handled in
 * place once hydrated (docs/no-script.md, "Controls").
 */
export function Lightbox({ images, index, onIndex, onClose, hrefFor, closeHref }: LightboxProps) {
  const image = index === null ? undefined : images[index];
  const open = image !== undefined;

  useEffect(() => {
    if (!open || index === null) return;
    const at = index;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        onIndex(stepIndex(at, 1, images.length));
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onIndex(stepIndex(at, -1, images.length));
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, index, images.length, onIndex]);

  if (!image || index === null) return null;
  const video = image.type === 'videos' && image.fullSize ? assetUrl(image.fullSize) : undefined;
  const many = images.length > 1;

  return (
    <Dialog open onClose={onClose} closeHref={closeHref} title={image.title} description={image.description ?? undefined} size="xl">
      <div className="overflow-hidden rounded-xl bg-slate-950">
        {video ? (
          <video key={image.id} src={video} controls poster={assetUrl(galleryLarge(image))} className="max-h-[65dvh] w-full">
            <track kind="captions" />
          </video>
        ) : (
          <img
            key={image.id}
            {...responsiveImage(galleryImageSources(image), {
              sizes: '(min-width: 896px) 832px, 100vw',
              minWidth: 1200,
              fallback: IMAGE_BOX.photo,
            })}
            alt={image.description || image.title}
            className="mx-auto h-auto max-h-[65dvh] w-auto object-contain"
          />
        )}
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <StepLink label={galleryCopy.previous} step={-1} {...{ index, many, length: images.length, onIndex, hrefFor }} />
        <p className="text-sm font-medium text-slate-600" aria-live="polite">
          {galleryCopy.position(index + 1, images.length)}
        </p>
        <StepLink label={galleryCopy.next} step={1} {...{ index, many, length: images.length, onIndex, hrefFor }} />
      </div>
    </Dialog>
  );
}

interface StepLinkProps {
  label: string;
  step: 1 | -1;
  index: number;
  length: number;
  many: boolean;
  onIndex: (index: number) => void;
  hrefFor: (index: number) => string;
}

/** The lightbox's previous or next control: a link to the neighbouring image (a disabled button when there is none). */
function StepLink({ label, step, index, length, many, onIndex, hrefFor }: StepLinkProps) {
  const content = (
    <>
      {step < 0 ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
      <span className="sr-only sm:not-sr-only">{label}</span>
      {step > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
    </>
  );
  if (!many) {
    return (
      <Button variant="secondary" size="sm" disabled>
        {content}
      </Button>
    );
  }
  const target = stepIndex(index, step, length);
  return (
    <InPlaceLink href={hrefFor(target)} onActivate={() => onIndex(target)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      {content}
    </InPlaceLink>
  );
}

/** How wide a thumbnail is drawn: 2 columns, 3 from md, 4 from lg inside the 80rem container. */
const GALLERY_THUMB_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 48vw';

/**
 * The gallery grid (a page of the server's list, the page in the URL) and its lightbox. Each
 * thumbnail is a link to the page with the lightbox open at it (?image=<id>), which the server
 * renders; once hydrated it opens in place (docs/no-script.md, "Controls").
 */
export function GalleryTab({ gallery }: { gallery: Paged<GalleryImage> }) {
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useAddressedSelection(MEDIA_IMAGE_PARAM);
  const images = gallery.items;
  const found = images.findIndex((img) => String(img.id) === selectedId);
  const selected = found < 0 ? null : found;
  const imageHref = (id: string | null) => mediaHref(params, { [MEDIA_IMAGE_PARAM]: id }, 'gallery');
  const hrefFor = (index: number) => imageHref(String(images[index]!.id));
  const select = (index: number) => setSelectedId(String(images[index]!.id));

  if (images.length === 0) {
    return <EmptyState icon={ImageOff} as="h3" title={galleryCopy.empty.title} description={galleryCopy.empty.text} />;
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" aria-label="Gallery images">
        {images.map((img, i) => (
          <li key={img.id}>
            <InPlaceLink
              href={hrefFor(i)}
              onActivate={() => select(i)}
              aria-label={galleryCopy.open(img.title)}
              className="group block w-full overflow-hidden rounded-2xl bg-slate-100 text-left ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {/* The whole picture, never cropped: the box has the photographs' 3:2 shape, and one of
                  another shape is fitted inside it on the neutral background. */}
              <span className="relative block aspect-[3/2] overflow-hidden bg-slate-200">
                <img
                  {...responsiveImage(galleryImageSources(img), { sizes: GALLERY_THUMB_SIZES, fallback: IMAGE_BOX.photo })}
                  alt=""
                  loading="lazy"
                  className="size-full object-contain transition-opacity duration-300 group-hover:opacity-90 motion-reduce:transition-none"
                />
                {img.type === 'videos' ? (
                  <PlayCircle
                    aria-hidden="true"
                    className="absolute left-1/2 top-1/2 size-12 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow"
                  />
                ) : null}
              </span>
              <span className="block truncate px-3 py-2 text-sm font-medium text-slate-700">{img.title}</span>
            </InPlaceLink>
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
      <Lightbox
        images={images}
        index={selected}
        onIndex={select}
        onClose={() => setSelectedId(null)}
        hrefFor={hrefFor}
        closeHref={imageHref(null)}
      />
    </>
  );
}
