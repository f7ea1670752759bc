import { previewText, publicationPath, type Article, type Publication, type SiteSettings } from '@mnch/shared';
import { site } from '../content/site';
import { assetUrl } from './articles';

/**
 * schema.org JSON-LD for search engines (docs/decisions/0007-feeds-meta-and-compression.md): one builder per kind of page
 * (an event's is features/events/event-ld.ts, which only the events page loads).
 */
export type Thing = Record<string, unknown>;

export const CONTEXT = 'https://schema.org';

/** An absolute address for a stored path or a site path. */
export function absoluteUrl(origin: string, path: string | null | undefined): string | undefined {
  const value = assetUrl(path);
  if (!value) return undefined;
  return /^https?:/i.test(value) ? value : `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
}

/** Plain text of stored HTML, cut at `max` characters. */
export const plain = (html: string | null | undefined, max = 300) => previewText(html, max);

/** The centre itself (home page): its fixed identity and its contact details from the site settings. */
export function organizationLd(origin: string, settings: SiteSettings): Thing {
  const { address, emails, phones, social } = settings;
  const street = [address.building, address.street].filter(Boolean).join(', ');
  return {
    '@context': CONTEXT,
    '@type': 'ResearchOrganization',
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(site.established),
    ...(emails.general ? { email: emails.general } : {}),
    ...(phones[0] ? { telephone: phones[0].number } : {}),
    ...(address.city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(street ? { streetAddress: street } : {}),
            ...(address.poBox ? { postOfficeBoxNumber: address.poBox } : {}),
            addressLocality: address.city,
            addressCountry: address.country,
          },
        }
      : {}),
    ...(social.length ? { sameAs: social.map((s) => s.url) } : {}),
  };
}

const publisher = (origin: string): Thing => ({
  '@type': 'Organization',
  name: site.name,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
});

/** A news article or newsletter page. */
export function newsArticleLd(article: Article, origin: string): Thing {
  const url = `${origin}/article/${encodeURIComponent(article.slug)}`;
  const image = absoluteUrl(origin, article.featuredImageUrl ?? article.featured_image);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    description: article.metaDescription || article.excerpt || undefined,
    url,
    mainEntityOfPage: url,
    ...(image ? { image: [image] } : {}),
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    articleSection: article.category,
    keywords: article.tags.length ? article.tags.join(', ') : undefined,
    author: { '@type': 'Organization', name: article.author || site.name },
    publisher: publisher(origin),
  };
}

/** A publication in the publications list. */
export function scholarlyArticleLd(publication: Publication, origin: string): Thing {
  const file = absoluteUrl(origin, publication.fileUrl ?? publication.file_url);
  const doi = publication.doi && /^10\.\d{4,9}\//.test(publication.doi) ? publication.doi : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'ScholarlyArticle',
    headline: publication.title.slice(0, 110),
    name: publication.title,
    author: publication.authors.map((a) => ({ '@type': 'Person', name: a.name })),
    datePublished: String(publication.year),
    ...(publication.journal ? { isPartOf: { '@type': 'Periodical', name: publication.journal } } : {}),
    ...(publication.abstract ? { abstract: plain(publication.abstract, 500) } : {}),
    ...(publication.keywords.length ? { keywords: publication.keywords.join(', ') } : {}),
    ...(doi ? { sameAs: `https://doi.org/${doi}` } : {}),
    // Its page (/publications/{slug}); the uploaded file as its encoding.
    url: `${origin}${publicationPath(publication.slug)}`,
    ...(file ? { encoding: { '@type': 'MediaObject', contentUrl: file } } : {}),
    genre: publication.type,
    publisher: publisher(origin),
  };
}
