import { ZodError, z } from 'zod';
import {
  ApiError,
  articleListSchema,
  articleSchema,
  articleSlugParam,
  articlesQuerySchema,
  citationQuerySchema,
  eventSchema,
  eventsListSchema,
  eventsQuerySchema,
  galleryListSchema,
  galleryQuerySchema,
  idParam,
  newsletterListSchema,
  projectSchema,
  projectsListSchema,
  projectsQuerySchema,
  REDIRECT_PATHS,
  slugParam,
  publicationFiltersSchema,
  publicationSchema,
  publicationsListSchema,
  publicationsQuerySchema,
  teamListSchema,
  teamQuerySchema,
  partnersListSchema,
  partnersQuerySchema,
  type PublicReads,
  type RedirectKind,
  eventPath,
  projectPath,
  publicationPath,
  jobEnvelopeSchema,
  jobsListSchema,
  jobsQuerySchema,
  pressReleasesListSchema,
  pressReleasesQuerySchema,
  awardsListSchema,
  awardsQuerySchema,
  fieldSitesListSchema,
  fieldSitesQuerySchema,
  countriesListSchema,
  countriesQuerySchema,
} from '@mnch/shared';
import { figuresListSchema, siteSettingsEnvelopeSchema, subscriberTokenSchema } from '@mnch/shared';
import type { Services } from '../app';
import { HttpError, badRequest, zodBadRequest } from '../lib/http-error';
import type { ContentKind } from './page-state';
import { BAD_CHARACTERS_MESSAGE, findBadCharacters } from '../lib/request-guards';

/** A read a page counted; a page answered later from the page cache counts it again for its own visitor. */
export interface CountedRead {
  article: number;
}

/** What one page's reads did: which kinds of content it showed, and which reads it counted. */
export interface PageReads {
  kinds: Set<ContentKind>;
  counted: CountedRead[];
}

const projectResponse = z.object({ project: projectSchema });
const eventResponse = z.object({ event: eventSchema });
const publicationResponse = z.object({ publication: publicationSchema });
const citationResponse = z.object({ citation: z.string() });
const redirectResponse = z.string().nullable();

/** The kind of content an old address belongs to (the redirects' paths, packages/shared/src/rules/paths.ts). */
const kindOfPath = (path: string): ContentKind =>
  path.startsWith(eventPath(''))
    ? 'events'
    : path.startsWith(projectPath(''))
      ? 'projects'
      : path.startsWith(publicationPath(''))
        ? 'publications'
        : 'articles';

/** The ApiError a REST call would have answered for the same failure (plugins/errors.ts); others pass on. */
function asApiError(error: unknown): unknown {
  if (error instanceof ZodError) error = zodBadRequest(error, 'query');
  if (error instanceof HttpError) return new ApiError(error.statusCode, error.message, error.errors);
  return error;
}

/**
 * The public reads of the REST API (PublicReads, packages/shared/src/public-reads.ts) for one page
 * request, called in this process by the page loaders (plugins/web.ts): each parses its input with the
 * route's own schema, asks the module's service as an anonymous caller would (published and due items
 * only), and passes the answer through the route's response schema, so exactly its fields reach the page.
 * `visitor` is who an article read counts as. Each read notes its kind of content in `page.kinds` (the
 * page is out of date when that kind changes) and each counted read goes into `page.counted`.
 */
