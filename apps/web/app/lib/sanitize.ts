import DOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './sanitize-rules';

let hooked = false;

/**
 * Stored HTML made safe for dangerouslySetInnerHTML in code that runs only in the browser (the back
 * office and the document viewer), with DOMPurify. Public pages get HTML their loader cleaned on the
 * server (lib/sanitize.server.ts), so this code stays out of their JavaScript.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined' || !DOMPurify.isSupported) {
    throw new Error('lib/sanitize runs in the browser; a loader uses lib/sanitize.server');
  }
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
    ADD_ATTR: ['target'],
  });
}
