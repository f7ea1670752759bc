import { AWARD_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique, openSectionDialog } from './support/admin-helpers';

interface Award {
  id: number;
  title: string;
  awardedBy: string;
  year: number;
  description: string | null;
}

test.describe('admin awards', () => {
  test('adds an award; it shows on /about and /impact; edits, views and deletes it', async ({ page, signIn, request }) => {
    test.setTimeout(90_000);
    const token = await signIn(page);
    const title = unique('Excellence in Newborn Care');
    const dialog = await openSectionDialog(page, '/admin/awards', { heading: 'Awards', button: 'Add Award' });
    await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
    await dialog.getByLabel('Award title').fill(title);
    await dialog.getByLabel('Awarded by').fill('National Health Research Forum');
    // The newest year of all, so the impact page (the most recent few) shows it whatever other tests add.
    await dialog.getByLabel('Year').fill('2999');
    await dialog.getByLabel('Description').fill('For research that informed the newborn care guidelines.');
    await expectAccessible(page, 'award form');
    await dialog.getByRole('button', { name: 'Create Award' }).click();
    await expect(page.getByText(AWARD_MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('National Health Research Forum');
    await expect(row).toContainText('2999');
    const saved = (await apiJson<{ awards: Award[] }>(request, token, 'get', `/api/awards?search=${encodeURIComponent(title)}`)).awards[0]!;
    expect(saved).toMatchObject({ year: 2999, description: 'For research that informed the newborn care guidelines.' });

    const pub = await page.context().newPage();
    for (const path of ['/about', '/impact']) {
      await pub.goto(path);
      await expect(pub.getByRole('heading', { name: title }), path).toBeVisible();
    }
    await pub.close();

    await row.getByRole('button', { name: `View Details: ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText('For research that informed the newborn care guidelines.')).toBeVisible();
    await expectAccessible(page, 'award view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    await row.getByRole('button', { name: `Edit Award: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Award' });
    await edit.getByLabel('Year').fill('20x1');
    await edit.getByRole('button', { name: 'Update Award' }).click();
    await expect(edit.getByText(AWARD_MESSAGES.yearInvalid)).toBeVisible();
    await edit.getByLabel('Year').fill('2998');
    await edit.getByLabel('Description').fill('');
    await edit.getByRole('button', { name: 'Update Award' }).click();
    await expect(page.getByText(AWARD_MESSAGES.updated)).toBeVisible();
    await expect(row).toContainText('2998');
    expect((await apiJson<{ award: Award }>(request, token, 'get', `/api/awards/${saved.id}`)).award).toMatchObject({
      year: 2998,
      description: null,
    });

    await row.getByRole('button', { name: `Delete Award: ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete award' });
    await expect(confirm.getByText(AWARD_MESSAGES.deleteConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete Award: ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(AWARD_MESSAGES.deleted)).toBeVisible();
    await expect(row).toBeHidden();
  });
});
