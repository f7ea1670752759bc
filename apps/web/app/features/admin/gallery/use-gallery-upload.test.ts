// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError, GALLERY_MESSAGES, SAVE_FAILURE_MESSAGES, UPLOADS_AT_ONCE_PER_ACCOUNT, type UploadResult } from '@mnch/shared';
import type { UploadOptions, uploadFile } from '../components/upload';
import type { createGalleryImages } from './api/mutations';
import { useGalleryUpload } from './use-gallery-upload';

const mocks = vi.hoisted(() => ({
  uploadFile: vi.fn<typeof uploadFile>(),
  mutateAsync: vi.fn<typeof createGalleryImages>(),
  toastError: vi.fn<(message: string) => void>(),
  toastSuccess: vi.fn<(message: string) => void>(),
}));
vi.mock('../components/upload', () => ({ uploadFile: mocks.uploadFile }));
vi.mock('./api/mutations', () => ({ useCreateGalleryImages: () => ({ mutateAsync: mocks.mutateAsync }) }));
vi.mock('../../../lib/toast', () => ({ toast: { error: mocks.toastError, success: mocks.toastSuccess } }));

/** An upload the test finishes by hand. */
interface Sending {
  file: File;
  options: UploadOptions;
  resolve: (result: UploadResult) => void;
  reject: (err: unknown) => void;
}
let sending: Sending[] = [];
/** The upload started `i`-th. */
function sent(i: number): Sending {
  const s = sending[i];
  if (!s) throw new Error(`no upload #${i} was started`);
  return s;
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const stored = (name: string): UploadResult => ({ url: `/uploads/gallery/${name}`, filename: name, size: 1, mimetype: 'image/png' });
/** Lets the awaited uploads and the save move on. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.resetAllMocks();
  sending = [];
  mocks.uploadFile.mockImplementation(
    (_kind, file, options = {}) =>
      new Promise<UploadResult>((resolve, reject) => {
        sending.push({ file, options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
      }),
  );
  mocks.mutateAsync.mockResolvedValue([]);
});

afterEach(cleanup);

function setup() {
  const onClose = vi.fn();
  const hook = renderHook(() => useGalleryUpload(onClose));
  return { ...hook, onClose };
}

describe('useGalleryUpload', () => {
  it('queues chosen files, refuses what is not an image and says so in the live region', () => {
    const { result } = setup();
    act(() => result.current.addFiles([png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]));
    expect(result.current.items.map((i) => i.status)).toEqual(['ready', 'rejected']);
    expect(result.current.toSend).toBe(1);
    expect(result.current.counts).toMatchObject({ total: 2, rejected: 1 });
    expect(result.current.announcement).toMatch(/^2 files added to the queue; 1 refused: Invalid file type: text\/plain/);

    act(() => result.current.removeItem(result.current.items[1]?.id ?? ''));
    expect(result.current.items.map((i) => i.file.name)).toEqual(['a.png']);
  });

  it('sends as many files at a time as the server takes from one account, with their progress, then stores them all at once and closes', async () => {
    const { result, onClose } = setup();
    act(() => result.current.addFiles(['a.png', 'b.png', 'c.png', 'd.png'].map(png)));
    act(() => result.current.setTitle('Field day'));
    act(() => void result.current.start());

    expect(result.current.phase).toBe('uploading');
    expect(result.current.busy).toBe(true);
    expect(UPLOADS_AT_ONCE_PER_ACCOUNT).toBe(2);
    expect(sending.map((s) => s.file.name)).toEqual(['a.png', 'b.png']);
    act(() => sent(0).options.onProgress?.(40));
    expect(result.current.items[0]).toMatchObject({ status: 'uploading', progress: 40 });

    // Files added while uploading are not taken.
    act(() => result.current.addFiles([png('late.png')]));
    expect(result.current.items).toHaveLength(4);

    sent(0).resolve(stored('a.png'));
    await settle();
    expect(result.current.items[0]).toMatchObject({ status: 'uploaded', progress: 100 });
    expect(sending.map((s) => s.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    sent(1).resolve(stored('b.png'));
    await settle();
    expect(sending.map((s) => s.file.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    for (const s of sending.slice(2)) s.resolve(stored(s.file.name));
    await settle();

    expect(mocks.mutateAsync).toHaveBeenCalledOnce();
    expect(mocks.mutateAsync.mock.lastCall?.[0].images.map((i) => i.title)).toEqual([
      'Field day 1',
      'Field day 2',
      'Field day 3',
      'Field day 4',
    ]);
    expect(mocks.toastSuccess).toHaveBeenCalledWith(GALLERY_MESSAGES.uploaded(4));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('leaves out a failed or cancelled file, and goes back to idle with a message when none went up', async () => {
    const { result, onClose } = setup();
    act(() => result.current.addFiles([png('a.png'), png('b.png')]));
    act(() => void result.current.start());

    sent(0).reject(new Error('File too large'));
    act(() => result.current.cancelItem(result.current.items[1]?.id ?? ''));
    await settle();

    expect(result.current.items.map((i) => [i.status, i.error])).toEqual([
      ['failed', 'File too large'],
      ['cancelled', null],
    ]);
    // Told inside the dialog (a toast is drawn behind it): each file's row, and the dialog's failure line.
    expect(mocks.toastError).not.toHaveBeenCalled();
    expect(result.current.failure).toBe(GALLERY_MESSAGES.noneUploaded);
    expect(result.current.phase).toBe('idle');
    expect(result.current.toSend).toBe(0);
    expect(mocks.mutateAsync).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('after a failed save, Upload again stores the files already sent without sending them again', async () => {
    mocks.mutateAsync.mockRejectedValueOnce(new ApiError(503, 'Server down'));
    const { result, onClose } = setup();
    act(() => result.current.addFiles([png('a.png'), png('b.png')]));
    act(() => void result.current.start());
    for (const s of sending) s.resolve(stored(s.file.name));
    await settle();

    expect(result.current.failure).toBe(SAVE_FAILURE_MESSAGES.server);
    expect(mocks.toastError).not.toHaveBeenCalled();
    expect(result.current.phase).toBe('idle');
    expect(result.current.items.map((i) => i.status)).toEqual(['uploaded', 'uploaded']);
    expect(result.current.toSend).toBe(2);

    await act(() => result.current.start());
    expect(result.current.failure).toBeNull();
    expect(mocks.uploadFile).toHaveBeenCalledTimes(2);
    expect(mocks.mutateAsync).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Cancel all stops every running upload and closes without an error message', async () => {
    const { result, onClose } = setup();
    act(() => result.current.addFiles([png('a.png'), png('b.png')]));
    act(() => void result.current.start());
    act(() => result.current.close());
    await settle();

    expect(sending.every((s) => s.options.signal?.aborted)).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(mocks.toastError).not.toHaveBeenCalled();
    expect(mocks.mutateAsync).not.toHaveBeenCalled();
  });

  it('leaving the dialog stops the uploads still running', async () => {
    const { result, unmount } = setup();
    act(() => result.current.addFiles([png('a.png')]));
    act(() => void result.current.start());
    unmount();
    await settle();
    expect(sent(0).options.signal?.aborted).toBe(true);
    expect(mocks.mutateAsync).not.toHaveBeenCalled();
  });
});
