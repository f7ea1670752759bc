import sanitize from 'sanitize-html';
import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS } from './sanitize-rules';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these never shows, so it goes with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'xmp', 'noembed'],
  transformTags: {
    // Only new tabs, which must not reach back to our page; other targets and rel values go.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
    // Every image has a text alternative; a missing one marks it decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

/**
 * Stored HTML made safe to render, in the loaders of public pages (server only: the browser never
 * downloads this sanitiser, and renders what the loader returns). The API already cleans rich text
 * when it is written; this is the second, independent pass at the moment of rendering.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : '';
}
