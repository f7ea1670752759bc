import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_NON_TEXT_TAGS, RICH_TEXT_TAGS } from '@mnch/shared';

let hooked = false;

/**
 * HTML that was never saved through the API made safe for dangerouslySetInnerHTML, in code that runs
 * only in the browser: the document viewer's Word files, the back office's views. It uses the
 * allow-list the API cleans rich text with when it is written (packages/shared/src/rules/rich-text.ts);
 * public pages render that stored HTML as it is and never load this (decision 0014).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined' || !DOMPurify.isSupported) {
    throw new Error('lib/sanitize runs in the browser; pages render the HTML the API stored');
  }
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        // Only new tabs, which must not reach back to our page; other targets and rel values go.
        if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
        else {
          node.removeAttribute('target');
          node.removeAttribute('rel');
        }
      }
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    ADD_FORBID_CONTENTS: [...RICH_TEXT_NON_TEXT_TAGS],
  });
}
