import { NOT_CRAWLED_PATHS, PUBLIC_PAGES, SITE_IDENTITY, articlePath, eventPath, projectPath, publicationPath } from '@mnch/shared';

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => XML_ENTITIES[c] ?? c);
}

export interface FeedArticle {
  kind: string;
  slug: string;
  title: string;
  excerpt: string | null;
  category: string;
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface SitemapInput {
  articles: FeedArticle[];
  projects: Array<{ slug: string; updatedAt: Date }>;
  events: Array<{ slug: string; updatedAt: Date }>;
  /** Published publications' pages (/publications/{slug}), with their scholarly meta tags. */
  publications?: Array<{ slug: string; updatedAt: Date }>;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** robots.txt: everything public may be crawled; the back office, sign-in and API may not. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...NOT_CRAWLED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** sitemap.xml (sitemaps.org 0.9): the public pages, then every public article, newsletter, project, event and published publication. */
export function sitemapXml(origin: string, input: SitemapInput): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  const lines = [
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...input.articles.map((a) => url(articlePath(a.slug), a.updatedAt)),
    ...input.projects.map((p) => url(projectPath(p.slug), p.updatedAt)),
    ...input.events.map((e) => url(eventPath(e.slug), e.updatedAt)),
    ...(input.publications ?? []).map((p) => url(publicationPath(p.slug), p.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

/** rss.xml (RSS 2.0): the latest public articles and newsletters. */
export function rssXml(origin: string, items: FeedArticle[]): string {
  const latest = items[0]?.publishedAt ?? items[0]?.updatedAt;
  const entries = items.map((a) => {
    const link = xmlEscape(origin + articlePath(a.slug));
    return [
      '    <item>',
      `      <title>${xmlEscape(a.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      a.excerpt ? `      <description>${xmlEscape(a.excerpt)}</description>` : null,
      `      <category>${xmlEscape(a.kind === 'newsletter' ? 'Newsletter' : a.category)}</category>`,
      a.publishedAt ? `      <pubDate>${a.publishedAt.toUTCString()}</pubDate>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(SITE_IDENTITY.name)}</title>`,
    `    <link>${xmlEscape(`${origin}/`)}</link>`,
    `    <description>${xmlEscape(SITE_IDENTITY.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlEscape(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    latest ? `    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>` : null,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
}
