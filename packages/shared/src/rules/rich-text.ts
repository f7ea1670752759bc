/**
 * Rich text (article content, project and event descriptions, publication abstracts): the one
 * allow-list. The API cleans every value with it when it is written (apps/api/src/lib/sanitize.ts,
 * sanitize-html) and public pages render the stored result as it is (docs/decisions/0014); the
 * browser's DOMPurify uses it for HTML that was never saved (apps/web/app/lib/sanitize.ts).
 */

/** Tags a stored value may keep: what the back-office editor writes plus what imported content commonly uses. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
  'hr',
  'span',
  'sub',
  'sup',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes each tag may keep; nothing else (no event handler, style or class) survives. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  /** `srcset` and `sizes` stay only on images of this site's uploads (checked by the API's sanitiser). */
  img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes links may use (relative URLs such as /uploads/... are allowed too). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** URL schemes images may use. */
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const;

/** Elements whose text never shows, so it goes with them (a script's body is not content). */
export const RICH_TEXT_NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'xmp',
  'noembed',
] as const;

/**
 * The deepest nesting of elements a rich-text value may have (lists in lists, quotes in quotes...).
 * Counted over every element that is not void (not br, img, hr...), allowed or not; an element left
 * open counts as open until the end. The editor never gets near it; deeper input is refused before
 * anything else reads it, because parsing cost grows with depth (decision 0014).
 */
export const RICH_TEXT_MAX_DEPTH = 20;

/** The rich-text fields, by their name in request bodies, and the name a message gives them. */
export const RICH_TEXT_FIELDS = {
  content: 'Content',
  description: 'Description',
  abstract: 'Abstract',
  requirements: 'Requirements',
} as const;
export type RichTextField = keyof typeof RICH_TEXT_FIELDS;

export const RICH_TEXT_MESSAGES = {
  tooDeep: (field: RichTextField) =>
    `${RICH_TEXT_FIELDS[field]} is nested too deeply: at most ${RICH_TEXT_MAX_DEPTH} levels of elements (lists, quotes, tables, formatting) inside one another`,
  /** The field's length limit holds for what is stored too, where & < > take 4 or 5 characters. */
  tooLongOnceCleaned: (field: RichTextField, limit: number) =>
    `${RICH_TEXT_FIELDS[field]} is too long once cleaned: at most ${limit} characters as stored (& < > are stored as &amp; &lt; &gt;)`,
} as const;

/**
 * Removes tags (`<...>` holding no other `<`) in one linear pass. Checks on raw input use it instead
 * of `/<[^>]*>/`, which scans to the end of the text for every `<` that has no `>` after it: 200,000
 * of them took 18 s (test/rich-text.test.ts in apps/api).
 */
export function stripTags(html: string, replacement = ''): string {
  return html.replace(/<[^<>]*>/g, replacement);
}

const TEXT_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
  '#160': ' ',
};

/**
 * Stored rich text as plain text (previews, word counts, meta descriptions): block tags and line breaks
 * read as a space ("<p>a</p><p>b</p>" reads "a b", "<b>a</b>b" reads "ab"), other markup vanishes, the
 * entities the sanitiser writes are decoded and white space runs are one space. Linear passes: stored
 * HTML was sanitised on write (docs/decisions/0014-sanitise-rich-text-once-on-write.md), so its tags are
 * whole; untrusted HTML goes through the API's parser instead (apps/api/src/lib/sanitize.ts, toPlainText).
 */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<\/?(?:p|div|li|ul|ol|h[1-6]|br|hr|tr|td|th|blockquote|pre|table)\b[^<>]*>/gi, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp|#160);/gi, (_m, name: string) => TEXT_ENTITIES[name.toLowerCase()]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** `htmlToText` cut to `max` characters, followed by `ellipsis` when it was longer. */
export function previewText(html: string | null | undefined, max: number, ellipsis = '...'): string {
  const text = htmlToText(html);
  return text.length > max ? `${text.slice(0, max).trimEnd()}${ellipsis}` : text;
}
