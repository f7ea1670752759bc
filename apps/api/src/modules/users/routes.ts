import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  PASSWORD_RESET_MESSAGES,
  RECENT_LOGIN_DAYS,
  bulkStatusSchema,
  createUserSchema,
  errorResponseSchema,
  idParam,
  passwordLinkValidity,
  messageResponseSchema,
  subscribeResponseSchema,
  subscribeSchema,
  updateUserSchema,
  updatedCountSchema,
  userEnvelopeSchema,
  userStatsSchema,
  usersListSchema,
  usersQuerySchema,
  type User,
} from '@mnch/shared';
import { badRequest, forbidden, errorResponses } from '../../lib/http-error';
import { signedInCaller } from '../../lib/request-guards';
import { refuseForeignAvatar } from '../../lib/own-avatar';
import type { Db } from '../../db/client';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Refuses (403) a change by which the signed-in admin would lock themselves out: deactivating, demoting
 * or deleting their own account. Another admin may still do it (within the last-admin rule).
 */
function refuseSelfLockout(callerId: number, ids: number[], change: { status?: string; role?: string; remove?: boolean }) {
  if (!ids.includes(callerId)) return;
  if (change.remove) throw forbidden(ACCOUNT_MESSAGES.selfDelete);
  if (change.status === 'inactive') throw forbidden(ACCOUNT_MESSAGES.selfDeactivate);
  if (change.role !== undefined && change.role !== 'admin') throw forbidden(ACCOUNT_MESSAGES.selfDemote);
}

/** /api/users: user management (admin) and anonymous newsletter sign-up (POST without a token). */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.users;

  app.get(
    '/all',
    {
      onRequest: app.adminOnly,
      schema: {
        querystring: usersQuerySchema,
        response: {
          200: usersListSchema,
          ...errors,
        },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.get(
    '/stats',
    {
      onRequest: app.adminOnly,
      schema: {
        response: {
          200: userStatsSchema,
          ...errors,
        },
      },
    },
    async () => service.stats(new Date(Date.now() - RECENT_LOGIN_DAYS * 86_400_000)),
  );

  app.get(
    '/:id',
    { onRequest: app.adminOnly, schema: { params: idParam, response: { 200: userEnvelopeSchema, ...errors } } },
    async (request) => ({ user: await service.get(request.params.id) }),
  );

  // Anonymous callers may only subscribe (the same 202 answer as POST /newsletter/subscribe, for every
  // address, and no account); an admin creates any user (201). The body is read per case.
  app.post(
    '/',
    {
      config: { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } },
      schema: {
        description:
          'With an admin token: creates a user (201). Without a token: subscribes to the newsletter as POST /api/newsletter/subscribe does (double opt-in, no account) and answers 202 with the same message for every address.',
        body: z.record(z.string(), z.unknown()),
        response: { 201: userEnvelopeSchema, 202: subscribeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await app.identify(request);
      // Who created the user, or was refused, for the audit log's row (plugins/audit.ts).
      request.caller = caller;
      if (caller && caller.role !== 'admin') throw forbidden(MESSAGES.auth.forbidden);
      if (caller) {
        const { sendPasswordLink, ...data } = createUserSchema.parse(request.body);
        refuseForeignAvatar(app.storage, data.avatar);
        // A new account's set-your-password link is queued with the account, in one transaction.
        const then = sendPasswordLink ? (tx: Db, user: User) => app.services.passwordLinks.queueLink(tx, user, 'welcome') : undefined;
        return reply.status(201).send({ user: await service.create(data, then) });
      }
      // The newsletter's subscription, exactly as POST /api/newsletter/subscribe (modules/subscribers).
      await app.services.subscribers.subscribe(subscribeSchema.parse(request.body));
      return reply.status(202).send({ success: true as const, message: MESSAGES.subscribe.success });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.adminOnly,
      schema: { params: idParam, body: updateUserSchema, response: { 200: userEnvelopeSchema, ...errors } },
    },
    async (request) => {
      refuseSelfLockout(signedInCaller(request).id, [request.params.id], request.body);
      refuseForeignAvatar(app.storage, request.body.avatar);
      return { user: await service.update(request.params.id, request.body) };
    },
  );

  app.delete(
    '/:id',
    { onRequest: app.adminOnly, schema: { params: idParam, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      refuseSelfLockout(signedInCaller(request).id, [request.params.id], { remove: true });
      const user = await service.remove(request.params.id);
      return { message: `${user.name} has been deleted` };
    },
  );

  app.post(
    '/:id/password-link',
    {
      onRequest: app.adminOnly,
      config: { rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' } },
      schema: {
        summary: 'Email the user a link to choose a new password',
        description: `Queues a reset link (single use, ${passwordLinkValidity('reset')}) to the user's address (docs/behaviour/mail.md); the current password keeps working until the link is used. No body. 409 for an inactive account.`,
        params: idParam,
        response: { 200: messageResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.body !== undefined) throw badRequest(MESSAGES.common.noBody);
      await app.services.passwordLinks.sendTo(request.params.id);
      return { message: PASSWORD_RESET_MESSAGES.linkSent };
    },
  );

  app.patch(
    '/bulk-status',
    {
      onRequest: app.adminOnly,
      schema: { body: bulkStatusSchema, response: { 200: updatedCountSchema, ...errors } },
    },
    async (request) => {
      refuseSelfLockout(signedInCaller(request).id, request.body.ids, { status: request.body.status });
      return { updated: await service.bulkStatus(request.body.ids, request.body.status) };
    },
  );
};

export default usersRoutes;
