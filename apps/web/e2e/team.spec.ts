import type { Page } from '@playwright/test';
import { TEAM_MODAL_PUBLICATIONS, teamCopy, teamFilters, teamMembers } from '../app/content/team';
import { parseExpertise } from '../app/features/team/team';
import { expect, expectAccessible, test } from './support/fixtures';

// Expectations come from the page's content (app/content/team.ts), not from particular members.
const filters = (page: Page) => page.getByRole('navigation', { name: teamCopy.filterLabel });
const memberCards = (page: Page) => page.locator('#team ul > li > a');
const countOf = async (page: Page, label: string) =>
  Number(
    (
      await filters(page)
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .innerText()
    ).replace(/\D+/g, ''),
  );

test.describe('team page', () => {
  test('filter buttons show counts derived from the members and filter the cards', async ({ page }) => {
    await page.goto('/team#team');
    const [everyone, ...groups] = teamFilters;
    const all = await countOf(page, everyone!.label);
    expect(all).toBe(teamMembers.length);
    await expect(memberCards(page)).toHaveCount(all);
    for (const { label, category } of groups) {
      const n = teamMembers.filter((m) => m.category === category).length;
      expect(await countOf(page, label), label).toBe(n);
      const button = filters(page).getByRole('link', { name: new RegExp(`^${label}`) });
      await button.click();
      await expect(button).toHaveAttribute('aria-current', 'true');
      await expect(memberCards(page)).toHaveCount(n);
      await expect(page.getByRole('status').filter({ hasText: teamCopy.showing(n) })).toBeVisible();
    }
    await expectAccessible(page, 'team filtered');
    await filters(page)
      .getByRole('link', { name: new RegExp(`^${everyone!.label}`) })
      .click();
    await expect(memberCards(page)).toHaveCount(all);
  });

  test('a member opens in a dialog; Escape and Close shut it and focus returns to the card', async ({ page }) => {
    await page.goto('/team');
    // A member with every part of the profile.
    const member = teamMembers.find((m) => m.phone && m.education && m.expertise && m.publications?.length)!;
    const card = page.getByRole('link', { name: teamCopy.openProfile(member.name) });
    await card.click();
    const dialog = page.getByRole('dialog', { name: member.name });
    await expect(dialog).toBeVisible();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toContainText(`${member.title} · ${member.department}`);
    await expect(dialog.getByRole('heading', { name: teamCopy.about })).toBeVisible();
    const lines = parseExpertise(member.expertise);
    const rows = dialog.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(lines.length + 1); // header + one row per "period: info" line
    await expect(rows.nth(1)).toContainText(lines[0]!.period);
    await expect(rows.nth(1)).toContainText(lines[0]!.info);
    await expect(dialog.getByRole('heading', { name: teamCopy.education })).toBeVisible();
    // At most TEAM_MODAL_PUBLICATIONS of the publications on file are shown.
    await expect(dialog.getByRole('heading', { name: teamCopy.publications }).locator('xpath=following-sibling::ul[1]/li')).toHaveText(
      member.publications!.slice(0, TEAM_MODAL_PUBLICATIONS),
    );
    await expect(dialog.getByRole('link', { name: new RegExp(`^${teamCopy.email}`) })).toHaveAttribute('href', `mailto:${member.email}`);
    await expect(dialog.getByRole('link', { name: new RegExp(teamCopy.call) })).toHaveAttribute(
      'href',
      `tel:${member.phone!.replace(/[^+\d]/g, '')}`,
    );
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

    // Only one dialog at a time; a member without a phone (if the content has one) has no Call link.
    const other = teamMembers.find((m) => !m.phone) ?? teamMembers.find((m) => m !== member)!;
    await page.getByRole('link', { name: teamCopy.openProfile(other.name) }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: other.name }).getByRole('link', { name: new RegExp(teamCopy.call) })).toHaveCount(
      other.phone ? 1 : 0,
    );
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
    const group = teamFilters.find((f) => f.category && teamMembers.some((m) => m.category === f.category))!;
    await filters(page)
      .getByRole('link', { name: new RegExp(`^${group.label}`) })
      .click();
    await expect(memberCards(page)).toHaveCount(teamMembers.filter((m) => m.category === group.category).length);
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
