import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import { MESSAGES, type Role } from '@mnch/shared';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-error';

/** Who is calling, as checked against the token and the database. */
export interface Caller {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The user's token version when the token was signed (users.token_version). */
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRole` or `optionalAuth`; null for anonymous callers. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Signs an access token for a user, carrying their current token version. */
    signToken(user: Caller): Promise<{ accessToken: string; expiresIn: number }>;
    /** preHandler: a valid, unexpired token of an active user whose role is one of `roles`. */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
    /** preHandler: sets `request.caller` when a valid token is sent, and never fails. */
    optionalAuth: onRequestAsyncHookHandler;
    /** The caller behind the bearer token; null when none was sent; throws 401 for a bad token. */
    identify(request: FastifyRequest): Promise<Caller | null>;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  const secret = new TextEncoder().encode(app.config.jwtSecret);
  const ttl = app.config.tokenTtlSeconds;

  app.decorateRequest('caller', null);

  app.decorate('signToken', async (user: Caller) => {
    const accessToken = await new SignJWT({ name: user.name, email: user.email, role: user.role, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(secret);
    return { accessToken, expiresIn: ttl };
  });

  /** The caller behind the request's bearer token; null when none was sent; throws 401 when it is bad. */
  async function identify(request: FastifyRequest): Promise<Caller | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(MESSAGES.auth.unauthorized);
    let subject: string | undefined;
    let version: unknown;
    try {
      const { payload } = await jwtVerify(match[1]!, secret, { algorithms: ['HS256'] });
      subject = payload.sub;
      version = payload.ver;
    } catch (err) {
      throw unauthorized(err instanceof joseErrors.JWTExpired ? MESSAGES.auth.sessionExpired : MESSAGES.auth.unauthorized);
    }
    const id = Number(subject);
    if (!Number.isInteger(id)) throw unauthorized(MESSAGES.auth.unauthorized);
    // The account's current state decides: a deactivated or demoted user loses access at once, and a
    // token signed before the user's token version was advanced (password or email change, deactivation,
    // sign-out; users service) no longer counts. A token without a version is refused too.
    const [row] = await app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        status: users.status,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!row || row.status !== 'active' || version !== row.tokenVersion) throw unauthorized(MESSAGES.auth.unauthorized);
    return { id: row.id, name: row.name, email: row.email, role: row.role, tokenVersion: row.tokenVersion };
  }

  app.decorate('identify', identify);

  app.decorate('requireRole', (...roles: Role[]) => {
    const handler = async function requireRole(request: FastifyRequest, _reply: FastifyReply) {
      const caller = await identify(request);
      if (!caller) throw unauthorized(MESSAGES.auth.unauthorized);
      if (!roles.includes(caller.role)) throw forbidden(MESSAGES.auth.forbidden);
      request.caller = caller;
    };
    // Lets tests find every protected route and the roles it allows.
    return Object.assign(handler, { allowedRoles: roles });
  });

  app.decorate('optionalAuth', async function optionalAuth(request: FastifyRequest) {
    try {
      request.caller = await identify(request);
    } catch {
      request.caller = null;
    }
  });
});
