import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, closeChangedForm, deleteAfterCancel, PNG_BYTES, typeInEditor, unique, openSectionDialog } from './support/admin-helpers';

interface ArticleBody {
  article: { id: number; slug: string; title: string; status: string; featuredImageUrl: string | null; content: string };
}
interface ListBody {
  articles: ArticleBody['article'][];
  pagination: { total: number };
}

test.describe('admin articles', () => {
  test('writes an article with an uploaded image, shows it on the site, edits and deletes it', async ({ page, token, request }) => {
    test.setTimeout(90_000);
    const title = unique('Kangaroo care study');
    const dialog = await openSectionDialog(page, '/admin/articles', {
      heading: 'News & Articles',
      button: 'Write Article',
      dialog: 'Write New Article',
    });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Category').selectOption('Program Expansion');
    await typeInEditor(page, 'Content', 'Mothers in Mbale practised skin-to-skin care with their newborns.');
    await expect(dialog.getByText('9 words')).toBeVisible();
    await dialog.locator('#article-image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    await dialog.getByLabel('Excerpt').fill('Skin-to-skin care');
    await expect(dialog.getByText('17/160')).toBeVisible();
    await dialog.getByLabel('Tags').fill('newborn, kangaroo care');
    await dialog.getByLabel('Meta description').fill('A study of kangaroo care');
    await expectAccessible(page, 'article form');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Article created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByText('News', { exact: true })).toBeVisible();
    await expect(card.getByText(/^By /)).toBeVisible();

    // The public site shows it.
    const list = await apiJson<ListBody>(request, token, 'get', `/api/articles?search=${encodeURIComponent(title)}`);
    const created = list.articles[0]!;
    expect(created.featuredImageUrl).toMatch(/^\/uploads\//);
    const pub = await page.context().newPage();
    await pub.goto(`/article/${created.slug}`);
    await expect(pub.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await pub.close();

    // View.
    await card.getByRole('button', { name: `View ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText('Mothers in Mbale practised')).toBeVisible();
    await expectAccessible(page, 'article view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    // Edit.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(edit.getByRole('textbox', { name: 'Content', exact: true })).toContainText('Mothers in Mbale');
    await edit.getByLabel('Title', { exact: true }).fill(`${title} updated`);
    await edit.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Article updated successfully')).toBeVisible();
    const updated = page.getByRole('listitem').filter({ hasText: `${title} updated` });
    await expect(updated.getByText('Draft')).toBeVisible();

    // Delete, with confirmation (Cancel first).
    await deleteAfterCancel(page, updated, {
      button: `Delete ${title} updated`,
      dialog: 'Delete article',
      says: 'Move this article to the trash? Editors can restore it from Trash for 30 days; after that it is deleted for good.',
      axe: 'delete confirmation',
    });
    await expect(page.getByText('Article moved to the trash')).toBeVisible();
    await expect(updated).toBeHidden();
  });

  test('shows the validation messages and the publish date for Scheduled', async ({ page, signIn }) => {
    await signIn(page);
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/articles') && posts++);
    await page.goto('/admin/articles?new=1');
    const dialog = page.getByRole('dialog', { name: 'Write New Article' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByText('Article title is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByText('Article content is required')).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    expect(posts).toBe(0);

    await expect(dialog.getByLabel('Publish date')).toHaveCount(0);
    await dialog.getByLabel('Status').selectOption('scheduled');
    await expect(dialog.getByLabel('Publish date')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schedule' })).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).fill(unique('Scheduled'));
    await dialog.getByLabel('Category').selectOption('Award');
    await typeInEditor(page, 'Content', 'Later.');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog.getByText('Publish date is required for scheduled articles')).toBeVisible();
    expect(posts).toBe(0);
    await expectAccessible(page, 'article form with errors');

    // Escape closes the form and the URL no longer asks for it.
    await closeChangedForm(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/articles$/);
  });

  test('the editor: toolbar states, link and image prompts, Tab inserts four spaces', async ({ page, token, request }) => {
    test.setTimeout(60_000);
    const upload = await request.post('/api/upload/single', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'inline.png', mimeType: 'image/png', buffer: PNG_BYTES } },
    });
    expect(upload.ok()).toBe(true);
    const imageUrl = ((await upload.json()) as { data: { url: string } }).data.url;
    await page.goto('/admin/articles');
    await page.getByRole('button', { name: 'Write Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write New Article' });
    const editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
    const bold = dialog.getByRole('button', { name: 'Bold' });
    await editor.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Strong');
    await expect(editor.locator('strong')).toHaveText('Strong');
    await bold.click();
    await page.keyboard.press('Tab');
    await page.keyboard.type('x');
    await expect(editor).toContainText('Strong    x');
    await expect(editor).toBeFocused();

    await dialog.getByLabel('Text style').selectOption('2');
    await expect(editor.locator('h2')).toContainText('Strong');
    await dialog.getByLabel('Text style').selectOption('paragraph');

    await dialog.getByRole('button', { name: 'Bullet list' }).click();
    await expect(dialog.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('ul li')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Bullet list' }).click();

    // Link by URL: an inline prompt; a bad address is refused; Escape closes only the prompt.
    await page.keyboard.press('End');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Home');
    await page.keyboard.up('Shift');
    await dialog.getByRole('button', { name: 'Insert link' }).click();
    const address = dialog.getByLabel('Link address');
    await expect(address).toBeFocused();
    await address.fill('not a url');
    await dialog.getByRole('button', { name: 'Apply link' }).click();
    await expect(dialog.getByText(/Enter a web address/)).toBeVisible();
    await address.fill('https://example.org/study');
    await address.press('Enter');
    await expect(editor.locator('a[href="https://example.org/study"]')).toBeVisible();

    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(dialog.getByLabel('Image address')).toBeFocused();
    await expectAccessible(page, 'image prompt');
    await page.keyboard.press('Escape');
    await expect(dialog.getByLabel('Image address')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await dialog.getByLabel('Image address').fill(imageUrl);
    await dialog.getByLabel('Description (alt text)').fill('A photo');
    await dialog.getByRole('button', { name: 'Insert image' }).last().click();
    await expect(editor.locator('img[alt="A photo"]')).toHaveCount(1);
  });

  test('filters by search, status and category on the server; the empty states', async ({ page, token, request }) => {
    const tag = unique('Filtertoken').replace(' ', '');
    const base = { content: '<p>Body text</p>', excerpt: `About ${tag}` };
    await apiJson(request, token, 'post', '/api/articles', { ...base, title: `${tag} draft award`, category: 'Award', status: 'draft' });
    await apiJson(request, token, 'post', '/api/articles', {
      ...base,
      title: `${tag} published partnership`,
      category: 'Partnership',
      status: 'published',
    });

    await page.goto('/admin/articles');
    await page.getByLabel('Search articles').fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    const cards = page.getByRole('region', { name: 'Articles' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await page.getByLabel('Filter by status').selectOption('draft');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('draft award');
    await expect(cards.first()).toContainText('Blog');
    await page.getByLabel('Filter by status').selectOption('');
    await page.getByLabel('Filter by category').selectOption('Partnership');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('published partnership');
    await page.getByLabel('Filter by status').selectOption('draft');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write First Article' })).toHaveCount(0);
    await expectAccessible(page, 'articles empty (filtered)');

    // The filters live in the URL: reloading keeps them.
    await page.reload();
    await expect(page.getByLabel('Filter by category')).toHaveValue('Partnership');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  });

  test('a scheduled article whose date has passed shows, filters and counts as Published; a past date says it publishes now', async ({
    page,
    token,
    request,
  }) => {
    const tag = unique('Golive').replace(' ', '');
    const base = { content: '<p>Body text</p>', excerpt: `About ${tag}`, category: 'Partnership' };
    const hourAgo = new Date(Date.now() - 3_600_000);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    await apiJson(request, token, 'post', '/api/articles', {
      ...base,
      title: `${tag} went live`,
      status: 'scheduled',
      scheduledDate: hourAgo.toISOString(),
    });
    await apiJson(request, token, 'post', '/api/articles', {
      ...base,
      title: `${tag} goes live`,
      status: 'scheduled',
      scheduledDate: nextWeek.toISOString(),
    });
    const kampala = (d: Date, time: boolean) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(time ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
        timeZone: 'Africa/Kampala',
      }).format(d);

    await page.goto(`/admin/articles?search=${tag}`);
    const cards = page.getByRole('region', { name: 'Articles' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const passed = cards.filter({ hasText: 'went live' });
    await expect(passed.getByText('Published', { exact: true })).toBeVisible();
    await expect(passed).toContainText(`Published ${kampala(hourAgo, false)}`);
    const coming = cards.filter({ hasText: 'goes live' });
    await expect(coming.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(coming).toContainText(`Goes live ${kampala(nextWeek, true)}`);

    await page.getByLabel('Filter by status').selectOption('published');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('went live');
    await page.getByLabel('Filter by status').selectOption('scheduled');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('goes live');

    // A past publish date says the save publishes it; the button says Publish.
    await coming.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Article/ });
    await expect(dialog.getByText('The article goes public by itself at this time, Kampala time (EAT).')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schedule' })).toBeVisible();
    await dialog.getByLabel('Publish date').fill('2020-01-01T09:00');
    await expect(dialog.getByText('This time has already come: the article is published as soon as you save it.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog).toBeHidden();
    const list = await apiJson<ListBody>(request, token, 'get', `/api/articles?search=${tag}&status=published`);
    expect(list.articles.map((a) => a.title).sort()).toEqual([`${tag} goes live`, `${tag} went live`]);
  });

  test('phone width: the list, the filters and the form fit and pass axe', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await page.goto('/admin/articles');
    await expect(page.getByRole('button', { name: 'Write Article' })).toBeVisible();
    await expectAccessible(page, 'articles phone');
    await page.getByRole('button', { name: 'Write Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write New Article' });
    await expect(dialog.getByRole('textbox', { name: 'Content', exact: true })).toBeVisible();
    await expectAccessible(page, 'article form phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the public home page does not load the editor (TipTap)', async ({ page, request }) => {
  await page.goto('/');
  const urls = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) => s.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((l) => l.href),
    ...performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  ]);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of new Set(urls)) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toMatch(/prosemirror|tiptap/i);
  }
});
