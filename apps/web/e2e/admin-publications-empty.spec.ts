import { expect, expectAccessible, test } from './support/fixtures';
import { ownServer, signInAt } from './support/own-server';

/** The empty publications screen needs a database with no publication at all: a fresh server of its own. */
const server = ownServer();

test('with no publications, the cards read 0 and the empty state offers to add the first one', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAt(page, server.url);

  await page.goto(`${server.url}/admin/publications`);
  await expect(page.getByRole('heading', { name: 'No publications found' })).toBeVisible();
  await expect(page.getByText('Get started by adding your first publication')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Publications' })).toContainText(/^Total Publications0/);
  await expect(page.getByRole('group', { name: 'This Year' })).toContainText(/^This Year0/);
  // With no data the year filter still offers 2020-2024.
  expect(await page.getByLabel('Filter by year').locator('option').allInnerTexts()).toEqual([
    'All Years',
    '2024',
    '2023',
    '2022',
    '2021',
    '2020',
  ]);
  await expectAccessible(page, 'publications empty');
  await page.getByRole('button', { name: 'Add First Publication' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Publication' })).toBeVisible();
});
