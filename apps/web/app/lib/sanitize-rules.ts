/**
 * What stored HTML may keep when a page renders it: the same allow-list for the server's sanitiser
 * (lib/sanitize.server.ts, sanitize-html) and the browser's (lib/sanitize.ts, DOMPurify).
 */
export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'div', 'em', 'figcaption', 'figure', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'mark', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong',
  'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
] as const;

export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

/** URL schemes links and images may use (relative URLs are allowed too). */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
