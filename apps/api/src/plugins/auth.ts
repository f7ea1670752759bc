import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { BACK_OFFICE_ROLES, MESSAGES, STAFF_ROLES, type Role } from '@mnch/shared';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-error';

/** Who is calling, as checked against the token and the database. */
export interface Caller {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The user's token version when the token was signed (users.token_version). */
  tokenVersion: number;
  /** The session the token belongs to (sessions.id, the token's `sid` claim; decision 29). */
  sessionId: string;
}

/** Who a new token is for: the session is created by `signToken`. */
export type TokenSubject = Omit<Caller, 'sessionId'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRole` or `optionalAuth`; null for anonymous callers. */
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Starts a session for a user and signs its access token, carrying the session id and their current token version. */
    signToken(user: TokenSubject): Promise<{ accessToken: string; expiresIn: number }>;
    /** preHandler: a valid, unexpired token of an active user whose role is one of `roles`. */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
    /** `requireRole` of the staff (admins and editors), who write content. */
    staffOnly: onRequestAsyncHookHandler;
    /** `requireRole` of admins alone. */
    adminOnly: onRequestAsyncHookHandler;
    /** `requireRole` of every back-office role (viewers too), who read drafts. */
    backOffice: onRequestAsyncHookHandler;
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

  app.decorate('signToken', async (user: TokenSubject) => {
    const sessionId = randomBytes(16).toString('base64url');
    // The real time, as the token's own `iat` and `exp` (not app.clock, which tests move).
    const now = new Date();
    // Sessions past their end are removed here: sign-ins are few, and the delete uses an index.
    await app.db.delete(sessions).where(lt(sessions.expiresAt, now));
    await app.db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt: new Date(now.getTime() + ttl * 1000) });
    const accessToken = await new SignJWT({ name: user.name, email: user.email, role: user.role, ver: user.tokenVersion, sid: sessionId })
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
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(match[1]!, secret, { algorithms: ['HS256'] });
      subject = payload.sub;
      version = payload.ver;
      sessionId = payload.sid;
    } catch (err) {
      throw unauthorized(err instanceof joseErrors.JWTExpired ? MESSAGES.auth.sessionExpired : MESSAGES.auth.unauthorized);
    }
    const id = Number(subject);
    // Tokens signed before sessions existed carry no `sid`: refused, their owners sign in once more.
    if (!Number.isInteger(id) || typeof sessionId !== 'string') throw unauthorized(MESSAGES.auth.unauthorized);
    // The account's current state decides: a deactivated or demoted user loses access at once, a token
    // whose session was ended (signing out, a password change ending the other sessions; decision 29)
    // no longer counts, and neither does one signed before the user's token version was advanced
    // (users service). A token without a version is refused too. One query: the user joined to the session.
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
      .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId)))
      .where(eq(users.id, id))
      .limit(1);
    if (!row || row.status !== 'active' || version !== row.tokenVersion) throw unauthorized(MESSAGES.auth.unauthorized);
    return { id: row.id, name: row.name, email: row.email, role: row.role, tokenVersion: row.tokenVersion, sessionId };
  }

  app.decorate('identify', identify);

  function requireRole(...roles: Role[]) {
    const handler = async function requireRole(request: FastifyRequest, _reply: FastifyReply) {
      const caller = await identify(request);
      if (!caller) throw unauthorized(MESSAGES.auth.unauthorized);
      // Set before the role check: a refused request's audit row names the account (plugins/audit.ts).
      // The route's handler never runs after a 403.
      request.caller = caller;
      if (!roles.includes(caller.role)) throw forbidden(MESSAGES.auth.forbidden);
    };
    // Lets tests find every protected route and the roles it allows.
    return Object.assign(handler, { allowedRoles: roles });
  }

  app.decorate('requireRole', requireRole);
  app.decorate('staffOnly', requireRole(...STAFF_ROLES));
  app.decorate('adminOnly', requireRole('admin'));
  app.decorate('backOffice', requireRole(...BACK_OFFICE_ROLES));

  app.decorate('optionalAuth', async function optionalAuth(request: FastifyRequest) {
    try {
      request.caller = await identify(request);
    } catch {
      request.caller = null;
    }
  });
});
