import type { z } from 'zod';
import { articleListSchema, articleSchema, articleSlugParam, articlesQuerySchema, newsletterListSchema } from './schemas/articles';
import { idParam } from './schemas/common';
import { eventEnvelopeSchema, eventsListSchema, eventsQuerySchema } from './schemas/events';
import { galleryListSchema, galleryQuerySchema } from './schemas/gallery';
import {
  projectCountsQuerySchema,
  projectCountsSchema,
  projectEnvelopeSchema,
  projectsListSchema,
  projectsQuerySchema,
} from './schemas/projects';
import {
  citationQuerySchema,
  citationResponseSchema,
  publicationEnvelopeSchema,
  publicationFiltersSchema,
  publicationsListSchema,
  publicationsQuerySchema,
} from './schemas/publications';
import { jobEnvelopeSchema, jobsListSchema, jobsQuerySchema } from './schemas/jobs';
import { siteSettingsEnvelopeSchema } from './schemas/settings';
import { teamListSchema, teamQuerySchema } from './schemas/team';
import { partnersListSchema, partnersQuerySchema } from './schemas/partners';
import { collectionSchemas, type CollectionSchemas } from './collections/schemas';
import { COLLECTION_KEYS, KINDS, type CollectionKey, type CollectionOf } from './kinds';
import { figuresListSchema } from './schemas/figures';
import { slugParam } from './schemas/slugs';

/** Each collection's list (collections/define.ts), read by the key of its list in the answer (`awards`, `pressReleases`). */
type CollectionReads = {
  [K in CollectionKey as CollectionOf<K>['many']]: {
    readonly path: string;
    readonly query: CollectionSchemas<CollectionOf<K>>['query'];
    readonly response: CollectionSchemas<CollectionOf<K>>['list'];
    readonly kind: K;
  };
};
const COLLECTION_READS = Object.fromEntries(
  COLLECTION_KEYS.map((key) => {
    const collection = KINDS[key];
    const schemas = collectionSchemas(collection);
    return [collection.many, { path: `/${collection.folder}`, query: schemas.query, response: schemas.list, kind: key }];
  }),
) as unknown as CollectionReads;

/** One public GET of the REST API, as PUBLIC_READS declares it. */
export interface PublicReadEntry {
  /** The route under /api, its parameter spelled `:name` as Fastify spells it (`/projects/:id`). */
  readonly path: string;
  /** The route's params schema, of one parameter: the read's first argument is its value. */
  readonly params?: z.ZodObject;
  /** The route's querystring schema: the read's last argument, optional. */
  readonly query?: z.ZodType;
  /** The route's response schema: what the read answers. */
  readonly response: z.ZodType;
  /**
   * The kind of content the read shows (CONTENT_KINDS, apps/api/src/plugins/page-state.ts): a page that
   * read it is out of date when that kind changes.
   */
  readonly kind: string;
}

/**
 * What server-rendered pages read, in the process that renders them (apps/api/src/plugins/public-reads.ts),
 * and browser code over HTTP (apps/web/app/lib/public-reads.ts): the public GET calls of the REST API, each
 * with the API's rules for an anonymous visitor (published and due items only), so a page shows exactly
 * what the same call over HTTP would answer. Each entry is one read of PublicReads: called with its
 * parameter's value (if it has one) and then its query (what the call's query string takes). A refused
 * query throws an ApiError with status 400 and the same messages; a missing item one with status 404.
 * Adding a public read is one entry here and, in apps/api/src/plugins/public-reads.ts, its answer.
 */
