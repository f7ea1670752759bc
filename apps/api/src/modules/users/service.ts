import { hash, verify } from '@node-rs/argon2';
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES, PAGE_SIZES, type Role, type SortParam, type User, type UserStatus } from '@mnch/shared';
import type { Db } from '../../db/client';
import { sessions, subscribers, users } from '../../db/schema';
import { endAccess, endPasswordLinks } from './end-access';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error';
import { assertAcceptablePassword } from '../../lib/passwords';
import { firstRow, hasPgErrorCode, iso, caseless, orderBySort, pageAndTotal, pageOf, searchAny, timestamps } from '../../lib/sql';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: never the password hash; both spellings of the dates. */
export function toUser(row: UserRow): User {
  const lastLogin = iso(row.lastLogin);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    organization: row.organization,
    position: row.position,
    bio: row.bio,
    avatar: row.avatar,
    interests: row.interests,
    lastLogin,
    ...timestamps(row),
    last_login: lastLogin,
  };
}

const emailTaken = () => conflict(MESSAGES.users.emailExists, [{ field: 'email', message: MESSAGES.users.emailExists }]);

function isUniqueViolation(err: unknown): boolean {
  return hasPgErrorCode(err, '23505');
}

/** A fixed hash to verify against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export interface ListUsersQuery {
  search?: string;
  role?: Role;
  status?: UserStatus;
  page?: number;
  limit?: number;
  sort?: SortParam<'name' | 'email' | 'role' | 'status' | 'lastLogin' | 'createdAt'>;
}

export interface CreateUserData {
  name: string;
  email: string;
  role: Role;
  status?: UserStatus;
  phone?: string;
  organization?: string;
  position?: string;
  /** null clears it. */
  bio?: string | null;
  /** An image in this site's storage (routes.ts checks); null clears it. */
  avatar?: string | null;
  password?: string;
  interests?: string[];
}

export type UpdateUserData = Partial<CreateUserData>;

/** What staff change on their own profile (PATCH /auth/me); null clears the avatar or bio. */
export interface ProfileData {
  name: string;
  avatar?: string | null;
  bio?: string | null;
}

