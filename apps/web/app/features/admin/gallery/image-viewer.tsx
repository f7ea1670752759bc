import { useEffect } from 'react';
import { ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import type { GalleryImage } from '@mnch/shared';
import { Button, Dialog } from '../../../components/ui';
import { formatBytes } from '../../../lib/bytes';
import { formatDate, stepIndex } from './format';
import { GalleryPicture } from './gallery-picture';
import { WriteOnly } from '../components/access';

interface ImageViewerProps {
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onEdit: (image: GalleryImage) => void;
  onDelete: (image: GalleryImage) => void;
}

/** The viewer overlay: the large image, its title, description and size; arrow keys move through the page. */
export function ImageViewer({ images, index, onIndex, onClose, onEdit, onDelete }: ImageViewerProps) {
  const image = images[index];
  const many = images.length > 1;
  const go = (step: number) => onIndex(stepIndex(index, step, images.length));

  // Arrow keys move to the previous / next image of the page (not while typing in a field).
  useEffect(() => {
    if (!many) return;
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        onIndex(stepIndex(index, event.key === 'ArrowRight' ? 1 : -1, images.length));
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [many, index, images.length, onIndex]);

  if (!image) return null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={image.title}
      description={many ? 'Use the left and right arrow keys to move between images.' : undefined}
      size="xl"
    >
      <div>
        <div className="flex min-h-48 items-center justify-center overflow-hidden rounded-xl bg-slate-950">
          <GalleryPicture
            key={image.id}
            image={image}
            variant="large"
            sizes="(min-width: 896px) 848px, 100vw"
            alt={image.description || image.title}
            className="mx-auto max-h-[60dvh] w-auto object-contain"
            placeholderClassName="h-64 w-full"
            dark
          />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto]">
          <div className="min-w-0">
            {image.description ? (
              <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{image.description}</p>
            ) : (
              <p className="text-sm text-slate-500 italic">No description</p>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:min-w-52">
            <dt className="text-slate-500">Size</dt>
            <dd className="font-medium text-slate-800 tabular-nums">{formatBytes(image.size)}</dd>
            {image.width && image.height ? (
              <>
                <dt className="text-slate-500">Dimensions</dt>
                <dd className="font-medium text-slate-800 tabular-nums">
                  {image.width} × {image.height} px
                </dd>
              </>
            ) : null}
            <dt className="text-slate-500">Uploaded</dt>
            <dd className="font-medium text-slate-800">{formatDate(image.created_at)}</dd>
            <dt className="text-slate-500">File</dt>
            <dd className="truncate font-medium text-slate-800" title={image.filename}>
              {image.filename}
            </dd>
          </dl>
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => go(-1)} disabled={!many} aria-label="Previous image">
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <p className="min-w-16 text-center text-sm font-medium text-slate-600 tabular-nums" aria-live="polite">
              {index + 1} of {images.length}
            </p>
            <Button variant="secondary" size="sm" onClick={() => go(1)} disabled={!many} aria-label="Next image">
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <WriteOnly>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => onEdit(image)}>
                <Pencil aria-hidden="true" className="size-4" /> Edit
              </Button>
              <Button variant="danger" size="sm" onClick={() => onDelete(image)}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete
              </Button>
            </div>
          </WriteOnly>
        </div>
      </div>
    </Dialog>
  );
}
