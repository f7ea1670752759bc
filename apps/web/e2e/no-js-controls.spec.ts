import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './support/fixtures';

/**
 * Issue 17: every public control that reveals content works before and without JavaScript
 * (docs/no-script.md, "Controls"). The first part runs with JavaScript off and clicks each control;
 * the second holds the page's scripts back, clicks before hydration, then lets them run. Axe needs
 * JavaScript in the page, so the states without scripts are checked on pages whose scripts are held.
 */

const PHONE = { width: 375, height: 740 };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home: Learn More opens the programme dialog (rendered by the server); Close closes it', async ({ page }) => {
    await page.goto('/');
    const learnMore = page.locator('#programmes').getByRole('link', { name: /^Learn More: / }).first();
    const title = (await learnMore.getAttribute('aria-label'))!.replace(/^Learn More: /, '');
    await learnMore.click();
    await expect(page).toHaveURL(/[?&]program=/);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // The full text: longer than the card's (truncated) summary.
    const full = (await dialog.locator('p').first().textContent())!;
    expect(full.length).toBeGreaterThan(150);

    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/program=/);
  });

  test('careers: pathway Learn More, View openings, job View Details and the internship dialog', async ({ page }) => {
    await page.goto('/jobs');
    const pathways = page.locator('#pathways');
    const learnMore = pathways.getByRole('link', { name: /^Learn More: / }).first();
    const title = (await learnMore.getAttribute('aria-label'))!.replace(/^Learn More: /, '');
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A pathway with openings: its dialog's View openings filters the list.
    await pathways.getByRole('link', { name: /^Learn More: / }).nth(0).click();
    const openings = page.getByRole('dialog').getByRole('link', { name: 'View openings' });
    await openings.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]pathway=/);
    await expect(page.locator('#jobs').getByRole('button', { pressed: true })).not.toHaveText(/All positions/);

    await page.goto('/jobs');
    const details = page.locator('#jobs').getByRole('link', { name: /^View Details: / }).first();
    const job = (await details.getAttribute('aria-label'))!.replace(/^View Details: /, '');
    await details.click();
    const jobDialog = page.getByRole('dialog', { name: job });
    await expect(jobDialog).toBeVisible();
    await expect(jobDialog.getByRole('link', { name: /Apply/ }).first()).toBeVisible();
    await jobDialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: 'Learn about internships' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('about: Read More shows the rest of the story, Read Less hides it', async ({ page }) => {
    await page.goto('/about');
    const section = page.locator('#background');
    const more = section.locator('details > div');
    await expect(more).toBeHidden();
    await section.getByText('Read More').click();
    await expect(more).toBeVisible();
    await expect(section.getByText('Read Less')).toBeVisible();
    await section.getByText('Read Less').click();
    await expect(more).toBeHidden();
  });

  test('media: each tab is a link that the server renders selected', async ({ page }) => {
    await page.goto('/media');
    const tabs = page.getByRole('tablist', { name: 'Media sections' });
    const names = await tabs.getByRole('tab').allTextContents();
    expect(names.length).toBe(4);
    for (const name of [...names.slice(1), names[0]!]) {
      await tabs.getByRole('tab', { name }).click();
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name })).toBeAttached();
    }
    // Every tab is in the Tab order (the arrow keys need the scripts).
    for (const tab of await tabs.getByRole('tab').all()) expect(await tab.getAttribute('tabindex')).toBeNull();
    await tabs.getByRole('tab').nth(2).click();
  });

  test('desktop header: each menu group opens and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const groups = nav.locator('summary');
    const count = await groups.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const details = nav.locator('details').nth(i);
      const first = details.getByRole('link').first();
      await expect(first).toBeHidden();
      await groups.nth(i).click();
      await expect(first).toBeVisible();
      await groups.nth(i).click();
      await expect(first).toBeHidden();
    }
    // By keyboard as well.
    const about = nav.locator('summary', { hasText: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeFocused();

    await nav.locator('summary', { hasText: 'Get Involved' }).click();
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('phone header: the hamburger opens the menu, groups expand, links work', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const toggle = page.getByRole('banner').locator('summary[aria-label="Menu"]');
    const menu = page.getByRole('navigation', { name: 'Main' }).last();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    const research = menu.locator('summary', { hasText: 'Research' });
    await research.click();
    await menu.getByRole('link', { name: 'Publications' }).click();
    await expect(page).toHaveURL(/\/publications$/);
  });

  test('the chat launcher, which needs scripts, is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /chat assistant/i })).toHaveCount(0);
  });
});

/** A page in `context` whose scripts are held back until `release()` is called. */
async function pageWithHeldScripts(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const page = await context.newPage();
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { page, release };
}

test.describe('clicked before the scripts have run', () => {
  test('the states shown without scripts are accessible', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('#programmes').getByRole('link', { name: /^Learn More: / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'programme dialog without scripts');

    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    await page.locator('#pathways').getByRole('link', { name: /^Learn More: / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'pathway dialog without scripts');

    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.locator('#background').getByText('Read More').click();
    // Without scripts the header does not turn solid on scrolling: looked at over the hero.
    await page.evaluate(() => window.scrollTo(0, 0));
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.locator('summary', { hasText: 'About Us' }).click();
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
    await expectAccessible(page, 'about with the story and a menu open, without scripts');

    await page.goto('/media', { waitUntil: 'domcontentloaded' });
    await page.getByRole('tablist', { name: 'Media sections' }).getByRole('tab').nth(2).click();
    await expect(page.getByRole('tablist').getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'media tab without scripts');

    await page.setViewportSize(PHONE);
    await page.getByRole('banner').locator('summary[aria-label="Menu"]').click();
    await page.getByRole('navigation', { name: 'Main' }).last().locator('summary', { hasText: 'Research' }).click();
    await expectAccessible(page, 'phone menu without scripts');
    release();
    await page.close();
  });

  test('home Learn More: the address opens the dialog, which the scripts then make modal', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const learnMore = page.locator('#programmes').getByRole('link', { name: /^Learn More: / }).first();
    const title = (await learnMore.getAttribute('aria-label'))!.replace(/^Learn More: /, '');
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    release();
    await waitForHydration(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/program=/);
    // Hydrated, Learn More opens the dialog in place again.
    await learnMore.click();
    await expect(dialog).toBeVisible();
    await page.close();
  });

  test('media tab and header menu: chosen before hydration, kept after', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/media', { waitUntil: 'domcontentloaded' });
    const tabs = page.getByRole('tablist', { name: 'Media sections' });
    const gallery = tabs.getByRole('tab').last();
    const name = (await gallery.textContent())!;
    await gallery.click();
    await expect(gallery).toHaveAttribute('aria-selected', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.locator('summary', { hasText: 'About Us' }).click();
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();

    release();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(nav.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
    // Hydrated: the arrow keys move between tabs.
    await gallery.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab').nth(2)).toBeFocused();
    await expect(tabs.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.close();
  });

  test('about Read More opened before hydration stays open', async ({ context }) => {
    const { page, release } = await pageWithHeldScripts(context);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const section = page.locator('#background');
    await section.getByText('Read More').click();
    await expect(section.getByText('Read Less')).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(section.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    await page.close();
  });
});
