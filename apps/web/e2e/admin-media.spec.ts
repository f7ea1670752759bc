import { adminToken, marker } from './support/content';
import { apiJson, newEditor, typeInEditor } from './support/admin-helpers';
import { expect, expectAccessible, test } from './support/fixtures';
import { galleryPng } from './support/gallery-files';

interface MediaBody {
  media: Array<{ id: number; name: string; url: string; variants: Record<string, string>; alt: string }>;
}

/** An editor's account and its sign-in details. */
const mediaEditor = async (request: Parameters<typeof adminToken>[0], m: string) =>
  newEditor(request, await adminToken(request), m, { name: `Mia ${m}`, email: `media-${m}@e2e.example.org` });

test.describe('media library', () => {
  test('an image uploaded once is picked for an article, a gallery item and the article body; the public article shows it with srcset', async ({
    page,
    signIn,
    request,
  }) => {
    test.setTimeout(180_000);
    const m = marker('media');
    const token = await signIn(page, await mediaEditor(request, m));
    const fileName = `harbour-${m}.png`;

    // 1. Uploaded once, in the library.
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
    await page
      .getByLabel('Upload files to the library')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await galleryPng('#2a6f97', 1400, 900) });
    await expect(page.getByText('File uploaded to the library')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: fileName });
    await expect(card).toBeVisible();
    await expect(card.getByText(/1400 × 900/)).toBeVisible();
    await expect(card.getByText(`By Mia ${m}`)).toBeVisible();
    const [file] = (await apiJson<MediaBody>(request, token, 'get', `/api/media?search=${encodeURIComponent(fileName)}`)).media;
    expect(file?.variants['400']).toBeTruthy();

    // 2. An article: featured image and an image in the body, both from the library.
    const title = `Harbour clinic ${m}`;
    await page.goto('/admin/articles?new=1');
    const form = page.getByRole('dialog', { name: 'Write New Article' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Category').selectOption('Program Expansion');
    await typeInEditor(page, 'Content', 'The new clinic opened. ');
    await form.getByRole('button', { name: 'Choose from library' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose an image from the library' });
    await picker.getByLabel('Search the library').fill(fileName);
    await expectAccessible(page, 'library picker');
    await picker.getByRole('button', { name: `Choose ${fileName}` }).click();
    await expect(picker).toBeHidden();
    await expect(form.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', file!.url);

    await form.getByRole('button', { name: 'Insert image' }).click();
    const prompt = form.getByRole('group', { name: 'Insert image' });
    await prompt.getByRole('button', { name: 'Choose from library' }).click();
    await picker.getByLabel('Search the library').fill(fileName);
    await picker.getByRole('button', { name: `Choose ${fileName}` }).click();
    await expect(prompt.getByLabel('Image address')).toHaveValue(file!.url);
    // Alt text is required.
    await prompt.getByRole('button', { name: 'Insert image' }).click();
    await expect(prompt.getByText('alt text is required')).toBeVisible();
    await prompt.getByLabel('Description (alt text)').fill(`Clinic entrance ${m}`);
    await prompt.getByRole('button', { name: 'Insert image' }).click();
    const editorArea = page.getByRole('textbox', { name: 'Content', exact: true });
    await expect(editorArea.locator(`img[alt="Clinic entrance ${m}"]`)).toHaveAttribute('srcset', /-400\.webp 400w/);
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form).toBeHidden();

    // 3. A gallery item from the same file.
    await page.goto('/admin/gallery');
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Images' });
    await upload.getByLabel('Title (optional)').fill(`Harbour gallery ${m}`);
    await upload.getByRole('button', { name: 'Choose from library' }).click();
    await picker.getByLabel('Search the library').fill(fileName);
    await picker.getByRole('button', { name: `Choose ${fileName}` }).click();
    await expect(page.getByText('Successfully uploaded 1 image(s)!')).toBeVisible();
    const gallery = await apiJson<{ images: Array<{ image_url: string; title: string }> }>(
      request,
      token,
      'get',
      `/api/gallery?search=${encodeURIComponent(`Harbour gallery ${m}`)}`,
    );
    expect(gallery.images[0]?.image_url).toBe(file!.url);

    // 4. The public article shows the body image with its copies.
    const articles = await apiJson<{ articles: Array<{ slug: string; featuredImageUrl: string }> }>(
      request,
      token,
      'get',
      `/api/articles?search=${encodeURIComponent(title)}`,
    );
    expect(articles.articles[0]?.featuredImageUrl).toBe(file!.url);
    const visitor = await page.context().browser()!.newPage({ baseURL: process.env.E2E_BASE_URL });
    await visitor.goto(`/article/${articles.articles[0]!.slug}`);
    const bodyImage = visitor.locator(`.prose-content img[alt="Clinic entrance ${m}"]`);
    await expect(bodyImage).toHaveAttribute('srcset', new RegExp(`${file!.variants['400']!.replace(/[.]/g, '\\.')} 400w`));
    await expect(bodyImage).toHaveAttribute('sizes', /720px/);
    await expect(bodyImage).toHaveAttribute('width', '1400');
    await visitor.close();

    // 5. The library lists the uses (with links), keeps the alt text given in the editor, and refuses to delete.
    await page.goto(`/admin/media?search=${encodeURIComponent(fileName)}`);
    await page.getByRole('button', { name: `Details of ${fileName}` }).click();
    const details = page.getByRole('dialog', { name: fileName });
    await expect(details.getByRole('link', { name: title })).toBeVisible();
    await expect(details.getByRole('link', { name: `Harbour gallery ${m} 1` })).toBeVisible();
    await expect(details.getByLabel('Alt text')).toHaveValue(`Clinic entrance ${m}`);
    await expectAccessible(page, 'media details');
    await details.getByRole('button', { name: 'Delete file' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toContainText('used by 2 items');
    await expect(confirm.getByRole('link', { name: title })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await apiJson<MediaBody>(request, token, 'get', `/api/media?search=${encodeURIComponent(fileName)}`)).media).toHaveLength(1);
  });

  test('searches and filters in the address, edits alt text, warns about images used without alt, deletes an unused file; keyboard and 375 px', async ({
    page,
    signIn,
    request,
  }) => {
    test.setTimeout(120_000);
    const m = marker('lib');
    const token = await signIn(page, await mediaEditor(request, m));
    const send = async (name: string, mimeType: string, buffer: Buffer) => {
      const res = await request.post('/api/upload/single', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file: { name, mimeType, buffer } },
      });
      expect(res.status()).toBe(201);
      return (await res.json()).data as { id: number; url: string };
    };
    const image = await send(`photo-${m}.png`, 'image/png', await galleryPng('#7a3b69', 800, 600));
    const doc = await send(`report-${m}.pdf`, 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    await apiJson(request, token, 'post', '/api/press-releases', {
      title: `Release ${m}`,
      summary: 'S',
      date: '2025-05-05',
      link: image.url,
    });

    await page.goto(`/admin/media?search=${m}`);
    const list = page.getByRole('list', { name: 'Library files' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const imageCard = list.getByRole('listitem').filter({ hasText: `photo-${m}.png` });
    await expect(imageCard.getByText('Used in content without alt text')).toBeVisible();
    await page.getByLabel('Filter by type').selectOption('document');
    await expect(page).toHaveURL(/kind=document/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(`report-${m}.pdf`)).toBeVisible();
    await expectAccessible(page, 'media library');

    // Deleting the unused document works.
    await page.getByRole('button', { name: `Details of report-${m}.pdf` }).click();
    const details = page.getByRole('dialog', { name: `report-${m}.pdf` });
    await expect(details.getByText('Not used anywhere on the site.')).toBeVisible();
    await details.getByRole('button', { name: 'Delete file' }).click();
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('File deleted')).toBeVisible();
    await expect(page.getByText('No files found')).toBeVisible();
    expect((await request.get(doc.url)).status()).toBe(404);

    // Keyboard: open the image's details, give it alt text, save.
    await page.getByLabel('Filter by type').selectOption('image');
    const open = page.getByRole('button', { name: `Details of photo-${m}.png` });
    await open.focus();
    await page.keyboard.press('Enter');
    const imageDetails = page.getByRole('dialog', { name: `photo-${m}.png` });
    await expect(imageDetails.getByText('Used in content without alt text')).toBeVisible();
    await imageDetails.getByLabel('Alt text').focus();
    await page.keyboard.type(`A nurse weighing a baby ${m}`);
    await imageDetails.getByRole('button', { name: 'Save details' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('File details saved')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(imageDetails).toBeHidden();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `photo-${m}.png` })
        .getByText(`Alt: A nurse weighing a baby ${m}`),
    ).toBeVisible();
    await expect(page.getByText('Used in content without alt text')).toHaveCount(0);

    // 375 px: cards, no horizontal scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/media?search=${m}`);
    await expect(page.getByRole('button', { name: `Details of photo-${m}.png` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
