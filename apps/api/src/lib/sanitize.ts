import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MESSAGES,
  RICH_TEXT_NON_TEXT_TAGS,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  isUploadPath,
  stripTags,
  type RichTextField,
} from '@mnch/shared';
import { badRequest } from './http-error';

/**
 * The parser options sanitize-html uses (its default): the depth check and the plain-text reader
 * parse exactly as the sanitiser does, so a value the check lets through keeps the sanitiser's
 * parser stack as shallow.
 */
const PARSER_OPTIONS = { decodeEntities: true } as const;

/**
 * The allow-list of packages/shared/src/rules/rich-text.ts. Everything else - scripts and their text,
 * event handlers, styles, frames, SVG, javascript: URLs - is removed; public pages render the result
 * as it is (docs/decisions/0014-sanitise-rich-text-once-on-write.md).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_NON_TEXT_TAGS],
  parser: PARSER_OPTIONS,
  transformTags: {
    // Only new tabs, which must not reach back to our page; other targets and rel values go.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
    // Every image has a text alternative; a missing one marks it decorative. Responsive sources only from the site's uploads.
    img: (tagName, attribs) => ({ tagName, attribs: { ...responsiveSources(attribs), alt: attribs.alt ?? '' } }),
  },
};

/** A `srcset` candidate: an address then a width (`640w`) or a density (`2x`). */
const CANDIDATE = /^(\S+)\s+(\d{1,5}w|\d{1,2}(?:\.\d{1,2})?x)$/;
/** A `sizes` value: media conditions and lengths, nothing that could carry a URL or markup. */
const SIZES = /^[a-z0-9 ().,:%-]{1,200}$/i;

/**
 * An image's responsive sources (the media library's resized copies): `srcset` and `sizes` are kept
 * only when `src` is a file of this site's uploads, and `srcset` keeps only its candidates that are
 * too (each checked: the address an upload path, the descriptor a width or density); the rest go.
 */
function responsiveSources(attribs: Record<string, string>): Record<string, string> {
  const { srcset, sizes, ...rest } = attribs;
  if (!rest.src || !isUploadPath(rest.src.trim())) return rest;
  const candidates = (srcset ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => {
      const match = CANDIDATE.exec(c);
      return match !== null && isUploadPath(match[1] ?? '');
    });
  if (candidates.length === 0) return rest;
  return { ...rest, srcset: candidates.join(', '), ...(sizes && SIZES.test(sizes.trim()) ? { sizes: sizes.trim() } : {}) };
}

/** The parser, with its own notion of void elements (br, img, hr...) readable. */
class ElementParser extends Parser {
  isVoid(name: string): boolean {
    return this.isVoidElement(name);
  }
}

/** Thrown inside the parser's callbacks to stop reading at the first element too deep. */
const TOO_DEEP = new Error('rich text nested too deeply');
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/**
 * One pass over the elements, before anything else parses the value:
 * - `tooDeep`: elements nest deeper than RICH_TEXT_MAX_DEPTH (the pass stops at the first one). The
 *   parser's stack of open elements costs time in proportion to its depth for every element opened
 *   (htmlparser2 puts each new one at the front of an array), which made 58,000 nested `<ul><li>` cost
 *   12 s in sanitize-html; under the limit that stack stays short. Void elements (br, img...) do not
 *   nest; an element never closed stays open to the end.
 * - `dropsElements`: some element is not on the allow-list, so the sanitiser drops it.
 */
export function inspectRichText(html: string): { tooDeep: boolean; dropsElements: boolean } {
  let depth = 0;
  let dropsElements = false;
  const parser: ElementParser = new ElementParser(
    {
      onopentagname(name) {
        if (!ALLOWED.has(name)) dropsElements = true;
        if (parser.isVoid(name)) return;
        if (++depth > RICH_TEXT_MAX_DEPTH) throw TOO_DEEP;
      },
      onclosetag(name) {
        if (!parser.isVoid(name)) depth--;
      },
    },
    PARSER_OPTIONS,
  );
  try {
    parser.write(html);
    parser.end();
  } catch (err) {
    if (err === TOO_DEEP) return { tooDeep: true, dropsElements };
    throw err;
  }
  return { tooDeep: false, dropsElements };
}

