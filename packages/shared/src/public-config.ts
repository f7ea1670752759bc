import type { PublicReads } from './public-reads';
import type { PublicWrites } from './public-writes';

/**
 * Deployment settings the web app needs at run time. The server reads them from its environment
 * (apps/api/src/config.ts) and hands them to the pages through the React Router load context.
 */
export interface PublicConfig {
  /** Street map tiles, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  /** Satellite imagery tiles (impact map's layer toggle). */
  satelliteTileUrl: string;
  /** YouTube channel id whose uploads playlist the home page embeds; empty hides the embed. */
  youtubeChannelId: string;
  /** Facebook page address; empty shows 'Facebook page coming soon!'. */
  facebookPageUrl: string;
  /** X/Twitter account whose posts the home page shows through /api/social/tweets. */
  twitterUsername: string;
  /**
   * The site's public origin for canonical links and every other absolute address, without a trailing
   * slash: SITE_URL (e.g. https://mnch.example.org), else http://localhost:<PORT>; never a request's Host.
   */
  siteUrl: string;
  /**
   * Base URL of uploaded files: `/uploads/` on the local disk, or the object storage's public URL
   * (S3_PUBLIC_URL, e.g. https://cdn.example.org/) - a stored file's URL is this followed by its key.
   */
  uploadsUrl: string;
  /**
   * The site's time zone (SITE_TIME_ZONE, e.g. Africa/Kampala): every date shown or entered is in it
   * (rules/time-zone.ts). The page hands it to the browser before hydrating (apps/web/app/root.tsx).
   */
  siteTimeZone: string;
}

/** The React Router load context the server passes to every request. */
export interface WebLoadContext {
  /**
   * The API's public reads for this request's loaders, run in this process (no HTTP call to itself),
   * with the same rules and answers as the REST API for an anonymous visitor; reads that count (an
   * article's readers) count the page's visitor.
   */
  read: PublicReads;
  /**
   * The API's public writes for this request's form actions (a form posted before or without scripts),
   * answered by the REST routes themselves in this process, as the request's visitor.
   */
  write: PublicWrites;
  publicConfig: PublicConfig;
}
