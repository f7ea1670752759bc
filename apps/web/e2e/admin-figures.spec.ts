import { expect, expectAccessible, test } from './support/fixtures';
import { E2E_ADMIN } from './support/server';
import { loginAt, ownServer } from './support/own-server';

/**
 * Figures (/admin/figures, admins only): every number the site quotes, by fixed key. The pages of the
 * whole site read them, so this file changes them on a server of its own. A fresh install has the
 * site's figures from the start-up data step.
 */
// The tests of this file run one after another in one worker and share the file's own server: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
const server = ownServer();

const login = (credentials: { email: string; password: string }) => loginAt(server.url, credentials);

test('an admin finds a figure, edits it in a dialog, and the pages quote the new value on the next request', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await login(E2E_ADMIN);
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  await page.goto(`${server.url}/admin/figures`);
  const table = page.getByRole('table', { name: 'Figures' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page, 'figures');

  await page.getByLabel('Search figures').fill('h-index');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: /^Edit H-index/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit figure: H-index/ });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Value', { exact: true }).fill('');
  await dialog.getByLabel('Label', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save figure' }).click();
  await expect(dialog.getByText('Label is required')).toBeVisible();
  await expect(dialog.getByText(/^Value must be a number/)).toBeVisible();
  await expectAccessible(page, 'figure errors');

  await dialog.getByLabel('Value', { exact: true }).fill('4321');
  await dialog.getByLabel('Label', { exact: true }).fill('H-index (Scholar)');
  await dialog.getByLabel('Suffix', { exact: true }).fill('+');
  await expect(dialog.getByText('Shown as 4,321+')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save figure' }).click();
  await expect(page.getByText('Figure saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row', { name: /H-index \(Scholar\)/ })).toContainText('4,321+');

  await page.goto(`${server.url}/publications`);
  await expect(page.getByText('4,321+', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('H-index (Scholar)').first()).toBeVisible();
});

test('editors see that the figures are for administrators, and the API refuses them', async ({ browser }) => {
  const admin = await login(E2E_ADMIN);
  const email = `fig-editor-${Date.now().toString(36)}@e2e.example.org`;
  const created = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ name: 'Fig Editor', email, role: 'editor', password: 'Editor-pass-123' }),
  });
  expect(created.status).toBe(201);
  const editor = await login({ email, password: 'Editor-pass-123' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), editor);
  await page.goto(`${server.url}/admin/figures`);
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures' })).toHaveCount(0);
  const refused = await fetch(`${server.url}/api/figures/hIndex`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
    body: JSON.stringify({ value: 1, label: 'X', prefix: '', suffix: '', plain: false }),
  });
  expect(refused.status).toBe(403);
  await context.close();
});
