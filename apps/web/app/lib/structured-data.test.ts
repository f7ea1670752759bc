// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_SETTINGS, type Article, type Publication, type SiteSettings } from '@mnch/shared';
import { canonicalUrl, pageMeta } from './meta';
import { absoluteUrl, newsArticleLd, organizationLd, scholarlyArticleLd } from './structured-data';

const origin = 'https://mnch.example.org';

describe('canonicalUrl', () => {
  it('keeps the path and only the parameters that name the content', () => {
    expect(canonicalUrl(origin, '/media', '?tab=news&page=3')).toBe(`${origin}/media`);
    expect(canonicalUrl(origin, '/article/kmc', '?project=7&utm_source=x')).toBe(`${origin}/article/kmc?project=7`);
    expect(canonicalUrl(origin, '/events', '?time=past&event=12')).toBe(`${origin}/events?event=12`);
    expect(canonicalUrl(origin, '/')).toBe(`${origin}/`);
  });
});

describe('pageMeta', () => {
  it('gives the title, description, Open Graph and Twitter tags, with an image when there is one', () => {
    const tags = pageMeta('About', 'Who we are', { type: 'article', image: `${origin}/uploads/a.webp` });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'About | MNCH Centre' },
        { name: 'description', content: 'Who we are' },
        { property: 'og:type', content: 'article' },
        { name: 'twitter:title', content: 'About | MNCH Centre' },
        { name: 'twitter:description', content: 'Who we are' },
        { property: 'og:image', content: `${origin}/uploads/a.webp` },
      ]),
    );
    expect(pageMeta('About', 'Who we are').some((t) => 'property' in t && t.property === 'og:image')).toBe(false);
  });
});

describe('structured data', () => {
  it('absoluteUrl resolves stored paths against the origin and keeps absolute addresses', () => {
    expect(absoluteUrl(origin, '/uploads/images/a.webp')).toBe(`${origin}/uploads/images/a.webp`);
    expect(absoluteUrl(origin, 'https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(absoluteUrl(origin, null)).toBeUndefined();
  });

  it('describes the centre as a research organisation, with the contact details of the site settings', () => {
    const settings: SiteSettings = {
      ...EMPTY_SITE_SETTINGS,
      address: { building: 'Test House', street: '1 Test Road', poBox: 'P.O. Box 1', city: 'Testville', country: 'Testland' },
      phones: [{ label: 'Office', number: '+1 555 0100' }],
      emails: { general: 'hello@test.example.org', careers: '' },
      social: [{ network: 'x', label: 'X', handle: '@t', url: 'https://x.com/t' }],
    };
    const org = organizationLd(origin, settings);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ResearchOrganization',
      url: `${origin}/`,
      email: 'hello@test.example.org',
      telephone: '+1 555 0100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Test House, 1 Test Road',
        postOfficeBoxNumber: 'P.O. Box 1',
        addressLocality: 'Testville',
        addressCountry: 'Testland',
      },
      sameAs: ['https://x.com/t'],
    });
    // Settings a site has not set are left out rather than given empty.
    const bare = organizationLd(origin, EMPTY_SITE_SETTINGS);
    for (const key of ['email', 'telephone', 'address', 'sameAs']) expect(bare).not.toHaveProperty(key);
  });

  it('describes an article as a NewsArticle with its address, dates and image', () => {
    const article = {
      slug: 'kmc-saves-lives',
      title: 'KMC saves lives',
      excerpt: 'Summary',
      metaDescription: null,
      featuredImageUrl: '/uploads/images/kmc.webp',
      featured_image: null,
      publishedAt: '2026-01-02T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-03T00:00:00.000Z',
      category: 'Research Breakthrough',
      tags: ['KMC'],
      author: 'Admin User',
    } as unknown as Article;
    expect(newsArticleLd(article, origin)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'KMC saves lives',
      description: 'Summary',
      url: `${origin}/article/kmc-saves-lives`,
      image: [`${origin}/uploads/images/kmc.webp`],
      datePublished: '2026-01-02T00:00:00.000Z',
      dateModified: '2026-01-03T00:00:00.000Z',
    });
  });

  it('describes a publication as a ScholarlyArticle with authors, journal and DOI', () => {
    const publication = {
      slug: 'neonatal-outcomes',
      title: 'Neonatal outcomes',
      authors: [{ name: 'A. Author' }, { name: 'B. Author' }],
      year: 2024,
      journal: 'BMJ Global Health',
      abstract: '<p>We found <em>fewer</em> deaths.</p>',
      keywords: ['newborn'],
      doi: '10.1136/bmjgh-2024-000001',
      fileUrl: '/uploads/documents/a.pdf',
      file_url: null,
      type: 'Journal Article',
    } as unknown as Publication;
    expect(scholarlyArticleLd(publication, origin)).toMatchObject({
      '@type': 'ScholarlyArticle',
      name: 'Neonatal outcomes',
      author: [
        { '@type': 'Person', name: 'A. Author' },
        { '@type': 'Person', name: 'B. Author' },
      ],
      datePublished: '2024',
      isPartOf: { '@type': 'Periodical', name: 'BMJ Global Health' },
      abstract: 'We found fewer deaths.',
      sameAs: 'https://doi.org/10.1136/bmjgh-2024-000001',
      url: `${origin}/publications/neonatal-outcomes`,
      encoding: { '@type': 'MediaObject', contentUrl: `${origin}/uploads/documents/a.pdf` },
    });
    expect(scholarlyArticleLd({ ...publication, doi: '/uploads/images/cover.png' }, origin)).not.toHaveProperty('sameAs');
  });
});
