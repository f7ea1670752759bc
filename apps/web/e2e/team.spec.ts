import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter team members by group' });
const memberCards = (page: Page) => page.locator('#team ul > li > a');
const countOf = async (page: Page, label: string) =>
  Number((await filters(page).getByRole('link', { name: new RegExp(`^${label}`) }).innerText()).replace(/\D+/g, ''));

test.describe('team page', () => {
  test('filter buttons show counts derived from the members and filter the cards', async ({ page }) => {
    await page.goto('/team#team');
    const all = await countOf(page, 'All Team');
    expect(all).toBeGreaterThanOrEqual(28);
    await expect(memberCards(page)).toHaveCount(all);
    let sum = 0;
    for (const label of ['Secretariat', 'Research Team', 'Interns', 'Student Research Grantees', 'Communications Team']) {
      const n = await countOf(page, label);
      expect(n).toBeGreaterThan(0);
      sum += n;
      const button = filters(page).getByRole('link', { name: new RegExp(`^${label}`) });
      await button.click();
      await expect(button).toHaveAttribute('aria-current', 'true');
      await expect(memberCards(page)).toHaveCount(n);
      await expect(page.getByRole('status').filter({ hasText: `${n} people` })).toBeVisible();
    }
    expect(sum).toBe(all);
    await expectAccessible(page, 'team filtered');
    await filters(page).getByRole('link', { name: /^All Team/ }).click();
    await expect(memberCards(page)).toHaveCount(all);
  });

  test('a member opens in a dialog; Escape and Close shut it and focus returns to the card', async ({ page }) => {
    await page.goto('/team');
    const card = page.getByRole('link', { name: 'View profile of Dr. Miriam Atim' });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Dr. Miriam Atim' });
    await expect(dialog).toBeVisible();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toContainText('Centre Director · Secretariat');
    await expect(dialog.getByRole('heading', { name: 'About' })).toBeVisible();
    const rows = dialog.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4); // header + three "period: info" lines
    await expect(rows.nth(1)).toContainText('2019–present');
    await expect(rows.nth(1)).toContainText('Centre Director, strategy and partnerships');
    await expect(dialog.getByRole('heading', { name: 'Education' })).toBeVisible();
    // Four publications on file, three shown.
    await expect(dialog.getByRole('heading', { name: 'Recent Publications' }).locator('xpath=following-sibling::ul[1]/li')).toHaveCount(3);
    await expect(dialog.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', 'mailto:m.atim@mnchcentre.example.org');
    await expect(dialog.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+256414000101');
    await expectAccessible(page, 'member dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await expect(card).toHaveAttribute('aria-expanded', 'false');

    // Keyboard opens it again; the Close button shuts it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    // Only one dialog at a time; a member without a phone has no Call link.
    await page.getByRole('link', { name: 'View profile of Dr. Joel Kiiza' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Dr. Joel Kiiza' }).getByRole('link', { name: /Call/ })).toHaveCount(0);
  });

  test('Join Our Mission leads to careers and to get involved', async ({ page }) => {
    await page.goto('/team');
    const band = page.getByRole('region', { name: 'Join Our Mission' });
    await expect(band.getByRole('link', { name: 'See careers' })).toHaveAttribute('href', '/jobs');
    await band.getByRole('link', { name: 'See careers' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.goBack();
    await page.getByRole('region', { name: 'Join Our Mission' }).getByRole('link', { name: 'Get involved' }).click();
    await expect(page).toHaveURL(/\/get-involved$/);
  });

  test('phone: filters and the dialog work at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/team');
    await filters(page).getByRole('link', { name: /^Interns/ }).click();
    const n = await countOf(page, 'Interns');
    await expect(memberCards(page)).toHaveCount(n);
    await memberCards(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'phone member dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'phone team');
  });
});
