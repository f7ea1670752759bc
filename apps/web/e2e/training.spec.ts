import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

const chips = (page: Page) => page.getByRole('navigation', { name: 'Filter students by status' });
const chip = (page: Page, label: string) => chips(page).getByRole('link', { name: new RegExp(`^${label}`) });
const studentCards = (page: Page) => page.locator('#students ul > li');

test.describe('training: students', () => {
  test('headline tiles, status chips with counts, search and the empty state', async ({ page }) => {
    await page.goto('/training');
    const tiles = page.getByRole('region', { name: 'Students in numbers' });
    for (const text of ['14', 'Students', '8', 'PhD graduates', '6', 'Partner universities', '100%', 'Success rate']) {
      await expect(tiles).toContainText(text);
    }
    await expect(chip(page, 'All')).toHaveText(/All\s*14/);
    await expect(chip(page, 'Ongoing')).toHaveText(/Ongoing\s*6/);
    await expect(chip(page, 'Graduated')).toHaveText(/Graduated\s*8/);
    await expect(studentCards(page)).toHaveCount(14);
    await expectAccessible(page, 'training');

    await chip(page, 'Graduated').click();
    await expect(chip(page, 'Graduated')).toHaveAttribute('aria-current', 'true');
    await expect(studentCards(page)).toHaveCount(8);
    await chip(page, 'Ongoing').click();
    await expect(studentCards(page)).toHaveCount(6);
    await expect(studentCards(page).first()).toContainText('Ongoing');

    await chip(page, 'All').click();
    const search = page.getByRole('searchbox', { name: 'Search students' });
    await search.fill('bergen'); // university
    await expect(studentCards(page)).toHaveCount(2);
    await search.fill('KANGAROO'); // topic, any case
    await expect(studentCards(page)).toHaveCount(1);
    await search.fill('juliet'); // name
    await expect(studentCards(page)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: '1 student' })).toBeVisible();

    await search.fill('no such student');
    await expect(page.getByRole('heading', { name: 'No students found' })).toBeVisible();
    await expectAccessible(page, 'no students');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(studentCards(page)).toHaveCount(14);
  });

  test('the details dialog opens, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/training');
    const open = page.getByRole('link', { name: 'View details of Dr. Juliet Nakimuli' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Dr. Juliet Nakimuli' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('PhD Main Supervisor');
    await expect(dialog).toContainText('Makerere University');
    await expect(dialog).toContainText('Quality of intrapartum care in regional referral hospitals');
    await expect(dialog).toContainText('2019');
    await expectAccessible(page, 'student dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('back to the main site', async ({ page }) => {
    await page.goto('/training');
    await page.getByRole('link', { name: 'Back to main site' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('phone: chips, search and dialog at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/training');
    await chip(page, 'Graduated').click();
    await expect(studentCards(page)).toHaveCount(8);
    await page.getByRole('searchbox', { name: 'Search students' }).fill('makerere');
    await expect(studentCards(page)).toHaveCount(4);
    await page.getByRole('link', { name: /^View details of/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'phone student dialog');
    await page.getByRole('dialog').getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'phone training');
  });
});
