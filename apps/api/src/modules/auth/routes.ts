import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorResponseSchema, loginResponseSchema, loginSchema, messageResponseSchema, userSchema } from '@mnch/shared';
import { HttpError, badRequest } from '../../lib/http-error';
import { createLoginGuard } from './login-guard';
import { signedInCaller } from '../../lib/request-guards';

/**
 * /api/auth: sign-in, sign-out and the current user. Sign-in is limited per client address
 * (LOGIN_RATE_LIMIT a minute) and slowed by growing delays after failures per account and address and
 * per account (./login-guard.ts, decision 10).
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;
  const guard = createLoginGuard({
    freeFailures: app.config.rateLimits.loginFreeFailures,
    accountFreeFailures: app.config.rateLimits.loginAccountFreeFailures,
    now: app.clock,
  });

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
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = guard.waitFor(email, request.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, MESSAGES.auth.signInDelayed(wait));
      }
      let signedIn;
      try {
        signedIn = await users.authenticate(email, password);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) {
          guard.failed(email, request.ip);
          // The audit log's "failed sign-in" row names the account the email belongs to, if any; the
          // typed email itself is kept nowhere (plugins/audit.ts).
          const account = await users.findByEmail(email);
          if (account) request.auditSubject = { id: account.id, name: account.name, role: account.role };
        }
        throw err;
      }
      guard.succeeded(email, request.ip);
      const { user, tokenVersion } = signedIn;
      const tokens = await app.signToken({ id: user.id, name: user.name, email: user.email, role: user.role, tokenVersion });
      return { success: true, message: MESSAGES.auth.loginSuccess, data: { user, tokens } };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireRole('admin', 'editor', 'viewer'),
      schema: { tags: ['auth'], response: { 200: z.object({ data: z.object({ user: userSchema }) }), 401: errorResponseSchema } },
    },
    async (request) => ({ data: { user: await users.get(signedInCaller(request).id) } }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireRole('admin', 'editor', 'viewer'),
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere',
        description:
          'Ends every access token of the signed-in user, not only the one sent: all their sessions, in every browser and device, must sign in again (decision 15).',
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      // Nothing to send: a body is a mistake (or a probe), refused before anything changes.
      if (request.body !== undefined) throw badRequest(MESSAGES.common.noBody);
      await users.endSessions(signedInCaller(request).id);
      return { message: MESSAGES.auth.loggedOut };
    },
  );
};

export default authRoutes;
