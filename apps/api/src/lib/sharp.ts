import type sharpModule from 'sharp';

type SharpLibrary = typeof sharpModule;
let loaded: Promise<SharpLibrary> | undefined;

/**
 * sharp (libvips), loaded the first time an image is made or processed: a server that only answers
 * pages never loads it (about 8 MB of the process at start, docs/performance.md "Memory and start-up").
 * libvips gets one thread per image (the default is one per core): on the two-core machine the site
 * runs on, one image then leaves a core to the event loop. Images run one after another anyway
 * (modules/uploads/image-queue.ts).
 */
export function sharpLibrary(): Promise<SharpLibrary> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    // Each image is made once and stored: libvips' cache of recent operations (up to 50 MB) would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
