import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * Pages served as islands (docs/decisions/0031-public-pages-as-islands.md, apps/web/app/islands/):
 * no React Router runtime, one small entry, and each island waking on its own when seen or used.
 * These tests open the page without the fixture's "wake everything" (`waitUntil: 'commit'`), so they
 * see what a visitor's browser does.
 */

/** Opens a page as a visitor does: the islands entry has run, no island was woken by the test. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

async function expectHydrated(page: Page, name: string, hydrated: boolean) {
  if (hydrated) await expect(island(page, name)).toHaveAttribute('data-hydrated', 'true');
  else await expect(island(page, name)).not.toHaveAttribute('data-hydrated', /.*/);
}

test.describe('islands', () => {
  test('the home page carries no React Router runtime, and an island below the fold wakes when it comes near', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script[^>]*\bsrc=/g)).toHaveLength(1);
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    // Nothing hydrates before the visitor scrolls or uses the page: the counters show their final
    // figures as served. (Not the header: Chromium may report a pointer movement where the pointer
    // rests, over the header.)
    for (const name of ['impact-counter', 'social-media', 'partner-carousel', 'newsletter-form', 'chat'])
      await expectHydrated(page, name, false);
    expect(scripts.filter((s) => /entry\.client|root-|hydrate-/.test(s))).toEqual([]);

    await island(page, 'partner-carousel').locator('section, div').first().scrollIntoViewIfNeeded();
    await expectHydrated(page, 'partner-carousel', true);
    // Scrolling woke the header, which turns solid over the page, and the counters.
    await expectHydrated(page, 'header', true);
    await expectHydrated(page, 'impact-counter', true);
    await expect(page.locator('header.site-header')).toHaveClass(/bg-brand-800/);
  });

  test('an island in view at load waits for the first use of the page: no script but the entry loads before it', async ({ page }) => {
    // Issue 37: every public page loads the islands' entry alone before any interaction. The impact
    // page's first counters and its country map are in view at 1280x800; they wake on the first use.
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await visit(page, '/impact');
    await page.waitForLoadState('networkidle');
    // (A marker has no box of its own: what is in view is the figures' list.)
    await expect(island(page, 'animated-stats').first().locator('dl')).toBeInViewport();
    await expectHydrated(page, 'country-map', false);
    await expect(island(page, 'animated-stats').first()).not.toHaveAttribute('data-hydrated', /.*/);
    expect(scripts.filter((s) => !/\/assets\/islands\/islands-[\w-]+\.js$/.test(s))).toEqual([]);
    // The final figures as served until then.
    await expect(island(page, 'animated-stats').first().locator('[data-counter]').first()).not.toHaveText(/^0/);

    // The first movement of the mouse anywhere on the page (here over the hero) wakes what is in view,
    // and only that (the field sites' map is further down). (Chromium reports the first movement in a
    // new page as none, which the entry ignores: the mouse moves twice.)
    await page.mouse.move(5, 100);
    await page.mouse.move(40, 120);
    await expect(island(page, 'animated-stats').first()).toHaveAttribute('data-hydrated', 'true');
    await expectHydrated(page, 'country-map', true);
    await expectHydrated(page, 'field-sites', false);
  });

  test('a key is a first use too; a list in view waits for its own use (the team directory)', async ({ page }) => {
    await visit(page, '/team');
    await page.waitForLoadState('networkidle');
    await expectHydrated(page, 'team-directory', false);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The scroll woke the header (as ever), not the directory, which wakes on its own use.
    await expectHydrated(page, 'header', true);
    await expectHydrated(page, 'team-directory', false);
    await island(page, 'team-directory').locator('a, button, input').first().hover();
    await expectHydrated(page, 'team-directory', true);
  });

  test("the policy pages' Print button is served, and its first click, before its code has loaded, prints", async ({ page }) => {
    await visit(page, '/accessibility');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as { printed?: number }).printed = 0;
      window.print = () => void ((window as { printed?: number }).printed! += 1);
    });
    await expectHydrated(page, 'print-button', false);
    await island(page, 'print-button').getByRole('button', { name: 'Print' }).click();
    await expectHydrated(page, 'print-button', true);
    await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  });

  test('one click on the chat launcher loads the chat and opens it; without its scripts the launcher is a link to the contact page', async ({
    page,
  }) => {
    await visit(page, '/');
    await expectHydrated(page, 'chat', false);
    const link = island(page, 'chat').getByRole('link', { name: 'Contact us' });
    await expect(link).toHaveAttribute('href', '/contact');
    await link.click();
    await expect(page.getByRole('dialog', { name: /Assistant/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page, 'chat opened by its first click');
  });

  test('by keyboard: Enter on the focused chat launcher, before its code has loaded, opens the chat', async ({ page }) => {
    await visit(page, '/');
    const link = island(page, 'chat').getByRole('link', { name: 'Contact us' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Assistant/ });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The chat moves focus into itself; Escape closes it and returns focus to the launcher.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(island(page, 'chat').getByRole('button', { name: 'Open chat assistant' })).toBeFocused();
  });

  test('a click on an island that has not hydrated yet happens once it has, in place (Learn More)', async ({ page }) => {
    await visit(page, '/');
    await expectHydrated(page, 'program-cards', false);
    // No page load: the window keeps what this sets.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const learnMore = island(page, 'program-cards')
      .getByRole('link', { name: /^Learn More: / })
      .first();
    const title = (await learnMore.getAttribute('aria-label'))!.replace(/^Learn More: /, '');
    await learnMore.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectHydrated(page, 'program-cards', true);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await expectAccessible(page, 'Learn More dialog opened before its island had hydrated');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a list at the top of its page waits to be used; what is typed into its search before it has hydrated is searched', async ({
    page,
  }) => {
    // The list's code arrives late, as on a slow phone: the typing starts before the island hydrates.
    await page.route('**/assets/islands/publications-list-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await visit(page, '/publications');
    await page.waitForLoadState('networkidle');
    await expectHydrated(page, 'publications-list', false);
    const search = island(page, 'publications-list').getByRole('searchbox');
    await search.click();
    await page.keyboard.type('zzzq', { delay: 50 });
    await expectHydrated(page, 'publications-list', true);
    await expect(page).toHaveURL(/[?&]q=zzzq/);
    await expect(search).toHaveValue('zzzq');
  });
  test('the island an address names by its hash wakes on arrival and when the hash changes (the media tabs)', async ({ page }) => {
    await visit(page, '/media#reports');
    await expectHydrated(page, 'media-tabs', true);
    await expect(page.getByRole('tab', { name: 'Policy Briefs & Reports' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy Briefs & Reports');

    // Without a hash the list waits to be used; a link to one of its tabs then wakes it.
    await visit(page, '/media');
    await page.waitForLoadState('networkidle');
    await expectHydrated(page, 'media-tabs', false);
    await page.evaluate(() => (window.location.hash = 'gallery'));
    await expectHydrated(page, 'media-tabs', true);
    await expect(page.getByRole('tab', { name: /Gallery/ })).toHaveAttribute('aria-selected', 'true');
  });
  test('until its island has hydrated, the header stays at the top of the page instead of following the visitor unreadably', async ({
    page,
  }) => {
    // The header's code arrives late, as on a slow phone.
    await page.route('**/assets/islands/header-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await visit(page, '/about');
    const header = page.locator('header.site-header');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectHydrated(page, 'header', false);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    await expect(header).not.toBeInViewport();
    // Once hydrated it follows the page, solid.
    await expectHydrated(page, 'header', true);
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveClass(/bg-brand-800/);
    await expect(header).toBeInViewport();
  });
});

/**
 * What the visitor does first on a fresh page reaches the islands it concerns (issue 35): a change of
 * address made in place by one island (a query or a hash) wakes the islands that show it, and the hover
 * that woke an island is seen by it once hydrated.
 */
test.describe('the first use of a fresh page', () => {
  for (const width of [1280, 375]) {
    test(`View Calendar on a fresh events page shows the calendar, by mouse and by keyboard (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const how of ['mouse', 'keyboard'] as const) {
        await visit(page, '/events');
        await page.waitForLoadState('networkidle');
        await expectHydrated(page, 'events-page', false);
        const toggle = page.getByRole('link', { name: 'View Calendar' });
        if (how === 'mouse') await toggle.click();
        else {
          await toggle.focus();
          await page.keyboard.press('Enter');
        }
        await expect(page).toHaveURL(/[?&]calendar=\d{4}-\d{2}#calendar$/);
        await expect(page.getByRole('link', { name: 'Hide Calendar' })).toBeVisible();
        await expect(page.getByTestId('events-calendar')).toBeVisible();
        await expect(page.getByTestId('events-calendar').getByRole('cell')).toHaveCount(42);
      }
      await expectAccessible(page, `calendar opened on a fresh page (${width} px)`);
    });

    test(`the header's links to another tab of the media page show that tab (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [label, title] of [
        ['Gallery', 'Media Gallery'],
        ['Policy Briefs & Reports', 'Policy Briefs & Reports'],
      ] as const) {
        await visit(page, '/media');
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
        await expectHydrated(page, 'media-tabs', false);
        const header = page.locator('header.site-header');
        if (width < 1024) {
          await header.getByLabel(/^(Menu|Open menu)$/).click();
          await expectHydrated(page, 'header', true);
        } else {
          // The hover that wakes the header opens the menu (the first hover over a menu, below). (Chromium
          // reports the first movement in a new page as none, which the entry ignores: the mouse moves twice.)
          await page.mouse.move(5, 790);
          await header.getByRole('navigation', { name: 'Main' }).first().getByText('Media', { exact: true }).hover();
          await expectHydrated(page, 'header', true);
        }
        const menu = header.getByRole('navigation', { name: 'Main' }).locator('visible=true');
        // On the phone the menu opens with the page's own group (Media) expanded.
        if (width < 1024) await expect(menu.getByRole('button', { name: 'Media' })).toHaveAttribute('aria-expanded', 'true');
        await menu.getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]tab=\\w+#\\w+$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('tab', { name: title === 'Media Gallery' ? /Gallery/ : title })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }
    });
  }

  test('the first hover over a desktop menu on a fresh page opens it', async ({ page }) => {
    for (const path of ['/about', '/media', '/events']) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      await expectHydrated(page, 'header', false);
      const header = page.locator('header.site-header');
      const box = (await header.getByRole('navigation', { name: 'Main' }).first().getByText('Media', { exact: true }).boundingBox())!;
      // The mouse comes into the window away from the header, then moves straight onto the menu and rests.
      await page.mouse.move(5, 790);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expectHydrated(page, 'header', true);
      await expect(header.getByRole('button', { name: 'Media' })).toHaveAttribute('aria-expanded', 'true');
      await expect(header.getByRole('link', { name: 'Newsletter' })).toBeVisible();
      await page.mouse.move(5, 700);
      await expect(header.getByRole('button', { name: 'Media' })).toHaveAttribute('aria-expanded', 'false');
    }
  });
});

