import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { REDIRECT_MESSAGES, SLUG_MESSAGES, SLUG_TAKEN_MESSAGE } from '@mnch/shared';
import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';
import { adminAndNewEditor, apiJson, unique } from './support/admin-helpers';
import { createArticle } from './support/content';

/**
 * Addresses that last (decision 28): an editor changes a published article's slug in the back office,
 * the old address answers 301 to the new one, and an admin sees and removes the redirect at
 * /admin/redirects, after which the old address is 404. The same for an event (`/events?event={slug}`)
 * and a project (`/research/{slug}`), whose addresses by id (before slugs) answer 301 too.
 */

/** The access token of an account signing in with `credentials`. */
async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/login', { data: credentials });
  return (await login.json()).data.tokens.accessToken as string;
}

/** A page of a browser context of its own, signed in with `token`. */
async function pageSignedInAs(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  return page;
}

test.describe('slugs and redirects', () => {
  test('an editor renames a published slug; the old address answers 301; an admin removes the redirect', async ({
    page,
    browser,
    signIn,
    request,
  }) => {
    test.setTimeout(120_000);
    const { m, editor } = await adminAndNewEditor(page, signIn, request, 'sl');
    const editorToken = await tokenOf(request, editor);
    const title = unique('Slug study');
    const content = '<p>Mothers and newborns.</p>';
    const article = await createArticle(request, editorToken, { title, category: 'Partnership', content, status: 'published' });
    const taken = await createArticle(request, editorToken, {
      title: unique('Slug taken'),
      category: 'Partnership',
      content: '<p>Another.</p>',
      status: 'draft',
    });
    const oldPath = `/article/${article.slug}`;
    const newSlug = `slug-moved-${m}`.toLowerCase();

    // The editor, in the back office: the slug field shows the full address and refuses a taken slug.
    const editorPage = await pageSignedInAs(browser, editorToken);
    await editorPage.goto(`/admin/articles?search=${encodeURIComponent(title)}`);
    await waitForHydration(editorPage);
    const card = editorPage.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = editorPage.getByRole('dialog', { name: 'Edit Article' });
    const slug = dialog.getByLabel('Slug', { exact: true });
    await expect(slug).toHaveValue(article.slug);
    await expect(dialog.getByText(new RegExp(`^Public address: https?://[^/]+${oldPath}$`))).toBeVisible();
    // A new title leaves the slug as it is.
    await dialog.getByLabel('Title', { exact: true }).fill(`${title} renamed`);
    await expect(slug).toHaveValue(article.slug);
    await slug.fill('Not a slug!');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByText(SLUG_MESSAGES.invalid)).toBeVisible();
    await slug.fill(taken.slug);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByText(SLUG_TAKEN_MESSAGE)).toBeVisible();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(editorPage, 'article form with a slug error');
    await slug.fill(newSlug);
    await expect(dialog.getByText(new RegExp(`^Public address: https?://[^/]+/article/${newSlug}$`))).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(editorPage.getByText('Article updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    // An editor has no Redirects entry.
    await expect(editorPage.getByRole('link', { name: 'Redirects' })).toHaveCount(0);
    await editorPage.context().close();

    // The old address answers 301 to the new one, and a visit lands on the article.
    const moved = await page.request.get(oldPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/article/${newSlug}`);
    await page.goto(oldPath);
    await expect(page).toHaveURL(new RegExp(`/article/${newSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${title} renamed` })).toBeVisible();

    // The admin sees the redirect and removes it.
    await page.goto('/admin/redirects');
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    await page.getByLabel('Search old addresses').fill(article.slug);
    const row = page.getByRole('list', { name: 'Redirects' }).getByRole('listitem').filter({ hasText: oldPath });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: `/article/${newSlug}` })).toBeVisible();
    await expect(row.getByText(`${title} renamed`)).toBeVisible();
    // The search's answer has replaced the dimmed list it was typed over (its text is then at full contrast).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, 'redirects list');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
    await row.getByRole('button', { name: `Remove the redirect from ${oldPath}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove redirect' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(REDIRECT_MESSAGES.deleted)).toBeVisible();
    await expect(row).toBeHidden();
    expect((await page.request.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);
  });

  test("an editor renames an event's and a project's slug; old slugs and old id addresses answer 301; the admin sees both kinds", async ({
    page,
    browser,
    signIn,
    request,
  }) => {
    test.setTimeout(120_000);
    const { m, editor } = await adminAndNewEditor(page, signIn, request, 'sk');
    const editorToken = await tokenOf(request, editor);
    const eventTitle = unique('Slug event');
    const projectTitle = unique('Slug project');
    const { event } = await apiJson<{ event: { id: number; slug: string } }>(request, editorToken, 'post', '/api/events', {
      title: eventTitle,
      type: 'Workshop',
      startDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      organizer: 'MNCH',
      venueName: 'Hall A',
      description: '<p>About it.</p>',
    });
    const { project } = await apiJson<{ project: { id: number; slug: string } }>(request, editorToken, 'post', '/api/projects', {
      title: projectTitle,
      category: 'research',
      description: '<p>About it.</p>',
    });
    const newEventSlug = `event-moved-${m}`.toLowerCase();
    const newProjectSlug = `project-moved-${m}`.toLowerCase();

    const editorPage = await pageSignedInAs(browser, editorToken);
    await editorPage.goto(`/admin/events?search=${encodeURIComponent(eventTitle)}`);
    await waitForHydration(editorPage);
    await editorPage
      .getByRole('list', { name: 'Events' })
      .getByRole('listitem')
      .filter({ hasText: eventTitle })
      .getByRole('button', { name: `Edit event: ${eventTitle}` })
      .click();
    const eventForm = editorPage.getByRole('dialog', { name: 'Edit Event' });
    const eventSlug = eventForm.getByLabel('Slug', { exact: true });
    await expect(eventSlug).toHaveValue(event.slug);
    await eventSlug.fill(newEventSlug);
    await expect(eventForm.getByText(new RegExp(`^Public address: https?://[^/]+/events\\?event=${newEventSlug}$`))).toBeVisible();
    await eventForm.getByRole('button', { name: 'Update Event' }).click();
    await expect(editorPage.getByText('Event updated successfully')).toBeVisible();

    await editorPage.goto(`/admin/projects?search=${encodeURIComponent(projectTitle)}`);
    await waitForHydration(editorPage);
    await editorPage
      .getByRole('row')
      .filter({ hasText: projectTitle })
      .getByRole('button', { name: `Edit Project: ${projectTitle}` })
      .click();
    const projectForm = editorPage.getByRole('dialog', { name: 'Edit Project' });
    const projectSlug = projectForm.getByLabel('Slug', { exact: true });
    await expect(projectSlug).toHaveValue(project.slug);
    await projectSlug.fill(newProjectSlug);
    await expect(projectForm.getByText(new RegExp(`^Public address: https?://[^/]+/research/${newProjectSlug}$`))).toBeVisible();
    await projectForm.getByRole('button', { name: 'Update Project' }).click();
    await expect(editorPage.getByText('Project updated successfully')).toBeVisible();
    await editorPage.context().close();

    // Old slugs and the addresses by id (before slugs) answer 301 to the new addresses.
    for (const [old, to] of [
      [`/events?event=${event.slug}`, `/events?event=${newEventSlug}`],
      [`/events?event=${event.id}`, `/events?event=${newEventSlug}`],
      [`/research/${project.slug}`, `/research/${newProjectSlug}`],
      [`/article/old-title?project=${project.id}`, `/research/${newProjectSlug}`],
    ] as const) {
      const res = await page.request.get(old, { maxRedirects: 0 });
      expect(res.status(), old).toBe(301);
      expect(res.headers().location, old).toBe(to);
    }
    await page.goto(`/events?event=${event.slug}`);
    await expect(page).toHaveURL(new RegExp(`/events\\?event=${newEventSlug}$`));
    await expect(page.getByRole('dialog', { name: eventTitle })).toBeVisible();
    await page.goto(`/research/${project.slug}`);
    await expect(page).toHaveURL(new RegExp(`/research/${newProjectSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name: projectTitle })).toBeVisible();

    // The admin's list names each redirect's kind and where it leads.
    await page.goto('/admin/redirects');
    const list = page.getByRole('list', { name: 'Redirects' });
    await page.getByLabel('Search old addresses').fill(event.slug);
    const eventRow = list.getByRole('listitem').filter({ hasText: `/events?event=${event.slug}` });
    await expect(eventRow.getByRole('link', { name: `/events?event=${newEventSlug}` })).toBeVisible();
    await expect(eventRow.getByText('Event', { exact: true })).toBeVisible();
    await page.getByLabel('Search old addresses').fill(project.slug);
    const projectRow = list.getByRole('listitem').filter({ hasText: `/research/${project.slug}` });
    await expect(projectRow.getByRole('link', { name: `/research/${newProjectSlug}` })).toBeVisible();
    await expect(projectRow.getByText('Project', { exact: true })).toBeVisible();
  });

  test('a new article gets its slug from the title until the slug is typed in', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/admin/articles');
    await page.getByRole('button', { name: 'Write Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write New Article' });
    await dialog.getByLabel('Title', { exact: true }).fill('Café & Newborn Care 2030');
    const slug = dialog.getByLabel('Slug', { exact: true });
    await expect(slug).toHaveValue('cafe-and-newborn-care-2030');
    await slug.fill('my-own');
    await dialog.getByLabel('Title', { exact: true }).fill('Something else');
    await expect(slug).toHaveValue('my-own');
  });
});