export function createUsersService(db: Db) {
  async function findById(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return row;
  }

  /** Active admins other than `exceptId`. */
  async function otherActiveAdmins(tx: Db, exceptIds: number[]): Promise<number> {
    const conditions = [eq(users.role, 'admin'), eq(users.status, 'active')];
    if (exceptIds.length) conditions.push(sql`${users.id} not in ${exceptIds}`);
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(...conditions));
    return row?.n ?? 0;
  }

  /** Serialises changes that could remove the last admin (a transaction-scoped advisory lock). */
  const lockAdmins = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(4242001)`);

  return {
    findById,
    findByEmail,

    async list(query: ListUsersQuery) {
      const { page, limit, offset } = pageOf(query, PAGE_SIZES.users);
      const conditions: SQL[] = [];
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.status) conditions.push(eq(users.status, query.status));
      if (query.search) conditions.push(searchAny([users.name, users.email], query.search));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, total] = await pageAndTotal(
        db,
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(
            ...orderBySort(
              query.sort,
              {
                name: caseless(users.name),
                email: users.email,
                role: users.role,
                status: users.status,
                lastLogin: users.lastLogin,
                createdAt: users.createdAt,
                id: users.id,
              },
              [desc(users.createdAt), desc(users.id)],
            ),
          ),
        users,
        where,
        { limit, offset },
      );
      return { users: rows.map(toUser), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },

    /** Counts for the back office's stat tiles. */
    async stats(recentSince: Date) {
      const row = firstRow(
        await db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
            admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
            editors: sql<number>`count(*) filter (where ${users.role} = 'editor')`.mapWith(Number),
            // Confirmed newsletter subscribers (their own table since double opt-in, modules/subscribers).
            subscribers: sql<number>`(select count(*) from ${subscribers} where ${subscribers.status} = 'confirmed')`.mapWith(Number),
            recentLogins: sql<number>`count(*) filter (where ${users.lastLogin} >= ${recentSince})`.mapWith(Number),
          })
          .from(users),
      );
      return row;
    },

    async get(id: number): Promise<User> {
      const row = await findById(id);
      if (!row) throw notFound(MESSAGES.users.notFound);
      return toUser(row);
    },

    /**
     * Creates a user. `then` runs in the same transaction with the new row (a new account's
     * set-your-password message is queued there: ./password-links.ts), so both happen or neither.
     */
    async create(data: CreateUserData, then?: (tx: Db, user: User) => Promise<void>): Promise<User> {
      if (data.password !== undefined) assertAcceptablePassword(data.password);
      const passwordHash = data.password ? await hashPassword(data.password) : null;
      try {
        return await db.transaction(async (tx) => {
          const row = firstRow(
            await tx
              .insert(users)
              .values({
                name: data.name,
                email: data.email.toLowerCase(),
                role: data.role,
                status: data.status ?? 'active',
                phone: data.phone,
                organization: data.organization,
                position: data.position,
                bio: data.bio,
                avatar: data.avatar,
                interests: data.interests ?? [],
                passwordHash,
              })
              .returning(),
          );
          const user = toUser(row);
          await then?.(tx, user);
          return user;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    /**
     * Changes a user. A new password, a new email or deactivation also ends all their sessions, tokens
     * and password links (./end-access.ts; re-activation brings none of them back); a role change ends
     * their password links (a link sent for one role never opens another), the sessions going on.
     */
    async update(id: number, data: UpdateUserData): Promise<User> {
      if (data.password) assertAcceptablePassword(data.password);
      const passwordHash = data.password ? await hashPassword(data.password) : undefined;
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
          if (!current) throw notFound(MESSAGES.users.notFound);
          if (data.email && data.email !== current.email) {
            const [taken] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.email, data.email), ne(users.id, id)))
              .limit(1);
            if (taken) throw emailTaken();
          }
          const losesAdmin =
            current.role === 'admin' && current.status === 'active' && ((data.role && data.role !== 'admin') || data.status === 'inactive');
          if (losesAdmin) {
            await lockAdmins(tx);
            if ((await otherActiveAdmins(tx, [id])) === 0) throw conflict(MESSAGES.users.lastAdminDemote);
          }
          const endsTokens =
            passwordHash !== undefined ||
            (data.email !== undefined && data.email.toLowerCase() !== current.email) ||
            data.status === 'inactive';
          const endsLinks = endsTokens || (data.role !== undefined && data.role !== current.role);
          const row = firstRow(
            await tx
              .update(users)
              .set({
                name: data.name,
                email: data.email,
                role: data.role,
                status: data.status,
                phone: data.phone,
                organization: data.organization,
                position: data.position,
                bio: data.bio,
                avatar: data.avatar,
                passwordHash,
                updatedAt: new Date(),
              })
              .where(eq(users.id, id))
              .returning(),
          );
          if (endsTokens) await endAccess(tx, [id]);
          else if (endsLinks) await endPasswordLinks(tx, [id]);
          return toUser(row);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    /** Deletes a user; their tokens end with the row (plugins/auth.ts finds no user). */
    async remove(id: number): Promise<User> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
        if (!current) throw notFound(MESSAGES.users.notFound);
        if (current.role === 'admin') {
          await lockAdmins(tx);
          if ((await otherActiveAdmins(tx, [id])) === 0) throw conflict(MESSAGES.users.lastAdmin);
        }
        await tx.delete(users).where(eq(users.id, id));
        return toUser(current);
      });
    },

    /** Sets the status of many users at once: all or nothing. Deactivation ends their sessions, tokens and links, as in `update`. */
    async bulkStatus(ids: number[], status: UserStatus): Promise<number> {
      return db.transaction(async (tx) => {
        if (status === 'inactive') {
          await lockAdmins(tx);
          const [affectsAdmin] = await tx
            .select({ n: count() })
            .from(users)
            .where(and(inArray(users.id, ids), eq(users.role, 'admin'), eq(users.status, 'active')));
          if ((affectsAdmin?.n ?? 0) > 0 && (await otherActiveAdmins(tx, ids)) === 0) {
            throw conflict(MESSAGES.users.lastAdminDemote);
          }
        }
        const rows = await tx
          .update(users)
          .set({ status, updatedAt: new Date() })
          .where(inArray(users.id, ids))
          .returning({ id: users.id });
        if (status === 'inactive') await endAccess(tx, ids);
        return rows.length;
      });
    },

    /** Signing out: ends this one session (its token answers 401 from now on). */
    async endSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** "Sign out of all devices": ends every session, token and password link of the user. False when there is no such user. */
    async endAllSessions(id: number): Promise<boolean> {
      return db.transaction(async (tx) => (await endAccess(tx, [id])).length > 0);
    },

    /** A staff member's own name, avatar and bio (the rest of the account is the admins'). */
    async updateProfile(id: number, data: ProfileData): Promise<User> {
      const [row] = await db
        .update(users)
        .set({ name: data.name, avatar: data.avatar, bio: data.bio, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound(MESSAGES.users.notFound);
      return toUser(row);
    },

    /**
     * A staff member's own password change. The current password must be right (else a 400 on
     * `currentPassword` and nothing changes); the new one follows the password rules. Every session,
     * token and password link of the user ends, the one asking included (a copy of it taken by someone
     * else must end too); the route signs a new token for the asker. Returns the user and their new token version.
     */
    async changePassword(id: number, currentPassword: string, newPassword: string): Promise<{ user: User; tokenVersion: number }> {
      const row = await findById(id);
      if (!row) throw notFound(MESSAGES.users.notFound);
      const ok = row.passwordHash ? await verify(row.passwordHash, currentPassword).catch(() => false) : false;
      if (!ok) {
        throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, [
          { field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong },
        ]);
      }
      assertAcceptablePassword(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const updated = firstRow(await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)).returning());
        const { tokenVersion } = firstRow(await endAccess(tx, [id]));
        return { user: toUser(updated), tokenVersion };
      });
    },

    /**
     * Checks the password of an active account and records the login. Anything else - unknown email, no
     * password, wrong password, inactive account whatever the password - is the same 401, so the answer
     * never confirms a password. Returns the token version that the new token must carry.
     */
    async authenticate(email: string, password: string): Promise<{ user: User; tokenVersion: number }> {
      const row = await findByEmail(email);
      let ok = false;
      if (row?.passwordHash) ok = await verify(row.passwordHash, password).catch(() => false);
      else {
        // Unknown email or an account without a password: spend the same time as a real check.
        dummyHash ??= hashPassword('not-a-real-password-0000');
        await verify(await dummyHash, password).catch(() => false);
      }
      if (!row || !ok || row.status !== 'active') throw unauthorized(MESSAGES.auth.invalidCredentials);
      const updated = firstRow(await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, row.id)).returning());
      return { user: toUser(updated), tokenVersion: updated.tokenVersion };
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
