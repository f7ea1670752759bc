import { AWARD_MESSAGES } from '@mnch/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique } from './support/admin-helpers';
import { adminToken } from './support/content';

const shots = (name: string) => `test-results/audit-log-${name}.png`;

/** Steps a filter's select down with the arrow key until it holds `value`, letting the address follow each step. */
async function chooseByKeyboard(page: Page, select: Locator, param: string, value: string) {
  await select.focus();
  for (let i = 0; i < 100 && (await select.inputValue()) !== value; i++) {
    const before = await select.inputValue();
    await page.keyboard.press('ArrowDown');
    // The select shows the address's choice: wait until both hold the next option.
    await expect
      .poll(async () => {
        const shown = await select.inputValue();
        return shown !== before && shown === (new URL(page.url()).searchParams.get(param) ?? '');
      })
      .toBe(true);
  }
  await expect(select).toHaveValue(value);
  await expect(page).toHaveURL(new RegExp(`[?&]${param}=${value}(&|$)`));
}

/**
 * The audit log (docs/behaviour/audit-log.md): an editor signs in, creates, edits and deletes an award,
 * and someone fails to sign in as them; an administrator then sees each step with the editor's name.
 */
test.describe('admin audit log', () => {
  test('the audit log shows each step with the right person', async ({ page, signIn, request, browser }) => {
    test.setTimeout(180_000);
    const admin = await adminToken(request);
    const name = unique('Edwin Auditlog');
    const editor = { email: `audit-${Date.now().toString(36)}@e2e.example.org`, password: 'Editor-pass-123' };
    const created = await apiJson<{ user: { id: number } }>(request, admin, 'post', '/api/users', {
      name,
      ...editor,
      confirmPassword: editor.password,
      role: 'editor',
      status: 'active',
    });
    const editorId = created.user.id;

    // Someone types the editor's email with a wrong password: a failed sign-in on their account.
    const refused = await request.post('/api/auth/login', { data: { email: editor.email, password: 'Wrong-pass-999' } });
    expect(refused.status()).toBe(401);

    // The editor signs in through the form, then adds, renames and deletes an award.
    const editorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const ed = await editorContext.newPage();
    await ed.goto('/login');
    await ed.getByLabel('Email address').fill(editor.email);
    await ed.getByLabel('Password', { exact: true }).fill(editor.password);
    await ed.getByRole('button', { name: 'Sign In' }).click();
    await expect(ed).toHaveURL(/\/admin$/);
    // The log is for administrators: no entry in the editor's sidebar, a notice at its address.
    await expect(ed.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    const title = unique('Audit trail award');
    await ed.goto('/admin/awards');
    await ed.getByRole('button', { name: 'Add Award' }).click();
    const add = ed.getByRole('dialog', { name: 'Add Award' });
    await add.getByLabel('Award title').fill(title);
    await add.getByLabel('Awarded by').fill('Audit Board');
    await add.getByLabel('Year').fill('2024');
    await add.getByRole('button', { name: 'Create Award' }).click();
    await expect(ed.getByText(AWARD_MESSAGES.created)).toBeVisible();
    const renamed = `${title} renamed`;
    const row = ed.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Edit Award: ${title}` }).click();
    const edit = ed.getByRole('dialog', { name: 'Edit Award' });
    await edit.getByLabel('Award title').fill(renamed);
    await edit.getByRole('button', { name: 'Update Award' }).click();
    await expect(ed.getByText(AWARD_MESSAGES.updated)).toBeVisible();
    await ed
      .getByRole('row')
      .filter({ hasText: renamed })
      .getByRole('button', { name: `Delete Award: ${renamed}` })
      .click();
    await ed.getByRole('dialog', { name: 'Delete award' }).getByRole('button', { name: 'Delete' }).click();
    await expect(ed.getByText(AWARD_MESSAGES.deleted)).toBeVisible();
    await ed.goto('/admin/audit-log');
    await expect(ed.getByRole('alert').getByText('Administrators only')).toBeVisible();
    await editorContext.close();

    // The administrator reads the log, filtered to the editor with the keyboard.
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const table = page.getByRole('region', { name: 'Audit log' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    const person = page.getByLabel('Filter by person');
    await expect(person.getByRole('option', { name })).toHaveCount(1);
    await chooseByKeyboard(page, person, 'user', String(editorId));

    const rows = table.getByRole('row');
    // Newest first: deleted, updated, created, signed in, failed sign-in; each with the editor's name.
    await expect(rows).toHaveCount(6);
    const expected: Array<[string, string, string]> = [
      ['Deleted', 'Awards', renamed],
      ['Updated', 'Awards', renamed],
      ['Created', 'Awards', title],
      ['Signed in', 'Sign-in', ''],
      ['Failed sign-in', 'Sign-in', ''],
    ];
    for (const [i, [action, kind, label]] of expected.entries()) {
      const r = rows.nth(i + 1);
      await expect(r.getByRole('cell').nth(1)).toContainText(name);
      await expect(r.getByRole('cell').nth(1)).toContainText('Editor');
      await expect(r.getByRole('cell').nth(2)).toHaveText(action);
      await expect(r.getByRole('cell').nth(3)).toHaveText(kind);
      if (label) await expect(r.getByRole('cell').nth(4)).toContainText(label);
    }
    // The typed email is kept nowhere, and nothing here edits or deletes (its only buttons sort the columns).
    await expect(table).not.toContainText(editor.email);
    await expect(table.locator('tbody').getByRole('button')).toHaveCount(0);
    await expect(table.locator('thead').getByRole('button')).toHaveText(['When', 'Who', 'Action', 'Section']);
    await expectAccessible(page, 'audit log 1280');
    await page.screenshot({ path: shots('list-1280'), fullPage: true });

    // The action filter by keyboard: failed sign-ins of this person only.
    const action = page.getByLabel('Filter by action');
    await chooseByKeyboard(page, action, 'action', 'sign-in-failed');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Failed sign-in');

    // A range of days that ends before today holds none of it; today holds it again.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kampala' }).format(new Date());
    await page.getByLabel('To date', { exact: true }).fill('2020-01-01');
    await expect(page.getByText('No entries found')).toBeVisible();
    await page.getByLabel('From date', { exact: true }).fill(today);
    await page.getByLabel('To date', { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
    await expect(rows).toHaveCount(2);

    // The address keeps the filters: a reload shows the same.
    await page.reload();
    await expect(page.getByLabel('Filter by action')).toHaveValue('sign-in-failed');
    await expect(rows).toHaveCount(2);

    // Phone width: cards instead of the table; the page does not scroll sideways.
    await page.goto(`/admin/audit-log?user=${editorId}`);
    await page.setViewportSize({ width: 375, height: 740 });
    // One card per row on a phone, with the same steps and person.
    const cards = table.locator('tbody tr');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toHaveCSS('display', 'flex');
    for (const [i, [action, kind]] of expected.entries()) {
      await expect(cards.nth(i)).toContainText(action);
      await expect(cards.nth(i)).toContainText(kind);
      await expect(cards.nth(i).locator('td[data-label="Who"]')).toHaveText(`${name}Editor`);
    }
    await expect(cards.first()).toContainText(renamed);
    await expectAccessible(page, 'audit log 375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shots('list-375'), fullPage: true });
  });

  test('shows what staff tried without permission, readably, under its own action', async ({ page, signIn, request }) => {
    const admin = await adminToken(request);
    const name = unique('Rita Refused');
    const editor = { email: `refused-${Date.now().toString(36)}@e2e.example.org`, password: 'Editor-pass-123' };
    const created = await apiJson<{ user: { id: number } }>(request, admin, 'post', '/api/users', {
      name,
      ...editor,
      role: 'editor',
      status: 'active',
    });
    const login = await request.post('/api/auth/login', { data: editor });
    const token = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
    const headers = { Authorization: `Bearer ${token}` };
    // An administrator's read and an administrator's write, by an editor: both refused.
    expect((await request.get('/api/users/stats?search=private', { headers })).status()).toBe(403);
    expect((await request.delete(`/api/users/${created.user.id}`, { headers })).status()).toBe(403);

    await signIn(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 740 });
      await page.goto(`/admin/audit-log?user=${created.user.id}&action=refused`);
      await expect(page.getByLabel('Filter by action')).toHaveValue('refused');
      const rows = page.getByRole('region', { name: 'Audit log' }).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      // Newest first: the delete, then the read; each names the editor, the section and the route, never the query.
      for (const [i, [section, route]] of (
        [
          ['Users', 'DELETE /api/users/:id'],
          ['Users', 'GET /api/users/stats'],
        ] as const
      ).entries()) {
        await expect(rows.nth(i)).toContainText('Refused access');
        await expect(rows.nth(i)).toContainText(name);
        await expect(rows.nth(i)).toContainText(section);
        await expect(rows.nth(i)).toContainText(route);
      }
      await expect(page.getByRole('region', { name: 'Audit log' })).not.toContainText('private');
      await expectAccessible(page, `audit log refused ${width}`);
      await page.screenshot({ path: shots(`refused-${width}`), fullPage: true });
    }
  });

  test('pages through the log with the keyboard', async ({ page, signIn, request }) => {
    const admin = await adminToken(request);
    // 26 rows at least: more than a page of 25.
    for (let i = 0; i < 13; i++) {
      const award = await apiJson<{ award: { id: number } }>(request, admin, 'post', '/api/awards', {
        title: unique('Paging award'),
        awardedBy: 'Audit Board',
        year: 2020,
      });
      await apiJson(request, admin, 'delete', `/api/awards/${award.award.id}`);
    }
    await signIn(page);
    await page.goto('/admin/audit-log?kind=awards');
    await expect(page.getByText(/^Showing 1–25 of \d+ entries$/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Audit log pages' }).getByRole('button', { name: 'Page 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/kind=awards/);
    await expect(page.getByText(/^Showing 26–/)).toBeVisible();
  });
});
