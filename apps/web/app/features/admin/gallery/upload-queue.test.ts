import { describe, expect, it } from 'vitest';
import { MB } from '@mnch/shared';
import { addedAnnouncement, patchItem, pendingItems, queueCounts, toQueueItems, uploadButtonLabel } from './upload-queue';

const file = (name: string, type: string, size = 100) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('upload queue', () => {
  it('marks files that are not images or too large as refused, with their message', () => {
    const items = toQueueItems([file('a.png', 'image/png'), file('notes.txt', 'text/plain'), file('huge.jpg', 'image/jpeg', 10 * MB + 1)]);
    expect(items.map((i) => i.status)).toEqual(['ready', 'rejected', 'rejected']);
    expect(items[1]!.error).toMatch(/Invalid file type: text\/plain/);
    expect(items[2]!.error).toBe('File huge.jpg is too large. Maximum size is 10MB.');
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
  });

  it('counts and picks what an upload sends', () => {
    let items = toQueueItems([file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.txt', 'text/plain')]);
    items = patchItem(items, items[1]!.id, {
      status: 'uploaded',
      result: { url: '/uploads/b.png', filename: 'b.png', size: 1, mimetype: 'image/png' },
    });
    expect(queueCounts(items)).toMatchObject({ total: 3, ready: 1, uploaded: 1, rejected: 1 });
    expect(pendingItems(items).map((i) => i.file.name)).toEqual(['a.png', 'b.png']);
    items = patchItem(items, items[0]!.id, { status: 'cancelled' });
    expect(pendingItems(items).map((i) => i.file.name)).toEqual(['b.png']);
  });

  it('announces the files added, with the reasons of those refused', () => {
    expect(addedAnnouncement(toQueueItems([file('a.png', 'image/png')]))).toBe('1 file added to the queue.');
    expect(addedAnnouncement(toQueueItems([file('a.png', 'image/png'), file('huge.jpg', 'image/jpeg', 10 * MB + 1)]))).toBe(
      '2 files added to the queue; 1 refused: File huge.jpg is too large. Maximum size is 10MB.',
    );
  });

  it('labels the upload button', () => {
    expect(uploadButtonLabel(0)).toBe('Upload images');
    expect(uploadButtonLabel(1)).toBe('Upload 1 image');
    expect(uploadButtonLabel(3)).toBe('Upload 3 images');
  });
});
