import { REVISION_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique } from './support/admin-helpers';

const shots = (name: string) => `test-results/revisions-${name}.png`;

interface ArticleBody {
  article: { id: number; slug: string; title: string; content: string };
}

test.describe('revisions', () => {
  test('an article edited three times lists three revisions, and restoring the first brings back its text on the public page', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = unique('Revised article');
    const original = 'Midwives in Jinja recorded every birth on paper.';
    const { article } = await apiJson<ArticleBody>(request, token, 'post', '/api/articles', {
      title,
      category: 'Research Breakthrough',
      content: `<p>${original}</p>`,
      status: 'published',
    });

    await page.goto(`/admin/articles?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();

    // Three edits in the back office, each replacing the text.
    const texts = [
      'Midwives in Jinja now record births on tablets.',
      'Every birth in Jinja is recorded the same day.',
      'Jinja records births.',
    ];
    for (const text of texts) {
      await card.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Article' });
      const editor = edit.getByRole('textbox', { name: 'Content', exact: true });
      await expect(editor).toBeVisible();
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
      await expect(editor).toContainText(text);
      await edit.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Article updated successfully').first()).toBeVisible();
      await expect(edit).toBeHidden();
    }

    // The history lists three revisions, newest first, with who made them.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shots('cards-375') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shots('cards-1280') });
    await card.getByRole('button', { name: `History of ${title}` }).click();
    const history = page.getByRole('dialog', { name: `History: ${title}` });
    await expect(history).toBeVisible();
    const entries = history.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(history.getByRole('heading', { name: '3 revisions' })).toBeVisible();
    await expect(entries.first()).toContainText(/Changed: .*Content/);
    await expect(entries.first()).toContainText(/by \S/);

    // The newest is shown first: what its edit removed and added.
    await expect(history.getByRole('deletion').filter({ hasText: 'same day' }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page, 'history dialog');
    await page.screenshot({ path: shots('dialog-1280') });

    // The oldest edit: the text as created, then its first change.
    const oldest = entries.last().getByRole('button');
    await oldest.click();
    await expect(oldest).toHaveAttribute('aria-current', 'true');
    const details = history.getByRole('region', { name: /^Edit of / });
    await expect(details.getByRole('deletion').filter({ hasText: 'recorded' }).first()).toBeVisible();
    await expect(details.getByRole('insertion').filter({ hasText: 'tablets' }).first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'history dialog, phone');
    await page.screenshot({ path: shots('dialog-375'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Restore it, after a confirmation (Cancel first).
    await details.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this version' });
    await expect(confirm.getByText(REVISION_MESSAGES.restoreConfirm)).toBeVisible();
    await expectAccessible(page, 'restore confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await details.getByRole('button', { name: 'Restore this version' }).click();
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(REVISION_MESSAGES.restored).first()).toBeVisible();
    await expect(confirm).toBeHidden();
    // The restore is itself a revision: the list, refreshed, has four.
    await expect(entries).toHaveCount(4);
    await expect(history.getByRole('heading', { name: '4 revisions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // The public page shows the original text at once.
    const pub = await page.context().newPage();
    await pub.goto(`/article/${article.slug}`);
    await expect(pub.getByText(original)).toBeVisible();
    await expect(pub.getByText(texts[2]!)).toHaveCount(0);
    await pub.close();

    // The audit log shows each step, by the person who took it.
    const me = await apiJson<{ data: { user: { id: number; name: string } } }>(request, token, 'get', '/api/auth/me');
    const { name } = me.data.user;
    await page.goto(`/admin/audit-log?user=${me.data.user.id}&kind=articles`);
    const rows = page.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: title });
    await expect(rows.filter({ hasText: 'Updated' })).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Created' })).toHaveCount(1);
    for (const row of await rows.all()) await expect(row).toContainText(name);
    await page.goto(`/admin/audit-log?user=${me.data.user.id}&kind=revisions&action=restore`);
    const restore = page.getByRole('region', { name: 'Audit log' }).getByRole('row').nth(1);
    await expect(restore).toContainText('Restored');
    await expect(restore).toContainText(name);
  });
});
