import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, subscribeSchema } from '@mnch/shared';
import { subscriberViewSchema, subscriberView } from './subscriber-view';

/** POST /api/newsletter/subscribe: 201 for a new subscriber, 200 when already subscribed. */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      config: { rateLimit: { max: app.config.rateLimits.publicWrite, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        body: subscribeSchema,
        response: {
          200: z.object({ subscriber: subscriberViewSchema, alreadySubscribed: z.literal(true) }),
          201: z.object({ subscriber: subscriberViewSchema }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, user } = await app.services.users.subscribe(request.body);
      if (created) return reply.status(201).send({ subscriber: subscriberView(user) });
      return reply.status(200).send({ subscriber: subscriberView(user), alreadySubscribed: true as const });
    },
  );
};

export default newsletterRoutes;