export function createPublicReads(services: Services, visitor: string, page: PageReads): PublicReads {
  /** `work`'s answer through the response schema; NUL or a lone surrogate in `input` is a 400, as over HTTP. */
  async function answer<S extends z.ZodType>(
    kind: ContentKind,
    schema: S,
    input: unknown,
    work: () => Promise<unknown>,
  ): Promise<z.output<S>> {
    page.kinds.add(kind);
    try {
      const bad = findBadCharacters(input);
      if (bad.length)
        throw badRequest(
          BAD_CHARACTERS_MESSAGE,
          bad.map((field) => ({ field: field || 'query', message: BAD_CHARACTERS_MESSAGE })),
        );
      return schema.parse(await work());
    } catch (error) {
      throw asApiError(error);
    }
  }
  const id = (value: number) => idParam.parse({ id: value }).id;
  /** The slug of a public item (404 when it is gone or not public), as an anonymous reader would find it. */
  const publicSlug = async (kind: RedirectKind, itemId: number): Promise<string> => {
    if (kind === 'event') return (await services.events.get(itemId)).slug;
    if (kind === 'project') return (await services.projects.get(itemId, null)).slug;
    if (kind === 'publication') return (await services.publications.get(itemId, null)).slug;
    return (await services.articles.get(itemId, false, null)).slug;
  };

  return {
    articles: (query = {}) =>
      answer('articles', articleListSchema, query, async () => {
        const { items, pagination } = await services.articles.list('article', articlesQuerySchema.parse(query), false);
        return { articles: items, pagination };
      }),
    newsletters: (query = {}) =>
      answer('articles', newsletterListSchema, query, async () => {
        const { items, pagination } = await services.articles.list('newsletter', articlesQuerySchema.parse(query), false);
        return { newsletters: items, pagination };
      }),
    articleBySlug: (slug) =>
      answer('articles', articleSchema, slug, async () => {
        const article = await services.articles.getBySlug(articleSlugParam.parse({ slug }).slug, false, visitor);
        page.counted.push({ article: article.id });
        return article;
      }),
    redirect: (oldPath) =>
      // Noted as the kind the address belongs to: a page that answered 404 is kept until that kind
      // changes, which every new redirect of the kind is (a slug changes by a write of its item).
      answer(kindOfPath(oldPath), redirectResponse, oldPath, async () => {
        const target = await services.redirects.find(oldPath);
        if (!target) return null;
        try {
          return REDIRECT_PATHS[target.kind](await publicSlug(target.kind, target.itemId));
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        }
      }),
    subscriptionLink: async (kind, token) => {
      // Uncached pages (UNCACHED_PAGE_PATHS): no kind of content to note. A token of the wrong shape is no link.
      if (!subscriberTokenSchema.safeParse(token).success) return null;
      return services.subscribers.linkPreview(kind, token);
    },
    projects: (query = {}) =>
      answer('projects', projectsListSchema, query, async () => services.projects.list(projectsQuerySchema.parse(query), null)),
    project: (projectId) =>
      answer('projects', projectResponse, projectId, async () => ({ project: await services.projects.get(id(projectId), null) })),
    projectBySlug: (projectSlug) =>
      answer('projects', projectResponse, projectSlug, async () => ({
        project: await services.projects.getBySlug(slugParam.parse({ slug: projectSlug }).slug, null),
      })),
    publications: (query = {}) =>
      answer('publications', publicationsListSchema, query, async () =>
        services.publications.list(publicationsQuerySchema.parse(query), null),
      ),
    publicationFilters: () => answer('publications', publicationFiltersSchema, null, async () => services.publications.filters()),
    publicationBySlug: (publicationSlug) =>
      answer('publications', publicationResponse, publicationSlug, async () => ({
        publication: await services.publications.getBySlug(slugParam.parse({ slug: publicationSlug }).slug, null),
      })),
    citation: (publicationId, query = {}) =>
      answer('publications', citationResponse, query, async () => ({
        citation: await services.publications.citation(id(publicationId), citationQuerySchema.parse(query).format, null),
      })),
    gallery: (query = {}) =>
      answer('gallery', galleryListSchema, query, async () => services.gallery.list(galleryQuerySchema.parse(query))),
    events: (query = {}) => answer('events', eventsListSchema, query, async () => services.events.list(eventsQuerySchema.parse(query))),
    event: (eventId) => answer('events', eventResponse, eventId, async () => ({ event: await services.events.get(id(eventId)) })),
    eventBySlug: (eventSlug) =>
      answer('events', eventResponse, eventSlug, async () => ({
        event: await services.events.getBySlug(slugParam.parse({ slug: eventSlug }).slug),
      })),
    jobs: (query = {}) => answer('jobs', jobsListSchema, query, async () => services.jobs.list(jobsQuerySchema.parse(query), null)),
    job: (jobId) => answer('jobs', jobEnvelopeSchema, jobId, async () => ({ job: await services.jobs.get(id(jobId), null) })),
    settings: () => answer('settings', siteSettingsEnvelopeSchema, {}, async () => services.settings.get()),
    team: (query = {}) => answer('team', teamListSchema, query, async () => services.team.list(teamQuerySchema.parse(query))),
    partners: (query = {}) =>
      answer('partners', partnersListSchema, query, async () => services.partners.list(partnersQuerySchema.parse(query))),
    pressReleases: (query = {}) =>
      answer('press', pressReleasesListSchema, query, async () => services.press.list(pressReleasesQuerySchema.parse(query))),
    awards: (query = {}) => answer('awards', awardsListSchema, query, async () => services.awards.list(awardsQuerySchema.parse(query))),
    fieldSites: (query = {}) =>
      answer('field-sites', fieldSitesListSchema, query, async () => services.fieldSites.list(fieldSitesQuerySchema.parse(query))),
    countries: (query = {}) =>
      answer('countries', countriesListSchema, query, async () => services.countries.list(countriesQuerySchema.parse(query))),
    figures: () => answer('figures', figuresListSchema, {}, async () => ({ figures: await services.figures.list() })),
  };
}
