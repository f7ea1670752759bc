import type { Page } from '@playwright/test';
import { afterRefusedSubmit, expect, expectAccessible, test } from './support/fixtures';
import { E2E_ADMIN } from './support/server';
import { loginAt, ownServer } from './support/own-server';

/**
 * Site settings (/admin/settings, admins only): the centre's contact details, hours, map location,
 * social accounts and footer links, which every public page shows. They are one record for the whole
 * site, so this file changes them on a server of its own: on the shared one, every other spec's pages
 * would change under it. A fresh install has the centre's details from the start-up data step.
 */
// The tests of this file run one after another in one worker and share the file's own server: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
const server = ownServer();

async function api(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const login = (credentials: { email: string; password: string }) => loginAt(server.url, credentials);

async function signInAs(page: Page, token: string) {
  await page.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
}

/** The home page's organisation data (JSON-LD) as served. */
async function organisationLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b['@type'] === 'ResearchOrganization');
}

test('an admin changes the phone number: the footer, the contact page and the home page JSON-LD show it on the next request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await login(E2E_ADMIN);
  await signInAs(page, token);

  // A fresh install already has the centre's details (the data step), so the footer works.
  const stored = (await api('GET', '/api/settings')).json.settings as { phones: Array<{ number: string }> };
  const before = stored.phones[0]!.number;
  await page.goto(`${server.url}/`);
  await expect(page.locator('footer').getByRole('link', { name: before })).toBeVisible();

  await page.goto(`${server.url}/admin/settings`);
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Site settings' });
  for (const section of [
    'Address',
    'Phone numbers',
    'Email addresses',
    'Office hours',
    'Map location',
    'Social accounts',
    'Footer links',
  ]) {
    await expect(form.getByRole('heading', { name: section, level: 2, exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Number', { exact: true })).toHaveValue(before);
  await expectAccessible(page, 'settings');

  // The shared schema's messages, on the fields they are about; nothing is saved.
  await form.getByLabel('Building', { exact: true }).fill('');
  await form.getByLabel('Number', { exact: true }).fill('call us');
  await form.getByLabel('Latitude').fill('91');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await afterRefusedSubmit(page);
  await expect(form.getByText('Building is required')).toBeVisible();
  await expect(form.getByText('Phone number may hold only digits')).toBeVisible();
  await expect(form.getByText('Latitude must be a number from -90 to 90')).toBeVisible();
  await expect(form.getByLabel('Building', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Building', { exact: true })).toBeFocused();
  await expectAccessible(page, 'settings errors');
  expect(((await api('GET', '/api/settings')).json.settings as { phones: Array<{ number: string }> }).phones[0]!.number).toBe(before);

  // Put them right, change the number, add a row of hours and a second phone, drop a footer link.
  const phone = `+256 700 ${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await form.getByLabel('Building', { exact: true }).fill('Research House, Mulago Hill');
  await form.getByLabel('Number', { exact: true }).fill(phone);
  await form.getByLabel('Latitude').fill('0.3376');
  await form.getByRole('button', { name: 'Add hours' }).click();
  await expect(form.getByLabel('Days', { exact: true }).last()).toBeFocused();
  await page.keyboard.type('Public holidays');
  await form.getByLabel('Hours', { exact: true }).last().fill('Closed');
  await form.getByRole('button', { name: 'Remove link 1' }).click();
  // Saved from the keyboard: Enter in a field submits the form.
  await form.getByLabel('Marker label').press('Enter');
  await expect(page.getByText('Settings saved')).toBeVisible();

  const saved = (await api('GET', '/api/settings')).json.settings as {
    address: { building: string };
    phones: Array<{ number: string }>;
    officeHours: Array<{ days: string }>;
  };
  expect(saved.phones[0]!.number).toBe(phone);
  expect(saved.address.building).toBe('Research House, Mulago Hill');
  expect(saved.officeHours.at(-1)!.days).toBe('Public holidays');

  // The next request of each page shows the new number.
  const tel = `tel:${phone.replace(/\s/g, '')}`;
  await page.goto(`${server.url}/`);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', tel);
  await expect(footer.getByText('Research House, Mulago Hill')).toBeVisible();
  await expect(footer.getByRole('link', { name: before })).toHaveCount(0);
  expect((await organisationLd(page))?.telephone).toBe(phone);

  await page.goto(`${server.url}/contact`);
  const details = page.locator('#contact-details');
  await expect(details.getByRole('link', { name: phone })).toHaveAttribute('href', tel);
  await expect(details.getByText('Public holidays')).toBeVisible();

  await page.goto(`${server.url}/privacy`);
  await expect(page.getByText(phone).first()).toBeVisible();
});

test('the form at phone width, and editors see that the section is for administrators', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await login(E2E_ADMIN);
  await signInAs(page, admin);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.url}/admin/settings`);
  const form = page.getByRole('form', { name: 'Site settings' });
  await expect(form.getByLabel('Building', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'settings phone');

  const email = `editor-${Date.now().toString(36)}@e2e.example.org`;
  const created = await api('POST', '/api/users', admin, { name: 'Eddie Editor', email, role: 'editor', password: 'Editor-pass-123' });
  expect(created.status).toBe(201);
  const editor = await login({ email, password: 'Editor-pass-123' });
  const context = await page.context().browser()!.newContext();
  const editorPage = await context.newPage();
  await editorPage.addInitScript((t) => window.localStorage.setItem('accessToken', t), editor);
  await editorPage.goto(`${server.url}/admin/settings`);
  await expect(editorPage.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await expect(editorPage.getByRole('form', { name: 'Site settings' })).toHaveCount(0);
  await expect(editorPage.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Site settings' })).toHaveCount(0);
  // And the API refuses the editor whatever the page shows.
  const current = (await api('GET', '/api/settings')).json.settings;
  expect((await api('PUT', '/api/settings', editor, current)).status).toBe(403);
  await context.close();
});
