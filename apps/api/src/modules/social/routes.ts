import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_FEED_RATE_LIMIT, errorResponseSchema, tweetsQuerySchema, tweetsSchema, youtubeLatestSchema } from '@mnch/shared';

/**
 * /api/social: the centre's latest posts and latest video, from the configured feed and channel. Either
 * unset answers 200 with `configured: false`; 502 is for a configured tweets feed that failed (a video
 * feed that failed answers no video).
 */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tweets',
    {
      config: { rateLimit: { max: SOCIAL_FEED_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        querystring: tweetsQuerySchema,
        response: {
          200: tweetsSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => app.services.social.tweets(request.query.username),
  );

  app.get(
    '/youtube',
    {
      config: { rateLimit: { max: SOCIAL_FEED_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        response: { 200: youtubeLatestSchema, 429: errorResponseSchema },
      },
    },
    async () => app.services.social.youtube(),
  );
};

export default socialRoutes;
