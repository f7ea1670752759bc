import { COUNTRY_MESSAGES, type CountryItem } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique } from './support/admin-helpers';
import { countryMapCopy } from '../app/content/impact-maps';
import { createCountry, deleteCountry, freeCountryCode } from './support/content';

test.describe('admin countries', () => {
  test('adds a country; the impact map shows it; edits, views and deletes it', async ({ page, signIn, request }) => {
    test.setTimeout(90_000);
    const token = await signIn(page);
    const name = unique('Testland');
    // Another country's code, for the form to be refused with (the test server has no sample countries).
    const other = await createCountry(request, token, { name: unique('Takenland') });
    const code = await freeCountryCode(request, 'form');
    await page.goto('/admin/countries');
    await expect(page.getByRole('heading', { name: 'Countries', level: 1 })).toBeVisible();
    await expectAccessible(page, 'countries list');

    await page.getByRole('button', { name: 'Add Country' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Country' });
    await dialog.getByLabel('Country name').fill(name);
    // A code another country has is refused by the server, on the code field.
    await dialog.getByLabel('ISO code').fill(other.code.toLowerCase());
    await dialog.getByLabel('Income level').selectOption('upper-middle');
    await dialog.getByLabel('Activity').selectOption('active');
    await dialog.getByLabel('Population').fill('2,500,000');
    await dialog.getByLabel('Latitude').fill('12.5');
    await dialog.getByLabel('Longitude').fill('-3.25');
    await dialog.getByLabel('Maternal mortality').fill('310');
    await dialog.getByLabel('Under-five mortality').fill('52');
    await dialog.getByLabel('GDP per capita').fill('1800');
    await dialog.getByLabel('Programmes').fill('Newborn resuscitation training\n\n  Community maternal health forums  ');
    await dialog.getByLabel('Partner institutions').fill('Sahel Health Trust, North');
    await expectAccessible(page, 'country form');
    await dialog.getByRole('button', { name: 'Create Country' }).click();
    await expect(dialog.getByText(COUNTRY_MESSAGES.codeTaken(other.code)).first()).toBeVisible();
    await deleteCountry(request, token, other.id);
    await dialog.getByLabel('ISO code').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Create Country' }).click();
    await expect(page.getByText(COUNTRY_MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search countries').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(code);
    await expect(row).toContainText('Upper-middle income');
    await expect(row).toContainText('Active Programs');
    const saved = (await apiJson<{ countries: CountryItem[] }>(request, token, 'get', `/api/countries?search=${encodeURIComponent(name)}`))
      .countries[0]!;
    expect(saved).toMatchObject({
      code,
      population: 2_500_000,
      latitude: 12.5,
      longitude: -3.25,
      programmes: ['Newborn resuscitation training', 'Community maternal health forums'],
      partners: ['Sahel Health Trust, North'],
    });

    try {
      // The impact page shows it on its next request: in the list beside the map, its dialog by address.
      const pub = await page.context().newPage();
      await pub.goto('/impact');
      const link = pub.locator('#our-reach').getByRole('link', { name: `${name}: ${countryMapCopy.viewDetails}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', new RegExp(`country=${code.toLowerCase()}`));
      await pub.goto(`/impact?country=${code.toLowerCase()}#our-reach`);
      const shown = pub.getByRole('dialog', { name });
      await expect(shown).toContainText('Community maternal health forums');
      await expect(shown).toContainText('Sahel Health Trust, North');
      await expect(shown).toContainText('2.5 million');
      await pub.close();

      await row.getByRole('button', { name: `View Details: ${name}` }).click();
      const view = page.getByRole('dialog', { name });
      await expect(view.getByText('Newborn resuscitation training')).toBeVisible();
      await expect(view.getByText('2,500,000')).toBeVisible();
      await expectAccessible(page, 'country view');
      await page.keyboard.press('Escape');
      await expect(view).toBeHidden();

      await row.getByRole('button', { name: `Edit Country: ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Country' });
      await expect(edit.getByLabel('Programmes')).toHaveValue('Newborn resuscitation training\nCommunity maternal health forums');
      await edit.getByLabel('Latitude').fill('95');
      await edit.getByRole('button', { name: 'Update Country' }).click();
      await expect(edit.getByText(COUNTRY_MESSAGES.latitudeInvalid)).toBeVisible();
      await edit.getByLabel('Latitude').fill('13');
      await edit.getByLabel('Activity').selectOption('research');
      await edit.getByLabel('Partner institutions').fill('');
      await edit.getByRole('button', { name: 'Update Country' }).click();
      await expect(page.getByText(COUNTRY_MESSAGES.updated)).toBeVisible();
      await expect(row).toContainText('Research Partnerships');
      expect((await apiJson<{ country: CountryItem }>(request, token, 'get', `/api/countries/${saved.id}`)).country).toMatchObject({
        latitude: 13,
        activity: 'research',
        partners: [],
      });

      await row.getByRole('button', { name: `Delete Country: ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete country' });
      await expect(confirm.getByText(COUNTRY_MESSAGES.deleteConfirm)).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `Delete Country: ${name}` }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(COUNTRY_MESSAGES.deleted)).toBeVisible();
      await expect(row).toBeHidden();
      const gone = await page.context().newPage();
      await gone.goto('/impact');
      await expect(gone.locator('#our-reach').getByRole('link', { name: `${name}: ${countryMapCopy.viewDetails}` })).toHaveCount(0);
      await gone.close();
    } finally {
      await deleteCountry(request, token, saved.id);
    }
  });

  test('validation messages; ?new=1 opens the form and Escape closes it', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/admin/countries?new=1');
    const dialog = page.getByRole('dialog', { name: 'Add Country' });
    await dialog.getByRole('button', { name: 'Create Country' }).click();
    for (const message of [
      COUNTRY_MESSAGES.nameRequired,
      COUNTRY_MESSAGES.codeInvalid,
      COUNTRY_MESSAGES.incomeLevelInvalid,
      COUNTRY_MESSAGES.activityInvalid,
      COUNTRY_MESSAGES.populationInvalid,
      COUNTRY_MESSAGES.latitudeInvalid,
      COUNTRY_MESSAGES.longitudeInvalid,
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Country name')).toBeFocused();
    await expectAccessible(page, 'country form errors');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/countries$/);
  });

  test('searches by name and code, filters by income level and activity, and pages on the server', async ({ page, signIn, request }) => {
    test.setTimeout(90_000);
    const token = await signIn(page);
    const tag = unique('Filterland').replace(' ', '');
    const made: CountryItem[] = [];
    try {
      made.push(await createCountry(request, token, { name: `${tag} Alpha`, incomeLevel: 'low', activity: 'potential' }));
      made.push(await createCountry(request, token, { name: `${tag} Beta`, incomeLevel: 'upper-middle', activity: 'none' }));
      await page.goto('/admin/countries');
      await page.getByLabel('Search countries').fill(tag);
      await expect(page).toHaveURL(new RegExp(`search=${tag}`));
      const rows = page.getByRole('region', { name: 'Countries' }).locator('tbody tr');
      await expect(rows).toHaveText([new RegExp(`${tag} Alpha`), new RegExp(`${tag} Beta`)]);
      await page.getByLabel('Filter by income level').selectOption('low');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Alpha');
      await page.getByLabel('Filter by activity').selectOption('none');
      await expect(page.getByRole('heading', { name: COUNTRY_MESSAGES.emptyTitle })).toBeVisible();
      await expectAccessible(page, 'countries filtered empty');
      // By code.
      await page.goto(`/admin/countries?search=${made[1]!.code}`);
      await expect(page.getByRole('row').filter({ hasText: `${tag} Beta` })).toBeVisible();

      const many = unique('Pageland').replace(' ', '');
      for (let i = 0; i < 11; i += 1) made.push(await createCountry(request, token, { name: `${many} ${String(i).padStart(2, '0')}` }));
      await page.goto(`/admin/countries?search=${many}`);
      await expect(rows).toHaveCount(10);
      await expect(page.getByText('Showing 1–10 of 11 countries')).toBeVisible();
      await page.getByRole('navigation', { name: 'Country pages' }).getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${many} 10`);
    } finally {
      for (const c of made) await deleteCountry(request, token, c.id);
    }
  });

  test('phone width: the list fits the screen as cards, the form passes axe', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await page.goto('/admin/countries');
    await expect(page.getByRole('button', { name: 'Add Country' })).toBeVisible();
    await expectAccessible(page, 'countries phone');
    await page.getByRole('button', { name: 'Add Country' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Country' })).toBeVisible();
    await expectAccessible(page, 'country form phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
