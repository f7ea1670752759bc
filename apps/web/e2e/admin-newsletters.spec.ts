import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, PNG_BYTES, pdfBytes, unique, closeChangedForm, openSectionDialog } from './support/admin-helpers';

interface Item {
  id: number;
  title: string;
  status: string;
  content: string;
  featuredImageUrl: string | null;
}
interface ListBody {
  newsletters: Item[];
  pagination: { total: number };
}

test.describe('admin newsletters', () => {
  test('creates a newsletter with an uploaded PDF and image, publishes it, edits and deletes it', async ({ page, signIn, request }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const title = unique('Newsletter issue');
    const dialog = await openSectionDialog(page, '/admin/newsletters', {
      heading: 'Newsletters',
      button: 'Create Newsletter',
      dialog: 'Write New Article',
    });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Category').selectOption('Press Release');
    await expect(dialog.getByRole('radio', { name: 'Upload PDF' })).toBeChecked();
    await dialog.locator('#newsletter-file').setInputFiles({ name: 'issue.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Issue') });
    await expect(dialog.getByRole('link', { name: /issue\.pdf/ })).toBeVisible();
    await dialog.locator('#newsletter-image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    await dialog.getByLabel('Excerpt').fill('News from the field sites');
    await expect(dialog.getByText('25/160')).toBeVisible();
    await expectAccessible(page, 'newsletter form');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Newsletter created successfully')).toBeVisible();

    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByText('Press Release')).toBeVisible();

    // The public newsletters list (no token) shows it, with the PDF as its link.
    const pub = await request.get(`/api/articles/newsletters?search=${encodeURIComponent(title)}`);
    const body = (await pub.json()) as ListBody;
    expect(body.newsletters.map((n) => n.title)).toEqual([title]);
    expect(body.newsletters[0]!.content).toMatch(/^\/uploads\/.+\.pdf$/);
    expect(body.newsletters[0]!.featuredImageUrl).toMatch(/^\/uploads\//);

    await card.getByRole('button', { name: `View ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByRole('link', { name: /Open the newsletter/ })).toHaveAttribute('href', body.newsletters[0]!.content);
    await expectAccessible(page, 'newsletter view');
    await view.getByRole('button', { name: 'Close dialog' }).click();

    // Edit: switch to a link and save as draft.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await edit.getByRole('radio', { name: 'Link' }).check();
    await edit.getByLabel('Newsletter link').fill('https://example.org/newsletter-12.pdf');
    await edit.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Newsletter updated successfully')).toBeVisible();
    await expect(card.getByText('Draft')).toBeVisible();
    const hidden = (await (await request.get(`/api/articles/newsletters?search=${encodeURIComponent(title)}`)).json()) as ListBody;
    expect(hidden.newsletters).toEqual([]);

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete newsletter' });
    await expectAccessible(page, 'newsletter delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Newsletter moved to the trash')).toBeVisible();
    await expect(card).toBeHidden();
  });

  test('validation: title, category and the newsletter itself are required; Scheduled needs a date', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/admin/newsletters?new=1');
    const dialog = page.getByRole('dialog', { name: 'Write New Article' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByText('Article title is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByText('Add the newsletter link or upload its PDF')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Link' }).check();
    await dialog.getByLabel('Newsletter link').fill('not a link');
    await dialog.getByLabel('Title', { exact: true }).fill('x');
    await dialog.getByLabel('Category').selectOption('Event');
    await dialog.getByLabel('Status').selectOption('scheduled');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog.getByText('Newsletter link must be an uploaded file (/uploads/...) or an http(s) address')).toBeVisible();
    await expect(dialog.getByText('Publish date is required for scheduled articles')).toBeVisible();
    await expectAccessible(page, 'newsletter form errors');
    // A wrong file type is refused before upload.
    await dialog.getByRole('radio', { name: 'Upload PDF' }).check();
    await dialog.locator('#newsletter-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText(/Invalid file type: text\/plain/)).toBeVisible();
    await closeChangedForm(page);
    await expect(dialog).toBeHidden();
  });

  test('filters on the server and shows the filtered empty state', async ({ page, signIn, request }) => {
    const token = await signIn(page);
    const tag = unique('Nltoken').replace(' ', '');
    const base = { kind: 'newsletter', content: 'https://example.org/n.pdf' };
    await apiJson(request, token, 'post', '/api/articles', { ...base, title: `${tag} draft event`, category: 'Event', status: 'draft' });
    await apiJson(request, token, 'post', '/api/articles', {
      ...base,
      title: `${tag} published award`,
      category: 'Award',
      status: 'published',
    });
    await page.goto('/admin/newsletters');
    await page.getByLabel('Search newsletters').fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    const cards = page.getByRole('region', { name: 'Newsletters' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await page.getByLabel('Filter by status').selectOption('published');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Blog');
    await page.getByLabel('Filter by category').selectOption('Event');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expectAccessible(page, 'newsletters filtered empty');
  });

  test('phone width: list and form', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await page.goto('/admin/newsletters');
    await expect(page.getByRole('button', { name: 'Create Newsletter' })).toBeVisible();
    await expectAccessible(page, 'newsletters phone');
    await page.getByRole('button', { name: 'Create Newsletter' }).click();
    await expect(page.getByRole('dialog', { name: 'Write New Article' })).toBeVisible();
    await expectAccessible(page, 'newsletter form phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
