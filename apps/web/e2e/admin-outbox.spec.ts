import { PASSWORD_RESET_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { adminAndNewEditor } from './support/admin-helpers';
import { marker } from './support/content';
import { DAY, createEventApi, registerVisitor } from './support/events-admin';

/**
 * "Forgot password?" end to end without a mail server (the e2e server has no SMTP_URL): the message
 * waits in the admin Outbox, whose dialog shows it; its link sets a new password once.
 */
test.describe('forgot password and the admin Outbox', () => {
  test('asks for a link, reads it in the Outbox, sets a new password with it; the old password and the used link fail', async ({
    page,
    browser,
    signIn,
    request,
  }) => {
    test.setTimeout(120_000);
    const { editor } = await adminAndNewEditor(page, signIn, request, 'pw');

    // A visitor on the sign-in page follows "Forgot password?".
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(visitor).toHaveURL(/\/forgot-password$/);
    await visitor.getByLabel('Email address').fill(editor.email);
    await visitor.getByRole('button', { name: 'Send me a link' }).click();
    await expect(visitor.getByRole('status')).toHaveText(PASSWORD_RESET_MESSAGES.requested);
    await expectAccessible(visitor, 'forgot password, sent');

    // The admin finds the message in the Outbox, waiting.
    await page.goto('/admin/outbox');
    const table = page.getByRole('region', { name: 'Outbox' });
    const row = table.getByRole('row').filter({ hasText: editor.email });
    await expect(row).toContainText('Waiting');
    await expectAccessible(page, 'outbox');
    await row.getByRole('button', { name: /^View message/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`To ${editor.email}`);
    // The text part shows first (the HTML part's sandboxed frame loads on its tab; apps/web/app/features/admin/outbox/message-dialog.tsx).
    await expect(dialog.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    const text = (await dialog.locator('pre').textContent()) ?? '';
    const path = /\/reset-password\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(path, 'the message carries the link').toBeTruthy();
    await expectAccessible(page, 'outbox message dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The link sets the new password, then the sign-in page says so.
    await visitor.goto(path!);
    await visitor.getByLabel(/^New password/).fill('Brand-new-pass-9');
    await visitor.getByLabel('Confirm new password').fill('Brand-new-pass-9');
    await expectAccessible(visitor, 'reset password');
    await visitor.getByRole('button', { name: 'Set my password' }).click();
    await expect(visitor).toHaveURL(/\/login\?reset=1$/);
    await expect(visitor.getByRole('status').filter({ hasText: PASSWORD_RESET_MESSAGES.passwordSet })).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { email: editor.email, password: 'Brand-new-pass-9' } })).status()).toBe(200);
    expect((await request.post('/api/auth/login', { data: editor })).status()).toBe(401);

    // Once used, the link says it has expired.
    await visitor.goto(path!);
    await visitor.getByLabel(/^New password/).fill('Another-pass-word-7');
    await visitor.getByLabel('Confirm new password').fill('Another-pass-word-7');
    await visitor.getByRole('button', { name: 'Set my password' }).click();
    await expect(visitor.getByRole('alert')).toContainText(PASSWORD_RESET_MESSAGES.linkInvalid);
    await visitor.context().close();
  });

  test('the Outbox works from the keyboard: a message opens and closes, focus comes back', async ({ page, signIn, request }) => {
    const { editor } = await adminAndNewEditor(page, signIn, request, 'kb');
    await request.post('/api/auth/forgot-password', { data: { email: editor.email } });
    await page.goto('/admin/outbox?status=pending');
    const view = page
      .getByRole('region', { name: 'Outbox' })
      .getByRole('row')
      .filter({ hasText: editor.email })
      .getByRole('button', { name: /^View message/ });
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test("a registration's confirmation names its calendar file in the message dialog", async ({ page, signIn, request }) => {
    const m = marker('ics');
    const adminToken = await signIn(page);
    const event = await createEventApi(request, adminToken, {
      title: `Outbox ${m}`,
      status: 'upcoming',
      startDate: new Date(Date.now() + 10 * DAY).toISOString(),
      endDate: new Date(Date.now() + 10 * DAY + 2 * 3_600_000).toISOString(),
      capacity: 20,
    });
    const email = `${m}@example.org`;
    await registerVisitor(request, event.id, 'Outbox Visitor', email);
    await page.goto('/admin/outbox');
    const row = page.getByRole('region', { name: 'Outbox' }).getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: /^View message/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('term').filter({ hasText: 'Attachment' })).toBeVisible();
    await expect(dialog.getByRole('definition').filter({ hasText: '.ics' })).toContainText('text/calendar');
    await expectAccessible(page, 'outbox message with an attachment');
  });
});
