import type { Locator, Page } from '@playwright/test';
import { footerCredit } from '../app/content/footer';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * What floats over the public pages never covers what is under it, and long addresses never break
 * inside a word, at a desktop and a phone width: the toasts stay clear of the header and its menu,
 * the chat button of the footer's last lines, and email addresses wrap only after their @ or before a dot.
 */
type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, String(locator)).not.toBeNull();
  return found!;
}

/** Nothing is wider than the viewport. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The characters of an element's text that start a new line. */
function lineStarts(element: Locator) {
  return element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let text = '';
    const starts: number[] = [];
    let top: number | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) {
          if (top !== undefined && rect.top > top + rect.height / 2) starts.push(text.length);
          top = rect.top;
        }
        text += node.textContent![i];
      }
    }
    return { text, starts };
  });
}

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 760 });
    });

    test('a toast covers neither the header nor its menu', async ({ page }) => {
      await page.goto('/get-involved');
      await page.locator('#main-content').getByRole('link', { name: 'Get in Touch' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
      await dialog.getByLabel(/^Full name/).fill('Layout Tester');
      await dialog.getByLabel(/^Email address/).fill(`layout-${width}-${Date.now()}@example.org`);
      await dialog.getByLabel(/^Message/).fill('Checking where the notice shows.');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Thank you! Your message has been sent.' });
      await expect(toast).toBeVisible();
      await expect(dialog).toBeHidden();
      // Settled in its place (sonner slides it in).
      let last = '';
      await expect
        .poll(async () => {
          const [before, now] = [last, JSON.stringify(await toast.boundingBox())];
          last = now;
          return before === now;
        })
        .toBe(true);
      const notice = await box(toast);
      expect(intersects(notice, await box(page.locator('header.site-header'))), 'toast over the header').toBe(false);
      const menu = width < 1024 ? page.getByRole('button', { name: 'Open menu' }) : page.getByRole('navigation', { name: 'Main' }).first();
      expect(intersects(notice, await box(menu)), 'toast over the menu').toBe(false);
      const chat = page.getByRole('button', { name: 'Open chat assistant' });
      expect(intersects(notice, await box(chat)), 'toast over the chat button').toBe(false);
      expect(notice.x).toBeGreaterThanOrEqual(0);
      expect(notice.x + notice.width).toBeLessThanOrEqual(width);
      await expectNoSideScroll(page);
      await expectAccessible(page, `toast ${width}`);
    });

    test('at the end of the page the chat button covers no line of the footer', async ({ page }) => {
      for (const path of ['/', '/contact']) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
          .toBe(true);
        const chat = await box(page.getByRole('button', { name: 'Open chat assistant' }));
        const footer = page.getByRole('contentinfo');
        const credit = footer.locator('p').filter({ hasText: footerCredit.prefix });
        await expect(credit).toBeVisible();
        // Nor the box the footer's lines are laid out in (a longer credit or more legal links stay clear too).
        const content = await footer.locator(':scope > div:not([aria-hidden])').evaluate((el) => {
          const r = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          const [top, right, bottom, left] = [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].map(parseFloat) as [
            number,
            number,
            number,
            number,
          ];
          return { x: r.x + left, y: r.y + top, width: r.width - left - right, height: r.height - top - bottom };
        });
        expect(intersects(chat, content), `${path}: chat button over the footer's content`).toBe(false);
        for (const line of [
          credit,
          footer.getByRole('list', { name: 'Legal' }),
          footer.locator('p').filter({ hasText: 'All rights reserved' }),
        ]) {
          expect(intersects(chat, await box(line)), `${path}: chat button over ${await line.innerText()}`).toBe(false);
        }
        await expectNoSideScroll(page);
      }
    });

    test('email addresses break only after @ or before a dot, and stay inside the page', async ({ page }) => {
      await page.goto('/contact');
      const addresses = page.locator('a[href^="mailto:"]');
      expect(await addresses.count()).toBeGreaterThanOrEqual(2);
      for (const address of await addresses.all()) {
        await address.scrollIntoViewIfNeeded();
        const { text, starts } = await lineStarts(address);
        expect(text).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
        for (const i of starts) expect(text[i - 1] === '@' || text[i] === '.', `${text} broken at ${i}`).toBe(true);
        const { x, width: w } = await box(address);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + w).toBeLessThanOrEqual(width);
        // Inside the line it is written on (its paragraph's content box).
        const overflow = await address.evaluate((el) => {
          const parent = el.parentElement!;
          const right = parent.getBoundingClientRect().right - parseFloat(getComputedStyle(parent).paddingRight);
          return el.getBoundingClientRect().right - right;
        });
        expect(overflow, text).toBeLessThanOrEqual(0.5);
      }
      await expectNoSideScroll(page);
      await expectAccessible(page, `contact ${width}`);
    });
  });
}
