import { GALLERY_MESSAGES, PAGE_SIZES } from '@mnch/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, PNG_BYTES, pdfBytes, unique, closeChangedForm } from './support/admin-helpers';
import { filePayload, galleryPng, OVERSIZE_BYTES, type GalleryApiImage } from './support/gallery-files';

/** Where the dialogs' screenshots go to be looked at (never in the repository); none taken without it. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

interface ListBody {
  images: GalleryApiImage[];
  pagination: { totalCount: number };
}

const search = (request: Parameters<typeof apiJson>[0], token: string, term: string) =>
  apiJson<ListBody>(request, token, 'get', `/api/gallery?search=${encodeURIComponent(term)}&limit=50`);

/** The public gallery's page (newest first) that holds the image, from the public API. */
async function publicGalleryPageOf(request: Parameters<typeof apiJson>[0], id: number): Promise<number> {
  for (let p = 1; ; p++) {
    const res = await request.get(`/api/gallery?limit=${PAGE_SIZES.gallery}&page=${p}`);
    const { images } = (await res.json()) as ListBody;
    if (images.some((i) => i.id === id)) return p;
    if (images.length < PAGE_SIZES.gallery) throw new Error(`image ${id} is not in the public gallery`);
  }
}

/**
 * The public gallery shows the image on its page. Other tests add images at the same time and move it to
 * a later page, so the page is looked up again until the check holds.
 */
async function expectInPublicGallery(page: Page, request: Parameters<typeof apiJson>[0], image: { id: number; title: string }) {
  const visitor = await page.context().newPage();
  await expect(async () => {
    await visitor.goto(`/media?galleryPage=${await publicGalleryPageOf(request, image.id)}#gallery`);
    await expect(visitor.getByRole('link', { name: `Open ${image.title}` })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.close();
}

/** Drops files on the drop zone as a browser does: a drop event carrying a DataTransfer with the files. */
async function dropFiles(page: Page, zone: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      return dt;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/**
 * Counts the files the page sends to POST /api/upload/gallery and the server takes: an upload refused as
 * one too many at once (429: another test uploading as the same account) is sent again (components/upload.ts),
 * so its refusal is not counted.
 */
function countUploads(page: Page) {
  const sent = { count: 0 };
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/upload/gallery' && r.status() !== 429) sent.count += 1;
  });
  return sent;
}

/** Stores `n` images titled "<marker> 1".."<marker> n" through the API (one uploaded file). */
async function seedImages(request: Parameters<typeof apiJson>[0], token: string, marker: string, n: number): Promise<GalleryApiImage[]> {
  const up = await request.post('/api/upload/gallery', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'seed.png', mimeType: 'image/png', buffer: PNG_BYTES } },
  });
  expect(up.status()).toBe(201);
  const file = (await up.json()).data;
  const { images } = await apiJson<{ images: GalleryApiImage[] }>(request, token, 'post', '/api/gallery/bulk', {
    images: Array.from({ length: n }, (_, i) => ({
      title: `${marker} ${i + 1}`,
      description: 'A seeded image used by the gallery tests, with a description long enough to wrap.',
      url: file.url,
      filename: file.filename,
      size: file.size,
      mimetype: file.mimetype,
    })),
  });
  return images;
}

async function searchFor(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search images by title or description' }).fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
}

