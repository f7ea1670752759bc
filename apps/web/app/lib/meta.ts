import type { MetaDescriptor } from 'react-router';
import { site } from '../content/site';
import type { PageIntro } from '../content/types';

/** "<Page> | MNCH Centre" */
export function pageTitle(name: string): string {
  return `${name} | ${site.shortName}`;
}

/** Query parameters that name what a page shows (kept in its canonical address); filters and pages are not. */
const CANONICAL_PARAMS = ['project', 'event'];

/** The page's canonical address: the origin, the path and only the parameters that name its content. */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  const kept = new URLSearchParams();
  const params = new URLSearchParams(search);
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

export interface PageMetaOptions {
  /** Open Graph type: 'website' (default) or 'article'. */
  type?: 'website' | 'article';
  /** An absolute or site-relative image address for link previews. */
  image?: string;
}

/** Title, description, Open Graph and Twitter card tags of a page (root.tsx adds the canonical address). */
export function pageMeta(name: string, description: string, { type = 'website', image }: PageMetaOptions = {}): MetaDescriptor[] {
  const title = pageTitle(name);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { name: 'twitter:image', content: image },
        ]
      : []),
  ];
}

export function introMeta(intro: PageIntro): MetaDescriptor[] {
  return pageMeta(intro.name, intro.description);
}
