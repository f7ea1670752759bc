import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.tokens.accessToken as string;
}

/** The four figures as the API gives them now. */
async function apiFigures(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const total = async (path: string, params: Record<string, string> = {}) => {
    const body = await (await request.get(path, { headers: auth, params })).json();
    return (body.total ?? body.pagination?.total) as number;
  };
  const stats = await (await request.get('/api/subscribers/stats', { headers: auth })).json();
  return {
    'Active Projects': await total('/api/projects', { status: 'active', limit: '1' }),
    'Published Articles': await total('/api/articles', { status: 'published', limit: '1' }),
    'Total Publications': await total('/api/publications/statistics'),
    // Subscribers: the confirmed ones (double opt-in).
    Subscribers: stats.confirmed as number,
  };
}

async function shownFigure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('group', { name: label });
  await expect(card.getByText('Loading')).toHaveCount(0);
  const text = (await card.locator('p').nth(1).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

for (const width of [1280, 375]) {
  test(`dashboard at ${width} px: the figures match the API, System Status from /api/health, quick actions and recent activity`, async ({
    page,
    signIn,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const token = await adminToken(request);
    // A fresh subscriber and inquiry, so the counts and lists are not trivially empty.
    const t = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    expect((await request.post('/api/newsletter/subscribe', { data: { email: `dash-${t}@e2e.example.org` } })).ok()).toBe(true);
    expect(
      (
        await request.post('/api/inquiries', {
          data: { kind: 'stay-updated', name: `Dash Visitor ${t}`, email: `dash-${t}@e2e.example.org` },
        })
      ).ok(),
    ).toBe(true);

    await signIn(page);
    await page.goto('/admin');
    // Other tests may change the data meanwhile: compare with what the API says right after the page loaded.
    await expect(async () => {
      await page.reload();
      const shown: Record<string, number> = {};
      for (const label of ['Active Projects', 'Published Articles', 'Total Publications', 'Subscribers'])
        shown[label] = await shownFigure(page, label);
      expect(shown).toEqual(await apiFigures(request, token));
    }).toPass({ timeout: 45_000 });

    const health = await (await request.get('/api/health')).json();
    expect(health).toMatchObject({ database: 'ok', storage: 'ok' });
    const status = page.getByRole('region', { name: 'System Status' });
    await expect(status).toContainText('Online');
    await expect(status).toContainText('Connected');
    await expect(status).toContainText('Active');

    const inquiries = page.getByRole('region', { name: 'Recent Inquiries' });
    await expect(inquiries).toContainText(`Dash Visitor ${t}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByRole('region', { name: 'Latest Articles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming Events' })).toBeVisible();
    await expectAccessible(page, `dashboard ${width}`);

    const quick = page.getByRole('region', { name: 'Quick Actions' });
    for (const [name, href] of [
      ['Add Project', '/admin/projects?new=1'],
      ['Write Article', '/admin/articles?new=1'],
      ['Upload Publication', '/admin/publications?new=1'],
      ['Schedule Event', '/admin/events?new=1'],
    ] as const) {
      await expect(quick.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
    await quick.getByRole('link', { name: /Write Article/ }).click();
    await expect(page).toHaveURL(/\/admin\/articles\?new=1$/);

    await page.goto('/admin');
    await inquiries.getByRole('link', { name: 'All inquiries' }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
  });
}

test('the dashboard shows an editor the Subscribers figure too', async ({ page, signIn, request }) => {
  const token = await adminToken(request);
  const t = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `Dash Editor ${t}`, email: `dash-editor-${t}@e2e.example.org`, role: 'editor', password: 'Start-pass-123' },
  });
  expect(res.status()).toBe(201);
  await signIn(page, { email: `dash-editor-${t}@e2e.example.org`, password: 'Start-pass-123' });
  await page.goto('/admin');
  const confirmed = (await (await request.get('/api/subscribers/stats', { headers: { Authorization: `Bearer ${token}` } })).json())
    .confirmed;
  await expect(page.getByRole('group', { name: 'Subscribers' }).getByText('Loading')).toHaveCount(0);
  expect(await shownFigure(page, 'Subscribers')).toBe(confirmed);
  await expect(page.getByRole('group', { name: 'Active Projects' }).getByText('Loading')).toHaveCount(0);
  await expectAccessible(page, 'dashboard editor');
});

for (const width of [1280, 375]) {
  test(`Needs attention at ${width} px: a new draft and a scheduled article are listed, and each opens its form by keyboard`, async ({
    page,
    signIn,
    request,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await signIn(page);
    const auth = { Authorization: `Bearer ${token}` };
    const m = `${width}-${Date.now().toString(36)}`;
    const draft = `Waiting draft ${m}`;
    const later = `Waiting scheduled ${m}`;
    // Soon, so that items other tests schedule later do not push it out of the first five.
    const goLive = new Date(Date.now() + 3 * 60_000).toISOString();
    for (const data of [
      { title: draft, status: 'draft' },
      { title: later, status: 'scheduled', scheduledDate: goLive },
    ]) {
      const res = await request.post('/api/articles', {
        headers: auth,
        data: { kind: 'article', category: 'Partnership', content: '<p>Waiting.</p>', ...data },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Needs attention' });
    const drafts = panel.getByRole('region', { name: /^Drafts/ });
    // (Other tests write drafts meanwhile: the count is not pinned, the new draft is the newest.)
    await expect(drafts.getByRole('heading')).toContainText(/Drafts\D*[1-9]/);
    await expect(drafts.getByRole('link', { name: draft })).toBeVisible();
    const scheduled = panel.getByRole('region', { name: /^Scheduled/ });
    await expect(scheduled.getByRole('link', { name: later })).toBeVisible();
    await expect(panel.getByRole('region', { name: /^Unread inquiries/ })).toBeVisible();
    await expect(panel.getByRole('region', { name: /^Failed mail/ })).toBeVisible();
    await expectAccessible(page, 'dashboard with Needs attention');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`needs-attention-${width}.png`), fullPage: true });

    // By keyboard: the draft's link opens its form.
    await drafts.getByRole('link', { name: draft }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/articles/);
    await expect(page.getByRole('dialog', { name: 'Edit Article' }).getByLabel('Title', { exact: true })).toHaveValue(draft);
  });
}
