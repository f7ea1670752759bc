import type { UploadResult } from '@mnch/shared';
import { galleryFileProblem } from './format';

export type QueueStatus = 'ready' | 'rejected' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

/** One file of the upload dialog's queue. */
export interface QueueItem {
  id: string;
  file: File;
  status: QueueStatus;
  /** 0-100 while uploading. */
  progress: number;
  /** Why it was refused (by the check before sending, or by the server). */
  error: string | null;
  result: UploadResult | null;
}

let counter = 0;

/** New queue entries for chosen or dropped files: files that are not images or too large are `rejected` and never sent. */
export function toQueueItems(files: Iterable<File>): QueueItem[] {
  return Array.from(files, (file) => {
    counter += 1;
    const problem = galleryFileProblem(file);
    return {
      id: `q${counter}`,
      file,
      status: problem ? 'rejected' : 'ready',
      progress: 0,
      error: problem,
      result: null,
    } satisfies QueueItem;
  });
}

export function patchItem(items: QueueItem[], id: string, patch: Partial<QueueItem>): QueueItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

/** How many files wait to be sent, are stored already, or were refused. */
export function queueCounts(items: readonly QueueItem[]) {
  const count = (...s: QueueStatus[]) => items.filter((i) => s.includes(i.status)).length;
  return {
    total: items.length,
    ready: count('ready'),
    uploaded: count('uploaded'),
    rejected: count('rejected', 'failed'),
    cancelled: count('cancelled'),
    uploading: count('uploading'),
  };
}

/** The files a press on Upload sends, or keeps: waiting ones and those already stored (after a failed save). */
export function pendingItems(items: readonly QueueItem[]): QueueItem[] {
  return items.filter((i) => i.status === 'ready' || i.status === 'uploaded');
}

/** The label of the dialog's main button. */
export function uploadButtonLabel(n: number): string {
  if (n === 0) return 'Upload images';
  return n === 1 ? 'Upload 1 image' : `Upload ${n} images`;
}

/** What the dialog's live region says after files joined the queue, with the reasons of those refused. */
export function addedAnnouncement(added: readonly QueueItem[]): string {
  const refused = added.filter((i) => i.status === 'rejected');
  return (
    `${added.length} file${added.length === 1 ? '' : 's'} added to the queue` +
    (refused.length ? `; ${refused.length} refused: ${refused.map((i) => i.error).join(' ')}` : '.')
  );
}
