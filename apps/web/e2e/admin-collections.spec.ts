import type { APIRequestContext } from '@playwright/test';
import {
  COLLECTION_KEYS,
  collectionAdminPath,
  defaultSorts,
  fieldEntries,
  KINDS,
  titleCase,
  type Collection,
  type FieldSpec,
} from '@mnch/shared';
import { collectionSample, missingMessage } from '@mnch/shared/testing';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, closeChangedForm, unique } from './support/admin-helpers';

/**
 * Every collection's back-office section (features/admin/collections), tried from its definition
 * (packages/shared/src/collections/define.ts) rather than one spec per kind: the form's messages, the
 * list's search, year filter and server paging, and the phone layout. What one collection shows
 * elsewhere (awards on the about page, press releases' documents on the media page) is its own spec's.
 */

/** A value of a year or date field in `year`. */
const inYear = (spec: FieldSpec, year: number) => (spec.kind === 'year' ? year : `${year}-06-15`);

async function make(request: APIRequestContext, token: string, c: Collection, label: string, over: Record<string, unknown> = {}) {
  await apiJson(request, token, 'post', `/api/${c.folder}`, { ...collectionSample(c, label), ...over });
}

for (const key of COLLECTION_KEYS) {
  const c: Collection = KINDS[key];
  const path = collectionAdminPath(c);
  const noun = titleCase(c.noun);
  const required = fieldEntries(c).filter(([, spec]) => spec.required);
  // A field with an initial value is never missing in a new form, unless a number's is emptied (as a year's or a date's is).
  const emptied = (spec: FieldSpec) => spec.kind === 'year' || spec.kind === 'date' || spec.kind === 'number';
  const missing = required.filter(([, spec]) => spec.initial === undefined || spec.kind === 'number');
  // Emptying a field that started with a value changes the form (a year, a date, a number with an initial value).
  const changes = missing.some(([, spec]) => emptied(spec) && (spec.kind !== 'number' || spec.initial !== undefined));

  test.describe(`${c.section} (a collection)`, () => {
    test('validation messages; ?new=1 opens the form and Escape closes it', async ({ page, signIn }) => {
      await signIn(page);
      await page.goto(`${path}?new=1`);
      const dialog = page.getByRole('dialog', { name: `Add ${noun}` });
      // A year or a date starts as this year or today: emptied, it is missing too.
      for (const [, spec] of missing) if (emptied(spec)) await dialog.getByLabel(spec.label, { exact: true }).fill('');
      await dialog.getByRole('button', { name: `Create ${noun}` }).click();
      for (const [, spec] of missing) await expect(dialog.getByText(missingMessage(spec))).toBeVisible();
      await expect(dialog.getByLabel(required[0]![1].label, { exact: true })).toBeFocused();
      await expectAccessible(page, `${key} form errors`);
      if (changes) await closeChangedForm(page);
      else await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });

    test('searches, filters by year and pages on the server', async ({ page, signIn, request }) => {
      const token = await signIn(page);
      const rows = page.getByRole('region', { name: c.section }).locator('tbody tr');
      const tag = unique(`${key}token`).replace(' ', '');
      const yearField = c.list.yearFilter;
      const year = new Date().getFullYear();
      const dated = (y: number) => (yearField ? { [yearField]: inYear(c.fields[yearField]!, y) } : {});
      await make(request, token, c, `${tag} this year`, dated(year));
      await make(request, token, c, `${tag} last year`, dated(year - 1));
      await page.goto(path);
      await page.getByLabel(`Search ${c.plural}`).fill(tag);
      await expect(page).toHaveURL(new RegExp(`search=${tag}`));
      // Newest year first; a list in its name's order has last year's first.
      const byName = !yearField && defaultSorts(c).includes(c.labelField);
      const order = byName ? ['last year', 'this year'] : ['this year', 'last year'];
      await expect(rows).toHaveText(order.map((words) => new RegExp(`${tag} ${words}`)));
      if (yearField) {
        await page.getByLabel('Filter by year').selectOption(String(year - 1));
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText('last year');
        await page.getByLabel('Filter by year').selectOption(String(year - 2));
        await expect(page.getByRole('heading', { name: c.messages.emptyTitle })).toBeVisible();
        await expectAccessible(page, `${key} filtered empty`);
      }

      const many = unique(`${key}page`).replace(' ', '');
      const size = c.list.pageSize;
      for (let i = 0; i <= size; i += 1) await make(request, token, c, `${many} ${i}`);
      await page.goto(`${path}?search=${many}`);
      await expect(rows).toHaveCount(size);
      await expect(page.getByText(`Showing 1–${size} of ${size + 1} ${c.plural}`)).toBeVisible();
      await page
        .getByRole('navigation', { name: `${c.noun} pages` })
        .getByRole('button', { name: 'Page 2' })
        .focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/page=2/);
      await expect(rows).toHaveCount(1);
    });

    test('phone width: the list fits the screen as cards, the form passes axe', async ({ page, signIn }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await signIn(page);
      await page.goto(path);
      await expect(page.getByRole('button', { name: `Add ${noun}` })).toBeVisible();
      await expectAccessible(page, `${key} phone`);
      await page.getByRole('button', { name: `Add ${noun}` }).click();
      await expect(page.getByRole('dialog', { name: `Add ${noun}` })).toBeVisible();
      await expectAccessible(page, `${key} form phone`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
