import DOMPurify from 'dompurify';

/**
 * Every piece of stored HTML we render goes through here (DESIGN.md: DOMPurify for every HTML we
 * render). In the browser DOMPurify does the work. On the server, where there is no DOM for DOMPurify,
 * a strict allow-list pass runs instead: only the tags and attributes below survive, URLs must be
 * http(s), mailto, tel or relative, and scripts, styles and frames are dropped with their content.
 * (The API also sanitises rich text when it is written.)
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

const URL_ATTRIBUTES = new Set(['href', 'src']);
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'title', 'head', 'frameset', 'noembed', 'xmp'];
const VOID = new Set(['br', 'hr', 'img']);
const allowedTags = new Set<string>(ALLOWED_TAGS);

function safeUrl(value: string): boolean {
  // Strip what browsers ignore inside a scheme (whitespace, control characters) before checking it.
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (/^(https?:|mailto:|tel:)/.test(v)) return true;
  // Relative references (no scheme before the first / ? #).
  return !/^[a-z][a-z0-9+.-]*:/.test(v);
}

function escapeText(text: string): string {
  // Keep existing character references; escape everything else that could start markup.
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) || 0xfffd))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) || 0xfffd))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, raw: string): string {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  const out: string[] = [];
  let hasBlankTarget = false;
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!allowed.has(name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (URL_ATTRIBUTES.has(name) && !safeUrl(value)) continue;
    if (name === 'target') {
      if (value !== '_blank') continue;
      hasBlankTarget = true;
    }
    if (name === 'rel') continue;
    out.push(`${name}="${escapeAttribute(value)}"`);
  }
  if (hasBlankTarget) out.push('rel="noopener noreferrer"');
  // Every image has a text alternative; a missing one is treated as decorative.
  if (tag === 'img' && !out.some((a) => a.startsWith('alt='))) out.push('alt=""');
  return out.length ? ` ${out.join(' ')}` : '';
}

/** The server-side allow-list sanitiser (exported for tests). */
export function sanitizeHtmlWithoutDom(html: string): string {
  let s = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/gi, '')
    .replace(/<![^>]*>/g, '')
    .replace(/<\?[^>]*>/g, '');
  for (const tag of DROP_WITH_CONTENT) {
    s = s.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, 'gi'), '');
  }
  const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
  let out = '';
  let last = 0;
  for (const match of s.matchAll(TAG)) {
    out += escapeText(s.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    if (!allowedTags.has(tag)) continue;
    if (closing) {
      if (!VOID.has(tag)) out += `</${tag}>`;
    } else {
      out += `<${tag}${cleanAttributes(tag, match[3] ?? '')}>`;
    }
  }
  out += escapeText(s.slice(last));
  return out;
}

let hooked = false;

/** Sanitised HTML, safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return sanitizeHtmlWithoutDom(html);
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
