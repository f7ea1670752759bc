import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './support/content';
import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';
import { PNG_BYTES } from './support/admin-helpers';

/** Where the dialogs' screenshots go to be looked at (never in the repository); none taken without it. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

/** A tag unique to one test run, so tests sharing the server only look at their own users. */
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface NewUser {
  name: string;
  email: string;
  role?: 'admin' | 'editor' | 'viewer';
  status?: 'active' | 'inactive';
  password?: string;
  phone?: string;
}

async function createUser(request: APIRequestContext, token: string, user: NewUser) {
  const res = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'editor', status: 'active', password: 'Start-pass-123', ...user },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).user as { id: number; name: string; email: string };
}

async function usersList(request: APIRequestContext, token: string, query: Record<string, string>) {
  const res = await request.get('/api/users/all', { headers: { Authorization: `Bearer ${token}` }, params: { limit: 100, ...query } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { users: { id: number; email: string; status: string; name: string }[]; total: number };
}

function row(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search users').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

test.describe('admin users', () => {
  // Creating users hashes passwords (argon2): give the shared, busy machine time.
  test.describe.configure({ timeout: 120_000 });

  test('adds a user with "Email a link to set the password": no password asked, and the link waits in the Outbox', async ({
    page,
    signIn,
    request,
  }) => {
    const t = tag();
    const email = `link-${t}@e2e.example.org`;
    const token = await signIn(page);
    await page.goto('/admin/users?new=1');
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Email a link to set the password').check();
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'users add dialog, link chosen');
    await dialog.getByLabel('Full name').fill(`Lina Link ${t}`);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    const outbox = await request.get('/api/outbox?status=pending&limit=100', { headers: { Authorization: `Bearer ${token}` } });
    const messages = ((await outbox.json()) as { messages: Array<{ recipient: string; kind: string }> }).messages;
    expect(messages.filter((m) => m.recipient === email).map((m) => m.kind)).toEqual(['password-welcome']);
  });

  test('adds a user through the dialog with every validation message, then edits it', async ({ page, signIn, request }) => {
    const t = tag();
    const name = `Nora Create ${t}`;
    const email = `create-${t}@e2e.example.org`;
    await signIn(page);
    // The quick-action convention: ?new=1 opens the Add User dialog.
    await page.goto('/admin/users?new=1');
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\??$/);
    await expectAccessible(page, 'users add dialog');

    await dialog.getByRole('button', { name: 'Create User' }).click();
    for (const message of ['Name is required', 'Email is required', 'Role is required', 'Password is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expectAccessible(page, 'users add dialog with errors');
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await dialog.getByLabel('Confirm password').fill('different');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();

    // The server's 409 for an e-mail in use shows on the e-mail field.
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByLabel('Phone').fill('+256 700 123456');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Long-enough-1');
    await dialog.getByLabel('Confirm password').fill('Long-enough-1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Email address already exists').first()).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, t);
    await expect(row(page, email)).toContainText(name);
    await expect(row(page, email)).toContainText('Editor');

    // Edit: the dialog holds the user's values; Escape closes it without saving, focus returns.
    const editButton = page.getByRole('button', { name: `Edit ${name}` });
    await editButton.click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Full name')).toHaveValue(name);
    await expect(edit.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();

    await editButton.click();
    await edit.getByLabel('Full name').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Name is required')).toBeVisible();
    await edit.getByLabel('Full name').fill(`${name} Edited`);
    await edit.getByLabel('Role').selectOption('viewer');
    // The role's help says what a viewer may do (decision 33).
    await expect(edit.getByText('Can read the back office, cannot change anything.')).toBeVisible();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(row(page, email)).toContainText(`${name} Edited`);
    await expect(row(page, email)).toContainText('Viewer');

    const token = await adminToken(request);
    const { users } = await usersList(request, token, { search: email });
    expect(users[0]).toMatchObject({ name: `${name} Edited`, email });
  });

  for (const width of [1280, 375]) {
    test(`gives a user an avatar and a bio in the dialog, as the profile has them (${width} px)`, async ({ page, signIn, request }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await signIn(page);
      const token = await adminToken(request);
      const t = tag();
      const user = await createUser(request, token, { name: `Pictured User ${t}`, email: `pictured-${t}@e2e.example.org` });
      await page.goto(`/admin/users?search=${t}`);
      await page.getByRole('button', { name: `Edit ${user.name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit User' });
      const bio = `Neonatal nurse <b>and</b> trainer ${t}`;
      await edit.getByLabel('Short bio').fill(bio);
      await edit.getByLabel('Avatar').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG_BYTES });
      await expect(edit.getByRole('img', { name: 'Avatar preview' })).toBeVisible();
      await expectAccessible(page, 'user dialog with avatar and bio');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-dialog-avatar-bio-${width}.png` });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('User updated successfully')).toBeVisible();
      await expect(edit).toBeHidden();

      const saved = (await usersList(request, token, { search: t })).users[0] as unknown as { bio: string; avatar: string };
      expect(saved.bio).toBe(bio);
      expect(saved.avatar).toMatch(/^\/uploads\//);

      // Opened again: the avatar and the bio are there; removing both clears them.
      await page.getByRole('button', { name: `Edit ${user.name}` }).click();
      await expect(edit.getByLabel('Short bio')).toHaveValue(bio);
      await expect(edit.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', saved.avatar);
      await edit.getByRole('button', { name: 'Remove' }).click();
      await edit.getByLabel('Short bio').fill('');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toBeHidden();
      const cleared = (await usersList(request, token, { search: t })).users[0] as unknown as { bio: string | null; avatar: string | null };
      expect(cleared).toMatchObject({ bio: null, avatar: null });
    });
  }

  test('sets a new password that then signs in, and deletes a user after naming them', async ({ page, signIn, request }) => {
    const t = tag();
    const token = await adminToken(request);
    const user = await createUser(request, token, { name: `Paul Reset ${t}`, email: `reset-${t}@e2e.example.org` });
    await signIn(page);
    await page.goto(`/admin/users?search=${t}`);

    await page.getByRole('button', { name: `Set a new password for ${user.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Set New Password' });
    await expect(dialog).toContainText(user.email);
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-pass-9');
    await dialog.getByLabel('Confirm new password').fill('Brand-new-pass-8');
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await expectAccessible(page, 'set password dialog');
    await dialog.getByLabel('Confirm new password').fill('Brand-new-pass-9');
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText(`A new password is set for ${user.name}`)).toBeVisible();

    const oldLogin = await request.post('/api/auth/login', { data: { email: user.email, password: 'Start-pass-123' } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await request.post('/api/auth/login', { data: { email: user.email, password: 'Brand-new-pass-9' } });
    expect(newLogin.status()).toBe(200);

    // Delete: the confirmation names the user; Cancel keeps them.
    await page.getByRole('button', { name: `Delete ${user.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${user.name}`);
    await expectAccessible(page, 'delete user dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, user.email)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${user.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText(`${user.name} has been deleted`)).toBeVisible();
    await expect(row(page, user.email)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();
    expect((await usersList(request, token, { search: user.email })).total).toBe(0);
  });

  test('filters on the server, pages by 10, bulk activates and deactivates, and exports the filtered list', async ({
    page,
    signIn,
    request,
  }) => {
    const t = tag();
    const token = await adminToken(request);
    // 12 editors (created oldest first) and one viewer, all carrying the tag.
    for (let i = 1; i <= 12; i += 1) {
      await createUser(request, token, {
        name: `Bulk ${t} ${String(i).padStart(2, '0')}`,
        email: `bulk-${t}-${i}@e2e.example.org`,
        phone: `+256 7${i}`,
      });
    }
    await createUser(request, token, { name: `Bulk ${t} Viewer`, email: `bulk-${t}-sub@e2e.example.org`, role: 'viewer' });
    await signIn(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('group', { name: 'Total Users' })).not.toContainText('Loading');
    await expectAccessible(page, 'users section');

    await search(page, t);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11); // header + 10
    await expect(page.getByText('Showing 1–10 of 13 users')).toBeVisible();
    // Newest first: the viewer was created last.
    await expect(rows.nth(1)).toContainText(`Bulk ${t} Viewer`);

    await page.getByRole('navigation', { name: 'User pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(4);
    await expect(page.getByText('Showing 11–13 of 13 users')).toBeVisible();
    await expect(rows.nth(3)).toContainText(`Bulk ${t} 01`);

    // Role filter on the server; it goes back to page 1.
    await page.getByLabel('Filter by role').selectOption('viewer');
    await expect(page).toHaveURL(/role=viewer/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Bulk ${t} Viewer`);
    await page.getByLabel('Filter by role').selectOption('admin');
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/admin\/users\??$/);
    await search(page, t);
    await page.getByLabel('Filter by role').selectOption('editor');
    await expect(page.getByText('Showing 1–10 of 12 users')).toBeVisible();

    // Select all on the page, deactivate.
    await page.getByLabel('Select all users on this page').check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bulk).toContainText('10 users selected');
    await expectAccessible(page, 'users with selection');
    await bulk.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('10 users deactivated')).toBeVisible();
    await expect(bulk).toBeHidden();
    expect((await usersList(request, token, { search: t, status: 'inactive' })).total).toBe(10);

    await page.getByLabel('Filter by status').selectOption('inactive');
    await expect(page.getByText('Showing 1–10 of 10 users')).toBeVisible();
    await page.getByLabel(`Select Bulk ${t} 12`).check();
    await page.getByLabel(`Select Bulk ${t} 11`).check();
    await expect(page.getByLabel('Select all users on this page')).not.toBeChecked();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(page.getByText('2 users activated')).toBeVisible();
    await expect(page.getByText('Showing 1–8 of 8 users')).toBeVisible();
    expect((await usersList(request, token, { search: t, status: 'active' })).total).toBe(5);

    // Export what the filters select: the 8 inactive editors.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText('Users exported successfully!')).toBeVisible();
    const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toBe('Name,Email,Phone,Role,Status,Last Login,Created At');
    expect(csv).toHaveLength(9);
    expect(csv.find((line) => line.includes(`bulk-${t}-3@`))).toMatch(
      new RegExp(`^Bulk ${t} 03,bulk-${t}-3@e2e\\.example\\.org,'\\+256 73,Editor,Inactive,Never,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
    );
    expect(csv.some((line) => line.includes(`bulk-${t}-12@`))).toBe(false);
  });

  test('the last active admin cannot delete their own account', async ({ page, signIn, request }) => {
    const token = await adminToken(request);
    const admins = await usersList(request, token, { role: 'admin', status: 'active' });
    // No end-to-end test creates another active admin, so the e2e administrator is the last one.
    expect(admins.total, 'the shared e2e server must keep exactly one active admin').toBe(1);
    await signIn(page);
    await page.goto(`/admin/users?search=${encodeURIComponent(E2E_ADMIN.email)}`);
    await expect(page.getByRole('button', { name: `Delete ${E2E_ADMIN.name}` })).toBeDisabled();
    // Refused as the admin's own account (403) before the last-admin rule (409) is reached.
    const res = await request.delete(`/api/users/${admins.users[0]!.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('You cannot delete your own account');
  });

  test('an editor does not see Users and is told it is for administrators', async ({ page, signIn, request }) => {
    const t = tag();
    const token = await adminToken(request);
    const editor = await createUser(request, token, { name: `Edna Editor ${t}`, email: `editor-${t}@e2e.example.org`, role: 'editor' });
    await signIn(page, { email: editor.email, password: 'Start-pass-123' });
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: /back office|admin|sections/i });
    await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByRole('alert')).toContainText('Administrators only');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page, 'users for an editor');
  });
});

test.describe('admin users on a phone', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 375, height: 800 } });

  test('lists, selects and opens the dialogs at 375 px', async ({ page, signIn, request }) => {
    const t = tag();
    const token = await adminToken(request);
    const user = await createUser(request, token, { name: `Phoebe Phone ${t}`, email: `phone-${t}@e2e.example.org` });
    await signIn(page);
    await page.goto(`/admin/users?search=${t}`);
    await expect(row(page, user.email)).toContainText(user.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'users phone');
    await page.getByLabel(`Select ${user.name}`).check();
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('1 user selected');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible();
    await expectAccessible(page, 'users add dialog phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Edit ${user.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  });
});
