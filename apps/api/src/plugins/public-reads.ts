import { ZodError, z } from 'zod';
import {
  ApiError,
  COLLECTION_KEYS,
  KINDS,
  type CollectionKey,
  type CollectionOf,
  type CollectionQuery,
  declarePublicReads,
  eventPath,
  projectPath,
  publicationPath,
  PUBLIC_READS,
  REDIRECT_PATHS,
  subscriberTokenSchema,
  type PublicReadName,
  type PublicReads,
  type RedirectKind,
} from '@mnch/shared';
import type { Services } from '../app';
import { HttpError, badRequest, zodBadRequest } from '../lib/http-error';
import type { ContentKind, ContentNow } from './page-state';
import type { ReadMemo } from './read-memo';
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

type Entries = typeof PUBLIC_READS;

// Every declared read names a kind of content the page cache knows (a type error otherwise).
PUBLIC_READS satisfies Record<PublicReadName, { kind: ContentKind }>;

/** The reads whose answer depends on who asks: an article's page counts its read for the visitor. */
const VISITORS_OWN: ReadonlySet<PublicReadName> = new Set(['articleBySlug']);

/**
 * Whether a read carries a visitor's search text (every list names it `search`): its page is kept by the
 * page cache, and another page rarely asks the same, so a memo of it would only push out shared answers.
 */
const searches = (query: unknown) => typeof query === 'object' && query !== null && 'search' in query && Boolean(query.search);

/** The read memo a page that will be kept reads through, with the content it is rendered at (plugins/read-memo.ts). */
export interface MemoisedReads {
  memo: ReadMemo;
  content: ContentNow;
}

/** What a declared read's answer is given: its parameter and its query, parsed by the entry's schemas. */
type Parsed<E> = (E extends { params: z.ZodObject } ? { params: z.output<E['params']> } : unknown) &
  (E extends { query: z.ZodType } ? { query: z.output<E['query']> } : unknown);

/** How the services answer each declared read (PUBLIC_READS), as an anonymous caller would. */
type Answers = { [K in PublicReadName]: (input: Parsed<Entries[K]>) => Promise<z.input<Entries[K]['response']>> };

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
 * The public reads of the REST API (PublicReads, PUBLIC_READS in packages/shared/src/public-reads.ts) for
 * one page request, called in this process by the page loaders (plugins/web.ts): each declared read parses
 * its parameter and query with the entry's (the route's) schemas, asks the module's service as an
 * anonymous caller would (published and due items only; `answers` below), and passes the answer through
 * the entry's response schema, so exactly its fields reach the page. `visitor` is who an article read
 * counts as. Each read notes its kind of content in `page.kinds` (the page is out of date when that kind
 * changes) and each counted read goes into `page.counted`. With `memoised`, every read but the
 * visitor's own (VISITORS_OWN) and searches is answered from the read memo while its kind of content
 * is unchanged.
 */
export function createPublicReads(services: Services, visitor: string, page: PageReads, memoised?: MemoisedReads): PublicReads {
  /** `work`'s answer through the response schema; NUL or a lone surrogate in `inputs` is a 400, as over HTTP. */
  async function answer<S extends z.ZodType>(
    kind: ContentKind,
    schema: S,
    inputs: unknown[],
    work: () => Promise<unknown>,
  ): Promise<z.output<S>> {
    page.kinds.add(kind);
    try {
      const bad = inputs.flatMap(findBadCharacters);
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
  /** The slug of a public item (404 when it is gone or not public), as an anonymous reader would find it. */
  const publicSlug = async (kind: RedirectKind, itemId: number): Promise<string> => {
    if (kind === 'event') return (await services.events.get(itemId)).slug;
    if (kind === 'project') return (await services.projects.get(itemId, null)).slug;
    if (kind === 'publication') return (await services.publications.get(itemId, null)).slug;
    return (await services.articles.get(itemId, false, null)).slug;
  };

  const answers: Answers = {
    articles: async ({ query }) => {
      const { items, pagination } = await services.articles.list('article', query, false);
      return { articles: items, pagination };
    },
    newsletters: async ({ query }) => {
      const { items, pagination } = await services.articles.list('newsletter', query, false);
      return { newsletters: items, pagination };
    },
    articleBySlug: async ({ params }) => {
      const article = await services.articles.getBySlug(params.slug, false, visitor);
      page.counted.push({ article: article.id });
      return article;
    },
    projects: ({ query }) => services.projects.list(query, null),
    projectCounts: ({ query }) => services.projects.counts(query, null),
    project: async ({ params }) => ({ project: await services.projects.get(params.id, null) }),
    projectBySlug: async ({ params }) => ({ project: await services.projects.getBySlug(params.slug, null) }),
    publications: ({ query }) => services.publications.list(query, null),
    publicationFilters: () => services.publications.filters(),
    publicationBySlug: async ({ params }) => ({ publication: await services.publications.getBySlug(params.slug, null) }),
    citation: async ({ params, query }) => ({ citation: await services.publications.citation(params.id, query.format, null) }),
    gallery: ({ query }) => services.gallery.list(query),
    events: ({ query }) => services.events.list(query),
    event: async ({ params }) => ({ event: await services.events.get(params.id) }),
    eventBySlug: async ({ params }) => ({ event: await services.events.getBySlug(params.slug) }),
    jobs: ({ query }) => services.jobs.list(query, null),
    job: async ({ params }) => ({ job: await services.jobs.get(params.id, null) }),
    settings: () => services.settings.get(),
    team: ({ query }) => services.team.list(query),
    partners: ({ query }) => services.partners.list(query),
    // Each collection's list (packages/shared/src/collections/define.ts).
    ...(Object.fromEntries(
      COLLECTION_KEYS.map((key) => [KINDS[key].many, ({ query }: { query: CollectionQuery }) => services[key].list(query)]),
    ) as Pick<Answers, CollectionOf<CollectionKey>['many']>),
    figures: async () => ({ figures: await services.figures.list() }),
  };

  return {
    ...declarePublicReads((name, entry, { params, query = {} }) => {
      const kind = entry.kind as ContentKind;
      const read = () =>
        answer(kind, entry.response, [...Object.values(params), query], () =>
          (answers[name] as (input: object) => Promise<unknown>)({
            ...(entry.params && { params: entry.params.parse(params) }),
            ...(entry.query && { query: entry.query.parse(query) }),
          }),
        );
      if (!memoised || VISITORS_OWN.has(name) || searches(query)) return read();
      page.kinds.add(kind);
      return memoised.memo.get(kind, JSON.stringify([name, params, query]), memoised.content, read);
    }),
    redirect: (oldPath) =>
      // Noted as the kind the address belongs to: a page that answered 404 is kept until that kind
      // changes, which every new redirect of the kind is (a slug changes by a write of its item).
      answer(kindOfPath(oldPath), redirectResponse, [oldPath], async () => {
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
  };
}
