import type { Page } from '@playwright/test';
import { PROJECT_MESSAGES, TRASH_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';
import { apiJson, newEditor } from './support/admin-helpers';
import { createAward, marker } from './support/content';
import { createEventApi, DAY } from './support/events-admin';
import { E2E_ADMIN, startServer } from './support/server';

/**
 * The trash (docs/behaviour/trash.md): a deleted item leaves the site at once and comes back from
 * /admin/trash; admins delete for good and empty it; archived projects are restored from their section.
 */

const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('admin trash', () => {
  test('a deleted event is restorable from the trash and 404 on the site until then', async ({ page, signIn, request }) => {
    test.setTimeout(120_000);
    const token = await signIn(page);
    const title = `Trash summit ${marker('ev')}`;
    const event = await createEventApi(request, token, { title, startDate: inDays(40), endDate: inDays(41) });
    const pub = await page.context().newPage();
    await pub.goto(`/events?q=${encodeURIComponent(title)}`);
    await expect(pub.getByRole('list', { name: 'Browse events' }).getByRole('heading', { name: title })).toBeVisible();

    // Deleted in the back office: the confirmation says it goes to the trash.
    await page.goto(`/admin/events?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: `Delete event: ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete event' });
    await expect(confirm).toContainText('Move this event to the trash?');
    await expect(confirm).toContainText('30 days');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event moved to the trash')).toBeVisible();

    // Gone from the site at once.
    expect((await request.get(`/api/events/${event.id}`)).status()).toBe(404);
    await pub.goto(`/events?q=${encodeURIComponent(title)}`);
    await expect(pub.getByRole('heading', { name: 'No events found' })).toBeVisible();
    expect((await pub.goto(`/events?event=${event.slug}`))?.status()).toBe(404);
    await expect(pub.getByRole('dialog', { name: title })).toHaveCount(0);

    // In the trash, from the sidebar.
    await page.getByRole('navigation').getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
    const row = page.getByRole('list', { name: 'Deleted items' }).getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Event');
    await expect(row).toContainText(`by ${E2E_ADMIN.name}`);
    await expect(row).toContainText(/Kept (29|30) days more/);
    await page.getByLabel('Show').selectOption('events');
    await expect(page).toHaveURL(/kind=events/);
    await expect(row).toBeVisible();
    // The delete's toast has gone (a toast fading out is not the page under test).
    await expect(page.getByText('Event moved to the trash')).toBeHidden();
    await screenshots(page, 'trash');

    // Restored by keyboard: back on the site, same id.
    await row.getByRole('button', { name: `Restore Event: ${title}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(TRASH_MESSAGES.restored(title))).toBeVisible();
    await expect(row).toBeHidden();
    expect((await request.get(`/api/events/${event.id}`)).status()).toBe(200);
    await pub.goto(`/events?q=${encodeURIComponent(title)}`);
    await expect(pub.getByRole('list', { name: 'Browse events' }).getByRole('heading', { name: title })).toBeVisible();
    await pub.close();
    await page.goto(`/admin/events?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
  });

  test('an editor restores but cannot delete forever or empty; an admin deletes forever and empties the trash', async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(150_000);
    // A server of its own: emptying the trash must not take other specs' entries.
    const server = await startServer();
    try {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
      const adminToken = (await login.json()).data.tokens.accessToken as string;
      const m = marker('tr');
      const editor = await newEditor(request, adminToken, m);
      const titles = ['One', 'Two', 'Three'].map((n) => `Trashed award ${n} ${m}`);
      for (const title of titles) {
        const award = await createAward(request, adminToken, { title, year: 2001 });
        await apiJson(request, adminToken, 'delete', `/api/awards/${award.id}`);
      }

      // The editor: Restore, and nothing that deletes for good.
      const editorPage = await (await browser.newContext({ baseURL: server.url })).newPage();
      const editorLogin = await request.post('/api/auth/login', { data: editor });
      const editorToken = (await editorLogin.json()).data.tokens.accessToken as string;
      await editorPage.addInitScript((t) => window.localStorage.setItem('accessToken', t), editorToken);
      await editorPage.goto(`${server.url}/admin/trash`);
      await waitForHydration(editorPage);
      await expect(editorPage.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
      await expect(editorPage.getByRole('listitem').filter({ hasText: titles[0] })).toBeVisible();
      await expect(editorPage.getByRole('button', { name: 'Empty trash' })).toHaveCount(0);
      await expect(editorPage.getByRole('button', { name: /^Delete forever/ })).toHaveCount(0);
      await expect(editorPage.getByText('Only administrators can delete items forever or empty the trash.')).toBeVisible();
      await editorPage.getByRole('button', { name: `Restore Award: ${titles[0]}` }).click();
      await expect(editorPage.getByText(TRASH_MESSAGES.restored(titles[0]!))).toBeVisible();
      await expectAccessible(editorPage, 'trash as an editor');
      await editorPage.context().close();

      // The admin: delete one forever, then empty the trash.
      await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), adminToken);
      await page.goto(`${server.url}/admin/trash`);
      const second = page.getByRole('listitem').filter({ hasText: titles[1] });
      await second.getByRole('button', { name: `Delete forever Award: ${titles[1]}` }).click();
      const forever = page.getByRole('dialog', { name: 'Delete forever' });
      await expect(forever).toContainText(TRASH_MESSAGES.deleteForeverConfirm);
      await expectAccessible(page, 'delete forever confirmation');
      await forever.getByRole('button', { name: 'Delete forever' }).click();
      await expect(page.getByText(TRASH_MESSAGES.deletedForever)).toBeVisible();
      await expect(second).toBeHidden();

      await page.getByRole('button', { name: 'Empty trash' }).click();
      const emptying = page.getByRole('dialog', { name: 'Empty trash' });
      await expect(emptying).toContainText(TRASH_MESSAGES.emptyConfirm);
      await page.keyboard.press('Escape');
      await expect(emptying).toBeHidden();
      await expect(page.getByRole('listitem').filter({ hasText: titles[2] })).toBeVisible();
      await page.getByRole('button', { name: 'Empty trash' }).click();
      await emptying.getByRole('button', { name: 'Empty trash' }).click();
      await expect(page.getByText(TRASH_MESSAGES.emptied(1))).toBeVisible();
      await expect(page.getByRole('heading', { name: TRASH_MESSAGES.emptyTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Empty trash' })).toBeDisabled();
      await screenshots(page, 'trash-empty');
      // The restored one is on the site; the others are gone for good.
      const awards = (await (await request.get('/api/awards?search=Trashed%20award')).json()).awards as Array<{ title: string }>;
      expect(awards.map((a) => a.title)).toEqual([titles[0]]);
      await request.dispose();
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  });

  test('archived projects: a filter shows them and Restore puts one back on the site', async ({ page, signIn, request }) => {
    test.setTimeout(90_000);
    const token = await signIn(page);
    const title = `Archived pilot ${marker('pr')}`;
    const { project } = await apiJson<{ project: { id: number } }>(request, token, 'post', '/api/projects', {
      title,
      description: '<p>A pilot.</p>',
      category: 'research',
    });
    expect((await request.patch(`/api/projects/${project.id}/archive`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      200,
    );

    await page.goto(`/admin/projects?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    await page.getByLabel('Filter by archive').selectOption('true');
    await expect(page).toHaveURL(/archived=true/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Archived');
    await expect(row.getByRole('button', { name: `Archive Project: ${title}` })).toHaveCount(0);
    await screenshots(page, 'projects-archived');
    await row.getByRole('button', { name: `Restore Project: ${title}` }).click();
    await expect(page.getByText(PROJECT_MESSAGES.unarchived)).toBeVisible();
    await expect(row).toBeHidden();
    await page.getByLabel('Filter by archive').selectOption('all');
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `Archive Project: ${title}` })).toBeVisible();

    const pub = await page.context().newPage();
    await pub.goto(`/research?q=${encodeURIComponent(title)}`);
    await expect(pub.getByRole('heading', { name: title })).toBeVisible();
    await pub.close();
  });
});
