import { rmSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { EVENT_MESSAGES, INQUIRY_MESSAGES, MESSAGES, PASSWORD_RESET_MESSAGES, SUBSCRIBER_MESSAGES } from '@mnch/shared';
import { stayUpdatedAreas } from '../app/content/get-involved';
import { apiJson, unique } from './support/admin-helpers';
import { DAY, createEventApi } from './support/events-admin';
import { E2E_ADMIN, expect, expectAccessible, isScript, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';
import { CONFIRM_LINK, UNSUBSCRIBE_LINK, linkFromOutbox, subscribersNamed } from './support/content';

/**
 * Public forms before and without scripts (docs/no-script.md, "Forms"): the contact form, the
 * newsletter's subscription forms, and the forms in dialogs (event registration and notifications, Get
 * in Touch, Stay Updated, the media page's subscription) post to their page's action, which stores
 * through the same REST route, shows the same errors next to the fields, and redirects after success;
 * a dialog's trigger is a link to the address the server renders with it open. No personal data
 * reaches the address or the server's log.
 */

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return (await res.json()).data.tokens.accessToken as string;
}

interface StoredInquiry {
  kind: string;
  name: string;
  email: string;
  subject: string | null;
  organization: string | null;
  interest: string | null;
  message: string | null;
  interests: string[];
}

/** The inquiries whose text contains `term`, as the back office finds them. */
async function inquiriesWith(request: APIRequestContext, term: string): Promise<StoredInquiry[]> {
  const token = await adminToken(request);
  const list = await apiJson<{ inquiries: StoredInquiry[] }>(request, token, 'get', `/api/inquiries?search=${encodeURIComponent(term)}`);
  return list.inquiries;
}

/** The registrations of an event, as the back office lists them. */
async function registrationsOf(
  request: APIRequestContext,
  eventId: number,
): Promise<Array<{ name: string; email: string; status: string }>> {
  const token = await adminToken(request);
  const list = await apiJson<{ registrations: Array<{ name: string; email: string; status: string }> }>(
    request,
    token,
    'get',
    `/api/events/${eventId}/registrations`,
  );
  return list.registrations;
}

/** An upcoming event with places left (a title of its own, to find it by). */
async function upcomingEvent(request: APIRequestContext, options: { requiresApproval?: boolean } = {}) {
  const title = unique('No-script event');
  const start = new Date(Date.now() + 30 * DAY);
  const event = await createEventApi(request, await adminToken(request), {
    title,
    startDate: start.toISOString(),
    endDate: start.toISOString(),
    capacity: 5,
    ...options,
  });
  return { id: event.id, slug: event.slug, title };
}

/** The newsletter subscribers with this email address (the back office's list). */
async function subscribersWith(request: APIRequestContext, email: string) {
  return (await subscribersNamed(request, email.split('@')[0]!)).filter((s) => s.email === email);
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
    let form = await fillContact(page, {
      first: 'Amina',
      last: '',
      email: 'not-an-email',
      subject,
      message: 'A question about the training programme.',
    });
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

  test('forgot password and a password link: the forms show their errors, then answer and refuse a used link', async ({
    page,
    request,
  }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill('not an address');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(MESSAGES.users.emailInvalid)).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('not an address');
    const email = `${unique('nojs').replace(/\W/g, '')}@e2e.example.org`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_MESSAGES.requested);
    // A link that is not (or no longer) one: the page says so, with the way to ask for another.
    await page.goto(`/reset-password/${'a'.repeat(43)}`);
    await page.getByLabel(/^New password/).fill('Brand-new-pass-9');
    await page.getByLabel('Confirm new password').fill('Brand-new-pass-9');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page.getByRole('alert')).toContainText(PASSWORD_RESET_MESSAGES.linkInvalid);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect((await request.post('/api/auth/login', { data: { email, password: 'Brand-new-pass-9' } })).status()).toBe(401);
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
    expect(await subscribersWith(request, email)).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId('subscribe-confirmation')).toBeVisible();
    expect(await subscribersWith(request, email)).toHaveLength(1);
  });

  test('the confirm and unsubscribe pages of the newsletter work: their button posts to the page', async ({ page, request }) => {
    const email = `no-script-confirm-${Date.now()}@e2e.example.org`;
    expect((await request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(202);
    await page.goto(await linkFromOutbox(request, email, 'Confirm your subscription', CONFIRM_LINK));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.locator('#main-content').getByRole('status')).toHaveText(SUBSCRIBER_MESSAGES.confirmed);
    expect(await subscribersWith(request, email)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    await expectAccessible(page, 'subscription confirmed, no script');

    await page.goto(await linkFromOutbox(request, email, 'Welcome', UNSUBSCRIBE_LINK));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.locator('#main-content').getByRole('status')).toHaveText(SUBSCRIBER_MESSAGES.unsubscribed);
    expect(await subscribersWith(request, email)).toEqual([expect.objectContaining({ status: 'unsubscribed' })]);
    await expectAccessible(page, 'unsubscribed, no script');
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
    expect(await subscribersWith(request, email)).toHaveLength(0);

    await section.getByLabel('Full name').fill('Okello Peter');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('subscribe-confirmation')).toBeVisible();
    expectNoPersonalData(page, email, 'Okello');
    expect(await subscribersWith(request, email)).toEqual([
      expect.objectContaining({ name: 'Okello Peter', interests: ['Program Updates'] }),
    ]);
    await expectAccessible(page, 'newsletter subscribed, no script');
  });
  test('event registration: Register is a link to the form the server renders, which shows its errors, then registers once', async ({
    page,
    request,
  }) => {
    test.slow(); // Two registrations, each a full page post and render.
    const event = await upcomingEvent(request);
    const email = `no-script-event-${Date.now()}@e2e.example.org`;
    await page.goto(`/events?q=${encodeURIComponent(event.title)}`);
    await page.getByRole('link', { name: `Register: ${event.title}` }).click();
    expect(new URL(page.url()).searchParams.get('event')).toBe(event.slug);
    const dialog = page.getByRole('dialog', { name: event.title });
    let form = dialog.getByRole('form', { name: 'Register for this event' });
    await form.getByLabel(/^Full name/).fill('Nakato Early');
    await form.getByLabel(/^Email address/).fill('not-an-email');
    await form.getByRole('button', { name: 'Confirm registration' }).click();

    form = page.getByRole('dialog', { name: event.title }).getByRole('form', { name: 'Register for this event' });
    await expect(form.getByText(MESSAGES.users.emailInvalid)).toBeVisible();
    await expect(form.getByLabel(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Nakato Early');
    await expect(form.getByLabel(/^Email address/)).toHaveValue('not-an-email');
    // The field refused takes focus.
    await expect(form.getByLabel(/^Email address/)).toBeFocused();
    expectNoPersonalData(page, 'Nakato', 'not-an-email');
    expect(await registrationsOf(request, event.id)).toHaveLength(0);
    await expectAccessible(page, 'event registration with errors, no script');

    await form.getByLabel(/^Full name/).fill('');
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(form.getByText(MESSAGES.users.nameRequired)).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toBeFocused();
    await expect(form.getByLabel(/^Email address/)).toHaveValue(email);
    expect(await registrationsOf(request, event.id)).toHaveLength(0);

    await form.getByLabel(/^Full name/).fill('Nakato Early');
    await form.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: EVENT_MESSAGES.registeredSuccess })).toBeVisible();
    await expect(dialog.getByTestId('event-seats')).toHaveText('1 / 5 registered');
    expect(new URL(page.url()).searchParams.get('registered')).toBe('1');
    expectNoPersonalData(page, 'Nakato', email);
    expect(await registrationsOf(request, event.id)).toEqual([
      expect.objectContaining({ name: 'Nakato Early', email, status: 'confirmed' }),
    ]);
    await expectAccessible(page, 'event registered, no script');

    // A refresh shows the message again and sends nothing.
    await page.reload();
    await expect(dialog.getByRole('status').filter({ hasText: EVENT_MESSAGES.registeredSuccess })).toBeVisible();
    expect(await registrationsOf(request, event.id)).toHaveLength(1);

    // Close, then the dialog's own Register Now: the same address again is answered as the first time, and takes no seat.
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('event')).toBe(false);
    await page
      .getByRole('list', { name: 'Browse events' })
      .getByRole('link', { name: `View details: ${event.title}` })
      .click();
    await dialog.getByRole('link', { name: 'Register Now' }).click();
    await form.getByLabel(/^Full name/).fill('Nakato Early');
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: EVENT_MESSAGES.registeredSuccess })).toBeVisible();
    await expect(dialog.getByTestId('event-seats')).toHaveText('1 / 5 registered');
    expectNoPersonalData(page, 'Nakato', email);
    expect(await registrationsOf(request, event.id)).toHaveLength(1);
    // Cancel leads back to the details.
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await page
      .getByRole('list', { name: 'Browse events' })
      .getByRole('link', { name: `View details: ${event.title}` })
      .click();
    await dialog.getByRole('link', { name: 'Register Now' }).click();
    await form.getByRole('link', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('form')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Register Now' })).toBeVisible();
  });

  test('event registration by keyboard, and one waiting for approval says so', async ({ page, request }) => {
    const event = await upcomingEvent(request, { requiresApproval: true });
    const email = `no-script-pending-${Date.now()}@e2e.example.org`;
    await page.goto(`/events?q=${encodeURIComponent(event.title)}`);
    await page.getByRole('link', { name: `Register: ${event.title}` }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: event.title }).getByRole('form', { name: 'Register for this event' });
    await expect(form).toBeVisible();
    // The form's first field takes focus as the page loads (autofocus, written by the server).
    await expect(form.getByLabel(/^Full name/)).toBeFocused();
    await page.keyboard.type('Okot Waiting');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Email address/)).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: EVENT_MESSAGES.pendingApproval })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('registered')).toBe('pending');
    expectNoPersonalData(page, 'Okot', email);
    expect(await registrationsOf(request, event.id)).toEqual([expect.objectContaining({ email, status: 'pending' })]);
  });

  test('event notifications: the link opens the dialog, whose form shows its errors, then subscribes once', async ({ page, request }) => {
    const email = `no-script-notify-${Date.now()}@e2e.example.org`;
    await page.goto('/events');
    await page.getByRole('link', { name: 'Subscribe to Event Notifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Event Notifications' });
    let form = dialog.getByRole('form', { name: 'Subscribe to Event Notifications' });
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel('Workshops').check();
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();

    form = page.getByRole('dialog').getByRole('form', { name: 'Subscribe to Event Notifications' });
    await expect(form.getByText(INQUIRY_MESSAGES.nameRequired)).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Email address/)).toHaveValue(email);
    await expect(form.getByLabel('Workshops')).toBeChecked();
    await expect(form.getByLabel('Webinars')).not.toBeChecked();
    expectNoPersonalData(page, email);
    expect(await subscribersWith(request, email)).toHaveLength(0);
    await expectAccessible(page, 'event notifications with errors, no script');

    await form.getByLabel(/^Full name/).fill('Auma Notified');
    await form.getByLabel('Webinars').check();
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText(MESSAGES.subscribe.success);
    expect(new URL(page.url()).searchParams.get('notified')).toBe('1');
    expectNoPersonalData(page, email, 'Auma');
    expect(await subscribersWith(request, email)).toEqual([
      expect.objectContaining({ status: 'pending', source: 'events', name: 'Auma Notified', interests: ['Workshop', 'Webinar'] }),
    ]);
    await page.reload();
    await expect(dialog.getByRole('status')).toContainText(MESSAGES.subscribe.success);
    expect(await subscribersWith(request, email)).toHaveLength(1);
    expect(await inquiriesWith(request, email)).toEqual([]);
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('get involved: Get in Touch shows its errors with the values typed, then stores the message once', async ({ page, request }) => {
    const email = `no-script-touch-${Date.now()}@e2e.example.org`;
    const message = unique('We would like to volunteer');
    await page.goto('/get-involved');
    await page.locator('#ways').getByRole('link', { name: 'Get in Touch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
    let form = dialog.getByRole('form', { name: 'Get in Touch' });
    await form.getByLabel(/^Full name/).fill('Opio Partner');
    await form.getByLabel(/^Email address/).fill('not-an-email');
    await form.getByLabel(/^Organization/).fill('Partner Org');
    await form.getByLabel(/^Area of interest/).selectOption('volunteer');
    await form.getByRole('button', { name: 'Send message' }).click();

    form = page.getByRole('dialog').getByRole('form', { name: 'Get in Touch' });
    await expect(form.getByText(INQUIRY_MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByText(INQUIRY_MESSAGES.messageRequired)).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Opio Partner');
    await expect(form.getByLabel(/^Organization/)).toHaveValue('Partner Org');
    await expect(form.getByLabel(/^Area of interest/)).toHaveValue('volunteer');
    expectNoPersonalData(page, 'Opio', 'not-an-email', 'Partner Org');
    expect(await inquiriesWith(request, 'Opio Partner')).toEqual([]);
    await expectAccessible(page, 'get in touch with errors, no script');

    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(/^Message/).fill(message);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('status')).toHaveText(INQUIRY_MESSAGES.sent);
    expectNoPersonalData(page, 'Opio', email, message);
    expect(await inquiriesWith(request, message)).toEqual([
      expect.objectContaining({
        kind: 'get-involved',
        name: 'Opio Partner',
        email,
        organization: 'Partner Org',
        interest: 'volunteer',
        message,
      }),
    ]);
    await expectAccessible(page, 'get in touch sent, no script');
    await page.reload();
    await expect(dialog.getByRole('status')).toHaveText(INQUIRY_MESSAGES.sent);
    expect(await inquiriesWith(request, message)).toHaveLength(1);
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('get involved: Stay Updated keeps the areas ticked, then subscribes with them once', async ({ page, request }) => {
    const email = `no-script-updated-${Date.now()}@e2e.example.org`;
    await page.goto('/get-involved');
    await page.locator('#main-content').getByRole('link', { name: 'Stay Updated' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Stay Updated' });
    let form = dialog.getByRole('form', { name: 'Stay Updated' });
    await form.getByLabel(/^Full name/).fill('Apio Reader');
    await form.getByLabel(stayUpdatedAreas[0]).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    form = page.getByRole('dialog').getByRole('form', { name: 'Stay Updated' });
    await expect(form.getByText(INQUIRY_MESSAGES.emailRequired)).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Apio Reader');
    await expect(form.getByLabel(stayUpdatedAreas[0])).toBeChecked();
    expectNoPersonalData(page, 'Apio');

    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(stayUpdatedAreas[1]).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('status')).toContainText(MESSAGES.subscribe.success);
    expectNoPersonalData(page, 'Apio', email);
    expect(await subscribersWith(request, email)).toEqual([
      expect.objectContaining({ status: 'pending', source: 'get-involved', interests: [stayUpdatedAreas[0], stayUpdatedAreas[1]] }),
    ]);
    await page.reload();
    expect(await subscribersWith(request, email)).toHaveLength(1);
    expect(await inquiriesWith(request, email)).toEqual([]);
    await expectAccessible(page, 'stay updated sent, no script');
  });

  test("the media page's subscribe dialog opens from its link, shows its errors, then subscribes once", async ({ page, request }) => {
    const local = `no-script-media-${Date.now()}`;
    const email = `${local}@e2e.example.org`;
    await page.goto('/media');
    await page.getByRole('link', { name: 'Subscribe to our newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    await dialog.getByLabel('Email address').fill('nobody@localhost');
    await dialog.getByLabel('Organization (optional)').fill('Media House');
    await dialog.getByLabel('Policy Developments').check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();

    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText(MESSAGES.users.emailInvalid)).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Email address')).toHaveValue('nobody@localhost');
    await expect(dialog.getByLabel('Organization (optional)')).toHaveValue('Media House');
    await expect(dialog.getByLabel('Policy Developments')).toBeChecked();
    expectNoPersonalData(page, 'nobody@localhost', 'Media House');
    expect(await subscribersWith(request, 'nobody@localhost')).toHaveLength(0);
    await expectAccessible(page, 'media subscribe with errors, no script');

    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Full name').fill('Akello Reader');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('status')).toHaveText(MESSAGES.subscribe.success);
    expectNoPersonalData(page, email, 'Akello', 'Media House');
    expect(await subscribersWith(request, email)).toEqual([
      expect.objectContaining({ name: 'Akello Reader', interests: ['Policy Developments'] }),
    ]);
    await page.reload();
    await expect(dialog.getByRole('status')).toHaveText(MESSAGES.subscribe.success);
    expect(await subscribersWith(request, email)).toHaveLength(1);
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#stay-informed')).toBeInViewport();
  });
});

test.describe('before the scripts have run', () => {
  /** Holds every script of the page back until `release` (the window between the first paint and hydration). */
  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isScript, async (route) => {
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

  test('an event registration opened and posted before hydration is stored, with nothing personal in the address', async ({
    page,
    request,
  }) => {
    const release = await holdScripts(page);
    const event = await upcomingEvent(request);
    const email = `early-event-${Date.now()}@e2e.example.org`;
    await page.goto(`/events?q=${encodeURIComponent(event.title)}`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: `Register: ${event.title}` }).click();
    const form = page.getByRole('dialog', { name: event.title }).getByRole('form', { name: 'Register for this event' });
    await form.getByLabel(/^Full name/).fill('Early Registrant');
    await form.getByLabel(/^Email address/).fill(email);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await form.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: EVENT_MESSAGES.registeredSuccess })).toBeVisible();
    expectNoPersonalData(page, email, 'Early');
    expect(await registrationsOf(request, event.id)).toEqual([expect.objectContaining({ email })]);
    release();
  });

  test('Get in Touch opened and posted before hydration is stored', async ({ page, request }) => {
    const release = await holdScripts(page);
    const message = unique('Early get in touch');
    const email = `early-touch-${Date.now()}@e2e.example.org`;
    await page.goto('/get-involved', { waitUntil: 'commit' });
    await page.locator('#ways').getByRole('link', { name: 'Get in Touch' }).click();
    const form = page.getByRole('dialog', { name: 'Get in Touch' }).getByRole('form', { name: 'Get in Touch' });
    await form.getByLabel(/^Full name/).fill('Early Partner');
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(/^Message/).fill(message);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(INQUIRY_MESSAGES.sent);
    expectNoPersonalData(page, email, message, 'Early');
    expect(await inquiriesWith(request, message)).toEqual([expect.objectContaining({ kind: 'get-involved', email })]);
    release();
  });

  test("the media page's subscription opened and posted before hydration is stored", async ({ page, request }) => {
    const release = await holdScripts(page);
    const email = `early-media-${Date.now()}@e2e.example.org`;
    await page.goto('/media', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Subscribe to our newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Full name').fill('Early Reader');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('status')).toHaveText(MESSAGES.subscribe.success);
    expectNoPersonalData(page, email, 'Early');
    expect(await subscribersWith(request, email)).toEqual([expect.objectContaining({ name: 'Early Reader' })]);
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
    expect(await subscribersWith(request, email)).toHaveLength(1);
    release();
  });
});

test.describe("the server's log", () => {
  // One after another in one worker, sharing what beforeAll makes (with `fullyParallel` it would run for every test).
  test.describe.configure({ mode: 'default' });
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
    const start = new Date(Date.now() + 30 * DAY).toISOString();
    const event = await createEventApi(request, await adminToken(request), {
      // Its slug is in the registration's address: a title of none of the words the checks look for.
      title: 'Server log event',
      startDate: start,
      endDate: start,
      capacity: 5,
    });
    const posts: Array<[string, Record<string, string>, number]> = [
      [
        '/contact',
        { _form: 'contact', kind: 'contact', firstName: 'Logan', lastName: 'Private', email, subject: 'Log check', message: secret },
        303,
      ],
      [
        '/contact',
        { _form: 'contact', kind: 'contact', firstName: 'Logan', lastName: '', email: 'broken', subject: 'Log check', message: secret },
        400,
      ],
      ['/newsletter', { _form: 'newsletter-email', email }, 303],
      ['/newsletter', { _form: 'newsletter', email, name: 'Logan Private', organization: 'Private Clinic' }, 303],
      [`/contact?email=${encodeURIComponent(email)}`, { _form: 'contact', kind: 'contact', email }, 400],
      [`/events?event=${event.slug}&register=1`, { _form: 'event-registration', name: 'Logan Private', email: 'broken' }, 400],
      [`/events?event=${event.slug}&register=1`, { _form: 'event-registration', name: 'Logan Private', email }, 303],
      // The same again: answered as the first, so the answer tells no one who registered (issue 35, point 27).
      [`/events?event=${event.slug}&register=1`, { _form: 'event-registration', name: 'Logan Private', email }, 303],
      ['/events?notify=1', { _form: 'event-notifications', source: 'events', name: 'Logan Private', email, interests: 'Workshop' }, 303],
      [
        '/get-involved?dialog=get-in-touch',
        { _form: 'get-in-touch', kind: 'get-involved', name: 'Logan Private', email, organization: 'Private Clinic', message: secret },
        303,
      ],
      [
        '/get-involved?dialog=get-in-touch',
        { _form: 'get-in-touch', kind: 'get-involved', name: 'Logan Private', email: 'broken', message: secret },
        400,
      ],
      [
        '/get-involved?dialog=stay-updated',
        { _form: 'stay-updated', source: 'get-involved', name: 'Logan Private', email, interests: stayUpdatedAreas[1] },
        303,
      ],
      ['/media?subscribe=1', { _form: 'media-subscribe', email, name: 'Logan Private', organization: 'Private Clinic' }, 303],
      ['/media?subscribe=1', { _form: 'media-subscribe', email: 'broken', name: '', organization: 'Private Clinic' }, 400],
    ];
    for (const [path, form, status] of posts) {
      const res = await request.post(path, { form });
      expect(res.status(), `${path} ${form._form}`).toBe(status);
      // After success, only a flag in the address.
      if (status === 303) expect(decodeURIComponent(res.headers().location ?? '')).not.toMatch(/log-check|Logan|Private/);
    }
    // A page with a search in its address is logged without it.
    expect((await request.get(`/events?q=${encodeURIComponent(email)}`)).status()).toBe(200);
    await request.dispose();

    const log = server.output();
    // Posted pages are logged without their query (`…`).
    for (const path of ['"/contact"', '"/events?…"', '"/get-involved?…"', '"/media?…"']) expect(log).toContain(`"url":${path}`);
    for (const value of [email, secret, 'Logan', 'Private', 'broken']) expect(log).not.toContain(value);
    expect(log).not.toMatch(/"url":"[^"]*\?[^…"]/);
  });

  test("carries no token of the newsletter's confirm and unsubscribe links", async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.url, maxRedirects: 0 });
    const email = `log-sub-${Date.now()}@e2e.example.org`;
    expect((await request.post('/newsletter', { form: { _form: 'newsletter-email', email } })).status()).toBe(303);
    const confirmPath = await linkFromOutbox(request, email, 'Confirm your subscription', CONFIRM_LINK);
    expect((await request.get(confirmPath)).status()).toBe(200);
    expect((await request.post(confirmPath, { form: {} })).status()).toBe(200);
    const unsubscribePath = await linkFromOutbox(request, email, 'Welcome', UNSUBSCRIBE_LINK);
    const token = unsubscribePath.split('/').pop()!;
    expect((await request.get(unsubscribePath)).status()).toBe(200);
    expect((await request.post(unsubscribePath, { form: {} })).status()).toBe(200);
    const oneClick = await request.post(`/api/newsletter/unsubscribe/${token}`, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
    await request.dispose();

    // A request's line is written as it ends, which may be just after its answer arrived here.
    for (const url of ['/newsletter/confirm/…', '/unsubscribe/…', '/api/newsletter/unsubscribe/…'])
      await expect.poll(() => server.output(), { message: url }).toContain(`"url":"${url}"`);
    const log = server.output();
    for (const value of [email, confirmPath.split('/').pop()!, token]) expect(log).not.toContain(value);
  });
});
