import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { ZIP_LIMITS } from '@mnch/shared';

/** Why an archive was refused: beyond ZIP_LIMITS (a bomb, or too big to open), or not a readable zip. */
export type ArchiveProblem = 'too-large' | 'unreadable';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxRatio: number;
  ratioCheckedAboveBytes: number;
}

/** Compressed bytes handed to the inflater at a time: deflate gives at most about 1,032 times its input, so memory stays near 16 MB. */
const CHUNK = 16 * 1024;

class Refused extends Error {
  constructor(readonly problem: ArchiveProblem) {
    super(problem);
  }
}

const tooMuch = (size: number, compressed: number, limits: ZipLimits) =>
  size > limits.ratioCheckedAboveBytes && size > limits.maxRatio * Math.max(compressed, 1);

/**
 * Checks a zip archive (a DOCX) against ZIP_LIMITS without trusting it: first the sizes its central
 * directory declares (entries, total, each entry's ratio), then every entry really inflated, streaming
 * with a running count that stops as soon as a limit is passed, so an archive whose headers lie is
 * caught too. Memory stays bounded (about CHUNK times deflate's largest ratio); nothing is kept.
 * Returns null when the archive is within the limits.
 */
export function checkArchive(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ArchiveProblem | null {
  try {
    // 1. What the central directory declares (the filter sees every entry and inflates none).
    let entries = 0;
    let declared = 0;
    unzipSync(bytes, {
      filter(file) {
        entries += 1;
        declared += file.originalSize;
        if (entries > limits.maxEntries || declared > limits.maxUncompressedBytes || tooMuch(file.originalSize, file.size, limits)) {
          throw new Refused('too-large');
        }
        return false;
      },
    });

    // 2. What the entries really hold, whatever the headers say.
    let seen = 0;
    let total = 0;
    let failure: ArchiveProblem | null = null;
    const unzip = new Unzip((file: UnzipFile) => {
      seen += 1;
      if (seen > limits.maxEntries) {
        failure ??= 'too-large';
        return;
      }
      let inflated = 0;
      // Stored in a streaming archive, an entry's compressed size is unknown: the whole archive bounds it.
      const compressed = file.size ?? bytes.length;
      file.ondata = (err, chunk) => {
        if (failure) return;
        if (err) {
          failure = 'unreadable';
          return;
        }
        inflated += chunk.length;
        total += chunk.length;
        if (total > limits.maxUncompressedBytes || tooMuch(inflated, compressed, limits)) {
          failure = 'too-large';
          file.terminate();
        }
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    for (let at = 0; at < bytes.length && !failure; at += CHUNK) {
      unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
    }
    if (seen === 0 && !failure) return 'unreadable';
    return failure;
  } catch (err) {
    return err instanceof Refused ? err.problem : 'unreadable';
  }
}
