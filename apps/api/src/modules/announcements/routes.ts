import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_MESSAGES as M,
  MESSAGES,
  announcementSentSchema,
  announcementStatusSchema,
  errorResponseSchema,
  idParam,
} from '@mnch/shared';
import { badRequest, commonErrors } from '../../lib/http-error';

/**
 * /api/newsletters/:id/announcement: editors and admins send a published newsletter issue to the
 * confirmed subscribers and follow its progress (docs/behaviour/mail.md "Announcing an issue").
 */
const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.announcements;

  // A send a crash interrupted is completed at start-up, in the background (a queued key is skipped).
  app.addHook('onReady', async () => {
    service
      .resumeUnfinished()
      .then((queued) => {
        if (queued > 0) app.log.info({ queued }, 'an interrupted newsletter send was completed');
      })
      .catch((err: unknown) =>
        app.log.error(
          { err: err instanceof Error ? err.message : 'unknown' },
          'an interrupted newsletter send could not be completed; sending it again completes it',
        ),
      );
  });

  app.get(
    '/:id/announcement',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'How far the sending of an issue to subscribers has gone',
        description:
          '`announcement` is null when the issue was never sent; else its start, who started it and its messages counted by state. `subscribers` gives the confirmed subscribers and how many have no message of the issue yet. No address is ever returned.',
        params: idParam,
        response: { 200: announcementStatusSchema, ...commonErrors },
      },
    },
    async (request) => service.status(request.params.id),
  );

  app.post(
    '/:id/announcement',
    {
      onRequest: app.staffOnly,
      schema: {
        summary: 'Send a published issue to the confirmed subscribers',
        description:
          'Queues one message to each confirmed subscriber who has none of this issue yet (idempotent: calling again queues only subscribers confirmed since). `queuedNow` says how many this call queued. 409 when the issue is not published.',
        params: idParam,
        response: { 200: announcementSentSchema, ...commonErrors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.body !== undefined) throw badRequest(MESSAGES.common.noBody);
      const queuedNow = await service.announce(request.params.id, request.caller?.id ?? null);
      const status = await service.status(request.params.id);
      return { ...status, queuedNow, message: queuedNow > 0 ? M.queued(queuedNow) : M.nothingNew };
    },
  );
};

export default announcementsRoutes;
