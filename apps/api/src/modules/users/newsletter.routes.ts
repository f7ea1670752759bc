import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, subscribeResponseSchema, subscribeSchema } from '@mnch/shared';

/** The one answer to every accepted subscription (new address, existing subscriber or staff address). */
export const subscribeAccepted = { success: true as const, message: MESSAGES.subscribe.success };

/**
 * POST /api/newsletter/subscribe: 202 with a message, the same whether the address is new, already
 * subscribed or a staff member's; nothing about an existing account is shown or changed.
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      config: { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        description:
          'Subscribes a new address. Answers 202 with the same message whether the address is new, already subscribed or belongs to staff; an existing account is left unchanged.',
        body: subscribeSchema,
        response: { 202: subscribeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.services.users.subscribe(request.body);
      return reply.status(202).send(subscribeAccepted);
    },
  );
};

export default newsletterRoutes;