/**
 * The sanitiser, made stable. Dropping an element can change how the rest parses (`<tr><div><tr>`
 * nests the second row; once the div is gone, `<tr><tr>` makes them siblings), so when the first pass
 * dropped elements, its result - only allowed elements now - is cleaned again; a pass that drops
 * nothing writes out exactly the tree it read, so that second result comes back unchanged.
 */
function clean(html: string, dropsElements: boolean): string {
  const once = sanitizeHtml(html, RICH_TEXT).trim();
  return dropsElements ? sanitizeHtml(once, RICH_TEXT).trim() : once;
}

const fieldError = (field: RichTextField, message: string) => badRequest(message, [{ field, message }]);

/**
 * Sanitises rich HTML on write, whatever the client sent; relative URLs (e.g. /uploads/...) are kept.
 * Refused with a 400 naming `field`, changing nothing: HTML nested deeper than RICH_TEXT_MAX_DEPTH
 * (checked first), and HTML whose cleaned form is longer than `maxLength` (escaping makes `<` four
 * characters: the limit bounds what is stored, searched and rendered, not only what was sent).
 * The result is stable: sanitising it again gives it back unchanged, which is what lets pages render
 * it as it is.
 */
export function sanitizeRichText(html: string | null | undefined, field: RichTextField, maxLength: number): string {
  if (!html) return '';
  const { tooDeep, dropsElements } = inspectRichText(html);
  if (tooDeep) throw fieldError(field, RICH_TEXT_MESSAGES.tooDeep(field));
  const once = sanitizeHtml(html, RICH_TEXT).trim();
  if (once.length > maxLength) throw fieldError(field, RICH_TEXT_MESSAGES.tooLongOnceCleaned(field, maxLength));
  return dropsElements ? sanitizeHtml(once, RICH_TEXT).trim() : once;
}

/**
 * A stored value cleaned again (the one-off step in src/db/data-steps.ts): as sanitizeRichText, but a
 * value stored before the depth limit existed and nested deeper keeps only its text, in one paragraph
 * (its tags removed in one linear pass first, any `<` left escaped, so the sanitiser never sees the depth).
 */
export function resanitizeStoredRichText(html: string): string {
  if (!html) return html;
  const { tooDeep, dropsElements } = inspectRichText(html);
  if (!tooDeep) return clean(html, dropsElements);
  return clean(`<p>${stripTags(html, ' ').replace(/</g, '&lt;').replace(/\s+/g, ' ').trim()}</p>`, false);
}

/** Elements whose end reads as a space in plain text ("<p>a</p><p>b</p>" reads "a b"; "<b>a</b>b" reads "ab"). */
const BLOCKS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'td', 'th', 'br']);
const NON_TEXT = new Set<string>(RICH_TEXT_NON_TEXT_TAGS);

/**
 * Plain text from HTML (titles, tags, previews, word counts, calendar files): the text with entities
 * decoded, the text of scripts and the like dropped, block ends and line breaks as spaces, runs of
 * space as one. One pass of the parser, no output HTML to build and decode again. The elements it
 * reads are bounded: rich text by the depth check before it is stored, one-line fields by their length.
 */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const parts: string[] = [];
  let hidden = 0;
  const parser: Parser = new Parser(
    {
      onopentagname(name) {
        if (NON_TEXT.has(name)) hidden++;
        else if (name === 'br') parts.push(' ');
      },
      onclosetag(name) {
        if (NON_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name) && name !== 'br') parts.push(' ');
      },
      ontext(text) {
        if (!hidden) parts.push(text);
      },
    },
    PARSER_OPTIONS,
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
