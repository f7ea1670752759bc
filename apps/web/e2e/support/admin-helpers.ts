import type { APIRequestContext, Page } from '@playwright/test';
import { pdfWithText } from './documents';
import { expect } from './fixtures';

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

/** A new active editor account, made by an admin (`m`: a marker unique to the test): its sign-in. */
export async function newEditor(request: APIRequestContext, adminToken: string, m: string) {
  const editor = { email: `editor-${m}@e2e.example.org`, password: 'Editor-pass-123' };
  await apiJson(request, adminToken, 'post', '/api/users', {
    name: `Tess Editor ${m}`,
    ...editor,
    confirmPassword: editor.password,
    role: 'editor',
    status: 'active',
    termsAccepted: true,
  });
  return editor;
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
