import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';

/*
 * Accounts: the profile screen, sessions that end on the server, admins who cannot lock themselves out,
 * and role changes (decision 29, docs/behaviour/back-office-access.md). Every test
 * signs in as an account of its own: signing out or changing a password must never touch the shared e2e
 * administrator that other specs are signed in as. Admins made here are deleted at the end, since other
 * specs count the server's active admins.
 */

const PASSWORD = 'Start-pass-123';
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).data.tokens.accessToken as string;
}

async function createAccount(request: APIRequestContext, role: 'admin' | 'editor' | 'viewer', name: string) {
  const email = `profile-${role}-${tag()}@e2e.example.org`;
  const res = await request.post('/api/users', {
    headers: auth(await adminToken(request)),
    data: { name, email, role, status: 'active', password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).user.id as number, name, email, password: PASSWORD };
}

async function deleteAccount(request: APIRequestContext, id: number) {
  const res = await request.delete(`/api/users/${id}`, { headers: auth(await adminToken(request)) });
  expect(res.status()).toBe(200);
}

/** Signs in through the sign-in page (no stored-token script: a test here changes or ends the token). */
async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
const meStatus = async (page: Page, token: string | null) =>
  (await page.request.get('/api/auth/me', { headers: auth(token ?? '') })).status();

test.describe('the profile screen', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a staff member changes their name, bio and password: the old token stops working on the next request', async ({
    page,
    request,
  }) => {
    const editor = await createAccount(request, 'editor', `Pat Profile ${tag()}`);
    const elsewhere = (await (await request.post('/api/auth/login', { data: editor })).json()).data.tokens.accessToken as string;
    await signInWithForm(page, editor);
    await page.getByRole('link', { name: 'Your profile' }).first().click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText(editor.email, { exact: true })).toBeVisible();
    await expectAccessible(page, 'profile');

    // Name and bio: saved, and the shell shows the new name.
    const newName = `Patricia Profile ${tag()}`;
    await page.getByLabel('Name', { exact: true }).fill(newName);
    await page.getByLabel('Short bio').fill('Midwife and researcher.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Back office' }).getByText(newName)).toBeVisible();

    // A wrong current password: a message on its field, and nothing changes.
    const oldToken = await storedToken(page);
    expect(await meStatus(page, oldToken)).toBe(200);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('Brand-new-pass-789');
    await form.getByLabel('Confirm new password').fill('Brand-new-pass-789');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(await meStatus(page, oldToken)).toBe(200);

    // The right one: every earlier token ends (this browser's and another sign-in's); this browser gets a new one.
    await form.getByLabel('Current password').fill(editor.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(/Your password has been changed/)).toBeVisible();
    expect(await meStatus(page, oldToken)).toBe(401);
    expect(await meStatus(page, elsewhere)).toBe(401);
    const newToken = await storedToken(page);
    expect(newToken).not.toBe(oldToken);
    expect(await meStatus(page, newToken)).toBe(200);
    // Work goes on here: the next page loads without asking to sign in again.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    const login = await request.post('/api/auth/login', { data: { email: editor.email, password: 'Brand-new-pass-789' } });
    expect(login.status()).toBe(200);
  });

  test('sign-out revokes the token (other sessions go on); "Sign out of all devices" ends them all', async ({ page, request }) => {
    const editor = await createAccount(request, 'editor', `Sid Session ${tag()}`);
    const elsewhere = (await (await request.post('/api/auth/login', { data: editor })).json()).data.tokens.accessToken as string;
    await signInWithForm(page, editor);
    const token = await storedToken(page);
    expect(await meStatus(page, token)).toBe(200);
    await page.getByRole('button', { name: /log out/i }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await meStatus(page, token)).toBe(401);
    expect(await meStatus(page, elsewhere)).toBe(200);

    await signInWithForm(page, editor);
    const again = await storedToken(page);
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'sign out of all devices dialog');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await storedToken(page)).toBeNull();
    expect(await meStatus(page, again)).toBe(401);
    expect(await meStatus(page, elsewhere)).toBe(401);
  });
});

