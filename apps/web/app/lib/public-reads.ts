import type { PublicReads } from '@mnch/shared';
import type { ApiClient, RequestOptions } from './api-client';

type Query = RequestOptions['query'];

/**
 * The public reads (PublicReads, packages/shared/src/public-reads.ts) over the REST API, for code in the
 * browser that loads more in place (the media page's news). Server-side loaders read in process through
 * their load context's `read` instead; both answer alike.
 */
export function restReads(client: ApiClient): PublicReads {
  const list = <T>(path: string) => (query?: object) => client.get<T>(path, { query: query as Query });
  return {
    articles: list('/articles'),
    newsletters: list('/articles/newsletters'),
    articleBySlug: (slug) => client.get(`/articles/by-slug/${encodeURIComponent(slug)}`),
    projects: list('/projects'),
    project: (id) => client.get(`/projects/${id}`),
    publications: list('/publications'),
    citation: (id, query) => client.get(`/publications/${id}/citation`, { query: query as Query }),
    gallery: list('/gallery'),
    events: list('/events'),
    event: (id) => client.get(`/events/${id}`),
  };
}
