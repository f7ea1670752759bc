import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { createArticle, daysFromNow, marker } from './support/content';
import { createEventApi } from './support/events-admin';

/*
 * The back office's command palette (docs/behaviour/command-palette.md): Ctrl+K anywhere, `/` on a list,
 * the header's button; it finds an article and an event made here by their titles (GET /api/search) and
 * opens their forms by the keyboard alone, and runs "New article", at 1280 and 375 px.
 */

const SHOTS = process.env.PALETTE_SHOTS;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and jump' });
const input = (page: Page) => palette(page).getByRole('combobox', { name: /find a section/i });
/** The option the combobox names as active (aria-activedescendant). */
async function activeOption(page: Page): Promise<string> {
  const id = await input(page).getAttribute('aria-activedescendant');
  expect(id, 'an active option').toBeTruthy();
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

for (const viewport of VIEWPORTS) {
  test(`finds and opens content by title, and runs "New article", by the keyboard (${viewport.width} px)`, async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const word = marker('Palette').replace(/\W+/g, '');
    const article = await createArticle(request, token, { title: `${word} kangaroo care study` });
    const event = await createEventApi(request, token, {
      title: `${word} kangaroo care day`,
      status: 'upcoming',
      startDate: daysFromNow(20),
      endDate: daysFromNow(21),
      isVirtual: false,
    });

    // Ctrl+K on the dashboard: the palette opens with focus in its field.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(palette(page).getByRole('option', { name: 'New article' })).toBeVisible();
    await expectAccessible(page, 'palette open');
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/palette-empty-${viewport.width}.png` });
    }

    await page.keyboard.type(word);
    const articleOption = palette(page).getByRole('option', { name: new RegExp(article.title) });
    const eventOption = palette(page).getByRole('option', { name: new RegExp(event.title) });
    await expect(articleOption).toBeVisible();
    await expect(eventOption).toBeVisible();
    await expect(palette(page).getByRole('group', { name: 'News & Articles' })).toBeVisible();
    await expect(palette(page).getByRole('group', { name: 'Events' })).toBeVisible();
    await expectAccessible(page, 'palette with results');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-${viewport.width}.png` });

    // The first result is active; Enter opens its form in its section.
    expect(await activeOption(page)).toContain(article.title);
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/articles\?/);
    const articleForm = page.getByRole('dialog', { name: /^Edit Article/ });
    await expect(articleForm).toBeVisible();
    await expect(articleForm.getByLabel('Title', { exact: true })).toHaveValue(article.title);
    await page.keyboard.press('Escape');
    await expect(articleForm).toBeHidden();
    await expect(page).not.toHaveURL(/edit=/);

    // `/` on a list (focus outside any text field) opens it too; End moves to the last option, the event.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.type(`${word} kangaroo`);
    await expect(eventOption).toBeVisible();
    await page.keyboard.press('End');
    expect(await activeOption(page)).toContain(event.title);
    await expect(eventOption).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/events\?/);
    const eventForm = page.getByRole('dialog', { name: /^Edit Event/ });
    await expect(eventForm).toBeVisible();
    await expect(eventForm.getByLabel('Event title')).toHaveValue(event.title);
    await page.keyboard.press('Escape');
    await expect(eventForm).toBeHidden();

    // Escape closes the palette and focus goes back to where it was: the header's button here.
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(button).toBeFocused();

    // An action: "New article" opens the article form.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('new article');
    expect(await activeOption(page)).toBe('New article');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/articles/);
    await expect(page.getByRole('dialog', { name: 'Write New Article' })).toBeVisible();
    await expectAccessible(page, 'new article from the palette');
    await page.keyboard.press('Escape');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('opens with the header button at 375 px (touch and mouse users)', async ({ page, signIn }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/articles');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(input(page)).toBeFocused();
  await palette(page).getByRole('option', { name: 'Go to trash' }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
});
