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

/** A place a page can be shared to by a plain link (no scripts): its name and the address to open. */
export interface ShareTarget {
  name: string;
  href: string;
}

/**
 * The links that share a public page by mail and to the common networks, built from the page's public
 * address and title only (nothing about the visitor goes into them).
 */
export function shareTargets({ title, url }: { title: string; url: string }): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
