import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PUBLICATION_MESSAGES,
  CITATION_FILES,
  citationFileQuerySchema,
  citationQuerySchema,
  citationResponseSchema,
  citationsCountSchema,
  createPublicationSchema,
  errorResponseSchema,
  idParam,
  publicationEnvelopeSchema,
  publicationFiltersSchema,
  publicationQuerySchema,
  slugParam,
  publicationSchema,
  publicationsLimitQuery,
  publicationsListSchema,
  publicationsQuerySchema,
  publicationStatisticsSchema,
  publicationTypeSchema,
  updatePublicationSchema,
} from '@mnch/shared';
import { signedInCaller, viewerOf } from '../../lib/request-guards';
import { commonErrors } from '../../lib/http-error';
import { writeRoutes } from '../../lib/write-routes';
import { sendVersion } from '../../lib/versions';

const publicationsResponse = z.object({ publications: z.array(publicationSchema) });

/** /api/publications: public reads; editors and admins write. */
const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.publications;

  app.get(
    '/',
    {
      onRequest: app.optionalAuth,
      schema: { querystring: publicationsQuerySchema, response: { 200: publicationsListSchema, ...commonErrors } },
    },
    async (request) => service.list(request.query, viewerOf(request)),
  );

  app.get(
    '/featured',
    { schema: { querystring: publicationsLimitQuery(5), response: { 200: publicationsResponse, ...commonErrors } } },
    async (request) => ({ publications: await service.featured(request.query.limit) }),
  );

  app.get(
    '/recent',
    { schema: { querystring: publicationsLimitQuery(10), response: { 200: publicationsResponse, ...commonErrors } } },
    async (request) => ({ publications: await service.recent(request.query.limit) }),
  );

  app.get('/statistics', { onRequest: app.optionalAuth, schema: { response: { 200: publicationStatisticsSchema } } }, async (request) =>
    service.statistics(viewerOf(request)),
  );

  app.get(
    '/filters',
    {
      schema: {
        summary: "The public list's filter choices",
        description: 'The types, years, topics (keywords) and authors of published publications, each once: what the list filters by.',
        response: { 200: publicationFiltersSchema },
      },
    },
    async () => service.filters(),
  );

  app.get(
    '/by-slug/:slug',
    {
      onRequest: app.optionalAuth,
      schema: {
        summary: "A publication's page data (/publications/{slug})",
        description: 'The publication with this slug; one not published only for editors and administrators (404 for others).',
        params: slugParam,
        response: { 200: publicationEnvelopeSchema, ...commonErrors },
      },
    },
    async (request) => ({ publication: await service.getBySlug(request.params.slug, viewerOf(request)) }),
  );

  app.get(
    '/my',
    {
      onRequest: app.backOffice,
      schema: { querystring: publicationsQuerySchema, response: { 200: publicationsListSchema, ...commonErrors } },
    },
    async (request) => service.list(request.query, viewerOf(request), { createdBy: signedInCaller(request).id }),
  );

  app.get(
    '/category/:type',
    {
      onRequest: app.optionalAuth,
      schema: {
        params: z.object({ type: publicationTypeSchema }),
        querystring: publicationsQuerySchema.omit({ type: true }),
        response: { 200: publicationsListSchema, ...commonErrors },
      },
    },
    async (request) => service.list({ ...request.query, type: request.params.type }, viewerOf(request)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.optionalAuth,
      schema: {
        params: idParam,
        querystring: publicationQuerySchema,
        response: { 200: publicationEnvelopeSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const publication = await service.get(
        request.params.id,
        viewerOf(request),
        request.query.incrementViews ? app.visitors.of(request) : null,
      );
      sendVersion(request, reply, publication);
      return { publication };
    },
  );

  app.get(
    '/:id/citation',
    {
      onRequest: app.optionalAuth,
      schema: {
        params: idParam,
        querystring: citationQuerySchema,
        response: { 200: citationResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ citation: await service.citation(request.params.id, request.query.format, viewerOf(request)) }),
  );

  // The citation as a file a reference manager imports (the publication page's BibTeX and RIS links).
  app.get(
    '/:id/citation/file',
    {
      onRequest: app.optionalAuth,
      schema: {
        summary: 'The citation as a file to import',
        description:
          'BibTeX (`.bib`) or RIS (`.ris`) as an attachment, for reference managers; the same text as GET /api/publications/{id}/citation. 404 when the publication is not found (visitors: not published).',
        params: idParam,
        querystring: citationFileQuerySchema,
        response: { 200: z.string(), ...commonErrors },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { text, slug } = await service.citationFile(request.params.id, format, viewerOf(request));
      const file = CITATION_FILES[format];
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${slug}.${file.extension}"`)
        .header('x-content-type-options', 'nosniff')
        .send(`${text}\n`);
    },
  );

  writeRoutes(app, service, {
    onRequest: app.staffOnly,
    one: 'publication',
    envelope: publicationEnvelopeSchema,
    current: (id, request) => service.get(id, viewerOf(request), null),
    create: createPublicationSchema,
    update: updatePublicationSchema,
    deleted: PUBLICATION_MESSAGES.deleted,
  });

  app.patch(
    '/:id/archive',
    { onRequest: app.staffOnly, schema: { params: idParam, response: { 200: publicationEnvelopeSchema, ...commonErrors } } },
    async (request) => ({ publication: await service.archive(request.params.id, signedInCaller(request)) }),
  );

  app.patch(
    '/:id/download',
    {
      onRequest: app.optionalAuth,
      config: { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } },
      schema: {
        params: idParam,
        response: { 200: z.object({ downloads: z.number() }), ...commonErrors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      downloads: (await service.recordDownload(request.params.id, viewerOf(request), app.visitors.of(request))).downloads,
    }),
  );

  // The same count as a link: a download that works without scripts (docs/no-script.md, "Controls").
  app.get(
    '/:id/download',
    {
      onRequest: app.optionalAuth,
      // A HEAD (a link checker, a prefetch) must not count: no HEAD route.
      exposeHeadRoute: false,
      config: { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } },
      schema: {
        summary: "Count a download and go to the publication's file",
        description:
          "Counts a download as PATCH /api/publications/{id}/download does (published publications only for visitors, once a day per visitor) and answers 303 with the file's address in Location: the public page's Download link, so a download is counted without scripts. The file is always one uploaded to this site, never another site's address (an external link is shown as an outbound link). 404 when the publication is not found or has no uploaded file.",
        params: idParam,
        response: { 303: z.null().describe("Location: the publication's file"), ...commonErrors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { file } = await service.recordDownload(request.params.id, viewerOf(request), app.visitors.of(request), { fileOnly: true });
      return reply.header('cache-control', 'no-store').redirect(file!, 303);
    },
  );

  app.patch(
    '/:id/citations',
    {
      onRequest: app.staffOnly,
      schema: {
        params: idParam,
        body: citationsCountSchema,
        response: { 200: z.object({ citations: z.number() }), ...commonErrors },
      },
    },
    async (request) => ({ citations: await service.setCitations(request.params.id, request.body.count, signedInCaller(request)) }),
  );
};

export default publicationsRoutes;