test.describe('accounts and roles', () => {
  test.describe.configure({ timeout: 90_000 });

  test("an admin's own deactivate, demote and delete are refused, on the screen and by the API", async ({ page, request, signIn }) => {
    const admin = await createAccount(request, 'admin', `Ada Self ${tag()}`);
    try {
      const token = await signIn(page, admin);
      await page.goto(`/admin/users?search=${encodeURIComponent(admin.email)}`);
      const row = page.getByRole('row').filter({ hasText: admin.email });
      await expect(row.getByRole('button', { name: `Delete ${admin.name}` })).toBeDisabled();
      await expect(row.getByText('You cannot deactivate or delete your own account')).toBeVisible();
      await row.getByLabel(`Select ${admin.name}`).check();
      const bulk = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bulk.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
      await expect(bulk.getByText(/You cannot deactivate your own account/)).toBeVisible();
      await expectAccessible(page, 'users with own row');
      await row.getByRole('button', { name: `Edit ${admin.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit User' });
      await expect(dialog.getByLabel('Role')).toBeDisabled();
      await expect(dialog.getByLabel('Status')).toBeDisabled();
      await expect(dialog.getByText('You cannot change your own role or deactivate your own account.').first()).toBeVisible();
      await page.keyboard.press('Escape');

      for (const [method, url, data, message] of [
        ['DELETE', `/api/users/${admin.id}`, undefined, 'You cannot delete your own account'],
        ['PUT', `/api/users/${admin.id}`, { status: 'inactive' }, 'You cannot deactivate your own account'],
        ['PUT', `/api/users/${admin.id}`, { role: 'editor' }, 'You cannot change your own role'],
        ['PATCH', '/api/users/bulk-status', { ids: [admin.id], status: 'inactive' }, 'You cannot deactivate your own account'],
      ] as const) {
        const res = await page.request.fetch(url, { method, headers: auth(token), data });
        expect(res.status(), `${method} ${url}`).toBe(403);
        expect((await res.json()).message).toBe(message);
      }
      const me = await page.request.get('/api/auth/me', { headers: auth(token) });
      expect((await me.json()).data.user).toMatchObject({ role: 'admin', status: 'active' });
    } finally {
      await deleteAccount(request, admin.id);
    }
  });

  test('an admin demoted by another loses the admin menus on the next navigation; demoted to viewer, reads the back office only', async ({
    page,
    request,
    signIn,
  }) => {
    const admin = await createAccount(request, 'admin', `Dee Demoted ${tag()}`);
    try {
      await signIn(page, admin);
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Sections' });
      await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
      const byAdmin = auth(await adminToken(request));
      expect((await request.put(`/api/users/${admin.id}`, { headers: byAdmin, data: { role: 'editor' } })).status()).toBe(200);

      // The next navigation reads the account again: the admin-only sections are gone.
      await nav.getByRole('link', { name: 'Projects', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Audit log', exact: true })).toHaveCount(0);
      await expect(page.getByRole('complementary', { name: 'Back office' }).getByText('Editor', { exact: false })).toBeVisible();
      await page.goto('/admin/users');
      await expect(page.getByRole('alert')).toContainText('Administrators only');
      await expect(page.getByRole('table')).toHaveCount(0);

      expect((await request.put(`/api/users/${admin.id}`, { headers: byAdmin, data: { role: 'viewer' } })).status()).toBe(200);
      // Demoted to viewer: the back office stays open, read-only (decision 33; e2e/admin-viewer.spec.ts).
      await page.goto('/admin/projects');
      await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
      await expect(page.getByText(/Read-only access/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Inquiries', exact: true })).toHaveCount(0);
    } finally {
      await deleteAccount(request, admin.id);
    }
  });
});
