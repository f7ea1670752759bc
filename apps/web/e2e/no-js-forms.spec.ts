import { rmSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { INQUIRY_MESSAGES, MESSAGES } from '@mnch/shared';
import { apiJson, unique } from './support/admin-helpers';
import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * Public forms before and without scripts (docs/no-script.md): the contact form and the newsletter's
 * subscription forms post to their page's action, which stores through the same REST route, shows
 * the same errors next to the fields, and redirects after success; no personal data reaches the
 * address or the server's log.
 */

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return (await res.json()).data.tokens.accessToken as string;
}

/** The inquiries whose text contains `term`, as the back office finds them. */
async function inquiriesWith(request: APIRequestContext, term: string): Promise<Array<{ subject: string | null; email: string }>> {
  const token = await adminToken(request);
  const list = await apiJson<{ inquiries: Array<{ subject: string | null; email: string }> }>(request, token, 'get', `/api/inquiries?search=${encodeURIComponent(term)}`);
  return list.inquiries;
}

/** The accounts (subscribers included) with this email address. */
async function accountsWith(request: APIRequestContext, email: string): Promise<Array<{ email: string; name: string; interests: string[] }>> {
  const token = await adminToken(request);
  const list = await apiJson<{ data: { users: Array<{ email: string; name: string; interests: string[] }> } }>(
    request,
    token,
    'get',
    `/api/users/all?search=${encodeURIComponent(email)}`,
  );
  return list.data.users.filter((u) => u.email === email);
}

/** Nothing the visitor typed is in the address. */
function expectNoPersonalData(page: Page, ...typed: string[]) {
  const address = decodeURIComponent(page.url());
  for (const value of typed) expect(address).not.toContain(value);
}

async function fillContact(page: Page, values: { first: string; last: string; email: string; subject: string; message: string }) {
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel('First name').fill(values.first);
  await form.getByLabel('Last name').fill(values.last);
  await form.getByLabel('Email address').fill(values.email);
  await form.getByLabel('Subject').fill(values.subject);
  await form.getByLabel('Message').fill(values.message);
  return form;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form shows its errors next to the fields, then stores the message once', async ({ page, request }) => {
    const subject = unique('No-script contact');
    const email = `no-script-${Date.now()}@e2e.example.org`;
    await page.goto('/contact');
    let form = await fillContact(page, { first: 'Amina', last: '', email: 'not-an-email', subject, message: 'A question about the training programme.' });
    await form.getByRole('button', { name: 'Send message' }).click();

    form = page.getByRole('form', { name: 'Write to us' });
    await expect(form.getByText(INQUIRY_MESSAGES.lastNameRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.users.emailInvalid)).toBeVisible();
    await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    // The values typed come back.
    await expect(form.getByLabel('First name')).toHaveValue('Amina');
    await expect(form.getByLabel('Subject')).toHaveValue(subject);
    expectNoPersonalData(page, 'Amina', 'not-an-email', subject);
    expect(await inquiriesWith(request, subject)).toHaveLength(0);
    await expectAccessible(page, 'contact form with errors, no script');

    await form.getByLabel('Last name').fill('Nakato');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-confirmation')).toContainText(INQUIRY_MESSAGES.sent);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expectNoPersonalData(page, 'Amina', 'Nakato', email, subject);
    const stored = await inquiriesWith(request, subject);
    expect(stored).toEqual([expect.objectContaining({ subject, email })]);

    // A refresh shows the confirmation again and sends nothing.
    await page.reload();
    await expect(page.getByTestId('contact-confirmation')).toBeVisible();
    expect(await inquiriesWith(request, subject)).toHaveLength(1);
    // "Send another message" leads back to an empty form.
    await page.getByRole('link', { name: 'Send another message' }).click();
    await expect(page.getByTestId('contact-confirmation')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Write to us' }).getByLabel('Subject')).toHaveValue('');
  });

  test('the footer form subscribes from any page, and shows a wrong address on the newsletter page', async ({ page, request }) => {
    const email = `no-script-footer-${Date.now()}@e2e.example.org`;
    await page.goto('/about');
    let footer = page.getByRole('form', { name: 'Newsletter subscription' });
    // An address the browser's own check lets through (it checks only the shape) but the site refuses.
    await footer.getByLabel('Email address').fill('nobody@localhost');
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/newsletter#subscribe$/);
    const section = page.locator('#subscribe');
    await expect(section).toBeVisible();
    await expect(section.getByText(MESSAGES.users.emailInvalid)).toBeVisible();
    await expect(section.getByLabel('Email address')).toHaveValue('nobody@localhost');
    await expectAccessible(page, 'newsletter subscription with an error, no script');

    await page.goto('/about');
    footer = page.getByRole('form', { name: 'Newsletter subscription' });
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('subscribe-confirmation')).toHaveText(MESSAGES.subscribe.success);
    expectNoPersonalData(page, email);
    expect(await accountsWith(request, email)).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId('subscribe-confirmation')).toBeVisible();
    expect(await accountsWith(request, email)).toHaveLength(1);
  });

  test("the newsletter page's Subscribe opens its own form, which takes name, organisation and interests", async ({ page, request }) => {
    const email = `no-script-page-${Date.now()}@e2e.example.org`;
    await page.goto('/newsletter');
    const section = page.locator('#subscribe');
    await expect(section).toBeHidden();
    await page.getByRole('link', { name: 'Subscribe', exact: true }).click();
    await expect(section).toBeVisible();

    const form = section.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Program Updates').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByText(MESSAGES.users.nameRequired)).toBeVisible();
    await expect(section.getByLabel('Program Updates')).toBeChecked();
    expect(await accountsWith(request, email)).toHaveLength(0);

    await section.getByLabel('Full name').fill('Okello Peter');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('subscribe-confirmation')).toBeVisible();
    expectNoPersonalData(page, email, 'Okello');
    expect(await accountsWith(request, email)).toEqual([expect.objectContaining({ name: 'Okello Peter', interests: ['Program Updates'] })]);
    await expectAccessible(page, 'newsletter subscribed, no script');
  });
});

