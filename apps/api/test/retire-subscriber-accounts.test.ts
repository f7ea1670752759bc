import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPersonLabel } from '@mnch/shared';
import { articles, auditLog, passwordTokens, revisions, sessions, subscribers, trash, users } from '../src/db/schema';
import { bearer, createTestApp, randomKey, type TestApp } from './helpers';

/**
 * Migration drizzle/0027_retire_subscriber_accounts.sql (decision 33): viewer accounts without a password
 * (the old newsletter sign-ups) are made subscribers and deleted, with everything that refers to them
 * either going with them or keeping its row; viewer accounts with a password stay, as read-only staff.
 * The test database is already migrated: the test makes such accounts, then runs the file's SQL again.
 */
const MIGRATION = fileURLToPath(new URL('../drizzle/0027_retire_subscriber_accounts.sql', import.meta.url));

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t?.close());

const runMigration = async () => {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await t.app.db.execute(sql.raw(statement));
  }
};

describe('retiring the old subscriber accounts', () => {
  it('deletes passwordless viewer accounts cleanly, keeps viewers with a password, and leaves every referring row readable', async () => {
    const db = t.app.db;
    const [active, inactive, withPassword, editor] = await db
      .insert(users)
      .values([
        { name: 'Old Subscriber', email: `old-${randomKey()}@example.org`, role: 'viewer', status: 'active', passwordHash: null },
        { name: 'Gone Subscriber', email: `gone-${randomKey()}@example.org`, role: 'viewer', status: 'inactive', passwordHash: null },
        { name: 'Reader Staff', email: `reader-${randomKey()}@example.org`, role: 'viewer', passwordHash: 'x' },
        { name: 'Passwordless Editor', email: `editor-${randomKey()}@example.org`, role: 'editor', passwordHash: null },
      ])
      .returning();
    const retired = [active!.id, inactive!.id];
    // Rows of every kind that refer to a user, for the accounts to go.
    await db.insert(sessions).values({ id: `s-${randomKey()}`, userId: active!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    await db.insert(passwordTokens).values({
      tokenHash: `h-${randomKey()}`,
      userId: active!.id,
      purpose: 'reset',
      email: active!.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const [article] = await db
      .insert(articles)
      .values({ title: `By a subscriber ${randomKey()}`, slug: `sub-${randomKey()}`, category: 'news', createdBy: active!.id })
      .returning();
    await db.insert(revisions).values({ kind: 'articles', itemId: article!.id, data: {}, userId: active!.id, userName: 'Old Subscriber' });
    await db.insert(trash).values({ kind: 'articles', itemId: 999_999, label: 'x', data: {}, deletedBy: active!.id });
    const [auditRow] = await db
      .insert(auditLog)
      .values({
        userId: active!.id,
        userName: null,
        role: 'viewer',
        action: 'update',
        kind: 'users',
        method: 'POST',
        route: '/api/users',
        status: 202,
      })
      .returning();

    await runMigration();

    const left = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...retired, withPassword!.id, editor!.id]));
    expect(left.map((u) => u.id).sort()).toEqual([withPassword!.id, editor!.id].sort());
    expect(await db.select().from(sessions).where(inArray(sessions.userId, retired))).toEqual([]);
    expect(await db.select().from(passwordTokens).where(inArray(passwordTokens.userId, retired))).toEqual([]);
    const [kept] = await db.select().from(articles).where(eq(articles.id, article!.id));
    expect(kept?.createdBy).toBeNull();
    const [revision] = await db.select().from(revisions).where(eq(revisions.itemId, article!.id));
    expect(revision?.userId).toBeNull();
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, auditRow!.id));
    expect(row).toMatchObject({ userId: null, userName: null, role: 'viewer' });
    expect(auditPersonLabel(row!)).toBe('Subscriber');

    // Both addresses are subscribers (the active one confirmed, the inactive one unsubscribed).
    const subs = await db
      .select({ email: subscribers.email, status: subscribers.status })
      .from(subscribers)
      .where(inArray(subscribers.email, [active!.email, inactive!.email]));
    expect(Object.fromEntries(subs.map((s) => [s.email, s.status]))).toEqual({
      [active!.email]: 'confirmed',
      [inactive!.email]: 'unsubscribed',
    });
  });

  it('is safe to run twice, and the kept viewer signs in and reads the back office', async () => {
    const db = t.app.db;
    const email = `kept-${randomKey()}@example.org`;
    await t.app.services.users.create({ name: 'Kept Viewer', email, role: 'viewer', password: 'Secret-pass-123' });
    await runMigration();
    await runMigration();
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    const token = await t.login(email, 'Secret-pass-123');
    const res = await t.inject({ method: 'GET', url: '/api/media', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
