import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_MESSAGES,
  KINDS,
  PUBLISH_KIND_KEYS,
  articleUpdateSchema,
  updateJobSchema,
  updatePublicationSchema,
  bulkActionParam,
  bulkIdsSchema,
  bulkMessage,
  bulkResultSchema,
  isOneOf,
  kindPlural,
  type BulkResult,
  type PublishKind,
  type TrashKind,
} from '@mnch/shared';
import type { Services } from '../../app';
import { HttpError, badRequest, commonErrors } from '../../lib/http-error';
import { signedInCaller } from '../../lib/request-guards';
import type { RevisionAuthor } from '../../lib/revisions';
import { labelOf } from '../../lib/trash';
import type { AuditItem } from '../../plugins/audit';

type Published = 'published' | 'draft';

/**
 * How each kind with `publish` (packages/shared/src/kinds.ts) saves an item's new status: through its own
 * service's update, as a single save would (its rules, its revision). A kind with `publish` but no entry
 * here is a type error.
 */
const PUBLISHERS: { [K in PublishKind]: (services: Services, id: number, status: Published, author: RevisionAuthor) => Promise<unknown> } =
  {
    // The body a PUT of the status alone would send, as its route reads it.
    articles: (services, id, status, author) => services.articles.update(id, articleUpdateSchema.parse({ status }), author),
    publications: (services, id, status, author) => services.publications.update(id, updatePublicationSchema.parse({ status }), author),
    jobs: (services, id, status, author) => services.jobs.update(id, updateJobSchema.parse({ status }), author),
  };

const isPublishKind = (kind: TrashKind): kind is PublishKind => isOneOf(PUBLISH_KIND_KEYS, kind);

/**
 * `POST /api/{folder}/bulk/{action}` of a kind with a trash (app.ts registers it under each such kind's own
 * folder, so the page cache counts the write as that kind's, plugins/page-state.ts): editors and admins move
 * up to BULK_MAX_IDS items to the trash in one transaction, or publish or unpublish them (kinds with
 * `publish` only; 400 for another). Ids not found are named in the answer and nothing changes for them.
 * The audit log gets one row per item changed, as a single write would (plugins/audit.ts `auditItems`).
 */
export function bulkRoutes(kind: TrashKind): FastifyPluginAsyncZod {
  const plural = kindPlural(kind);
  return async (app) => {
    app.post(
      '/:action',
      {
        onRequest: app.staffOnly,
        schema: { params: bulkActionParam, body: bulkIdsSchema, response: { 200: bulkResultSchema, ...commonErrors } },
      },
      async (request): Promise<BulkResult> => {
        const { action } = request.params;
        const { ids } = request.body;
        const caller = signedInCaller(request);
        const missing: number[] = [];
        const refused: BulkResult['refused'] = [];
        const items: AuditItem[] = [];

        if (action === 'trash') {
          const result = await app.services.bulk.trash(kind, ids, caller);
          missing.push(...result.missing);
          for (const { id, row } of result.trashed) items.push({ action: 'delete', id, label: labelOf(kind, row, id) });
        } else {
          if (!isPublishKind(kind)) throw badRequest(BULK_MESSAGES.noPublish(kind));
          const publish = PUBLISHERS[kind];
          const existing = await app.services.bulk.existing(kind, ids);
          const labelField = KINDS[kind].labelField;
          for (const id of ids) {
            if (!existing.has(id)) {
              missing.push(id);
              continue;
            }
            try {
              const item = (await publish(app.services, id, action === 'publish' ? 'published' : 'draft', caller)) as Record<
                string,
                unknown
              >;
              const label = item[labelField];
              items.push({ action, id, label: typeof label === 'string' ? label : null });
            } catch (err) {
              // Deleted meanwhile, or a rule of the kind refused the save: reported, the others go on.
              if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
              if (err.statusCode === 404) missing.push(id);
              else refused.push({ id, message: err.message });
            }
          }
        }

        request.auditItems = items;
        const result = { done: items.length, missing, refused };
        return { message: bulkMessage(action, plural, result), ...result };
      },
    );
  };
}
