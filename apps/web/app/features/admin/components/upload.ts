import { MESSAGES, UPLOAD_MESSAGES, uploadResponseSchema, type UploadKind, type UploadResult } from '@mnch/shared';
import { ApiError, signOutExpired } from '../../../lib/api-client';
import { reauthenticate } from '../../../lib/reauthenticate';
import { getToken } from '../../../lib/session';

export interface UploadOptions {
  /** Called with 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the upload (the promise rejects with an AbortError). */
  signal?: AbortSignal;
}

/** The percent of `loaded` out of `total`, 0-100 (0 when the total is unknown). */
export function uploadPercent(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * POST /api/upload/{kind} with field `file`, through XMLHttpRequest so that progress can be shown and
 * the upload cancelled. Resolves with the stored file (`url`, `filename`, `size`, `mimetype`).
 */
export async function uploadFile(kind: UploadKind, file: File, options: UploadOptions = {}): Promise<UploadResult> {
  const signedIn = getToken() !== null;
  try {
    return await sendWhenFree(kind, file, options);
  } catch (error) {
    // The session ran out: sign in again in place and send the file again (lib/reauthenticate.ts).
    if (!(signedIn && error instanceof ApiError && error.status === 401)) throw error;
    if (await reauthenticate()) return sendUpload(kind, file, options);
    signOutExpired();
    throw error;
  }
}

/** How often, and after how long, an upload refused as one too many at once (429) is sent again. */
export const BUSY_RETRIES = { times: 5, afterMs: 800 } as const;

/**
 * `sendUpload`, sent again after a moment while the server answers 429: the account's other uploads
 * (another tab, a colleague signed in as the same account) hold its UPLOADS_AT_ONCE_PER_ACCOUNT places.
 */
async function sendWhenFree(kind: UploadKind, file: File, options: UploadOptions): Promise<UploadResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendUpload(kind, file, options);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429) || attempt >= BUSY_RETRIES.times || options.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRIES.afterMs * (attempt + 1)));
    }
  }
}

function sendUpload(kind: UploadKind, file: File, { onProgress, signal }: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload/${kind}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'Could not reach the server. Please check your connection and try again.'));
    };
    xhr.onload = () => {
      done();
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadResponseSchema.safeParse(body);
        if (parsed.success) {
          onProgress?.(100);
          resolve(parsed.data.data);
        } else reject(new ApiError(xhr.status, UPLOAD_MESSAGES.uploadFailed));
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        new ApiError(
          xhr.status,
          typeof message === 'string' ? message : xhr.status >= 500 ? MESSAGES.common.serverError : UPLOAD_MESSAGES.uploadFailed,
        ),
      );
    };
    const form = new FormData();
    form.append('file', file);
    onProgress?.(0);
    xhr.send(form);
  });
}
