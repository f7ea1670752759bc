import { isAbortError } from './errors';

/** How a share ended: the device's share sheet, a copied link, or nothing (cancelled or failed). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Shares with the Web Share API when the device has it, else copies the link to the clipboard. */
export async function shareLink(data: { title: string; text?: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbortError(error)) return 'cancelled';
      // Share sheet refused (e.g. not allowed here): fall back to copying.
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
