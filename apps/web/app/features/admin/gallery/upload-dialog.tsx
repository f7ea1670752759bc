import { useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, FolderOpen, ImageIcon, Library, UploadCloud, X } from 'lucide-react';
import { clsx } from 'clsx';
import { GALLERY_MESSAGES, GALLERY_TEXT_LIMITS, MB, UPLOAD_LIMITS, UPLOAD_TYPES, type MediaItem } from '@mnch/shared';
import { Button, Dialog, buttonClasses } from '../../../components/ui';
import { Field, inputClasses } from '../../../components/form-fields';
import { asUploadResult } from '../components/media-api';
import { MediaPicker } from '../components/media-picker';
import { toast } from '../../../lib/toast';
import { SaveFailure, saveFailureMessage } from '../components/save-failure';
import { useCloseGuard } from '../components/unsaved-changes';
import { useCreateGalleryImages } from './api/mutations';
import { formatBytes } from '../../../lib/bytes';
import { bulkPayload } from './format';
import { uploadButtonLabel, type QueueItem } from './upload-queue';
import { useGalleryUpload } from './use-gallery-upload';

/** A small local preview of a queued image (an object URL, released when the row goes). */
function LocalPreview({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt="" width={40} height={40} className="size-10 rounded-md bg-slate-100 object-cover" />;
}

function QueueRow({ item, busy, onRemove, onCancel }: { item: QueueItem; busy: boolean; onRemove: () => void; onCancel: () => void }) {
  const name = item.file.name;
  const bad = item.status === 'rejected' || item.status === 'failed';
  const statusText =
    item.status === 'ready'
      ? 'Ready to upload'
      : item.status === 'uploading'
        ? `Uploading ${item.progress}%`
        : item.status === 'uploaded'
          ? 'Uploaded'
          : item.status === 'cancelled'
            ? 'Cancelled'
            : item.error;
  return (
    <li
      aria-label={name}
      className={clsx('flex items-start gap-3 rounded-lg border p-3', bad ? 'border-red-200 bg-red-50/60' : 'border-slate-200 bg-white')}
    >
      <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-500">
        {bad || !item.file.type.startsWith('image/') ? (
          bad ? (
            <CircleAlert aria-hidden="true" className="size-5 text-red-600" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-5" />
          )
        ) : (
          <LocalPreview file={item.file} />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate text-sm font-medium text-slate-900" title={name}>
            {name}
          </p>
          <span className="shrink-0 text-xs text-slate-500 tabular-nums">{formatBytes(item.file.size)}</span>
        </div>
        <p
          className={clsx(
            'mt-0.5 flex items-center gap-1 text-xs',
            bad ? 'text-red-700' : item.status === 'uploaded' ? 'text-brand-800' : 'text-slate-600',
          )}
        >
          {item.status === 'uploaded' ? <CircleCheck aria-hidden="true" className="size-3.5" /> : null}
          <span>{statusText}</span>
        </p>
        {item.status === 'uploading' || item.status === 'uploaded' ? (
          <progress
            className="upload-progress mt-2 h-1.5 w-full overflow-hidden rounded-full accent-brand-700"
            max={100}
            value={item.status === 'uploaded' ? 100 : item.progress}
            aria-label={`Upload progress of ${name}`}
          />
        ) : null}
      </div>
      {item.status === 'uploading' ? (
        <Button
          variant="ghost"
          size="sm"
          className="-my-1 shrink-0 text-red-700 hover:bg-red-50"
          onClick={onCancel}
          aria-label={`Cancel upload of ${name}`}
        >
          Cancel
        </Button>
      ) : item.status !== 'uploaded' || !busy ? (
        <button
          type="button"
          onClick={onRemove}
          disabled={busy && item.status === 'ready'}
          aria-label={`Remove ${name}`}
          title="Remove"
          className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}

/**
 * 'Upload Images': drop files or browse, a queue with each file's progress and Cancel, an optional
 * shared title and description. The queue and the upload are use-gallery-upload.ts; this renders them.
 */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const upload = useGalleryUpload(onClose);
  const { items, counts, toSend, title, description, phase, busy, close, failure, setFailure } = upload;
  const [picking, setPicking] = useState(false);
  const fromLibrary = useCreateGalleryImages();
  // Queued files (or a typed title or description) are not dropped without asking (decision 23).
  const guard = useCloseGuard({
    changed: items.length > 0 || title.trim() !== '' || description.trim() !== '',
    saving: phase === 'saving',
    onClose: close,
    lost: queuedLoss(counts.total),
  });

  /** An image already in the media library becomes a gallery image at once (titled as an upload would be). */
  async function addFromLibrary(item: MediaItem) {
    setPicking(false);
    setFailure(null);
    try {
      await fromLibrary.mutateAsync(bulkPayload([{ name: item.name, result: asUploadResult(item) }], title, description));
      toast.success(GALLERY_MESSAGES.uploaded(1));
      close();
    } catch (err) {
      setFailure(saveFailureMessage(err));
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={guard.requestClose}
        title="Upload Images"
        description="New images appear in the media gallery of the public site."
        size="lg"
        footer={
          <>
            <SaveFailure message={failure} />
            <Button variant="secondary" onClick={guard.requestClose} disabled={phase === 'saving'}>
              {phase === 'uploading' ? 'Cancel all' : 'Cancel'}
            </Button>
            <Button
              onClick={() => void upload.start()}
              disabled={toSend === 0}
              loading={busy}
              loadingText={phase === 'saving' ? 'Saving...' : 'Uploading...'}
            >
              <UploadCloud aria-hidden="true" className="size-4" /> {uploadButtonLabel(toSend)}
            </Button>
          </>
        }
      >
        <div className="space-y-5">
          <div
            data-testid="gallery-drop-zone"
            {...upload.dropZone}
            className={clsx(
              'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:px-5 sm:text-left',
              upload.dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50/70',
            )}
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <UploadCloud aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-800">Drag and drop images here, or browse</p>
              <p className="mt-0.5 text-xs text-slate-600">
                JPEG, PNG, WebP or GIF · at most {Math.round(UPLOAD_LIMITS.gallery / MB)}MB per image
              </p>
            </div>
            <label
              className={buttonClasses({
                variant: 'secondary',
                size: 'sm',
                className: clsx(
                  'shrink-0 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  busy && 'pointer-events-none opacity-60',
                ),
              })}
            >
              <FolderOpen aria-hidden="true" className="size-4" /> Browse files
              <input
                type="file"
                multiple
                accept="image/*"
                disabled={busy}
                className="sr-only"
                onChange={(e) => {
                  upload.addFiles(e.target.files ? Array.from(e.target.files) : null);
                  e.target.value = '';
                }}
              />
            </label>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              onClick={() => setPicking(true)}
              disabled={busy}
              loading={fromLibrary.isPending}
              loadingText="Adding..."
              aria-haspopup="dialog"
            >
              <Library aria-hidden="true" className="size-4" /> Choose from library
            </Button>
          </div>
          <MediaPicker
            open={picking}
            onClose={() => setPicking(false)}
            kind="image"
            accept={UPLOAD_TYPES.gallery}
            onPick={(item) => void addFromLibrary(item)}
          />

          {items.length > 0 ? (
            <section aria-labelledby="gallery-queue-heading">
              <div className="mb-2 flex items-baseline justify-between gap-2">
                <h3 id="gallery-queue-heading" className="text-sm font-semibold text-slate-900">
                  Upload queue
                </h3>
                <p className="text-xs text-slate-600">
                  {counts.total} file{counts.total === 1 ? '' : 's'}
                  {counts.rejected ? ` · ${counts.rejected} refused` : ''}
                  {counts.uploaded ? ` · ${counts.uploaded} uploaded` : ''}
                </p>
              </div>
              <ul aria-label="Upload queue" className="max-h-56 space-y-2 overflow-y-auto pr-1">
                {items.map((item) => (
                  <QueueRow
                    key={item.id}
                    item={item}
                    busy={busy}
                    onCancel={() => upload.cancelItem(item.id)}
                    onRemove={() => upload.removeItem(item.id)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          <p className="sr-only" aria-live="polite">
            {upload.announcement}
          </p>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="gallery-upload-title"
              label="Title (optional)"
              hint={
                title.trim() ? `The images are titled "${title.trim()} 1", "${title.trim()} 2"...` : 'Leave empty to use each file name.'
              }
            >
              <input
                id="gallery-upload-title"
                value={title}
                onChange={(e) => upload.setTitle(e.target.value)}
                maxLength={GALLERY_TEXT_LIMITS.title - 5}
                disabled={phase === 'saving'}
                aria-describedby="gallery-upload-title-hint"
                className={inputClasses(false)}
              />
            </Field>
            <Field id="gallery-upload-description" label="Description (optional)">
              <textarea
                id="gallery-upload-description"
                rows={2}
                value={description}
                onChange={(e) => upload.setDescription(e.target.value)}
                maxLength={GALLERY_TEXT_LIMITS.description}
                disabled={phase === 'saving'}
                className={inputClasses(false)}
              />
            </Field>
          </div>
        </div>
      </Dialog>
      {guard.prompt}
    </>
  );
}

/** What closing the dialog loses, in the unsaved-changes prompt. */
function queuedLoss(files: number): string {
  if (files === 0) return 'the title and description you typed';
  return files === 1 ? 'the file in the upload queue' : `the ${files} files in the upload queue`;
}
