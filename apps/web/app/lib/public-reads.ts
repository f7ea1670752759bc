import { declarePublicReads, publicReadPath, type PublicReads } from '@mnch/shared';
import { createApiClient, type ApiClient, type Query } from './api-client';

/**
 * The public reads (PublicReads, PUBLIC_READS in packages/shared/src/public-reads.ts) over the REST API,
 * for code in the browser that loads more in place (the media page's news): each declared read is its
 * GET call, its parameter encoded into the path, its query as the query string, its answer checked by
 * its response schema. Server-side loaders read in process through their load context's `read` instead;
 * both answer alike. `signal` cancels every call made through them.
 */
export function restReads(client: ApiClient, { signal }: { signal?: AbortSignal } = {}): PublicReads {
  return {
    ...declarePublicReads((_name, entry, { params, query }) =>
      client.get(publicReadPath(entry.path, params), entry.response, { query: query as Query | undefined, signal }),
    ),
    // Old addresses are followed by the server when a page is asked for (a 301); code in the browser never asks.
    redirect: () => Promise.resolve(null),
    // The newsletter's confirm and unsubscribe pages are read on the server only (their loaders).
    subscriptionLink: () => Promise.resolve(null),
  };
}

/**
 * The public reads from the browser, as an anonymous visitor (no token, so a signed-in staff member sees
 * what visitors see): for public islands that load more in place (the research page's projects list).
 */
export const browserReads: PublicReads = restReads(createApiClient({ baseUrl: '' }));
