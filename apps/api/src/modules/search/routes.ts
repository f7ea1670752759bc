import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema } from '@mnch/shared';
import { errorResponses } from '../../lib/http-error';

const errors = errorResponses(400, 401, 403);

/** /api/search: every back-office role finds content by title (the command palette; docs/behaviour/command-palette.md). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.search;

  app.get(
    '/',
    {
      onRequest: app.backOffice,
      schema: {
        summary: 'Find content by title',
        description:
          "Items of every kind of content whose title (or name) contains `q` (case-insensitive, 1 to 100 characters once trimmed; blank or longer is a 400): up to 5 of each kind, in the registry of kinds' order, titles that start with `q` first, each with the back-office address that opens it. Drafts are included; deleted items (in the trash) are not.",
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...errors },
      },
    },
    async (request) => ({ results: await service.search(request.query.q, request.caller!.role) }),
  );
};

export default searchRoutes;
