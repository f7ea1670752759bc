import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, ImagePlus, Library, Upload, X } from 'lucide-react';
import {
  checkUploadFile,
  UPLOAD_ACCEPT,
  UPLOAD_MIME,
  UPLOAD_TYPES,
  type MediaItem,
  type UploadKind,
  type UploadResult,
} from '@mnch/shared';
import { Button } from '../../../components/ui';
import { asUploadResult, MEDIA_KEY } from './media-api';
import { MediaPicker } from './media-picker';
import { uploadFile } from './upload';

interface UploadFieldProps {
  id: string;
  label: string;
  /** The stored file's address ('' or null when none). */
  value: string | null;
  /** The new address; after an upload also the stored file (its name, size and type). */
  onChange: (url: string | null, file?: UploadResult) => void;
  /** Which endpoint: `single` (images here) or `document` (PDF, DOC, DOCX). */
  kind: Extract<UploadKind, 'single' | 'document'>;
  /** Images show a preview; documents show their name. */
  preview: 'image' | 'file';
  hint: string;
  error?: string;
  /** Tells the form an upload is running (saving waits for it). */
  onBusyChange?: (busy: boolean) => void;
  /** Replaces the built-in check of a picked file (type and size); returns the message to show, or null. */
  check?: (file: File) => string | null;
  /** The stored file's original name (shown instead of the random name it is stored under). */
  storedName?: string | null;
}

interface UploadControlProps<V extends FieldValues> extends Omit<UploadFieldProps, 'value' | 'onChange' | 'kind' | 'preview'> {
  control: Control<V>;
  /** The form's field holding the file's address. */
  name: Path<V>;
  /** An image (the default, with a preview) or a document (PDF, DOC, DOCX, shown by its name). */
  kind?: UploadFieldProps['kind'];
  /** Told of each new address after the field has it, with the stored file after an upload (its name and size). */
  onUpload?: (url: string | null, file?: UploadResult) => void;
}

/** An UploadField bound to a field of a react-hook-form form: the image or document of a back-office form. */
export function UploadControl<V extends FieldValues>({ control, name, kind = 'single', onUpload, ...props }: UploadControlProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <UploadField
          {...props}
          kind={kind}
          preview={kind === 'document' ? 'file' : 'image'}
          value={field.value ?? null}
          onChange={(url, file) => {
            field.onChange(url);
            onUpload?.(url, file);
          }}
        />
      )}
    />
  );
}

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
/** The types an image field takes from the library (as from an upload: no GIF). */
const IMAGE_TYPES: readonly string[] = [UPLOAD_MIME.jpeg, UPLOAD_MIME.png, UPLOAD_MIME.webp];

/** What the library offers a field: images for an image field, documents (of the endpoint's types) for a file field. */
function libraryFilter(kind: UploadFieldProps['kind'], preview: UploadFieldProps['preview']) {
  if (preview === 'image') return { kind: 'image' as const, accept: IMAGE_TYPES };
  const types: readonly string[] = UPLOAD_TYPES[kind];
  return { kind: 'document' as const, accept: types.filter((t) => !IMAGE_TYPES.includes(t)) };
}

/**
 * Picks a file, uploads it at once with a progress bar (cancellable) and shows a preview of the result;
 * or takes a file already in the media library ("Choose from library").
 */
export function UploadField({ id, label, value, onChange, kind, preview, hint, error, onBusyChange, check, storedName }: UploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const queryClient = useQueryClient();
  const library = libraryFilter(kind, preview);

  useEffect(() => () => abortRef.current?.abort(), []);

  const setBusy = (busy: boolean) => onBusyChange?.(busy);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    const problem = check
      ? check(file)
      : preview === 'image' && !file.type.startsWith('image/')
        ? 'Please select a valid image file (PNG, JPG, JPEG)'
        : checkUploadFile(kind, file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setFileName(file.name);
    setProgress(0);
    setBusy(true);
    try {
      const result = await uploadFile(kind, file, { signal: controller.signal, onProgress: setProgress });
      onChange(result.url, result);
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setUploadError((err as Error).message || 'Upload failed');
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
      setBusy(false);
    }
  }

  function onPick(item: MediaItem) {
    setPicking(false);
    setUploadError(null);
    setFileName(item.name);
    onChange(item.url, asUploadResult(item));
  }

  const libraryButton = (
    <Button variant="secondary" size="sm" onClick={() => setPicking(true)} aria-haspopup="dialog">
      <Library aria-hidden="true" className="size-4" /> Choose from library
    </Button>
  );

  const uploading = progress !== null;
  const shownError = uploadError ?? error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        className={`rounded-xl border-2 border-dashed p-4 ${shownError ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50/60'}`}
      >
        {value && !uploading ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {preview === 'image' ? (
              <img src={value} alt={`${label} preview`} className="h-32 w-full rounded-lg object-cover sm:w-48" />
            ) : (
              <a
                href={value}
                target="_blank"
                rel="noreferrer"
                className="flex min-w-0 items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:underline"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0" />
                <span className="truncate">{fileName ?? storedName ?? value.split('/').pop()}</span>
              </a>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
                <Upload aria-hidden="true" className="size-4" /> Replace
              </Button>
              {libraryButton}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setFileName(null);
                  onChange(null);
                }}
              >
                <X aria-hidden="true" className="size-4" /> Remove
              </Button>
            </div>
          </div>
        ) : uploading ? (
          <div>
            <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
              <span className="truncate">Uploading {fileName}</span>
              <span className="tabular-nums">{progress}%</span>
            </div>
            <progress
              className="upload-progress mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700"
              max={100}
              value={progress}
              aria-label={`Uploading ${fileName ?? 'file'}`}
            />
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => abortRef.current?.abort()}>
              Cancel upload
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-2 text-center">
            {preview === 'image' ? (
              <ImagePlus aria-hidden="true" className="size-8 text-slate-500" />
            ) : (
              <FileText aria-hidden="true" className="size-8 text-slate-500" />
            )}
            <div className="flex flex-wrap justify-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => inputRef.current?.click()}
                aria-describedby={shownError ? errorId : hintId}
              >
                <Upload aria-hidden="true" className="size-4" /> Choose {preview === 'image' ? 'image' : 'file'}
              </Button>
              {libraryButton}
            </div>
          </div>
        )}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={preview === 'image' ? IMAGE_ACCEPT : UPLOAD_ACCEPT[kind]}
          onChange={(e) => void onFile(e)}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          tabIndex={-1}
        />
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      ) : (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <MediaPicker open={picking} onClose={() => setPicking(false)} kind={library.kind} accept={library.accept} onPick={onPick} />
    </div>
  );
}
