import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { adminToken, auth, createJob, createPressRelease, marker } from './support/content';

/*
 * The viewer role is read-only staff (decision 33, docs/behaviour/back-office-access.md): an admin makes a
 * viewer, who signs in, opens every content section with its list and View dialog and finds no write
 * control; admin-only and personal-data addresses show a notice; the API answers the viewer's writes 403.
 */
const PASSWORD = 'Viewer-pass-123';

/** The content sections a viewer opens: address and page heading. */
const SECTIONS: ReadonlyArray<[string, string]> = [
  ['/admin', 'Dashboard'],
  ['/admin/articles', 'News & Articles'],
  ['/admin/newsletters', 'Newsletters'],
  ['/admin/projects', 'Projects'],
  ['/admin/publications', 'Publications'],
  ['/admin/events', 'Events'],
  ['/admin/gallery', 'Gallery'],
  ['/admin/media', 'Media library'],
  ['/admin/jobs', 'Jobs'],
  ['/admin/team', 'Team'],
  ['/admin/partners', 'Partners'],
  ['/admin/press', 'Press Releases'],
  ['/admin/awards', 'Awards'],
  ['/admin/countries', 'Countries'],
  ['/admin/field-sites', 'Field Sites'],
];
/** Any control that would change something. */
const WRITE_CONTROL = /^(Add|New|Create|Write|Edit|Delete|Publish|Upload|Move|Restore|Archive|History|Save|Reorder)\b/;

async function createViewer(request: APIRequestContext) {
  const email = `viewer-${marker('v').replace(/\W+/g, '-').toLowerCase()}@e2e.example.org`;
  const res = await request.post('/api/users', {
    headers: auth(await adminToken(request)),
    data: { name: 'Vera Viewer', email, role: 'viewer', status: 'active', password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).user.id as number, email, password: PASSWORD };
}

async function expectNoWriteControl(scope: ReturnType<Page['locator']>, where: string) {
  await expect(scope.getByRole('button', { name: WRITE_CONTROL }), where).toHaveCount(0);
  await expect(scope.getByRole('link', { name: WRITE_CONTROL }), where).toHaveCount(0);
}

test.describe('the viewer role: read-only staff', () => {
  // One after another in one worker, sharing what beforeAll makes (with `fullyParallel` it would run for every test).
  test.describe.configure({ mode: 'default' });
  test.describe.configure({ timeout: 180_000 });
  let viewer: { id: number; email: string; password: string };
  const job = marker('Viewer job');
  const press = marker('Viewer press');

  test.beforeAll(async ({ request }) => {
    viewer = await createViewer(request);
    const token = await adminToken(request);
    await createJob(request, token, { title: job });
    await createPressRelease(request, token, { title: press });
  });
  test.afterAll(async ({ request }) => {
    await request.delete(`/api/users/${viewer.id}`, { headers: auth(await adminToken(request)) });
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px: every content section reads, with no write control; notices at other addresses`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, viewer);
      const sections = width === 1280 ? SECTIONS : SECTIONS.slice(0, 9);
      for (const [path, heading] of sections) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByText(/Read-only access/)).toBeVisible();
        // Wait for the list (or its empty state) before looking for controls.
        await expect(main.getByText(/^Loading/)).toHaveCount(0);
        await expectNoWriteControl(main, path);
        const view = main.getByRole('button', { name: /^(View|Details of)/ }).first();
        if ((await view.count()) > 0 && path !== '/admin') {
          await view.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          await expectNoWriteControl(dialog, `${path} View dialog`);
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
        }
      }
      // The items made for this test are readable in their View dialogs.
      await page.goto(`/admin/jobs?search=${encodeURIComponent(job)}`);
      await page.getByRole('button', { name: new RegExp(`^View.*${job}`) }).click();
      await expect(page.getByRole('dialog')).toContainText(job);
      await expectNoWriteControl(page.getByRole('dialog'), 'job View dialog');
      if (width === 1280) await expectAccessible(page, 'job View dialog for a viewer');
      await page.keyboard.press('Escape');

      await page.goto('/admin/settings');
      await expect(page.getByRole('alert')).toContainText('Administrators only');
      await page.goto('/admin/inquiries');
      await expect(page.getByRole('alert')).toContainText('Not for your role');
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  }

  test('the sidebar hides admin-only and personal-data sections, passes axe and works by keyboard', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, viewer);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const [, heading] of SECTIONS) await expect(nav.getByRole('link', { name: heading, exact: true })).toBeVisible();
    for (const hidden of ['Users', 'Site settings', 'Figures', 'Audit log', 'Redirects', 'Outbox', 'Inquiries', 'Trash']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('complementary', { name: 'Back office' }).getByText('Viewer', { exact: true })).toBeVisible();
    await expectAccessible(page, 'viewer dashboard');

    // Tab to the Jobs link and follow it with Enter.
    const jobs = nav.getByRole('link', { name: 'Jobs', exact: true });
    for (let i = 0; i < 40 && !(await jobs.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(jobs).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('main').getByText(job)).toBeVisible();
    await expectAccessible(page, 'viewer jobs list');
  });

  test("the API answers the viewer's writes 403 and changes nothing", async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: viewer.email, password: viewer.password } });
    expect(login.status()).toBe(200);
    const headers = auth((await login.json()).data.tokens.accessToken as string);
    const before = await (await request.get(`/api/jobs?search=${encodeURIComponent(job)}`)).json();
    const writes: Array<[string, string]> = [
      ['post', '/api/jobs'],
      ['put', `/api/jobs/${before.jobs[0].id}`],
      ['post', '/api/team'],
      ['post', '/api/partners'],
      ['post', '/api/press-releases'],
      ['post', '/api/awards'],
      ['put', '/api/figures/countries'],
      ['post', '/api/countries'],
      ['post', '/api/field-sites'],
      ['put', '/api/settings'],
    ];
    for (const [method, url] of writes) {
      const res = await request.fetch(url, { method, headers, data: { title: 'Changed by a viewer', name: 'Changed by a viewer' } });
      expect(res.status(), `${method} ${url}`).toBe(403);
    }
    expect((await request.get('/api/inquiries', { headers })).status()).toBe(403);
    const after = await (await request.get(`/api/jobs?search=${encodeURIComponent(job)}`)).json();
    expect(after.jobs.map((j: { title: string }) => j.title)).toEqual([job]);
  });

  test('a viewer keeps their own profile: the name saves, and there is no avatar upload', async ({ page, signIn }) => {
    await signIn(page, viewer);
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Avatar', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).fill('Vera V. Viewer');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Back office' }).getByText('Vera V. Viewer')).toBeVisible();
    await expectAccessible(page, 'viewer profile');
  });
});
