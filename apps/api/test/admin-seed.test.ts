import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/db/seed/admin';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('first start', () => {
  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD without printing it', async () => {
    expect((await t.app.services.users.list({ role: 'admin' })).total).toBe(1);
  });

  it('generates and prints a password once when none is configured, and that password works', async () => {
    const fresh = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      // createTestApp ran ensureAdmin already with a silent printer; remove that admin to start over.
      const { users } = await fresh.app.services.users.list({ role: 'admin' });
      await fresh.database.db.execute(sql`delete from users`);
      expect(users).toHaveLength(1);
      const printed: string[] = [];
      const config = { ...fresh.app.config, admin: { name: 'Site Administrator' } };
      await ensureAdmin(fresh.app.services.users, config, (m) => printed.push(m));
      expect(printed).toHaveLength(1);
      const email = /email:\s+(\S+)/.exec(printed[0]!)![1]!;
      const password = /password:\s+(\S+)/.exec(printed[0]!)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(await fresh.login(email, password)).toEqual(expect.any(String));
      await ensureAdmin(fresh.app.services.users, config, (m) => printed.push(m));
      expect(printed).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