test.describe('admin gallery', () => {
  test('uploads by Browse and by drop with a shared title, refuses oversize and non-image files; search, views, viewer, edit, delete; the public gallery follows', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(120_000);
    const marker = unique('Clinic day');
    const uploads = countUploads(page);
    const [teal, amber, blue] = await Promise.all([galleryPng('#0f766e'), galleryPng('#b45309'), galleryPng('#1d4ed8', 900, 600)]);

    await page.goto('/admin/gallery');
    await expect(page.getByRole('heading', { name: 'Gallery Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Images' })).toContainText(/\d/);
    await expect(page.getByRole('group', { name: 'Storage Used' })).toContainText(/\d+(\.\d+)? (B|KB|MB|GB)/);
    await expectAccessible(page, 'gallery grid');

    await page.getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload images' })).toBeDisabled();

    // Browse: two real images, one too large, one text file.
    const browse = dialog.getByLabel('Browse files');
    await expect(browse).toHaveAttribute('type', 'file');
    await expect(browse).toHaveAttribute('multiple', '');
    await expect(browse).toHaveAttribute('accept', 'image/*');
    await browse.setInputFiles([
      filePayload('teal-room.png', 'image/png', teal),
      filePayload('amber-hall.png', 'image/png', amber),
      filePayload('huge-scan.png', 'image/png', Buffer.alloc(OVERSIZE_BYTES, 1)),
      filePayload('notes.txt', 'text/plain', Buffer.from('not an image')),
    ]);
    const queue = dialog.getByRole('list', { name: 'Upload queue' });
    await expect(queue.getByRole('listitem')).toHaveCount(4);
    await expect(queue.getByRole('listitem', { name: 'huge-scan.png' })).toContainText(
      'File huge-scan.png is too large. Maximum size is 10MB.',
    );
    await expect(queue.getByRole('listitem', { name: 'notes.txt' })).toContainText(
      'Invalid file type: text/plain. Only images (JPEG, PNG, WebP, GIF) are allowed.',
    );
    await expect(queue.getByRole('listitem', { name: 'teal-room.png' })).toContainText('Ready to upload');

    // Drop: one more image and a PDF (dropped files must be images too).
    await dropFiles(page, dialog.getByTestId('gallery-drop-zone'), [
      filePayload('blue-garden.png', 'image/png', blue),
      filePayload('report.pdf', 'application/pdf', pdfBytes('Not a picture')),
    ]);
    await expect(queue.getByRole('listitem')).toHaveCount(6);
    await expect(queue.getByRole('listitem', { name: 'blue-garden.png' })).toContainText('Ready to upload');
    await expect(queue.getByRole('listitem', { name: 'report.pdf' })).toContainText('Invalid file type: application/pdf.');
    await dialog.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect(queue.getByRole('listitem')).toHaveCount(5);

    await dialog.getByLabel('Title (optional)').fill(marker);
    await expect(dialog.getByText(`The images are titled "${marker} 1", "${marker} 2"...`)).toBeVisible();
    await dialog.getByLabel('Description (optional)').fill('Mothers and health workers at the open day.');
    await expectAccessible(page, 'upload dialog with a queue');
    expect(uploads.count).toBe(0);

    await dialog.getByRole('button', { name: 'Upload 3 images' }).click();
    await expect(page.getByText('Successfully uploaded 3 image(s)!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(uploads.count, 'only the three accepted images were sent').toBe(3);

    // Stored: three records titled "<marker> 1..3" in queue order, with the resized WebP copies.
    const stored = (await search(request, token, marker)).images;
    expect(stored.map((i) => i.title).sort()).toEqual([`${marker} 1`, `${marker} 2`, `${marker} 3`]);
    const byTitle = new Map(stored.map((i) => [i.title, i]));
    expect(byTitle.get(`${marker} 1`)!.filename).toBe('teal-room.png');
    expect(byTitle.get(`${marker} 3`)!.filename).toBe('blue-garden.png');
    expect(stored.every((i) => i.description === 'Mothers and health workers at the open day.')).toBe(true);
    expect(stored.every((i) => i.variants['400']?.endsWith('.webp'))).toBe(true);
    for (const name of ['huge-scan', 'notes', 'report'])
      expect((await search(request, token, name)).images.filter((i) => i.filename.startsWith(name))).toEqual([]);

    // Search (server side, in the URL) and the grid.
    await searchFor(page, marker);
    const cards = page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const firstThumb = page.getByRole('button', { name: `View ${marker} 1` }).locator('img');
    await expect(firstThumb).toHaveAttribute('src', /-400\.webp$/);
    await expect(firstThumb).toHaveAttribute('loading', 'lazy');
    await expect(firstThumb).toHaveAttribute('width', '1400');
    await expect(firstThumb).toHaveAttribute('height', '900');

    // List view (kept in the URL, survives a reload).
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/view=list/);
    await page.reload();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    const row = table.getByRole('row', { name: new RegExp(`${marker} 1`) });
    await expect(row).toContainText('Mothers and health workers at the open day.');
    await expect(row).toContainText(/\d+(\.\d)? KB/);
    await expectAccessible(page, 'gallery list');

    // Viewer: title, description and size; arrows move through the page.
    await row.getByRole('button', { name: `View ${marker} 1` }).click();
    let viewer = page.getByRole('dialog', { name: `${marker} 1` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('Mothers and health workers at the open day.')).toBeVisible();
    await expect(viewer.getByText(/^\d+(\.\d)? KB$/)).toBeVisible();
    await expect(viewer.getByText('1400 × 900 px')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Mothers and health workers at the open day.' })).toHaveAttribute('src', /-1200\.webp$/);
    await expectAccessible(page, 'viewer');
    // Newest first: 3, 2, 1.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `${marker} 2` })).toBeVisible();
    await page.getByRole('button', { name: 'Next image' }).click();
    viewer = page.getByRole('dialog', { name: `${marker} 1` });
    await expect(viewer).toBeVisible();

    // Edit from the viewer: the title is required, nothing is saved without it.
    await viewer.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Image' });
    await expect(edit.getByLabel('Title')).toHaveValue(`${marker} 1`);
    await expect(edit.getByLabel('Title')).toBeFocused();
    await edit.getByLabel('Title').fill('   ');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Title is required')).toBeVisible();
    await expect(edit.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'edit dialog with an error');
    expect(byTitle.get(`${marker} 1`)!.title).toBe(`${marker} 1`);
    const renamed = `${marker} renamed`;
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByLabel('Description').fill('Updated caption for the open day.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Image updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    const id = byTitle.get(`${marker} 1`)!.id;
    const saved = (await apiJson<{ image: GalleryApiImage }>(request, token, 'get', `/api/gallery/${id}`)).image;
    expect(saved).toMatchObject({ title: renamed, description: 'Updated caption for the open day.' });
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toContainText('Updated caption for the open day.');

    // The public gallery shows the change.
    await expectInPublicGallery(page, request, { id, title: renamed });

    // Delete, with a confirmation.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete image' });
    await expect(
      confirm.getByText('Move this image to the trash? Editors can restore it from Trash for 30 days; after that it is deleted for good.'),
    ).toBeVisible();
    await expectAccessible(page, 'delete dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Image moved to the trash')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    expect((await request.get(`/api/gallery/${id}`)).status()).toBe(404);
    const second = byTitle.get(`${marker} 2`)!;
    await expectInPublicGallery(page, request, second);
    const publicIds = (await (await request.get('/api/gallery?limit=100')).json()) as ListBody;
    expect(publicIds.images.map((i) => i.id)).not.toContain(id);

    // A search that finds nothing.
    await searchFor(page, `${marker} nothing like this`);
    await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload First Images' })).toHaveCount(0);

    for (const image of stored.filter((i) => i.id !== id)) await apiJson(request, token, 'delete', `/api/gallery/${image.id}`);
  });

  test('an upload shows its percent and can be cancelled; the cancelled file is not stored, the others are', async ({
    page,
    request,
    token,
  }) => {
    const marker = unique('Cancel test');
    // Hold the upload of the file to cancel so that its progress and Cancel button can be seen.
    let held = 0;
    await page.route('**/api/upload/gallery', async (route) => {
      if (route.request().postDataBuffer()?.includes('cancel-me.png')) {
        held += 1;
        // Held longer than the checks below can take on a loaded machine; cancelling ends it for the page.
        await new Promise((r) => setTimeout(r, 45_000));
      }
      await route.continue().catch(() => undefined);
    });
    await page.goto('/admin/gallery?new=1');
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel('Browse files')
      .setInputFiles([filePayload('cancel-me.png', 'image/png', PNG_BYTES), filePayload('keep-me.png', 'image/png', PNG_BYTES)]);
    await dialog.getByLabel('Title (optional)').fill(marker);
    await dialog.getByRole('button', { name: 'Upload 2 images' }).click();

    const slow = dialog.getByRole('listitem', { name: 'cancel-me.png' });
    await expect(slow).toContainText(/Uploading \d+%/);
    await expect(slow.getByRole('progressbar', { name: 'Upload progress of cancel-me.png' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Uploading/ })).toBeDisabled();
    await slow.getByRole('button', { name: 'Cancel upload of cancel-me.png' }).click();
    await expect(slow).toContainText('Cancelled');
    await expect(page.getByText('Successfully uploaded 1 image(s)!')).toBeVisible();
    expect(held).toBe(1);

    const stored = (await search(request, token, marker)).images;
    expect(stored.map((i) => [i.title, i.filename])).toEqual([[`${marker} 1`, 'keep-me.png']]);
    await expect(page).not.toHaveURL(/new=1/);

    // Cancelling the only file stores nothing.
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await dialog.getByLabel('Browse files').setInputFiles([filePayload('cancel-me.png', 'image/png', PNG_BYTES)]);
    await dialog.getByLabel('Title (optional)').fill(`${marker} alone`);
    await dialog.getByRole('button', { name: 'Upload 1 image' }).click();
    await expectAccessible(page, 'upload dialog while uploading');
    await dialog.getByRole('button', { name: 'Cancel upload of cancel-me.png' }).click();
    await expect(page.getByText('No files were uploaded successfully')).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'cancel-me.png' })).toContainText('Cancelled');
    expect((await search(request, token, `${marker} alone`)).images).toEqual([]);
    // Queued files: the dialog asks before dropping them.
    await closeChangedForm(page);
    await expect(dialog).toBeHidden();

    for (const image of stored) await apiJson(request, token, 'delete', `/api/gallery/${image.id}`);
  });

  for (const width of [1280, 375]) {
    test(`Escape, × and Cancel ask before dropping queued files; Keep editing keeps them (${width} px)`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await signIn(page);
      const uploads = countUploads(page);
      await page.goto('/admin/gallery');
      await page.getByRole('button', { name: 'Upload Images' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Images' });
      const prompt = page.getByRole('dialog', { name: 'You have unsaved changes' });
      // Nothing queued: Escape closes at once.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(prompt).toBeHidden();

      await page.getByRole('button', { name: 'Upload Images' }).click();
      await dialog
        .getByLabel('Browse files')
        .setInputFiles([filePayload('first.png', 'image/png', PNG_BYTES), filePayload('second.png', 'image/png', PNG_BYTES)]);
      const queue = dialog.getByRole('list', { name: 'Upload queue' }).getByRole('listitem');
      await expect(queue).toHaveCount(2);

      await page.keyboard.press('Escape');
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('you lose the 2 files in the upload queue');
      await expectAccessible(page, 'upload dialog discard prompt');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-upload-discard-prompt-${width}.png` });
      await prompt.getByRole('button', { name: 'Keep editing' }).click();
      await expect(prompt).toBeHidden();
      await expect(queue).toHaveCount(2);

      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'Keep editing' }).click();
      await expect(queue).toHaveCount(2);

      await dialog.getByRole('button', { name: 'Close dialog' }).click();
      await prompt.getByRole('button', { name: 'Discard and close' }).click();
      await expect(dialog).toBeHidden();
      // Opened again: a fresh, empty queue; nothing was sent.
      await page.getByRole('button', { name: 'Upload Images' }).click();
      await expect(queue).toHaveCount(0);
      expect(uploads.count).toBe(0);
    });
  }

  test('an image whose file cannot be loaded shows a placeholder in the grid, the list and the viewer', async ({
    page,
    token,
    request,
  }) => {
    const marker = unique('Missing file');
    const { image } = await apiJson<{ image: GalleryApiImage }>(request, token, 'post', '/api/gallery', {
      title: marker,
      description: 'Its file was never uploaded.',
      image_url: `/uploads/images/missing-${Date.now()}.png`,
      filename: 'missing.png',
      size: 2048,
      mimetype: 'image/png',
    });
    await page.goto(`/admin/gallery?search=${encodeURIComponent(marker)}`);
    const card = page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', { name: 'Image unavailable' })).toBeVisible();
    await expect(card.getByText('Image unavailable')).toBeVisible();
    await expect(card).toContainText('2 KB');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('table').getByRole('img', { name: 'Image unavailable' })).toBeVisible();

    await page.getByRole('button', { name: `View ${marker}` }).click();
    const viewer = page.getByRole('dialog', { name: marker });
    await expect(viewer.getByRole('img', { name: 'Its file was never uploaded. (image unavailable)' })).toBeVisible();
    await expectAccessible(page, 'viewer with a missing file');
    await apiJson(request, token, 'delete', `/api/gallery/${image.id}`);
  });

  test('pages on the server, 12 images a page, the page in the URL', async ({ page, token, request }) => {
    const marker = unique('Paging');
    const images = await seedImages(request, token, marker, 13);
    await page.goto(`/admin/gallery?search=${encodeURIComponent(marker)}`);
    const cards = page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(page.getByText('Showing 1–12 of 13 images')).toBeVisible();
    await page.getByRole('navigation', { name: 'Gallery pages' }).getByRole('button', { name: /next/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('Showing 13–13 of 13 images')).toBeVisible();
    // The oldest is last (newest first).
    await expect(cards.first().getByRole('heading', { name: `${marker} 1`, exact: true })).toBeVisible();
    // Deleting the only image of the last page goes back a page.
    await page.getByRole('button', { name: `Delete ${marker} 1`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Image moved to the trash')).toBeVisible();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(cards).toHaveCount(12);
    for (const image of images.filter((img) => img.title !== `${marker} 1`))
      await apiJson(request, token, 'delete', `/api/gallery/${image.id}`);
  });

  test('server refusals are shown: a file that is not really an image, an edit or delete of an image removed meanwhile', async ({
    page,
    token,
    request,
    consoleErrors,
  }) => {
    const marker = unique('Refused');
    const uploads = countUploads(page);
    await page.goto('/admin/gallery');
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    // Declared as a PNG, so the browser's check lets it through; the server reads the bytes and refuses it.
    await dialog
      .getByLabel('Browse files')
      .setInputFiles([filePayload('fake.png', 'image/png', Buffer.from('this is plain text, not a picture'))]);
    await dialog.getByLabel('Title (optional)').fill(marker);
    await dialog.getByRole('button', { name: 'Upload 1 image' }).click();
    // Told inside the dialog (a toast would be drawn behind it): the file's row and the failure beside Upload.
    await expect(dialog.getByRole('alert')).toHaveText(GALLERY_MESSAGES.noneUploaded);
    await expect(dialog.getByRole('listitem', { name: 'fake.png' })).toContainText('Invalid file type');
    expect(uploads.count).toBe(1);
    expect((await search(request, token, marker)).images).toEqual([]);
    // Queued files: the dialog asks before dropping them.
    await closeChangedForm(page);
    // The browser logs the refusal (415) it was meant to get.
    for (let i = consoleErrors.length - 1; i >= 0; i -= 1) if (/status of 415/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);

    const [image] = await seedImages(request, token, marker, 1);
    await searchFor(page, marker);
    await page.getByRole('button', { name: `Edit ${image!.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Image' });
    await expect(edit.getByLabel('Title')).toHaveValue(image!.title);
    await apiJson(request, token, 'delete', `/api/gallery/${image!.id}`);
    await edit.getByLabel('Title').fill(`${marker} too late`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByRole('alert')).toHaveText(GALLERY_MESSAGES.notFound);
    await expect(edit).toBeVisible();
    await closeChangedForm(page);

    await page.getByRole('button', { name: `Delete ${image!.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete image' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Failed to delete image: Image not found');
  });

  test('works with the keyboard: upload dialog, view toggle, viewer; focus returns', async ({ page, token, request }) => {
    const marker = unique('Keyboard');
    const images = await seedImages(request, token, marker, 2);
    await page.goto(`/admin/gallery?search=${encodeURIComponent(marker)}`);
    await expect(page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')).toHaveCount(2);

    // The upload dialog: opened with Enter, Browse, Choose from library and the title are reached with Tab, Escape closes it.
    const open = page.getByRole('button', { name: 'Upload Images' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Browse files')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Choose from library' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Title (optional)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // The view toggle follows the search box, its Clear button and the sort.
    await page.getByRole('searchbox', { name: 'Search images by title or description' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Sort by')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Grid view' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'List view' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('table')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Gallery images' })).toBeVisible();

    // The viewer: Enter opens it, arrows move, Escape closes it and focus returns.
    const thumb = page.getByRole('button', { name: `View ${marker} 2` });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'List view' })).toBeFocused();
    // Then the page's "select all" box (bulk actions), then the first card.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(thumb).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `${marker} 2` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `${marker} 1` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumb).toBeFocused();

    for (const image of images) await apiJson(request, token, 'delete', `/api/gallery/${image.id}`);
  });

  test('on a phone (375 px) nothing overflows: grid, list, upload dialog and viewer', async ({ page, token, request }) => {
    const images = await seedImages(request, token, unique('Phone'), 2);
    await page.setViewportSize({ width: 375, height: 740 });
    const noOverflow = async (what: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${what} fits in 375 px`).toBeLessThanOrEqual(375);
    };
    await page.goto('/admin/gallery');
    await expect(page.getByRole('heading', { name: 'Gallery Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem').first()).toBeVisible();
    await noOverflow('grid');
    await expectAccessible(page, 'grid on a phone');
    await page.getByRole('button', { name: 'List view' }).click();
    const region = page.getByRole('region', { name: 'Gallery images table' });
    await expect(region).toBeVisible();
    await noOverflow('list');
    // The rows are cards: nothing scrolls sideways, not even inside the list's own box.
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await dialog
      .getByLabel('Browse files')
      .setInputFiles([filePayload('a-rather-long-file-name-for-a-small-screen.png', 'image/png', PNG_BYTES)]);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    const box = await dialog.getByRole('listitem').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await noOverflow('upload dialog');
    // Queued files: the dialog asks before dropping them.
    await closeChangedForm(page);
    await page
      .getByRole('table')
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noOverflow('viewer');
    await expectAccessible(page, 'viewer on a phone');
    for (const image of images) await apiJson(request, token, 'delete', `/api/gallery/${image.id}`);
  });
});
