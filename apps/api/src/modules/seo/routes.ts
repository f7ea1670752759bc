import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEED_ITEMS } from '@mnch/shared';
import { robotsTxt, rssXml, sitemapXml } from './feeds';

/** A sitemap file holds at most 50,000 addresses; the pages and the latest items stay well under. */
const SITEMAP_ITEMS = 15_000;
/** Crawlers and feed readers may keep these for a few minutes. */
const CACHE = 'public, max-age=300';

/** /robots.txt, /sitemap.xml and /rss.xml, at the site's root, for search engines (docs/decisions/0007-feeds-meta-and-compression.md). */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { articles, projects, events, publications } = app.services;
  // The configured public origin (apps/api/src/config.ts), never the request's Host header.
  const origin = app.config.publicConfig.siteUrl;
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const [articleRows, projectRows, eventRows, publicationRows] = await Promise.all([
      articles.publicIndex(SITEMAP_ITEMS),
      projects.publicIndex(SITEMAP_ITEMS),
      events.publicIndex(SITEMAP_ITEMS),
      publications.publicIndex(SITEMAP_ITEMS),
    ]);
    const body = sitemapXml(origin, { articles: articleRows, projects: projectRows, events: eventRows, publications: publicationRows });
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE).send(body);
  });

  app.get('/rss.xml', hidden, async (_request, reply) => {
    const body = rssXml(origin, await articles.publicIndex(FEED_ITEMS));
    return reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', CACHE).send(body);
  });
};

export default seoRoutes;
