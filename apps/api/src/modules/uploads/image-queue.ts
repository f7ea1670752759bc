import { UPLOAD_MESSAGES } from '@mnch/shared';
import { HttpError } from '../../lib/http-error';

/** Seconds a refused upload is told to wait (Retry-After) when the queue is full. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 30;

export interface ImageQueueOptions {
  /** Images decoded at once (IMAGE_WORK_CONCURRENCY): each holds one of libuv's UV_THREADPOOL_SIZE threads while it runs. */
  concurrency: number;
  /** Images waiting for their turn at most (IMAGE_WORK_QUEUE); one more request is refused with 503. */
  maxWaiting: number;
}

/**
 * The one queue all image work (sharp: header reads, decoding, resizing, encoding) goes through.
 * sharp runs on libuv's worker threads, which file reads (static files, uploaded files), DNS look-ups
 * and password hashing (@node-rs/argon2's async tasks) share: four of them unless UV_THREADPOOL_SIZE says
 * otherwise. Four slow images at once held all four, and everything else waited for them. Here at most
 * `concurrency` images run (config.ts keeps it below UV_THREADPOOL_SIZE), the rest wait in order, and a
 * full queue refuses at once with 503 and Retry-After rather than holding requests open without end.
 */
export function createImageQueue({ concurrency, maxWaiting }: ImageQueueOptions) {
  let running = 0;
  let finished = 0;
  const waiting: Array<() => void> = [];
  return {
    /**
     * Runs `job` in its turn. `refuseWhenFull` (requests) refuses it at once when `maxWaiting` images
     * already wait; without it (the sample content at first start) it waits however long the queue is.
     */
    async run<T>(job: () => Promise<T>, { refuseWhenFull = false }: { refuseWhenFull?: boolean } = {}): Promise<T> {
      if (running < concurrency) {
        running++;
      } else {
        if (refuseWhenFull && waiting.length >= maxWaiting) {
          throw new HttpError(503, UPLOAD_MESSAGES.imagesBusy, undefined, { 'retry-after': String(IMAGE_QUEUE_RETRY_AFTER_SECONDS) });
        }
        // The finishing job hands its place over: `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await job();
      } finally {
        finished++;
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Images running and waiting now, and finished so far (tests). */
    stats: () => ({ running, waiting: waiting.length, finished }),
  };
}

export type ImageQueue = ReturnType<typeof createImageQueue>;
