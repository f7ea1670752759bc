import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MESSAGES } from '@mnch/shared';
import { stayUpdatedAreas } from '../app/content/get-involved';
import { adminToken, subscribersNamed } from './support/content';
import { afterRefusedSubmit, expect, expectAccessible, test } from './support/fixtures';

/** The get involved page: the four ways in, quick links, and the two dialogs stored through the API. */

let seq = 0;
const marker = () =>
  `gi${Date.now().toString(36)}${process.pid.toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function storedInquiries(request: APIRequestContext, kind: string, email: string) {
  const token = await adminToken(request);
  const res = await request.get(`/api/inquiries?kind=${kind}&search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).inquiries as Array<Record<string, unknown>>;
}

/**
 * Opens /get-involved and the dialog of its `way` (the first link of that name), and sends it empty with
 * `button`: the name and the email are asked for. The dialog.
 */
async function sendEmpty(page: Page, way: 'Get in Touch' | 'Stay Updated', button: string): Promise<Locator> {
  await page.goto('/get-involved');
  await page.locator('#main-content').getByRole('link', { name: way }).first().click();
  const dialog = page.getByRole('dialog', { name: way });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  return dialog;
}

test.describe('get involved', () => {
  test('cards and quick links lead to partners, jobs, events and the Get in Touch dialog', async ({ page }) => {
    await page.goto('/get-involved');
    await expectAccessible(page, 'get involved');
    const ways = page.locator('#ways');
    await expect(ways.getByRole('link', { name: 'Partner with us' })).toHaveAttribute('href', '/partners');
    await expect(ways.getByRole('link', { name: 'See careers' })).toHaveAttribute('href', '/jobs');
    await expect(ways.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link', { name: 'Partnerships' })).toHaveAttribute('href', '/partners');
    await expect(quick.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/jobs');
    await expect(quick.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');

    const opener = quick.getByRole('link', { name: 'Get in Touch' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Get in Touch' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();

    await ways.getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page.getByRole('dialog', { name: 'Get in Touch' })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Cancel' }).click();

    await ways.getByRole('link', { name: 'See careers' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('Get in Touch: client validation, then stored as get-involved with the success toast', async ({ page, request }) => {
    const dialog = await sendEmpty(page, 'Get in Touch', 'Send message');
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await afterRefusedSubmit(page);
    await dialog.getByLabel(/^Email address/).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expectAccessible(page, 'get in touch with errors');

    const email = `${marker()}@example.org`;
    await dialog.getByLabel(/^Full name/).fill('Partner Person');
    await dialog.getByLabel(/^Email address/).fill(email);
    await dialog.getByLabel(/^Organization/).fill('Partner Org');
    await dialog.getByLabel(/^Area of interest/).selectOption('volunteer');
    await dialog.getByLabel(/^Message/).fill('We would like to volunteer at your next event.');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await storedInquiries(request, 'get-involved', email)).toEqual([
      expect.objectContaining({
        kind: 'get-involved',
        name: 'Partner Person',
        organization: 'Partner Org',
        interest: 'volunteer',
        message: 'We would like to volunteer at your next event.',
      }),
    ]);
  });

  test('Stay Updated: validation, then a pending subscription with its interests', async ({ page, request }) => {
    const dialog = await sendEmpty(page, 'Stay Updated', 'Subscribe');
    await expectAccessible(page, 'stay updated');
    const email = `${marker()}@example.org`;
    await dialog.getByLabel(/^Email address/).fill(email);
    await dialog.getByLabel(/^Full name/).fill('Curious Reader');
    await dialog.getByLabel(stayUpdatedAreas[0]).check();
    await dialog.getByLabel(stayUpdatedAreas[1]).check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(MESSAGES.subscribe.toastSuccess, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await subscribersNamed(request, email.split('@')[0]!)).filter((s) => s.email === email)).toEqual([
      expect.objectContaining({ status: 'pending', source: 'get-involved', interests: [stayUpdatedAreas[0], stayUpdatedAreas[1]] }),
    ]);
    expect(await storedInquiries(request, 'stay-updated', email)).toEqual([]);
  });

  test('phone: cards and both dialogs at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/get-involved');
    await expectAccessible(page, 'phone get involved');
    await page.locator('#ways').getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page.getByRole('dialog', { name: 'Get in Touch' })).toBeVisible();
    await expectAccessible(page, 'phone get in touch');
    await page.keyboard.press('Escape');
    await page.locator('#main-content').getByRole('link', { name: 'Stay Updated' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Stay Updated' })).toBeVisible();
    await expectAccessible(page, 'phone stay updated');
  });
});
