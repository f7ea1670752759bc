import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_FEED_RATE_LIMIT, errorResponseSchema, tweetsQuerySchema, tweetsSchema } from '@mnch/shared';

/** /api/social: the centre's latest posts, from the configured feed. */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tweets',
    {
      config: { rateLimit: { max: SOCIAL_FEED_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['social'],
        querystring: tweetsQuerySchema,
        response: {
          200: tweetsSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => app.services.social.tweets(request.query.username),
  );
};

export default socialRoutes;