test.describe('before the scripts have run', () => {
  /** Holds every script of the page back until `release` (the window between the first paint and hydration). */
  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    return release;
  }

  test('the contact form posted before hydration is stored, with nothing personal in the address', async ({ page, request }) => {
    const release = await holdScripts(page);
    const subject = unique('Early contact');
    const email = `early-${Date.now()}@e2e.example.org`;
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = await fillContact(page, { first: 'Early', last: 'Bird', email, subject, message: 'Sent before the scripts arrived.' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-confirmation')).toBeVisible();
    expectNoPersonalData(page, email, subject, 'Early');
    expect(await inquiriesWith(request, subject)).toEqual([expect.objectContaining({ email })]);
    release();
  });

  test('the footer subscription posted before hydration is stored', async ({ page, request }) => {
    const release = await holdScripts(page);
    const email = `early-footer-${Date.now()}@e2e.example.org`;
    await page.goto('/team', { waitUntil: 'commit' });
    const footer = page.getByRole('form', { name: 'Newsletter subscription' });
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('subscribe-confirmation')).toBeVisible();
    expectNoPersonalData(page, email);
    expect(await accountsWith(request, email)).toHaveLength(1);
    release();
  });
});

test.describe("the server's log", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // Request lines are logged at "info" (the production default).
    server = await startServer({ env: { LOG_LEVEL: 'info' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  test('carries no field of a posted form and no query string', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.url, maxRedirects: 0 });
    const email = `log-check-${Date.now()}@e2e.example.org`;
    const secret = `Private message ${Date.now()} about my pregnancy`;
    const posts: Array<[string, Record<string, string>]> = [
      ['/contact', { _form: 'contact', kind: 'contact', firstName: 'Logan', lastName: 'Private', email, subject: 'Log check', message: secret }],
      ['/contact', { _form: 'contact', kind: 'contact', firstName: 'Logan', lastName: '', email: 'broken', subject: 'Log check', message: secret }],
      ['/newsletter', { _form: 'newsletter-email', email }],
      ['/newsletter', { _form: 'newsletter', email, name: 'Logan Private', organization: 'Private Clinic' }],
      [`/contact?email=${encodeURIComponent(email)}`, { _form: 'contact', kind: 'contact', email }],
    ];
    for (const [path, form] of posts) {
      const res = await request.post(path, { form });
      expect([303, 400], `${path} ${res.status()}`).toContain(res.status());
    }
    // A page with a search in its address is logged without it.
    expect((await request.get(`/events?search=${encodeURIComponent(email)}`)).status()).toBe(200);
    await request.dispose();

    const log = server.output();
    expect(log).toContain('"url":"/contact"');
    for (const value of [email, secret, 'Logan', 'Private', 'broken']) expect(log).not.toContain(value);
    expect(log).not.toMatch(/"url":"[^"]*\?[^…"]/);
  });
});
