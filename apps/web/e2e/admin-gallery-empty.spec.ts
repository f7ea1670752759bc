import { expect, expectAccessible, test } from './support/fixtures';
import { ownServer, signInAt } from './support/own-server';
import { filePayload, galleryPng } from './support/gallery-files';

/** The gallery with no images at all needs a database of its own: this file starts a fresh server. */
const server = ownServer();

test('an empty gallery offers to upload the first images; the statistics follow the first upload', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, server.url);

  await page.goto(`${server.url}/admin/gallery`);
  await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
  await expect(page.getByText('Upload your first images to get started')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Images' })).toContainText('0');
  await expect(page.getByRole('group', { name: 'Storage Used' })).toContainText('0 B');
  await expectAccessible(page, 'gallery empty');

  await page.getByRole('button', { name: 'Upload First Images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Images' });
  await dialog
    .getByLabel('Browse files')
    .setInputFiles([filePayload('first-light.png', 'image/png', await galleryPng('#0f766e', 600, 400))]);
  await dialog.getByRole('button', { name: 'Upload 1 image' }).click();
  await expect(page.getByText('Successfully uploaded 1 image(s)!')).toBeVisible();

  // No shared title: the file name without its extension.
  const list = await (await fetch(`${server.url}/api/gallery`)).json();
  expect(list.images.map((i: { title: string }) => i.title)).toEqual(['first-light']);
  const size = list.images[0].size as number;
  await expect(page.getByRole('button', { name: 'View first-light' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Images' })).toContainText('1');
  const kb = `${Number((size / 1024).toFixed(1))} KB`;
  await expect(page.getByRole('group', { name: 'Storage Used' })).toContainText(size < 1024 ? `${size} B` : kb);

  await page.getByRole('searchbox', { name: 'Search images by title or description' }).fill('zebra crossing');
  await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload First Images' })).toHaveCount(0);
});
