import { PUBLIC_PAGES } from '@mnch/shared';
import { accountsNamed, subscribersNamed } from './support/content';
import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';

test.describe('every public page', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} renders with header, main content and footer, accessibly`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `);
      await expectAccessible(page, path);
    });
  }

  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|could not find/i);
    await expectAccessible(page, '404');
  });
});

test.describe('header', () => {
  test('desktop: transparent at the top, green after scrolling; dropdowns open on hover and by keyboard', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const bg = () =>
      header.evaluate((el) => getComputedStyle(el.firstElementChild ?? el).backgroundColor + getComputedStyle(el).backgroundColor);
    const top = await bg();
    await page.mouse.wheel(0, 600);
    await expect.poll(bg).not.toBe(top);

    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const about = nav.getByRole('button', { name: 'About Us' });
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Media' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Newsletter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Newsletter' })).toBeHidden();

    await page.goto('/');
    await nav.getByRole('button', { name: 'Get Involved' }).hover();
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/jobs$/);

    // The group's own page is in its menu, and marked as the current page there.
    await page.goto('/get-involved');
    await nav.getByRole('button', { name: 'Get Involved' }).hover();
    await expect(nav.getByRole('link', { name: 'Ways to Get Involved' })).toHaveAttribute('aria-current', 'page');
  });

  test('phone: the hamburger opens an accordion, locks scrolling, and a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const menu = page.getByRole('navigation', { name: 'Main' }).last();
    await menu.getByRole('button', { name: 'Research' }).click();
    await menu.getByRole('link', { name: 'Publications' }).click();
    await expect(page).toHaveURL(/\/publications$/);
    // A page load (public pages are islands): the new page's header wakes like any island.
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // The page's own item is marked current in its group, which is open when the menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Publications' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'phone header');
  });
});

test.describe('phone menu', () => {
  test('focus stays in the open menu: Tab and Shift+Tab go round its links, never to the page behind (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const header = page.getByRole('banner');
    const inHeader = () => page.evaluate(() => !!document.activeElement?.closest('header.site-header'));
    const seen = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inHeader(), `Tab ${i + 1}`).toBe(true);
      seen.add(
        await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || ''),
      );
    }
    // It went round: the menu's links and the close button, each reached.
    expect(seen).toContain('Close menu');
    expect(seen).toContain('Partners');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inHeader(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    // Closed, the page is reachable again.
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await header.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Tab');
    expect(await inHeader()).toBe(false);
  });
});

test.describe('footer newsletter', () => {
  test('subscribes, answers an address already subscribed with the same message, and refuses an invalid email', async ({
    page,
    request,
  }) => {
    const local = `footer-${Date.now()}`;
    const email = `${local}@e2e.example.org`;
    const success = 'Almost done: check your inbox and follow the link in our email to confirm your subscription.';
    await page.goto('/about');
    const form = page.getByRole('contentinfo').getByRole('form');
    const input = form.getByLabel('Email address');

    await input.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(success)).toBeVisible();
    // Stored by the server, not just claimed.
    expect(await subscribersNamed(request, local)).toEqual([expect.objectContaining({ email, status: 'pending', source: 'footer' })]);
    expect(await accountsNamed(request, local)).toEqual([]);
    await expect(form.getByText(success)).toBeHidden({ timeout: 8000 });

    // The same address again: the same message (the server tells no one whether an address is subscribed), no second row.
    await input.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(success)).toBeVisible();
    await expect(form.getByText(/already/i)).toHaveCount(0);
    expect(await subscribersNamed(request, local)).toHaveLength(1);
    // The message goes away after 5 seconds.
    await expect(form.getByText(success)).toBeHidden({ timeout: 8000 });

    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/newsletter/subscribe') && calls++);
    await input.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    expect(calls).toBe(0);
  });
});

test.describe('chat assistant', () => {
  test('answers by keyword after a typing indicator; send is disabled when empty or while replying', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByLabel('Your message');
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.fill('Tell me about your publications');
    await send.click();
    await expect(dialog.getByText('Tell me about your publications')).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(dialog.getByText(/publication/i).nth(1)).toBeVisible({ timeout: 5000 });
    await expect(send).toBeDisabled(); // input is empty again
    await input.fill('hello');
    await expect(send).toBeEnabled();
    await expectAccessible(page, 'chat open');
    await page.keyboard.press('Escape');
  });
});
