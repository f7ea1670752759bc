import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { UsersService } from '../../modules/users/service';

/**
 * On first start (no admin yet) creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or with
 * a generated password that is printed once.
 */
export async function ensureAdmin(
  users: UsersService,
  config: Config,
  print: (message: string) => void = (m) => console.log(m),
): Promise<void> {
  const { users: admins } = await users.list({ role: 'admin', limit: 1 });
  if (admins.length > 0) return;
  const email = config.admin.email ?? 'admin@localhost.localdomain';
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  const existing = await users.findByEmail(email);
  if (existing) {
    await users.update(existing.id, { role: 'admin', status: 'active', password });
  } else {
    await users.create({ name: config.admin.name, email, role: 'admin', status: 'active', password });
  }
  if (!config.admin.password) {
    print(
      [
        '',
        '  An administrator account was created. Sign in at /login with:',
        `    email:    ${email}`,
        `    password: ${password}`,
        '  This password is shown only once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
        '',
      ].join('\n'),
    );
  }
}
