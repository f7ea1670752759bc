import { AWARD_MESSAGES } from '@mnch/shared';
import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique } from './support/admin-helpers';
import { createArticle } from './support/content';

/** The unsaved-changes guard and the local drafts of back-office forms (features/admin/components/unsaved-changes.tsx). */
test.describe('admin forms keep unsaved work', () => {
  test('Escape, the backdrop and × ask before closing changed input; the input comes back as a draft', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const title = unique('Draft award');
    await page.goto('/admin/awards');
    await page.getByRole('button', { name: 'Add Award' }).click();
    const form = page.getByRole('dialog', { name: 'Add Award' });
    const prompt = page.getByRole('dialog', { name: 'You have unsaved changes' });

    // Nothing typed: Escape closes at once.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(prompt).toBeHidden();

    await page.getByRole('button', { name: 'Add Award' }).click();
    await form.getByLabel('Award title').fill(title);
    await form.getByLabel('Awarded by').fill('Guarded Forum');

    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();
    await expectAccessible(page, 'unsaved changes prompt');
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(prompt).toBeHidden();
    await expect(form.getByLabel('Award title')).toHaveValue(title);

    // A click on the backdrop (outside the dialog's box).
    await page.mouse.click(5, 5);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel('Award title')).toHaveValue(title);

    await form.getByRole('button', { name: 'Close dialog' }).click();
    await prompt.getByRole('button', { name: 'Close without saving' }).click();
    await expect(form).toBeHidden();

    // Reopened (after a reload too): the draft is offered and restored.
    await page.reload();
    await page.getByRole('button', { name: 'Add Award' }).click();
    await expect(form.getByLabel('Award title')).toHaveValue('');
    await expect(form.getByRole('status')).toContainText('were kept on this device');
    await expectAccessible(page, 'draft offer');
    await form.getByRole('button', { name: 'Restore changes' }).click();
    await expect(form.getByLabel('Award title')).toHaveValue(title);
    await expect(form.getByLabel('Awarded by')).toHaveValue('Guarded Forum');

    // Saved: the draft is gone.
    await form.getByRole('button', { name: 'Create Award' }).click();
    await expect(page.getByText(AWARD_MESSAGES.created)).toBeVisible();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Add Award' }).click();
    await expect(form.getByLabel('Award title')).toHaveValue('');
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test('going back with an edited article open asks first; leaving keeps the draft for that article', async ({ page, token, request }) => {
    test.setTimeout(90_000);
    const title = unique('Guarded article');
    await createArticle(request, token, { title, excerpt: 'Guarded excerpt' });

    // Reached inside the back office, so Back is a navigation of the app (not a new page load).
    await page.goto('/admin');
    await page.getByRole('link', { name: 'News & Articles', exact: true }).click();
    await page.getByLabel('Search articles').fill(title);
    // The search is in the address before the form opens (it replaces the history entry, after a pause).
    await expect(page).toHaveURL(/search=/);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Article' });
    await form.getByLabel('Title', { exact: true }).fill(`${title} edited`);

    const prompt = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await page.evaluate(() => history.back());
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/admin\/articles/);
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(`${title} edited`);

    await page.evaluate(() => history.back());
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`/admin/articles?search=${encodeURIComponent(title)}`);
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
    await form.getByRole('button', { name: 'Restore changes' }).click();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(`${title} edited`);
  });

  test('a session that runs out during a save asks to sign in again over the form, then saves on the same screen', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = unique('Award saved after signing in again');
    await page.goto('/admin/awards');
    await page.getByRole('button', { name: 'Add Award' }).click();
    const form = page.getByRole('dialog', { name: 'Add Award' });
    await form.getByLabel('Award title').fill(title);
    await form.getByLabel('Awarded by').fill('Session Forum');

    // The session ends: the stored token is no longer one the API accepts.
    await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired.session.token'));
    await form.getByRole('button', { name: 'Create Award' }).click();
    const again = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(again).toBeVisible();
    await expectAccessible(page, 'sign in again');
    await expect(again.getByLabel('Email address')).toHaveValue(E2E_ADMIN.email);
    await again.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await again.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText(AWARD_MESSAGES.created)).toBeVisible();
    await expect(again).toBeHidden();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/awards$/);
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    const saved = await apiJson<{ awards: Array<{ title: string }> }>(
      request,
      token,
      'get',
      `/api/awards?search=${encodeURIComponent(title)}`,
    );
    expect(saved.awards.map((a) => a.title)).toEqual([title]);
  });

  test('declining to sign in again opens the sign-in page, which returns to the page afterwards', async ({ page }) => {
    // Signed in through the sign-in page (the signIn fixture would store its token again on every load).
    const signInHere = async () => {
      await page.getByLabel('Email address').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };
    await page.goto('/login?redirectTo=%2Fadmin%2Fawards%3Fsearch%3Dnothing-here');
    await signInHere();
    await expect(page).toHaveURL(/\/admin\/awards\?search=nothing-here$/);

    const title = unique('Award kept through a sign-out');
    await page.getByRole('button', { name: 'Add Award' }).click();
    const form = page.getByRole('dialog', { name: 'Add Award' });
    await form.getByLabel('Award title').fill(title);
    await form.getByLabel('Awarded by').fill('Sign-out Forum');
    await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired.session.token'));
    await form.getByRole('button', { name: 'Create Award' }).click();
    const again = page.getByRole('dialog', { name: 'Your session has ended' });
    await again.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?expired=1&redirectTo=%2Fadmin%2Fawards/);
    await expect(page.getByRole('status')).toContainText('Your session has expired');
    await signInHere();
    await expect(page).toHaveURL(/\/admin\/awards\?search=nothing-here$/);
    // What was typed comes back as the form's draft.
    await page.getByRole('button', { name: 'Add Award' }).click();
    await form.getByRole('button', { name: 'Restore changes' }).click();
    await expect(form.getByLabel('Award title')).toHaveValue(title);
  });
});
