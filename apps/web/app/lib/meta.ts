import type { MetaDescriptor } from 'react-router';
import { site } from '../content/site';
import type { PageIntro } from '../content/types';

/** "<Page> | MNCH Centre" */
export function pageTitle(name: string): string {
  return `${name} | ${site.shortName}`;
}

/** Title, description and Open Graph tags of a page. */
export function pageMeta(name: string, description: string): MetaDescriptor[] {
  const title = pageTitle(name);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
  ];
}

export function introMeta(intro: PageIntro): MetaDescriptor[] {
  return pageMeta(intro.name, intro.description);
}
