import { teamCopy } from '../app/content/team';
import { apiJson, newEditor, PNG_BYTES } from './support/admin-helpers';
import { adminToken, marker } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';
import { createTeamMember, deleteTeamMember, type TeamMemberRecord } from './support/team';

interface ListBody {
  members: TeamMemberRecord[];
  pagination: { total: number; totalPages: number };
}

test.describe('admin team', () => {
  test('an editor adds a team member with a photo and moves them to the top; /team shows them first', async ({
    page,
    signIn,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const m = marker('tm');
    const admin = await adminToken(request);
    // Someone already on the team, so that moving to the top moves past them.
    const earlier = await createTeamMember(request, { name: `Earlier ${m}` }, admin);
    const editor = await newEditor(request, admin, m, { name: `Edna ${m}`, email: `team-editor-${m}@e2e.example.org` });
    const token = await signIn(page, editor);
    const name = `Dr. Newcomer ${m}`;

    await page.goto('/admin/team');
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Team Member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Job title').fill('Senior Research Fellow');
    await dialog.getByLabel('Category').selectOption('Research Team');
    await dialog.getByLabel('Email').fill(`newcomer-${m}@example.org`);
    await dialog.locator('#team-photo').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Photo preview' })).toBeVisible();
    await dialog.getByLabel('Biography').fill('Leads the newborn care studies.');
    await dialog.getByLabel('Selected publications').fill('Kangaroo care at scale (2025)\nhttps://example.org/paper');
    await dialog.getByLabel('ORCID').fill('https://orcid.org/0000-0002-1825-0097');
    await expectAccessible(page, 'team form');
    await dialog.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(page.getByText('Team member created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const [created] = (
      await apiJson<ListBody>(request, token, 'get', `/api/team?search=${encodeURIComponent(m)}&limit=100`)
    ).members.filter((x) => x.name === name);
    expect(created!.photoUrl).toMatch(/^\/uploads\//);
    expect(created!.publications).toEqual(['Kangaroo care at scale (2025)', 'https://example.org/paper']);

    // Find the new member (the last in the order) and move them to the top with the keyboard.
    await page.getByRole('searchbox', { name: 'Search team members' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: `Earlier ${m}` })).toHaveCount(0);
    await row.getByRole('button', { name: `Move to top: ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Team order saved')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${name} moved to the top.` })).toBeAttached();
    const order = await apiJson<{ ids: number[] }>(request, token, 'get', '/api/team/order');
    expect(order.ids[0]).toBe(created!.id);
    expect(order.ids.indexOf(created!.id)).toBeLessThan(order.ids.indexOf(earlier.id));

    // The public team page (a visitor, no token) shows them first, with their photo.
    const visitor = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    await visitor.goto('/team');
    const first = visitor.locator('#team ul > li > a').first();
    await expect(first).toHaveAccessibleName(teamCopy.openProfile(name));
    await expect(first.locator('img')).toHaveAttribute('src', created!.photoUrl!);
    await visitor.close();

    await deleteTeamMember(request, created!.id, admin);
    await deleteTeamMember(request, earlier.id, admin);
  });

  test('views, edits, filters, pages, moves up and down, and deletes', async ({ page, signIn, request }) => {
    test.setTimeout(120_000);
    const m = marker('tl');
    const admin = await signIn(page);
    const made: TeamMemberRecord[] = [];
    // More than a page (12) of one category, so that a search for the marker pages.
    for (let i = 1; i <= 13; i++)
      made.push(await createTeamMember(request, { name: `Member ${String(i).padStart(2, '0')} ${m}`, category: 'Interns' }, admin));
    made.push(await createTeamMember(request, { name: `Writer ${m}`, category: 'Communications Team' }, admin));

    await page.goto(`/admin/team?search=${encodeURIComponent(m)}`);
    const rows = page.getByRole('region', { name: 'Team members' }).getByRole('row');
    await expect(rows).toHaveCount(13); // header + 12
    await expect(page.getByText('of 14 team members')).toBeVisible();
    await expectAccessible(page, 'team list');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText(`Writer ${m}`);

    // Category filter.
    await page.getByLabel('Filter by category').selectOption('Communications Team');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Writer ${m}`);
    await page.getByLabel('Filter by category').selectOption('');

    // Move up and down: the neighbours swap, in the list and in the API's order.
    await expect(rows.nth(1)).toContainText(`Member 01 ${m}`);
    await rows
      .nth(2)
      .getByRole('button', { name: `Move up: Member 02 ${m}` })
      .click();
    await expect(rows.nth(1)).toContainText(`Member 02 ${m}`);
    await expect(rows.nth(2)).toContainText(`Member 01 ${m}`);
    // Focus stays on the moved member's buttons, so the keyboard can keep moving them.
    await expect(rows.nth(1).getByRole('button', { name: `Move up: Member 02 ${m}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(rows.nth(1).getByRole('button', { name: `Move down: Member 02 ${m}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows.nth(1)).toContainText(`Member 01 ${m}`);
    await expect(rows.nth(2)).toContainText(`Member 02 ${m}`);
    const ids = (await apiJson<{ ids: number[] }>(request, admin, 'get', '/api/team/order')).ids;
    expect(ids.indexOf(made[0]!.id)).toBeLessThan(ids.indexOf(made[1]!.id));

    // View.
    await rows
      .nth(1)
      .getByRole('button', { name: `View Team Member: Member 01 ${m}` })
      .click();
    const view = page.getByRole('dialog', { name: `Member 01 ${m}` });
    await expect(view).toContainText('Studies newborn care in district hospitals.');
    await expect(view.getByRole('link', { name: 'https://orcid.org/0000-0002-1825-0097' })).toBeVisible();
    await expectAccessible(page, 'team view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    // Edit: a bad link is refused in words, then a good change is saved.
    await rows
      .nth(1)
      .getByRole('button', { name: `Edit Team Member: Member 01 ${m}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    await expect(edit.getByLabel('Name')).toHaveValue(`Member 01 ${m}`);
    await edit.getByLabel('LinkedIn').fill('javascript:alert(1)');
    await edit.getByLabel('Job title').fill('');
    await edit.getByRole('button', { name: 'Update Team Member' }).click();
    await expect(edit.getByText('Please enter a valid http(s) address')).toBeVisible();
    await expect(edit.getByText('Job title is required')).toBeVisible();
    await edit.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/member-01');
    await edit.getByLabel('Job title').fill('Intern, data management');
    await edit.getByRole('button', { name: 'Update Team Member' }).click();
    await expect(page.getByText('Team member updated successfully')).toBeVisible();
    await expect(rows.nth(1)).toContainText('Intern, data management');

    // Delete.
    await rows
      .nth(1)
      .getByRole('button', { name: `Delete Team Member: Member 01 ${m}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete team member' });
    await expectAccessible(page, 'team delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Team member moved to the trash')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Member 01 ${m}` })).toHaveCount(0);

    for (const x of made.slice(1)) await deleteTeamMember(request, x.id, admin);
  });

  test('phone: the list and the form fit 375 px', async ({ page, signIn, request }) => {
    const admin = await signIn(page);
    const m = marker('tp');
    const member = await createTeamMember(request, { name: `Phone ${m}` }, admin);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/admin/team?search=${encodeURIComponent(m)}`);
    await expect(page.getByRole('row').filter({ hasText: `Phone ${m}` })).toHaveCount(1);
    await expectAccessible(page, 'phone team list');
    await page.getByRole('button', { name: 'Add Team Member' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add Team Member' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await deleteTeamMember(request, member.id, admin);
  });
});
