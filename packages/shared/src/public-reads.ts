import type { z } from 'zod';
import type { articleListSchema, articleSchema, articlesQuerySchema, newsletterListSchema } from './schemas/articles';
import type { eventSchema, eventsListSchema, eventsQuerySchema } from './schemas/events';
import type { galleryListSchema, galleryQuerySchema } from './schemas/gallery';
import type { projectSchema, projectsListSchema, projectsQuerySchema } from './schemas/projects';
import type {
  citationQuerySchema,
  publicationFiltersSchema,
  publicationSchema,
  publicationsListSchema,
  publicationsQuerySchema,
} from './schemas/publications';
import type { jobSchema, jobsListSchema, jobsQuerySchema } from './schemas/jobs';
import type { siteSettingsEnvelopeSchema } from './schemas/settings';
import type { teamListSchema, teamQuerySchema } from './schemas/team';
import type { partnersListSchema, partnersQuerySchema } from './schemas/partners';
import type { pressReleasesListSchema, pressReleasesQuerySchema } from './schemas/press-releases';
import type { awardsListSchema, awardsQuerySchema } from './schemas/awards';
import type { countriesListSchema, countriesQuerySchema } from './schemas/countries';
import type { figuresListSchema } from './schemas/figures';
import type { fieldSitesListSchema, fieldSitesQuerySchema } from './schemas/field-sites';

/**
 * What server-rendered pages read, in the process that renders them (apps/api/src/plugins/public-reads.ts):
 * the public GET calls of the REST API as functions, each with the API's rules for an anonymous visitor
 * (published and due items only), its query schema and its response schema, so a page shows exactly what
 * the same call over HTTP would answer. A query takes what the call's query string takes. A refused
 * query throws an ApiError with status 400 and the same messages; a missing item one with status 404.
 */
export interface PublicReads {
  /** GET /api/articles */
  articles(query?: z.input<typeof articlesQuerySchema>): Promise<z.output<typeof articleListSchema>>;
  /** GET /api/articles/newsletters */
  newsletters(query?: z.input<typeof articlesQuerySchema>): Promise<z.output<typeof newsletterListSchema>>;
  /** GET /api/articles/by-slug/{slug}; counts a read by the page's visitor, once a day. */
  articleBySlug(slug: string): Promise<z.output<typeof articleSchema>>;
  /**
   * The current address of the public item whose old address (a path: `/article/old-slug`,
   * `/events?event=old-slug`, `/research/old-slug`, `/publications/old-slug`; rules/paths.ts) this is, or
   * null when it is none or its item is not public (a redirect kept when a published slug changed;
   * decision 28). No REST call: only pages ask it.
   */
  redirect(oldPath: string): Promise<string | null>;
  /**
   * What the newsletter's confirm page (`confirm`) or unsubscribe page (`unsubscribe`) shows before its
   * button: the address of the link's token, masked (`j•••@example.org`), or null when the link does
   * not work (unknown, used or expired). No REST call: only those pages ask it.
   */
  subscriptionLink(kind: 'confirm' | 'unsubscribe', token: string): Promise<{ maskedEmail: string } | null>;
  /** GET /api/projects */
  projects(query?: z.input<typeof projectsQuerySchema>): Promise<z.output<typeof projectsListSchema>>;
  /** GET /api/projects/{id} */
  project(id: number): Promise<{ project: z.output<typeof projectSchema> }>;
  /** GET /api/projects/by-slug/{slug} (a project's page, /research/{slug}) */
  projectBySlug(slug: string): Promise<{ project: z.output<typeof projectSchema> }>;
  /** GET /api/publications */
  publications(query?: z.input<typeof publicationsQuerySchema>): Promise<z.output<typeof publicationsListSchema>>;
  /** GET /api/publications/filters */
  publicationFilters(): Promise<z.output<typeof publicationFiltersSchema>>;
  /** GET /api/publications/by-slug/{slug} (a publication's page, /publications/{slug}) */
  publicationBySlug(slug: string): Promise<{ publication: z.output<typeof publicationSchema> }>;
  /** GET /api/publications/{id}/citation */
  citation(id: number, query?: z.input<typeof citationQuerySchema>): Promise<{ citation: string }>;
  /** GET /api/gallery */
  gallery(query?: z.input<typeof galleryQuerySchema>): Promise<z.output<typeof galleryListSchema>>;
  /** GET /api/events */
  events(query?: z.input<typeof eventsQuerySchema>): Promise<z.output<typeof eventsListSchema>>;
  /** GET /api/events/{id} */
  event(id: number): Promise<{ event: z.output<typeof eventSchema> }>;
  /** GET /api/events/by-slug/{slug} (the event the events page's `?event={slug}` opens) */
  eventBySlug(slug: string): Promise<{ event: z.output<typeof eventSchema> }>;
  /** GET /api/jobs (the open jobs) */
  jobs(query?: z.input<typeof jobsQuerySchema>): Promise<z.output<typeof jobsListSchema>>;
  /** GET /api/jobs/{id} (a published job, open or closed) */
  job(id: number): Promise<{ job: z.output<typeof jobSchema> }>;
  /** GET /api/settings */
  settings(): Promise<z.output<typeof siteSettingsEnvelopeSchema>>;
  /** GET /api/team */
  team(query?: z.input<typeof teamQuerySchema>): Promise<z.output<typeof teamListSchema>>;
  /** GET /api/partners */
  partners(query?: z.input<typeof partnersQuerySchema>): Promise<z.output<typeof partnersListSchema>>;
  /** GET /api/press-releases */
  pressReleases(query?: z.input<typeof pressReleasesQuerySchema>): Promise<z.output<typeof pressReleasesListSchema>>;
  /** GET /api/awards */
  awards(query?: z.input<typeof awardsQuerySchema>): Promise<z.output<typeof awardsListSchema>>;
  /** GET /api/field-sites */
  fieldSites(query?: z.input<typeof fieldSitesQuerySchema>): Promise<z.output<typeof fieldSitesListSchema>>;
  /** GET /api/countries */
  countries(query?: z.input<typeof countriesQuerySchema>): Promise<z.output<typeof countriesListSchema>>;
  /** GET /api/figures */
  figures(): Promise<z.output<typeof figuresListSchema>>;
}
