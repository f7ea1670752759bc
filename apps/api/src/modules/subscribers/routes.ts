import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SUBSCRIBER_MESSAGES,
  idParam,
  messageResponseSchema,
  subscriberAddSchema,
  subscriberImportResultSchema,
  subscriberImportSchema,
  subscriberSchema,
  subscriberStatsSchema,
  SUBSCRIBER_IMPORT_MAX_CHARS,
  subscribersExportQuerySchema,
  subscribersListSchema,
  subscribersQuerySchema,
  toSiteDate,
} from '@mnch/shared';
import { badRequest, commonErrors, errorResponses } from '../../lib/http-error';
import { signedInCaller } from '../../lib/request-guards';

/**
 * /api/subscribers: the back office's Subscribers screen (editors and admins; docs/behaviour/subscribers.md):
 * the list (search, status), the counts per status, the CSV export of a filter, adding an address by
 * hand or a CSV file of them (double opt-in, consent recorded), and removal.
 */
const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subscribers;

  app.get(
    '/',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'List newsletter subscribers',
        description: 'Newest first; `search` matches the email, name or organisation; `status` keeps one state.',
        querystring: subscribersQuerySchema,
        response: { 200: subscribersListSchema, ...commonErrors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/stats',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'How many subscribers are in each state',
        response: { 200: subscriberStatsSchema, ...commonErrors },
      },
    },
    async () => service.stats(),
  );

  app.get(
    '/export',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'The filtered subscribers as CSV',
        description:
          "The same `search` and `status` as the list, every page. A cell starting with = + - @ is written with a leading ' (formula-safe).",
        querystring: subscribersExportQuerySchema,
        response: { 200: z.string(), ...commonErrors },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="subscribers-${toSiteDate(app.clock())}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'Add a subscriber by hand',
        description:
          'Stores the address as pending with the consent given and mails it the confirmation link (double opt-in): it receives nothing more until its owner confirms. 409 when the address is on the list already, in any state.',
        body: subscriberAddSchema,
        response: { 201: z.object({ subscriber: subscriberSchema, message: z.string() }), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const subscriber = await service.add(request.body, signedInCaller(request).id);
      return reply.status(201).send({ subscriber, message: SUBSCRIBER_MESSAGES.added });
    },
  );

  app.post(
    '/import',
    {
      onRequest: app.staffOnly,
      // The file's text in JSON: up to SUBSCRIBER_IMPORT_MAX_CHARS characters, each up to 4 bytes, escaped.
      bodyLimit: SUBSCRIBER_IMPORT_MAX_CHARS * 6,
      schema: {
        summary: 'Import subscribers from a CSV file',
        description:
          'The file needs a header row with an Email column (Name, Organisation and Interests are read when present). `dryRun: true` changes nothing and answers what the import would do; `dryRun: false` adds every new valid address as pending and mails it the confirmation link. Addresses already on the list (in any state), repeated in the file or not valid are skipped; `problems` lists up to 100 rows that cannot be added, with their line. A file that cannot be read, has no Email column, no row or too many rows is refused whole (400).',
        body: subscriberImportSchema,
        response: { 200: subscriberImportResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.importCsv(request.body, signedInCaller(request).id),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'Remove a subscriber',
        description: 'Deletes the subscriber and the newsletter issues still waiting in the outbox for them.',
        params: idParam,
        response: { 200: messageResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      if (request.body !== undefined) throw badRequest(MESSAGES.common.noBody);
      await service.remove(request.params.id);
      return { message: SUBSCRIBER_MESSAGES.deleted };
    },
  );
};

export default subscribersRoutes;