test.describe('the chat assistant, whose code loads on first use', () => {
  for (const width of [1280, 375]) {
    test(`its unread dot shows 5 s after the page loads, in a landmark of its own; it answers where the centre is (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/');
      const chat = island(page, 'chat');
      const dot = chat.getByTestId('chat-unread-dot');
      // Not at once, then 5 s after the page loaded, while the chat's code has still not loaded.
      await expect(dot).toBeHidden();
      await expect(dot).toBeVisible({ timeout: 15_000 });
      await expectHydrated(page, 'chat', false);
      // The chat is a landmark (complementary), with its launcher and open.
      const landmark = page.getByRole('complementary', { name: 'Chat assistant' });
      await expect(landmark.getByRole('link', { name: 'Contact us' })).toBeVisible();

      await landmark.getByRole('link', { name: 'Contact us' }).click();
      const dialog = landmark.getByRole('dialog', { name: /Assistant/ });
      await expect(dialog).toBeVisible();
      await expect(dot).toHaveCount(0);
      await dialog.getByLabel('Your message').fill('Where are you located?');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('log')).toContainText('You can find us at', { timeout: 15_000 });
      await expect(dialog.getByRole('log')).not.toContainText('For anything I cannot answer');
      await expectAccessible(page, `chat answering where the centre is (${width} px)`);
    });
  }
});
