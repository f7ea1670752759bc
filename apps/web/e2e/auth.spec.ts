import { SignJWT } from 'jose';
import { expect, expectAccessible, test, E2E_ADMIN } from './support/fixtures';

test.describe('admin sign-in', () => {
  test('signs in, shows the shell with the user name, and logs out: that token then answers 401, another session goes on', async ({
    page,
    request,
  }) => {
    // Signing out ends the session on the server; this test uses an administrator of its own all the
    // same, never the shared e2e administrator that other tests are signed in as.
    const admin = await request.post('/api/auth/login', { data: E2E_ADMIN });
    const adminAuth = { Authorization: `Bearer ${(await admin.json()).data.tokens.accessToken}` };
    const own = { name: 'Olive Signout', email: `signout-${Date.now().toString(36)}@e2e.example.org`, password: 'Olive-signs-out-7' };
    const created = await request.post('/api/users', { headers: adminAuth, data: { ...own, role: 'admin' } });
    expect(created.status(), await created.text()).toBe(201);
    const elsewhere = (await (await request.post('/api/auth/login', { data: { email: own.email, password: own.password } })).json()).data
      .tokens.accessToken as string;

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'login');
    await page.getByLabel('Email address').fill(own.email);
    await page.getByLabel('Password', { exact: true }).fill(own.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The notice shows for 5 s from the sign-in, while the back office loads (it reads the account first).
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(own.name).first()).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await expectAccessible(page, 'admin dashboard');

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout') && r.request().method() === 'POST');
    await page.getByRole('button', { name: /log out/i }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);

    // The token the browser held no longer works; another sign-in of the same account (another
    // browser or device) goes on (decision 29).
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${elsewhere}` } })).status()).toBe(200);
    // Removed again: other specs count the server's active admins.
    expect((await request.delete(`/api/users/${(await created.json()).user.id}`, { headers: adminAuth })).status()).toBe(200);
    // The shared administrator is not affected.
    expect((await request.get('/api/auth/me', { headers: adminAuth })).status()).toBe(200);
  });

  test('shows the field messages without calling the server, then the server message for wrong credentials', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/auth/login') && calls++);
    await page.goto('/login');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(calls).toBe(0);

    await page.getByLabel('Email address').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    expect(calls).toBe(1);
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('the guard sends visitors without a valid token to /login', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fusers/);

    // An expired staff token is not enough either.
    const expired = await new SignJWT({ name: 'E', email: E2E_ADMIN.email, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    await page.evaluate((t) => localStorage.setItem('accessToken', t), expired);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a 401 from the API asks to sign in again; Sign out signs the user out', async ({ page }) => {
    // A well-formed, unexpired admin token that the server did not sign: the guard lets it in, the API refuses it.
    const forged = await new SignJWT({ name: 'Forged Admin', email: E2E_ADMIN.email, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('accessToken', t), forged);
    await page.goto('/admin/users');
    // The API refuses the list: the back office asks to sign in again over the page (layouts/admin/sign-in-again.tsx).
    const again = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?expired=1&redirectTo=%2Fadmin%2Fusers/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('works by keyboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(E2E_ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

for (const width of [1280, 375]) {
  test(`the admin shell at ${width} px shows every section to an admin`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/admin');
    if (width < 1024) await page.getByRole('button', { name: /open (navigation|menu|sidebar)/i }).click();
    const nav = page.getByRole('navigation', { name: /back office|admin|sections/i });
    for (const name of ['Dashboard', 'Users', 'Projects', 'News & Articles', 'Newsletters', 'Publications', 'Events', 'Gallery']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page, `admin shell ${width}`);
  });
}
