import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { MESSAGES, SUBSCRIBER_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';
import { newEditor } from './support/admin-helpers';
import { adminToken, marker, subscribersNamed } from './support/content';

/**
 * Newsletter subscribers end to end (docs/behaviour/subscribers.md), without a mail server (the e2e
 * server has no SMTP_URL): a visitor subscribes in the footer, the admin reads the confirmation mail in
 * the Outbox, the visitor confirms with its link, the welcome's link unsubscribes, and the Subscribers
 * screen shows each state, searches, filters, exports and removes.
 */

/** The path of the first link to `pattern` in the Outbox message to `email` whose subject contains `subject`. */
async function linkInOutbox(page: Page, email: string, subject: string, pattern: RegExp): Promise<string> {
  await page.goto('/admin/outbox');
  const row = page.getByRole('region', { name: 'Outbox' }).getByRole('row').filter({ hasText: email }).filter({ hasText: subject });
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: /^View message/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`To ${email}`);
  const text = (await dialog.locator('pre').textContent()) ?? '';
  const path = pattern.exec(text)?.[0];
  expect(path, 'the message carries the link').toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return path!;
}

async function visitorPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const masked = (email: string) => `${email[0]}•••@e2e.example.org`;

for (const width of [1280, 375]) {
  test(`at ${width} px: footer → confirmation mail in the Outbox → confirm page → welcome's unsubscribe page, each state on the Subscribers screen`, async ({
    page,
    browser,
    signIn,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const local = marker('sub');
    const email = `${local}@e2e.example.org`;

    // A visitor subscribes in the footer.
    const visitor = await visitorPage(browser, width);
    await visitor.goto('/about');
    await waitForHydration(visitor);
    const footer = visitor.getByRole('contentinfo').getByRole('form');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(MESSAGES.subscribe.success)).toBeVisible();

    // The admin sees the pending subscriber and the confirmation mail.
    await signIn(page);
    await page.goto(`/admin/subscribers?search=${local}`);
    const row = page.getByRole('region', { name: 'Subscribers' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('footer');
    const confirmPath = await linkInOutbox(page, email, 'Confirm your subscription', /\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/);

    // The link's page asks first (mail scanners follow links); the button confirms, by keyboard.
    const opened = await visitor.goto(confirmPath);
    expect(opened!.status()).toBe(200);
    expect(opened!.headers()['cache-control']).toBe('no-store');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expect(visitor.getByText(masked(email))).toBeVisible();
    await expect(visitor.getByText(email)).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectAccessible(visitor, `confirm page ${width}`);
    await visitor.getByRole('button', { name: 'Confirm my subscription' }).focus();
    await visitor.keyboard.press('Enter');
    await expect(visitor.locator('#main-content').getByRole('status')).toHaveText(SUBSCRIBER_MESSAGES.confirmed);
    await expectAccessible(visitor, `confirm page done ${width}`);

    await page.goto(`/admin/subscribers?search=${local}`);
    await expect(row).toContainText('Confirmed');

    // Used once: the link now says so, with the way to subscribe again.
    const again = await visitor.goto(confirmPath);
    expect(again!.status()).toBe(410);
    await expect(visitor.locator('#main-content').getByRole('alert')).toHaveText(SUBSCRIBER_MESSAGES.linkUnusable);
    await expect(visitor.getByRole('link', { name: 'Subscribe on the newsletter page' })).toHaveAttribute('href', '/newsletter#subscribe');
    await expectAccessible(visitor, `confirm page unusable ${width}`);

    // The welcome carries the unsubscribe link; its page asks, then unsubscribes.
    const unsubscribePath = await linkInOutbox(page, email, 'Welcome', /\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    await visitor.goto(unsubscribePath);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeVisible();
    await expect(visitor.getByText(masked(email))).toBeVisible();
    await expectAccessible(visitor, `unsubscribe page ${width}`);
    await visitor.getByRole('button', { name: 'Unsubscribe' }).focus();
    await visitor.keyboard.press('Enter');
    await expect(visitor.locator('#main-content').getByRole('status')).toHaveText(SUBSCRIBER_MESSAGES.unsubscribed);
    await expect(visitor.getByRole('link', { name: 'Subscribe on the newsletter page' })).toBeVisible();
    await expectAccessible(visitor, `unsubscribe page done ${width}`);

    await page.goto(`/admin/subscribers?search=${local}`);
    await expect(row).toContainText('Unsubscribed');
    await expectAccessible(page, `subscribers ${width}`);

    // An unknown unsubscribe link changes nothing and says so.
    const unknown = await visitor.goto(`/unsubscribe/${'x'.repeat(43)}`);
    expect(unknown!.status()).toBe(410);
    await expect(visitor.locator('#main-content').getByRole('alert')).toHaveText(SUBSCRIBER_MESSAGES.unsubscribeLinkUnusable);
    await visitor.context().close();
  });
}

test('the Subscribers screen: figures, search, status filter, CSV export (formula-safe) and remove, by keyboard', async ({
  page,
  signIn,
  request,
}) => {
  test.setTimeout(120_000);
  const m = marker('subs');
  const formula = `=SUM(1) ${m}`;
  for (const [i, data] of [
    { name: formula, organization: 'Clinic One', source: 'media' },
    { name: `Reader ${m}`, organization: 'Clinic Two', source: 'newsletter' },
  ].entries()) {
    const res = await request.post('/api/newsletter/subscribe', { data: { email: `${m}-${i}@e2e.example.org`, ...data } });
    expect(res.status()).toBe(202);
  }
  await signIn(page);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Subscriber figures' });
  for (const label of ['Confirmed', 'Pending', 'Unsubscribed', 'All addresses'])
    await expect(figures.getByRole('group', { name: label })).toBeVisible();

  // Search (typed, debounced into the address) and filter.
  await page.getByLabel('Search subscribers').fill(m);
  await expect(page).toHaveURL(new RegExp(`search=${m}`));
  const table = page.getByRole('region', { name: 'Subscribers' });
  await expect(table.getByRole('row').filter({ hasText: m })).toHaveCount(2);
  // Newest first.
  await expect(table.getByRole('row').filter({ hasText: m }).first()).toContainText(`Reader ${m}`);
  await page.getByLabel('Filter by status').selectOption('confirmed');
  await expect(page.getByText('No subscriber matches the search or filter.')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('pending');
  await expect(table.getByRole('row').filter({ hasText: m })).toHaveCount(2);
  await page.getByLabel('Search subscribers').fill('Clinic One');
  await expect(table.getByRole('row').filter({ hasText: m })).toHaveCount(1);
  await page.getByLabel('Search subscribers').fill(m);
  await expect(table.getByRole('row').filter({ hasText: m })).toHaveCount(2);
  await expectAccessible(page, 'subscribers filtered');

  // The export holds the current filter, formula-safe.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(csv[0]).toBe('Email,Name,Organisation,Status,Source,Subscribed,Interests');
  expect(csv).toHaveLength(3);
  expect(csv.find((line) => line.startsWith(`${m}-0@`))).toContain(`,'${formula},Clinic One,Pending,media,`);

  // Remove, from the keyboard, with its confirmation; Cancel first changes nothing.
  const target = table.getByRole('row').filter({ hasText: `${m}-0@` });
  const remove = target.getByRole('button', { name: `Delete subscriber: ${m}-0@e2e.example.org` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove subscriber' });
  await expect(dialog).toContainText(`${m}-0@e2e.example.org`);
  await expectAccessible(page, 'remove subscriber dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SUBSCRIBER_MESSAGES.deleted).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: m })).toHaveCount(1);
  expect((await subscribersNamed(request, m)).map((s) => s.email)).toEqual([`${m}-1@e2e.example.org`]);
});

test('an editor reaches the Subscribers screen from the navigation', async ({ page, signIn, request }) => {
  const editor = await newEditor(request, await adminToken(request), marker('ed'));
  await signIn(page, editor);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Subscribers', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expectAccessible(page, 'subscribers editor');
});
