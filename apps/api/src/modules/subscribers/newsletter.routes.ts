import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SUBSCRIBER_MESSAGES,
  confirmSubscriptionSchema,
  errorResponseSchema,
  subscribeResponseSchema,
  subscribeSchema,
  subscriberStepResponseSchema,
  subscriberTokenParam,
  unsubscribeSchema,
} from '@mnch/shared';
import { HttpError } from '../../lib/http-error';

/** The one answer to every accepted subscription (new address, pending, confirmed, unsubscribed or staff). */
export const subscribeAccepted = { success: true as const, message: MESSAGES.subscribe.success };

/** The largest one-click body taken: `List-Unsubscribe=One-Click` and a little more. */
const ONE_CLICK_BODY_LIMIT = 1024;

/** An unusable confirm or unsubscribe link: 410, the same for an unknown, used or expired token. */
const gone = (message: string) => new HttpError(410, message, [{ field: 'token', message }]);

/**
 * The newsletter's public steps (docs/behaviour/subscribers.md): subscribe (double opt-in: the address
 * is pending until its confirmation link is followed), confirm, and unsubscribe, from the page or with
 * the one-click address of an issue's List-Unsubscribe header (RFC 8058). No answer says whether an
 * address is known, and no token reaches a log line (app.ts `requestForLog`).
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subscribers;
  const rateLimit = { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' };

  app.post(
    '/subscribe',
    {
      config: { rateLimit },
      schema: {
        description:
          'Subscribes an address: a new (or unsubscribed) address is pending until the link mailed to it is confirmed (valid 7 days); a pending one gets a fresh link at most every 10 minutes; a confirmed one nothing. Answers 202 with the same message, after the same time, whatever the address; creates no account.',
        body: subscribeSchema,
        response: { 202: subscribeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.subscribe(request.body);
      return reply.status(202).send(subscribeAccepted);
    },
  );

  app.post(
    '/confirm',
    {
      config: { rateLimit },
      schema: {
        description:
          'Confirms the subscription of a confirmation link (the page /newsletter/confirm/{token} posts it). 410 for a used, expired or unknown token; the answer never names the address.',
        body: confirmSubscriptionSchema,
        response: { 200: subscriberStepResponseSchema, 400: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      if (!(await service.confirm(request.body.token))) throw gone(SUBSCRIBER_MESSAGES.linkUnusable);
      return { success: true as const, message: SUBSCRIBER_MESSAGES.confirmed };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        description:
          'Unsubscribes the address of an unsubscribe token (the page /unsubscribe/{token} posts it) and drops the issues still waiting for it. 410 for an unknown token.',
        body: unsubscribeSchema,
        response: { 200: subscriberStepResponseSchema, 400: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      if (!(await service.unsubscribe(request.body.token))) throw gone(SUBSCRIBER_MESSAGES.unsubscribeLinkUnusable);
      return { success: true as const, message: SUBSCRIBER_MESSAGES.unsubscribed };
    },
  );

  // One-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` as a form body.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.post(
      '/unsubscribe/:token',
      {
        config: { rateLimit },
        schema: {
          description:
            'The List-Unsubscribe address of every issue (RFC 8058): a POST with the form body `List-Unsubscribe=One-Click` unsubscribes the token’s address. Answers 200 with the same body for any well-formed token, known or not.',
          params: subscriberTokenParam,
          body: z.record(z.string(), z.unknown()).optional(),
          response: { 200: subscriberStepResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => {
        await service.unsubscribe(request.params.token);
        return { success: true as const, message: SUBSCRIBER_MESSAGES.oneClickDone };
      },
    );
  });
};

export default newsletterRoutes;
