import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorResponseSchema, loginResponseSchema, loginSchema, userSchema } from '@mnch/shared';

/** /api/auth: sign-in and the current user. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;

  app.post(
    '/login',
    {
      config: {
        rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: loginResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await users.authenticate(email, password);
      const tokens = await app.signToken({ id: user.id, name: user.name, email: user.email, role: user.role });
      return { success: true, message: MESSAGES.auth.loginSuccess, data: { user, tokens } };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireRole('admin', 'editor', 'viewer'),
      schema: { tags: ['auth'], response: { 200: z.object({ data: z.object({ user: userSchema }) }), 401: errorResponseSchema } },
    },
    async (request) => ({ data: { user: await users.get(request.caller!.id) } }),
  );
};

export default authRoutes;
