import { PRESS_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, deleteAfterCancel, pdfBytes, unique, openSectionDialog } from './support/admin-helpers';

interface Release {
  id: number;
  title: string;
  date: string;
  link: string | null;
}

test.describe('admin press releases', () => {
  test('adds a press release with an uploaded document; it shows on the press tab; edits, views and deletes it', async ({
    page,
    signIn,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await signIn(page);
    const title = unique('Centre opens a new field site');
    const dialog = await openSectionDialog(page, '/admin/press', { heading: 'Press Releases', button: 'Add Press Release' });
    await expect(dialog.getByLabel('Release date')).not.toHaveValue('');
    await dialog.getByLabel('Title').fill(title);
    // Dated far ahead, so it is among the newest the press tab shows whatever other tests add.
    await dialog.getByLabel('Release date').fill('2996-05-04');
    await dialog.getByLabel('Summary').fill('A new field site opens in the north.');
    await dialog.getByLabel('Full release').selectOption('file');
    await dialog
      .locator('#press-link-file')
      .setInputFiles({ name: 'release.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Release') });
    await expect(dialog.getByRole('link', { name: /release\.pdf/ })).toBeVisible();
    await expectAccessible(page, 'press form');
    await dialog.getByRole('button', { name: 'Create Press Release' }).click();
    await expect(page.getByText(PRESS_MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('4 May 2996');
    await expect(row).toContainText('Document');
    const saved = (
      await apiJson<{ pressReleases: Release[] }>(request, token, 'get', `/api/press-releases?search=${encodeURIComponent(title)}`)
    ).pressReleases[0]!;
    expect(saved.link).toMatch(/^\/uploads\//);

    // The media page's press tab shows it, linking to the document.
    const pub = await page.context().newPage();
    await pub.goto('/media?tab=press#press');
    await expect(pub.getByRole('heading', { name: title })).toBeVisible();
    await expect(pub.getByRole('link', { name: `Read the full release: ${title}` })).toHaveAttribute('href', saved.link!);
    await pub.close();

    // View.
    await row.getByRole('button', { name: `View Details: ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText('A new field site opens in the north.')).toBeVisible();
    await expectAccessible(page, 'press view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    // Edit: a web address instead; a bad one is refused with the field's message.
    await row.getByRole('button', { name: `Edit Press Release: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Press Release' });
    await expect(edit.getByLabel('Release date')).toHaveValue('2996-05-04');
    await edit.getByLabel('Full release').selectOption('url');
    await edit.getByLabel('Web address').fill('javascript:alert(1)');
    await edit.getByRole('button', { name: 'Update Press Release' }).click();
    await expect(edit.getByText('Please enter a valid link (an /uploads/ path or an http(s) address)')).toBeVisible();
    await edit.getByLabel('Web address').fill('https://news.e2e.example.org/field-site');
    await edit.getByRole('button', { name: 'Update Press Release' }).click();
    await expect(page.getByText(PRESS_MESSAGES.updated)).toBeVisible();
    await expect(row).toContainText('Link');
    expect((await apiJson<{ pressRelease: Release }>(request, token, 'get', `/api/press-releases/${saved.id}`)).pressRelease.link).toBe(
      'https://news.e2e.example.org/field-site',
    );

    // Delete, after a confirmation.
    const says = PRESS_MESSAGES.deleteConfirm;
    await deleteAfterCancel(page, row, { button: `Delete Press Release: ${title}`, dialog: 'Delete press release', says });
    await expect(page.getByText(PRESS_MESSAGES.deleted)).toBeVisible();
    await expect(row).toBeHidden();
  });
});
