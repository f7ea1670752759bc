import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { marker } from './content';
import { pdfWithText } from './documents';
import { expect, expectAccessible } from './fixtures';

/** A small valid PNG (64x40, teal) for real uploads. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SwQ0AQRCC7IBOfV79VwaZrIkFADF8Pb3oBEygekV2od5ddAImUL0iu1DvLjoBE6hekV2odxedgAlUr8gu1LuLTsAEqldkF+rdRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9Yq8fKEfo0R+iI+FLOsAAAAASUVORK5CYII=',
  'base64',
);

/** A minimal valid one-page PDF. */
export function pdfBytes(text = 'Newsletter'): Buffer {
  return pdfWithText([text]);
}

/** A unique suffix for test data (tests share one server). */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function apiJson<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A new active editor account, made by an admin (`m`: a marker unique to the test): its sign-in.
 * `who`: its name and email, when the test names them (Tess Editor, editor-`m`@… otherwise).
 */
export async function newEditor(request: APIRequestContext, adminToken: string, m: string, who: { name?: string; email?: string } = {}) {
  const editor = { email: who.email ?? `editor-${m}@e2e.example.org`, password: 'Editor-pass-123' };
  await apiJson(request, adminToken, 'post', '/api/users', {
    name: who.name ?? `Tess Editor ${m}`,
    ...editor,
    confirmPassword: editor.password,
    role: 'editor',
    status: 'active',
    termsAccepted: true,
  });
  return editor;
}

/**
 * Signs the admin in on `page` (the `signIn` fixture) and makes a new editor under a marker starting with
 * `prefix`: the admin's token, the marker and the editor's sign-in.
 */
export async function adminAndNewEditor(
  page: Page,
  signIn: (page: Page) => Promise<string>,
  request: APIRequestContext,
  prefix: string,
): Promise<{ adminToken: string; m: string; editor: { email: string; password: string } }> {
  const adminToken = await signIn(page);
  const m = marker(prefix);
  const editor = await newEditor(request, adminToken, m);
  return { adminToken, m, editor };
}

/** Types into the TipTap editing area named `name`. */
export async function typeInEditor(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.type(text);
}

/**
 * Closes a back-office form holding changed input with Escape: the unsaved-changes prompt asks first
 * (features/admin/components/unsaved-changes.tsx), and this answers it by closing without saving.
 */
export async function closeChangedForm(page: Page) {
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'You have unsaved changes' })
    .getByRole('button', { name: /without saving|^Discard and close$/ })
    .click();
}

/**
 * Deletes an item in a back-office list the way every section asks: its Delete button opens the
 * confirmation `dialog` saying `says`, Cancel keeps the item, and a second try's `confirm` button
 * (Delete unless named) removes it. `axe`: the accessibility check of the open confirmation, if any.
 */
export async function deleteAfterCancel(
  page: Page,
  item: Locator,
  o: { button: string; dialog: string; says: string; axe?: string; confirm?: string },
): Promise<void> {
  await item.getByRole('button', { name: o.button }).click();
  const confirm = page.getByRole('dialog', { name: o.dialog });
  await expect(confirm.getByText(o.says)).toBeVisible();
  if (o.axe) await expectAccessible(page, o.axe);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: o.button }).click();
  await confirm.getByRole('button', { name: o.confirm ?? 'Delete' }).click();
}

/**
 * At phone width (375 px) a back-office section's list and its Add form pass axe (`context`: the
 * section's list, `formContext`: its form) and the page is no wider than the screen.
 */
export async function expectPhoneLayout(
  page: Page,
  o: { path: string; add: string; dialog: string; context: string; formContext: string },
): Promise<void> {
  await page.goto(o.path);
  await expect(page.getByRole('button', { name: o.add })).toBeVisible();
  await expectAccessible(page, o.context);
  await page.getByRole('button', { name: o.add }).click();
  await expect(page.getByRole('dialog', { name: o.dialog })).toBeVisible();
  await expectAccessible(page, o.formContext);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Searches a back-office list for `tag` (the address keeps the search) and returns the rows of its table in `region`. */
export async function searchList(page: Page, o: { path: string; search: string; region: string; tag: string }): Promise<Locator> {
  await page.goto(o.path);
  await page.getByLabel(o.search).fill(o.tag);
  await expect(page).toHaveURL(new RegExp(`search=${o.tag}`));
  return page.getByRole('region', { name: o.region }).locator('tbody tr');
}

/** Picks `value` in the list filter `label`: one row is left, and it shows `text`. */
export async function filterToOne(page: Page, rows: Locator, label: string, value: string, text: string): Promise<void> {
  await page.getByLabel(label).selectOption(value);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(text);
}

/**
 * Opens a back-office section (its heading shown, the list accessible) and the dialog its button opens
 * (`Add Award` → the dialog `Add Award`); answers the dialog.
 */
export async function openSectionDialog(
  page: Page,
  path: string,
  { heading, button, dialog = button }: { heading: string; button: string; dialog?: string },
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expectAccessible(page, `${path} list`);
  await page.getByRole('button', { name: button }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  return opened;
}
