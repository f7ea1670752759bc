import type { Page } from '@playwright/test';
import { TEAM_MODAL_PUBLICATIONS, teamCopy, teamFilters } from '../app/content/team';
import { parseExpertise } from '../app/features/team/team';
import { expect, expectAccessible, test } from './support/fixtures';
import { marker } from './support/content';
import { createTeamMember, deleteTeamMember, type TeamMemberRecord } from './support/team';

// The members are records (GET /api/team); each test adds its own through the API and never counts on
// anyone else's, as other tests add members too.
const filters = (page: Page) => page.getByRole('navigation', { name: teamCopy.filterLabel });
const memberCards = (page: Page) => page.locator('#team ul > li > a');
const filterLink = (page: Page, label: string) => filters(page).getByRole('link', { name: new RegExp(`^${label}`) });
const countOf = async (page: Page, label: string) => Number((await filterLink(page, label).innerText()).replace(/\D+/g, ''));

let intern: TeamMemberRecord;
let grantee: TeamMemberRecord;
let full: TeamMemberRecord;
let bare: TeamMemberRecord;

// The tests of this file run one after another in one worker and share the file's team members: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ request }) => {
  const tag = marker('Team');
  intern = await createTeamMember(request, { name: `Intern ${tag}`, category: 'Interns' });
  grantee = await createTeamMember(request, { name: `Grantee ${tag}`, category: 'Student Research Grantee' });
  full = await createTeamMember(request, {
    name: `Dr. Full ${tag}`,
    category: 'Secretariat',
    department: 'Secretariat',
    scholarUrl: 'https://scholar.google.com/citations?user=e2e',
    linkedinUrl: 'https://www.linkedin.com/in/e2e',
  });
  bare = await createTeamMember(request, {
    name: `Bare ${tag}`,
    category: 'Communications Team',
    phone: null,
    education: null,
    expertise: null,
    publications: [],
    orcidUrl: null,
  });
});
test.afterAll(async ({ request }) => {
  for (const m of [intern, grantee, full, bare]) await deleteTeamMember(request, m.id);
});

test.describe('team page', () => {
  test('filter buttons show counts derived from the members and filter the cards', async ({ page }) => {
    await page.goto('/team#team');
    const [everyone, ...groups] = teamFilters;
    // Other tests add and remove members while this one runs, so every count is compared with the
    // members on the same page load, never with a count read on an earlier one.
    const all = await countOf(page, everyone.label);
    await expect(memberCards(page)).toHaveCount(all);
    let sum = 0;
    for (const { label } of groups) sum += await countOf(page, label);
    expect(sum).toBe(all);
    for (const { label, category } of groups) {
      const button = filterLink(page, label);
      await button.click();
      await expect(button).toHaveAttribute('aria-current', 'true');
      const n = await countOf(page, label);
      await expect(memberCards(page)).toHaveCount(n);
      await expect(page.getByRole('status').filter({ hasText: teamCopy.showing(n) })).toBeVisible();
      // Each of this test's members is under its own group only.
      for (const m of [intern, grantee, full, bare]) {
        await expect(page.getByRole('link', { name: teamCopy.openProfile(m.name) })).toHaveCount(m.category === category ? 1 : 0);
      }
    }
    await expectAccessible(page, 'team filtered');
    await filterLink(page, everyone.label).click();
    // The count is read once the page shows everyone, not from the group page still on screen.
    await expect(filterLink(page, everyone.label)).toHaveAttribute('aria-current', 'true');
    await expect(memberCards(page)).toHaveCount(await countOf(page, everyone.label));
  });

  test('a member opens in a dialog; Escape and Close shut it and focus returns to the card', async ({ page }) => {
    await page.goto('/team');
    const member = full;
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
      member.publications.slice(0, TEAM_MODAL_PUBLICATIONS),
    );
    await expect(dialog.getByRole('link', { name: new RegExp(`^${teamCopy.email}`) })).toHaveAttribute('href', `mailto:${member.email}`);
    await expect(dialog.getByRole('link', { name: new RegExp(teamCopy.call) })).toHaveAttribute(
      'href',
      `tel:${member.phone!.replace(/[^+\d]/g, '')}`,
    );
    // The profile links, each to its site in a new tab.
    for (const [label, href] of [
      [teamCopy.orcid, 'https://orcid.org/0000-0002-1825-0097'],
      [teamCopy.scholar, 'https://scholar.google.com/citations?user=e2e'],
      [teamCopy.linkedin, 'https://www.linkedin.com/in/e2e'],
    ] as const) {
      const link = dialog.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
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

    // Only one dialog at a time; a member without a phone, expertise or links shows none of them.
    await page.getByRole('link', { name: teamCopy.openProfile(bare.name) }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const other = page.getByRole('dialog', { name: bare.name });
    await expect(other.getByRole('link', { name: new RegExp(teamCopy.call) })).toHaveCount(0);
    await expect(other.getByRole('table')).toHaveCount(0);
    await expect(other.getByRole('heading', { name: teamCopy.profiles })).toHaveCount(0);
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
    const group = teamFilters.find((f) => f.category === intern.category)!;
    await filterLink(page, group.label).click();
    // The chip's count and the cards come from one read of the team (other specs add and remove
    // members meanwhile): compared together until the filtered page has settled.
    await expect(async () => expect(await memberCards(page).count()).toBe(await countOf(page, group.label))).toPass();
    await page.getByRole('link', { name: teamCopy.openProfile(intern.name) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'phone member dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'phone team');
  });
});
