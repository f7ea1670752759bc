import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  changePasswordSchema,
  errorResponseSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  PASSWORD_RESET_MESSAGES,
  forgotPasswordSchema,
  passwordResetAnswerSchema,
  resetPasswordSchema,
  profileSchema,
  userEnvelopeSchema,
  meResponseSchema,
  passwordChangedSchema,
  passwordLinkValidity,
} from '@mnch/shared';
import { HttpError, badRequest, errorResponses } from '../../lib/http-error';
import { createLoginGuard } from './login-guard';
import { createResetRequestLimit, FORGOT_PASSWORD_MIN_MS } from './reset-limit';
import { signedInCaller } from '../../lib/request-guards';
import { refuseForeignAvatar } from '../../lib/own-avatar';

const errors = errorResponses(400, 401, 403);

/**
 * /api/auth: sign-in, sign-out (this session, or all of the user's; decision 29), the current user and
 * their own profile and password. Sign-in and the password change are limited per client address
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
  // Wrong current passwords are slowed the same way, counted per user (a stolen token must not become a
  // fast way to guess the password behind it).
  const passwordGuard = createLoginGuard({
    freeFailures: app.config.rateLimits.loginFreeFailures,
    accountFreeFailures: app.config.rateLimits.loginAccountFreeFailures,
    now: app.clock,
  });
  // Every role manages its own account (profile, password, sessions): a viewer too, so those routes
  // take `app.backOffice` (decision 33).

  /** Refuses a body on routes that take none: a body is a mistake (or a probe), refused before anything changes. */
  const noBody = (body: unknown) => {
    if (body !== undefined) throw badRequest(MESSAGES.common.noBody);
  };

  app.post(
    '/login',
    {
      config: {
        rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' },
      },
      schema: {
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
      onRequest: app.backOffice,
      schema: { response: { 200: meResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({ data: { user: await users.get(signedInCaller(request).id) } }),
  );

  app.patch(
    '/me',
    {
      onRequest: app.backOffice,
      schema: {
        summary: 'Change my profile',
        description: "The signed-in staff member's own name, avatar (an image uploaded to this site) and bio (plain text).",
        body: profileSchema,
        response: { 200: userEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      refuseForeignAvatar(app.storage, request.body.avatar);
      return { user: await users.updateProfile(signedInCaller(request).id, request.body) };
    },
  );

  app.post(
    '/password',
    {
      onRequest: app.backOffice,
      config: {
        rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' },
      },
      schema: {
        summary: 'Change my password',
        description:
          'Needs the current password (a wrong one is a 400 on `currentPassword` and changes nothing). Ends every session and token of the user, the one sent included, and answers a new token for the caller to keep working with (decision 29).',
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request);
      const key = `user:${caller.id}`;
      const wait = passwordGuard.waitFor(key, request.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, MESSAGES.auth.signInDelayed(wait));
      }
      const { currentPassword, newPassword } = request.body;
      let changed;
      try {
        changed = await users.changePassword(caller.id, currentPassword, newPassword);
      } catch (err) {
        if (err instanceof HttpError && err.errors?.some((e) => e.field === 'currentPassword')) passwordGuard.failed(key, request.ip);
        throw err;
      }
      passwordGuard.succeeded(key, request.ip);
      const { user, tokenVersion } = changed;
      const tokens = await app.signToken({ id: user.id, name: user.name, email: user.email, role: user.role, tokenVersion });
      return { message: ACCOUNT_MESSAGES.passwordChanged, tokens };
    },
  );

  // Reset links asked per account (the typed address, known or not), beyond which asks are answered the
  // same way but send nothing (./reset-limit.ts).
  const resetLimit = createResetRequestLimit({ now: app.clock });

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' } },
      schema: {
        summary: 'Ask for a password reset link',
        description: `Always answers 202 with the same message, in about the same time, whether the address has an account or not. An active staff account is sent a single-use link valid for ${passwordLinkValidity('reset')} (docs/behaviour/mail.md). Limited per client address (LOGIN_RATE_LIMIT a minute, then 429) and per address asked about (3 links an hour; further asks send nothing).`,
        body: forgotPasswordSchema,
        response: { 202: passwordResetAnswerSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { email } = request.body;
      if (resetLimit.take(email)) await app.services.passwordLinks.request(email);
      // The same answer after the same time, whatever happened above (no account enumeration).
      const rest = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      return reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: { max: app.config.rateLimits.login, timeWindow: '1 minute' } },
      schema: {
        summary: 'Set a new password with a reset link',
        description:
          "The link's token and the new password (the shared password rule). Works once: the link then answers 400, as an unknown or expired one does. Ends every session and token of the user (decision 29); the user signs in with the new password.",
        body: resetPasswordSchema,
        response: { 200: passwordResetAnswerSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await app.services.passwordLinks.use(request.body.token, request.body.password);
      return { message: PASSWORD_RESET_MESSAGES.passwordSet };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.backOffice,
      schema: {
        summary: 'Sign out',
        description:
          'Ends the session of the token sent: that token answers 401 from the next request. Other sessions of the user (other browsers and devices) go on (decision 29).',
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      noBody(request.body);
      await users.endSession(signedInCaller(request).sessionId);
      return { message: MESSAGES.auth.loggedOut };
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.backOffice,
      schema: {
        summary: 'Sign out of all devices',
        description:
          'Ends every session and access token of the signed-in user, in every browser and device, this one included (decision 29).',
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      noBody(request.body);
      await users.endAllSessions(signedInCaller(request).id);
      return { message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  );
};

export default authRoutes;