export const PUBLIC_READS = {
  articles: { path: '/articles', query: articlesQuerySchema, response: articleListSchema, kind: 'articles' },
  newsletters: { path: '/articles/newsletters', query: articlesQuerySchema, response: newsletterListSchema, kind: 'articles' },
  /** Counts a read by the page's visitor, once a day. */
  articleBySlug: { path: '/articles/by-slug/:slug', params: articleSlugParam, response: articleSchema, kind: 'articles' },
  projects: { path: '/projects', query: projectsQuerySchema, response: projectsListSchema, kind: 'projects' },
  /** The research list's count of each status (its filter buttons), in one query. */
  projectCounts: { path: '/projects/counts', query: projectCountsQuerySchema, response: projectCountsSchema, kind: 'projects' },
  project: { path: '/projects/:id', params: idParam, response: projectEnvelopeSchema, kind: 'projects' },
  /** A project's page, /research/{slug}. */
  projectBySlug: { path: '/projects/by-slug/:slug', params: slugParam, response: projectEnvelopeSchema, kind: 'projects' },
  publications: { path: '/publications', query: publicationsQuerySchema, response: publicationsListSchema, kind: 'publications' },
  publicationFilters: { path: '/publications/filters', response: publicationFiltersSchema, kind: 'publications' },
  /** A publication's page, /publications/{slug}. */
  publicationBySlug: {
    path: '/publications/by-slug/:slug',
    params: slugParam,
    response: publicationEnvelopeSchema,
    kind: 'publications',
  },
  citation: {
    path: '/publications/:id/citation',
    params: idParam,
    query: citationQuerySchema,
    response: citationResponseSchema,
    kind: 'publications',
  },
  gallery: { path: '/gallery', query: galleryQuerySchema, response: galleryListSchema, kind: 'gallery' },
  events: { path: '/events', query: eventsQuerySchema, response: eventsListSchema, kind: 'events' },
  event: { path: '/events/:id', params: idParam, response: eventEnvelopeSchema, kind: 'events' },
  /** The event the events page's `?event={slug}` opens. */
  eventBySlug: { path: '/events/by-slug/:slug', params: slugParam, response: eventEnvelopeSchema, kind: 'events' },
  /** The open jobs. */
  jobs: { path: '/jobs', query: jobsQuerySchema, response: jobsListSchema, kind: 'jobs' },
  /** A published job, open or closed. */
  job: { path: '/jobs/:id', params: idParam, response: jobEnvelopeSchema, kind: 'jobs' },
  settings: { path: '/settings', response: siteSettingsEnvelopeSchema, kind: 'settings' },
  team: { path: '/team', query: teamQuerySchema, response: teamListSchema, kind: 'team' },
  partners: { path: '/partners', query: partnersQuerySchema, response: partnersListSchema, kind: 'partners' },
  ...COLLECTION_READS,
  figures: { path: '/figures', response: figuresListSchema, kind: 'figures' },
} as const satisfies Record<string, PublicReadEntry>;

export type PublicReadName = keyof typeof PUBLIC_READS;

/** The value of an entry's one parameter (`number` for `:id`, `string` for `:slug`), or nothing. */
type ParamArgument<E> = E extends { params: z.ZodObject } ? [param: z.output<E['params']>[keyof z.output<E['params']>]] : [];
type QueryArgument<E> = E extends { query: z.ZodType } ? [query?: z.input<E['query']>] : [];

/** A declared read as a function: its parameter's value, then its query, to its response's output. */
export type PublicRead<E extends PublicReadEntry> = (
  ...args: [...ParamArgument<E>, ...QueryArgument<E>]
) => Promise<z.output<E['response']>>;

/** The reads PUBLIC_READS declares, each a function (PublicRead). */
export type DeclaredPublicReads = { [K in PublicReadName]: PublicRead<(typeof PUBLIC_READS)[K]> };

/** The public reads: the declared ones, and two that have no REST call because only pages ask them. */
export interface PublicReads extends DeclaredPublicReads {
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
}

/** A read's call, its arguments as given (not yet parsed): its parameter by name (`{ id: 12 }`) and its query. */
export interface PublicReadCall {
  params: Record<string, unknown>;
  query: unknown;
}

/** The path of a call, its parameter encoded: `/projects/:id` with `{ id: 12 }` is `/projects/12`. */
export const publicReadPath = (path: string, params: Record<string, unknown>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

/**
 * The declared reads, each made by `call` from its entry and its call's arguments: the one loop both
 * implementations (in process and over REST) are built by.
 */
export function declarePublicReads(
  call: (name: PublicReadName, entry: PublicReadEntry, args: PublicReadCall) => Promise<unknown>,
): DeclaredPublicReads {
  const reads: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, entry] of Object.entries(PUBLIC_READS) as Array<[PublicReadName, PublicReadEntry]>) {
    const key = entry.params ? Object.keys(entry.params.shape)[0] : undefined;
    reads[name] = (...args) => {
      const [params, query] = key === undefined ? [{}, args[0]] : [{ [key]: args[0] }, args[1]];
      return call(name, entry, { params, query });
    };
  }
  return reads as unknown as DeclaredPublicReads;
}
