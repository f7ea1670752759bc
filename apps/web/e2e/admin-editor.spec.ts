import { toSiteDateTime } from '@mnch/shared';
import { adminToken, marker } from './support/content';
import { apiJson, newEditor, typeInEditor } from './support/admin-helpers';
import { expect, test } from './support/fixtures';

/**
 * An editor (not an admin) writes news: a published article reaches the home page at once, a draft
 * never does, and a scheduled one goes public by itself once its time has come.
 */
test('an editor publishes, drafts and schedules articles; the public site follows', async ({ page, signIn, request, browser }) => {
  test.setTimeout(240_000);
  const m = marker('ed');
  const admin = await adminToken(request);
  const editor = await newEditor(request, admin, m, { name: `Edith ${m}` });
  const token = await signIn(page, editor);
  const visitor = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();

  async function write(title: string, action: 'Publish' | 'Save as Draft' | 'Schedule', when?: string) {
    await page.goto('/admin/articles?new=1');
    const dialog = page.getByRole('dialog', { name: 'Write New Article' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Category').selectOption('Program Expansion');
    await typeInEditor(page, 'Content', `Body of ${title}.`);
    if (when) {
      await dialog.getByLabel('Status').selectOption('scheduled');
      await dialog.getByLabel('Publish date').fill(when);
    }
    await dialog.getByRole('button', { name: action }).click();
    await expect(dialog).toBeHidden();
    const found = await apiJson<{ articles: Array<{ slug: string; title: string }> }>(
      request,
      token,
      'get',
      `/api/articles?search=${encodeURIComponent(title)}`,
    );
    return found.articles.find((a) => a.title === title)!.slug;
  }

  // Published: on the home page's latest news and at its address.
  const published = `Published ${m}`;
  const publishedSlug = await write(published, 'Publish');
  await visitor.goto('/');
  await expect(visitor.locator('#latest-news').getByRole('heading', { name: published })).toBeVisible();
  expect((await visitor.goto(`/article/${publishedSlug}`))?.status()).toBe(200);

  // Draft: nowhere public.
  const draft = `Draft ${m}`;
  const draftSlug = await write(draft, 'Save as Draft');
  await visitor.goto('/');
  await expect(visitor.locator('#latest-news')).not.toContainText(draft);
  expect((await visitor.goto(`/article/${draftSlug}`))?.status()).toBe(404);

  // Scheduled for the next minute but one (the field takes minutes, in the site's time zone whatever
  // the browser's: packages/shared/src/rules/dates.ts): not public before, public after.
  const at = new Date(Math.ceil((Date.now() + 61_000) / 60_000) * 60_000);
  const local = toSiteDateTime(at);
  const scheduled = `Scheduled ${m}`;
  const scheduledSlug = await write(scheduled, 'Schedule', local);
  expect((await visitor.goto(`/article/${scheduledSlug}`))?.status()).toBe(404);
  await expect
    .poll(async () => (await visitor.request.get(`/article/${scheduledSlug}`)).status(), { timeout: 150_000, intervals: [5_000] })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await visitor.goto(`/article/${scheduledSlug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(scheduled);
});
