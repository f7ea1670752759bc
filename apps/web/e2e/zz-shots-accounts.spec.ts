import { E2E_ADMIN, expect, test } from './support/fixtures';

const tagged = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

for (const width of [1280, 375]) {
  test(`shots ${width}`, async ({ page, request, signIn }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const admin = (await (await request.post('/api/auth/login', { data: E2E_ADMIN })).json()).data.tokens.accessToken as string;
    const email = `shot-${tagged()}@e2e.example.org`;
    const made = await request.post('/api/users', { headers: { Authorization: `Bearer ${admin}` }, data: { name: 'Grace Nakato', email, role: 'editor', password: 'Start-pass-123' } });
    expect(made.status()).toBe(201);
    await signIn(page, { email, password: 'Start-pass-123' });
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-accounts/profile-${width}.png`, fullPage: true });
    await page.getByLabel('Current password').fill('wrong-one-123');
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-789');
    await page.getByLabel('Confirm new password').fill('Brand-new-pass-789');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();
    await page.getByRole('form', { name: 'Change password' }).screenshot({ path: `/tmp/shots-accounts/password-error-${width}.png` });
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.screenshot({ path: `/tmp/shots-accounts/logout-all-dialog-${width}.png` });
    await page.keyboard.press('Escape');

    await signIn(page);
    await page.goto(`/admin/users?search=${encodeURIComponent(E2E_ADMIN.email)}`);
    await page.getByRole('row').filter({ hasText: E2E_ADMIN.email }).getByRole('checkbox').check();
    await page.screenshot({ path: `/tmp/shots-accounts/users-self-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.screenshot({ path: `/tmp/shots-accounts/users-self-edit-${width}.png` });
    await page.keyboard.press('Escape');

    const vEmail = `shot-v-${tagged()}@e2e.example.org`;
    await request.post('/api/users', { headers: { Authorization: `Bearer ${admin}` }, data: { name: 'Sam Reader', email: vEmail, role: 'viewer', password: 'Start-pass-123' } });
    await signIn(page, { email: vEmail, password: 'Start-pass-123' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'This area is for centre staff' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-accounts/staff-only-${width}.png`, fullPage: true });
  });
}
