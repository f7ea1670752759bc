import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

const details = (page: Page) => page.locator('#program-details');

async function detailsInView(page: Page) {
  await expect
    .poll(() => details(page).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight / 2;
    }))
    .toBe(true);
}

test.describe('programs page', () => {
  test('hero figures and six programme cards; no programme selected at first', async ({ page }) => {
    await page.goto('/programs');
    const hero = page.locator('section[aria-labelledby="page-title"]');
    await expect(hero).toContainText('6');
    await expect(hero).toContainText('Core programs');
    await expect(hero).toContainText('50+');
    await expect(hero).toContainText('2.5M+');
    const cards = page.locator('#portfolio ul > li > a');
    await expect(cards).toHaveCount(6);
    for (const count of ['15', '8', '12', '9', '20', '7']) await expect(page.locator('#portfolio')).toContainText(`${count} projects`);
    await expect(details(page)).toHaveCount(0);
    await expectAccessible(page, 'programs');
  });

  test('clicking a card opens its details below the grid and scrolls to them; another card switches', async ({ page }) => {
    await page.goto('/programs');
    await page.locator('#portfolio').getByRole('link', { name: /Maternal and Child Nutrition/ }).click();
    await expect(page).toHaveURL(/\?program=nutrition#program-details$/);
    const d = details(page);
    await expect(d.getByRole('heading', { level: 2, name: 'Maternal and Child Nutrition' })).toBeVisible();
    await detailsInView(page);
    await expect(d.getByTestId('program-category')).toHaveText('Nutrition and wellbeing');
    await expect(d.getByRole('heading', { name: 'Key initiatives' })).toBeVisible();
    await expect(d.locator('ol > li')).toHaveCount(3);
    await expect(d.getByText('2022 – 2026')).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Impact metrics' })).toBeVisible();
    await expect(d.locator('dl > div')).toHaveCount(4);
    await expect(d.locator('blockquote')).toContainText('counsellor visited me');
    await expect(d.locator('figcaption')).toContainText('Miriam N.');
    await expect(d.getByRole('heading', { name: 'Resources' })).toBeVisible();
    await expect(d.getByText('Infant and young child feeding counselling cards')).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Key partners' })).toBeVisible();
    await expect(d.getByText('Ministry of Health, Nutrition Division')).toBeVisible();
    await expect(page.locator('#portfolio').getByRole('link', { name: /Maternal and Child Nutrition/ })).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, 'programme details');

    // Switch to another programme from the grid.
    await page.locator('#portfolio').scrollIntoViewIfNeeded();
    await page.locator('#portfolio').getByRole('link', { name: /Digital Health Innovation/ }).click();
    await expect(page).toHaveURL(/\?program=digital-health#program-details$/);
    await expect(d.getByRole('heading', { level: 2 })).toHaveText('Digital Health Innovation');
    await expect(d).toContainText('Village health workers using the app');
    await expect(page.locator('#portfolio').getByRole('link', { name: /Maternal and Child Nutrition/ })).not.toHaveAttribute('aria-current', 'true');
    await detailsInView(page);

    // The browser's back button returns to the previous programme.
    await page.goBack();
    await expect(d.getByRole('heading', { level: 2 })).toHaveText('Maternal and Child Nutrition');

    await d.getByRole('link', { name: 'Show all programmes' }).click();
    await expect(details(page)).toHaveCount(0);
  });

  test('a shared link opens the programme on the server-rendered page, and the header menu opens programmes', async ({ page }) => {
    await page.goto('/programs?program=newborn#program-details');
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Newborn Health Programme');
    await detailsInView(page);

    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'Programs' }).hover();
    await nav.getByRole('link', { name: 'Digital Health' }).click();
    await expect(page).toHaveURL(/\/programs\?program=digital-health#program-details$/);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Digital Health Innovation');
  });

  test('synergies and the call to action link to partners and focus areas', async ({ page }) => {
    await page.goto('/programs');
    const synergies = page.locator('#synergies');
    await expect(synergies.getByRole('heading', { level: 3 })).toHaveCount(3);
    await page.getByRole('link', { name: 'Our partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/programs');
    await page.getByRole('link', { name: 'Our focus areas' }).click();
    await expect(page).toHaveURL(/\/focus-areas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where we focus our work');
  });

  test('phone: cards stack, details open and scroll into view, accessibly', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/programs');
    await expectAccessible(page, 'programs phone');
    await page.locator('#portfolio').getByRole('link', { name: /Training and Capacity Building/ }).click();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('Training and Capacity Building');
    await detailsInView(page);
    await expect(details(page)).toContainText('15,000+');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectAccessible(page, 'programme details phone');
  });
});
