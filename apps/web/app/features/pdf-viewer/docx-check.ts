import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { DOCX_VIEWER_LIMITS, ZIP_LIMITS } from '@mnch/shared';

export interface DocxViewerLimits {
  maxDocumentXmlBytes: number;
  maxUncompressedBytes: number;
}

/** Compressed bytes inflated at a time (deflate gives at most about 1,032 times as much). */
const CHUNK = 16 * 1024;
/** Chunks between two pauses that let the page paint and take input. */
const CHUNKS_PER_TURN = 32;

/**
 * Whether a DOCX is small enough for the viewer to convert in the browser (mammoth holds the whole
 * inflated document): every entry is inflated, streaming, with running counts that stop as soon as
 * `word/document.xml` passes maxDocumentXmlBytes, the whole archive maxUncompressedBytes, or the
 * entries ZIP_LIMITS.maxEntries; the declared sizes are not trusted. The work yields to the page
 * between slices, so a zip bomb never freezes the tab. A file that is not a readable zip is left to
 * mammoth (which reports it as it always has).
 */
export async function docxFitsViewer(
  bytes: Uint8Array,
  limits: DocxViewerLimits = DOCX_VIEWER_LIMITS,
  signal?: AbortSignal,
): Promise<boolean> {
  let tooLarge = false;
  let broken = false;
  let total = 0;
  let entries = 0;
  const unzip = new Unzip((file: UnzipFile) => {
    entries += 1;
    if (entries > ZIP_LIMITS.maxEntries) {
      tooLarge = true;
      return;
    }
    const isDocument = file.name === 'word/document.xml';
    let inflated = 0;
    file.ondata = (err, chunk) => {
      if (tooLarge || broken) return;
      if (err) {
        broken = true;
        return;
      }
      inflated += chunk.length;
      total += chunk.length;
      if (total > limits.maxUncompressedBytes || (isDocument && inflated > limits.maxDocumentXmlBytes)) {
        tooLarge = true;
        file.terminate();
      }
    };
    try {
      file.start();
    } catch {
      broken = true;
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0, n = 0; at < bytes.length && !tooLarge && !broken; at += CHUNK, n++) {
      if (n > 0 && n % CHUNKS_PER_TURN === 0) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (signal?.aborted) return true;
      }
      unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
    }
  } catch {
    broken = true;
  }
  return !tooLarge;
}
