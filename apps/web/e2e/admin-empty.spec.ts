import { expect, expectAccessible, test } from './support/fixtures';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

/**
 * The "nothing here yet" states of the back office need a database with no content at all, which the
 * shared test server never is: this file starts its own fresh server.
 */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  expect(await server.stop('SIGTERM')).toBe(0);
});

test('with no content at all, articles, newsletters and projects offer to create the first item', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(login.status).toBe(200);
  const token = (await login.json()).data.tokens.accessToken as string;
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);

  await page.goto(`${server.url}/admin/articles`);
  await expect(page.getByText('Get started by writing your first article')).toBeVisible();
  await expectAccessible(page, 'articles empty');
  await page.getByRole('button', { name: 'Write First Article' }).click();
  await expect(page.getByRole('dialog', { name: 'Write New Article' })).toBeVisible();

  await page.goto(`${server.url}/admin/newsletters`);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Get started by writing your first article')).toBeVisible();
  await expectAccessible(page, 'newsletters empty');
  await page.getByRole('button', { name: 'Write First Article' }).click();
  await expect(page.getByRole('dialog', { name: 'Write New Article' })).toBeVisible();

  await page.goto(`${server.url}/admin/projects`);
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(page.getByText('Get started by adding your first research project')).toBeVisible();
  await expectAccessible(page, 'projects empty');
  await page.getByRole('button', { name: 'Add First Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Projects' })).toBeVisible();
});
