import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLECTION_KEYS,
  KINDS,
  MESSAGES,
  REVISION_MESSAGES,
  revisionEntrySchema,
  revisionIdParam,
  revisionItemParams,
  revisionListSchema,
  revisionRestoredSchema,
  type ArticleUpdateData,
  type CollectionKey,
  type KindDefinition,
  type RevisionEntry,
  type RevisionKind,
  type RevisionRestored,
  type UpdateEventData,
} from '@mnch/shared';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app';
import { errorResponses, forbidden } from '../../lib/http-error';
import type { RevisionAuthor } from '../../lib/revisions';
import { signedInCaller } from '../../lib/request-guards';
import type { ItemRow } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** What the revisions routes use of a kind's service whose restore is its plain update. */
interface PlainService {
  toItem(row: ItemRow): unknown;
  update(id: number, changes: Record<string, unknown>, author: RevisionAuthor): Promise<unknown>;
}

/**
 * Each kind's item in the API's shape, and its restore: the item's own update, so its rules run again
 * and the version it replaces is kept as a revision (lib/revisions.ts). A restored article, event,
 * publication or project keeps its slug (its address), whatever title comes back; the other kinds'
 * restore is their plain update.
 */
function kinds(app: FastifyInstance) {
  const { articles, projects, publications, events, jobs, team, partners, settings, figures } = app.services;
  const collections = Object.fromEntries(COLLECTION_KEYS.map((key) => [key, app.services[key]])) as Pick<Services, CollectionKey>;
  const plain = { ...collections, jobs, team, partners, settings, figures };
  const isPlain = (kind: RevisionKind): kind is keyof typeof plain => kind in plain;
  // Each service takes its own kind's row and changes; `kind` says which, which TypeScript cannot follow.
  const plainOf = (kind: keyof typeof plain) => plain[kind] as unknown as PlainService;
  return {
    present(kind: RevisionKind, before: ItemRow, after: ItemRow | null): Omit<RevisionEntry, 'revision'> {
      if (isPlain(kind)) {
        const service = plainOf(kind);
        return { kind, before: service.toItem(before), after: after && service.toItem(after) } as Omit<RevisionEntry, 'revision'>;
      }
      switch (kind) {
        case 'articles':
          return {
            kind,
            before: articles.toItem(before as ItemRow<'articles'>),
            after: after && articles.toItem(after as ItemRow<'articles'>),
          };
        case 'projects':
          return {
            kind,
            before: projects.toItem(before as ItemRow<'projects'>),
            after: after && projects.toItem(after as ItemRow<'projects'>),
          };
        case 'publications':
          return {
            kind,
            before: publications.toItem(before as ItemRow<'publications'>),
            after: after && publications.toItem(after as ItemRow<'publications'>),
          };
        case 'events':
          return { kind, before: events.toItem(before as ItemRow<'events'>), after: after && events.toItem(after as ItemRow<'events'>) };
      }
    },
    async restore(kind: RevisionKind, itemId: number, changes: Record<string, unknown>, author: RevisionAuthor): Promise<RevisionRestored> {
      const message = REVISION_MESSAGES.restored;
      if (isPlain(kind)) return { kind, message, item: await plainOf(kind).update(itemId, changes, author) } as RevisionRestored;
      switch (kind) {
        case 'articles':
          return { kind, message, item: await articles.update(itemId, changes as ArticleUpdateData, author, { keepSlug: true }) };
        case 'projects':
          return { kind, message, item: await projects.update(itemId, changes, author, { keepSlug: true }) };
        case 'publications':
          return { kind, message, item: await publications.update(itemId, changes, author, { keepSlug: true }) };
        case 'events':
          return { kind, message, item: await events.update(itemId, changes as UpdateEventData, author, { keepSlug: true }) };
      }
    },
  };
}

/** The kinds only admins change (the registry's `adminOnly`): only admins restore their versions. */
const adminOnly = (kind: RevisionKind) => (KINDS[kind] as KindDefinition).adminOnly === true;

/** /api/revisions: the history of every kind with revisions (packages/shared/src/kinds.ts); editors and admins. */
const revisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.revisions;
  const byKind = kinds(app);

  app.get(
    '/entry/:id',
    {
      onRequest: app.staffOnly,
      schema: { params: revisionIdParam, response: { 200: revisionEntrySchema, ...errors } },
    },
    async (request) => {
      const { revision, before, after } = await service.entry(request.params.id);
      return { revision, ...byKind.present(revision.kind, before, after) } as RevisionEntry;
    },
  );

  app.get(
    '/:kind/:itemId',
    {
      onRequest: app.staffOnly,
      schema: { params: revisionItemParams, response: { 200: revisionListSchema, ...errors } },
    },
    async (request) => ({ revisions: await service.list(request.params.kind, request.params.itemId) }),
  );

  app.post(
    '/:id/restore',
    {
      onRequest: app.staffOnly,
      schema: { params: revisionIdParam, response: { 200: revisionRestoredSchema, ...errors } },
    },
    async (request) => {
      const { kind, itemId, changes } = await service.restoreRequest(request.params.id);
      const caller = signedInCaller(request);
      if (adminOnly(kind) && caller.role !== 'admin') throw forbidden(MESSAGES.auth.forbidden);
      return byKind.restore(kind, itemId, changes, caller);
    },
  );
};

export default revisionsRoutes;
