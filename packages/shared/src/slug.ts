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
