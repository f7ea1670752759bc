import { slugify } from '@mnch/shared';

export { slugify };

/** True when `slug` is `base` or `base-N` (so a title edit that keeps the base keeps the slug). */
export function slugHasBase(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base}-[0-9]{1,9}$`).test(slug);
}
