import {
  articleListSchema,
  articleSchema,
  citationResponseSchema,
  eventEnvelopeSchema,
  eventsListSchema,
  galleryListSchema,
  newsletterListSchema,
  projectEnvelopeSchema,
  projectsListSchema,
  publicationEnvelopeSchema,
  publicationFiltersSchema,
  publicationsListSchema,
  teamListSchema,
  partnersListSchema,
  type PublicReads,
  jobEnvelopeSchema,
  jobsListSchema,
  pressReleasesListSchema,
  awardsListSchema,
  fieldSitesListSchema,
  countriesListSchema,
} from '@mnch/shared';
import { figuresListSchema, siteSettingsEnvelopeSchema } from '@mnch/shared';
import { createApiClient, type ApiClient, type Query, type ResponseSchema } from './api-client';

/**
 * The public reads (PublicReads, packages/shared/src/public-reads.ts) over the REST API, for code in the
 * browser that loads more in place (the media page's news). Server-side loaders read in process through
 * their load context's `read` instead; both answer alike. `signal` cancels every call made through them.
 */
export function restReads(client: ApiClient, { signal }: { signal?: AbortSignal } = {}): PublicReads {
  const list =
    <S extends ResponseSchema>(path: string, schema: S) =>
    (query?: Query) =>
      client.get(path, schema, { query, signal });
  return {
    articles: list('/articles', articleListSchema),
    newsletters: list('/articles/newsletters', newsletterListSchema),
    articleBySlug: (slug) => client.get(`/articles/by-slug/${encodeURIComponent(slug)}`, articleSchema, { signal }),
    // Old addresses are followed by the server when a page is asked for (a 301); code in the browser never asks.
    redirect: () => Promise.resolve(null),
    // The newsletter's confirm and unsubscribe pages are read on the server only (their loaders).
    subscriptionLink: () => Promise.resolve(null),
    projects: list('/projects', projectsListSchema),
    project: (id) => client.get(`/projects/${id}`, projectEnvelopeSchema, { signal }),
    projectBySlug: (slug) => client.get(`/projects/by-slug/${encodeURIComponent(slug)}`, projectEnvelopeSchema, { signal }),
    publications: list('/publications', publicationsListSchema),
    publicationFilters: () => client.get('/publications/filters', publicationFiltersSchema, { signal }),
    publicationBySlug: (slug) => client.get(`/publications/by-slug/${encodeURIComponent(slug)}`, publicationEnvelopeSchema, { signal }),
    citation: (id, query) => client.get(`/publications/${id}/citation`, citationResponseSchema, { query, signal }),
    gallery: list('/gallery', galleryListSchema),
    events: list('/events', eventsListSchema),
    event: (id) => client.get(`/events/${id}`, eventEnvelopeSchema, { signal }),
    eventBySlug: (slug) => client.get(`/events/by-slug/${encodeURIComponent(slug)}`, eventEnvelopeSchema, { signal }),
    jobs: list('/jobs', jobsListSchema),
    job: (id) => client.get(`/jobs/${id}`, jobEnvelopeSchema, { signal }),
    settings: () => client.get('/settings', siteSettingsEnvelopeSchema, { signal }),
    team: list('/team', teamListSchema),
    partners: list('/partners', partnersListSchema),
    pressReleases: list('/press-releases', pressReleasesListSchema),
    awards: list('/awards', awardsListSchema),
    fieldSites: list('/field-sites', fieldSitesListSchema),
    countries: list('/countries', countriesListSchema),
    figures: () => client.get('/figures', figuresListSchema, { signal }),
  };
}

/**
 * The public reads from the browser, as an anonymous visitor (no token, so a signed-in staff member sees
 * what visitors see): for public islands that load more in place (the research page's projects list).
 */
export const browserReads: PublicReads = restReads(createApiClient({ baseUrl: '' }));
