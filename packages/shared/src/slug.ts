/** Longest slug base; room is left for a `-N` suffix. */
export const SLUG_BASE_MAX = 80;

/**
 * A URL slug from a title: ASCII lower case, accents folded, every other run of characters one hyphen,
 * at most SLUG_BASE_MAX characters (cut at a word boundary where possible). `fallback` when nothing is left.
 */
export function slugify(title: string, fallback = 'article'): string {
  let slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > SLUG_BASE_MAX) {
    slug = slug.slice(0, SLUG_BASE_MAX);
    const lastHyphen = slug.lastIndexOf('-');
    if (lastHyphen > SLUG_BASE_MAX / 2) slug = slug.slice(0, lastHyphen);
    slug = slug.replace(/-+$/, '');
  }
  return slug || fallback;
}

/** Longest slug a person may type (a generated one is at most SLUG_BASE_MAX plus a `-N` suffix). */
export const SLUG_MAX = 100;

/** Lower-case letters and digits in words joined by single hyphens: `maternal-health-2024`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug rule's messages (schemas/slugs.ts), written for the people who edit an address. */
export const SLUG_MESSAGES = {
  required: 'Slug is required: it is the last part of the public address',
  invalid: 'Use only lower-case letters (a-z), digits and single hyphens between words, e.g. "maternal-health-2024"',
  tooLong: `Slug must be at most ${SLUG_MAX} characters`,
  taken: 'Another item already uses this slug; choose a different one',
} as const;

/** Whether `value` (already trimmed and lower-cased) is a slug a person may choose. */
export const isValidSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
