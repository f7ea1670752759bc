import type { Page } from '@playwright/test';
import { mainNavigation } from '../app/content/navigation';
import { expect, expectAccessible, test } from './support/fixtures';
import { createPartner, deletePartner } from './support/partners';
import { marker } from './support/content';

/**
 * The WCAG relative luminance of an element's text colour (computed colours may be oklch: a canvas
 * turns them into sRGB).
 */
function textLuminance(el: Element): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = getComputedStyle(el).color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].slice(0, 3).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The element that has the keyboard focus is inside the page's main content. */
const focusInMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('main')));

test.describe('page frame', () => {
  for (const width of [1280, 375]) {
    test(`the page is never wider than the screen while it loads, and the header does not move (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Every frame from the first one: the page's width and where the header's logo and menu button are.
      await page.addInitScript(() => {
        const samples: Array<{ wide: number; boxes: string }> = [];
        (window as unknown as { layoutSamples: typeof samples }).layoutSamples = samples;
        const sample = () => {
          const header = document.querySelector('header');
          if (header) {
            const boxes = [...header.querySelectorAll('a[aria-label$="home"], [aria-label="Menu"], [aria-label="Open menu"]')]
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width > 0)
              .map((r) => `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.right)}`)
              .join(' ');
            samples.push({ wide: document.documentElement.scrollWidth - window.innerWidth, boxes });
          }
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto('/');
      // (The page and its islands have hydrated: the test's `goto` waits for it.) The carousel's controls show then.
      await expect(page.getByRole('button', { name: 'Next partner' })).toBeVisible();
      const samples = await page.evaluate(
        () => (window as unknown as { layoutSamples: Array<{ wide: number; boxes: string }> }).layoutSamples,
      );
      expect(samples.length).toBeGreaterThan(1);
      expect(Math.max(...samples.map((s) => s.wide))).toBeLessThanOrEqual(0);
      expect(new Set(samples.map((s) => s.boxes)).size).toBe(1);
      const [logo, toggle] = samples[0]!.boxes.split(' ').map((b) => b.split(',').map(Number));
      expect(logo![0]).toBeGreaterThanOrEqual(0);
      if (width < 1024) expect(toggle![2]).toBeLessThanOrEqual(width);
    });

    test(`without scripts the home page fits the screen too (${width} px)`, async ({ browser, request }) => {
      // The carousel's partners are records: one of this test's own, so that the carousel shows.
      const partner = await createPartner(request, { name: `Layout ${marker('carousel')}`, inCarousel: true });
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await expect(page.getByRole('region', { name: 'Our partners' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      } finally {
        await context.close();
        await deletePartner(request, partner.id);
      }
    });

    test(`the not-found page's header is dark on its light background, and its menu button shows (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/no-such-page-here');
      const header = page.getByRole('banner');
      const text =
        width < 1024
          ? header.getByRole('button', { name: 'Open menu' })
          : header.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
      await expect(text).toBeVisible();
      // Dark text on the page's near-white top (white text there is unreadable).
      expect(await text.evaluate(textLuminance)).toBeLessThan(0.2);
      await expectAccessible(page, `404 at ${width} px`);
      // Scrolled, the header turns solid green and its text light again.
      await page.mouse.wheel(0, 400);
      await expect.poll(() => text.evaluate(textLuminance)).toBeGreaterThan(0.8);
    });

    test(`a keyboard user reaches the content in a few Tabs; menus open on Enter, not on focus (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      // The skip link first, then straight to the page.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await focusInMain(page)).toBe(true);

      // Without the skip link: every top-level header item once, menus staying shut.
      await page.goto('/about');
      const limit = width < 1024 ? 4 : mainNavigation.length + 3;
      let tabs = 0;
      while (!(await focusInMain(page)) && tabs < 40) {
        await page.keyboard.press('Tab');
        tabs++;
        expect(await page.locator('header [aria-expanded="true"]').count()).toBe(0);
      }
      expect(tabs).toBeLessThanOrEqual(limit);

      if (width >= 1024) {
        const nav = page.getByRole('navigation', { name: 'Main' }).first();
        const about = nav.getByRole('button', { name: 'About Us' });
        await about.focus();
        await expect(about).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('Enter');
        await expect(about).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: 'Our Background' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(about).toHaveAttribute('aria-expanded', 'false');
        await expect(about).toBeFocused();
      }
    });
  }
});
