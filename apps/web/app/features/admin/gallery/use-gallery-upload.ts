import { useEffect, useRef, useState, type DragEvent } from 'react';
import { GALLERY_MESSAGES, UPLOADS_AT_ONCE_PER_ACCOUNT, UPLOAD_MESSAGES, type UploadResult } from '@mnch/shared';
import { toast } from '../../../lib/toast';
import { saveFailureMessage } from '../components/save-failure';
import { uploadFile } from '../components/upload';
import { useCreateGalleryImages } from './api/mutations';
import { bulkPayload } from './format';
import { addedAnnouncement, patchItem, pendingItems, queueCounts, toQueueItems, type QueueItem } from './upload-queue';

/** How many files go up at the same time: as many as the server takes from one account at once. */
export const PARALLEL_UPLOADS = UPLOADS_AT_ONCE_PER_ACCOUNT;

export type UploadPhase = 'idle' | 'uploading' | 'saving';

const isAbort = (err: unknown) => err instanceof Error && err.name === 'AbortError';
const messageOf = (err: unknown) => (err instanceof Error && err.message) || UPLOAD_MESSAGES.uploadFailed;

/**
 * The state of the 'Upload Images' dialog (upload-dialog.tsx): the queue of chosen or dropped files, the
 * shared title and description, and the upload itself. Each file goes to POST /api/upload/gallery
 * (PARALLEL_UPLOADS at a time, each with its progress and its own Cancel), then every uploaded file is
 * stored at once with POST /api/gallery/bulk (all or none). After a failed save, pressing Upload again
 * stores the files already uploaded without sending them again. Closing, or leaving, stops every upload.
 */
export function useGalleryUpload(onClose: () => void) {
  const create = useCreateGalleryImages();
  const [items, setItems] = useState<QueueItem[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const closed = useRef(false);
  // The latest queue and texts, for the upload that is running (the title may be typed meanwhile).
  const itemsRef = useRef(items);
  const textRef = useRef({ title, description });
  useEffect(() => {
    itemsRef.current = items;
    textRef.current = { title, description };
  });

  // Leaving the dialog stops every upload still running.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      closed.current = true;
      running.forEach((c) => c.abort());
    };
  }, []);

  const busy = phase !== 'idle';

  function addFiles(files: FileList | File[] | null) {
    if (!files || files.length === 0 || busy) return;
    const added = toQueueItems(files);
    setItems((current) => [...current, ...added]);
    setAnnouncement(addedAnnouncement(added));
  }

  async function uploadOne(item: QueueItem): Promise<UploadResult | null> {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    setItems((current) => patchItem(current, item.id, { status: 'uploading', progress: 0, error: null }));
    try {
      const result = await uploadFile('gallery', item.file, {
        signal: controller.signal,
        onProgress: (progress) => setItems((current) => patchItem(current, item.id, { progress })),
      });
      setItems((current) => patchItem(current, item.id, { status: 'uploaded', progress: 100, result }));
      return result;
    } catch (err) {
      if (isAbort(err)) {
        setItems((current) => patchItem(current, item.id, { status: 'cancelled', progress: 0 }));
      } else {
        const reason = messageOf(err);
        // The file's row says why.
        setItems((current) => patchItem(current, item.id, { status: 'failed', progress: 0, error: reason }));
      }
      return null;
    } finally {
      controllers.current.delete(item.id);
    }
  }

  async function start() {
    const batch = pendingItems(itemsRef.current);
    if (batch.length === 0 || busy) return;
    setFailure(null);
    setPhase('uploading');
    const results = new Map<string, UploadResult>();
    for (const item of batch) if (item.result) results.set(item.id, item.result);
    const waiting = batch.filter((i) => i.status === 'ready');
    const worker = async () => {
      for (let next = waiting.shift(); next && !closed.current; next = waiting.shift()) {
        const result = await uploadOne(next);
        if (result) results.set(next.id, result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, waiting.length || 1) }, worker));
    if (closed.current) return;

    const uploaded = batch.flatMap((item) => {
      const result = results.get(item.id);
      return result ? [{ name: item.file.name, result }] : [];
    });
    if (uploaded.length === 0) {
      setPhase('idle');
      setFailure(GALLERY_MESSAGES.noneUploaded);
      return;
    }
    setPhase('saving');
    try {
      await create.mutateAsync(bulkPayload(uploaded, textRef.current.title, textRef.current.description));
      toast.success(GALLERY_MESSAGES.uploaded(uploaded.length));
      closed.current = true;
      onClose();
    } catch (err) {
      setPhase('idle');
      setFailure(saveFailureMessage(err));
    }
  }

  function close() {
    controllers.current.forEach((c) => c.abort());
    closed.current = true;
    onClose();
  }

  /** The drop zone's handlers: files dropped join the queue (not while uploading). */
  const dropZone = {
    onDragEnter(event: DragEvent<HTMLElement>) {
      event.preventDefault();
      if (!busy) setDragging(true);
    },
    onDragOver(event: DragEvent<HTMLElement>) {
      event.preventDefault();
      event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      const to = event.relatedTarget;
      if (!(to instanceof Node && event.currentTarget.contains(to))) setDragging(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      event.preventDefault();
      setDragging(false);
      addFiles(Array.from(event.dataTransfer.files));
    },
  };

  return {
    items,
    counts: queueCounts(items),
    /** How many files a press on Upload sends or stores. */
    toSend: pendingItems(items).length,
    title,
    setTitle,
    description,
    setDescription,
    phase,
    busy,
    dragging,
    /** What the polite live region says after files were added. */
    announcement,
    /** Why the last upload or save failed (save-failure.tsx), shown beside the Upload button. */
    failure,
    setFailure,
    addFiles,
    dropZone,
    start,
    close,
    cancelItem: (id: string) => controllers.current.get(id)?.abort(),
    removeItem: (id: string) => setItems((current) => current.filter((i) => i.id !== id)),
  };
}
