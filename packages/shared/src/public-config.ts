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
}

/** The React Router load context the server passes to every request. */
export interface WebLoadContext {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Origin of this process's own API, for server-side loaders (e.g. http://127.0.0.1:3000). */
  apiOrigin: string;
  /**
   * The `x-visitor` header value (VISITOR_HEADER) for this page's loaders: the process's key and the
   * page visitor's id, so that the API counts reads as that visitor and not as the loopback. Sent only
   * to this process's own API, never to the browser.
   */
  visitor: string;
  publicConfig: PublicConfig;
}
