import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text written in the back office (TipTap: paragraphs, headings 1-3, bold,
 * italic, underline, lists, links, images by URL) plus the few tags imported content commonly uses.
 * Everything else - scripts, event handlers, styles, iframes, javascript: URLs - is removed.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li',
    'a', 'img', 'blockquote', 'code', 'pre', 'hr', 'span', 'sub', 'sup', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open a new tab must not give the opened page access to ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Sanitises rich HTML on write, whatever the client sent. Relative URLs (e.g. /uploads/...) are kept. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Plain text from HTML (for previews, word counts and search snippets). */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|tr|td|th)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? _m)
    .replace(/\s+/g, ' ')
    .trim();
}
