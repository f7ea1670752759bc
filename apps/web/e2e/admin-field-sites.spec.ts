import { FIELD_SITE_MESSAGES, type FieldSiteItem } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, deleteAfterCancel, unique } from './support/admin-helpers';
import { createFieldSite, deleteFieldSite } from './support/content';

const M = FIELD_SITE_MESSAGES;
const shots = (name: string) => `test-results/field-sites-${name}.png`;

test.describe('admin field sites', () => {
  test('adds a field site; the impact page shows it on the map and its card; edits, views and deletes it', async ({
    page,
    signIn,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await signIn(page);
    const name = unique('Buwenge Health Centre');
    await page.goto('/admin/field-sites');
    await expect(page.getByRole('heading', { name: 'Field sites', level: 1 })).toBeVisible();
    await expectAccessible(page, 'field sites list');

    await page.getByRole('button', { name: 'Add Field Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Field Site' });
    await expect(dialog.getByLabel('Across (%)')).toHaveValue('50');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Region').selectOption('busoga');
    await dialog.getByLabel('Type', { exact: true }).fill('Health centre III');
    // Apart from the sample sites and other specs' sites, so its marker is free to click.
    await dialog.getByLabel('Across (%)').fill('8');
    await dialog.getByLabel('Down (%)').fill('88');
    const dot = dialog.getByTestId('field-site-place-preview').locator('span');
    await expect(dot).toHaveAttribute('style', /left: 8%; top: 88%/);
    await dialog.getByLabel('Health workers trained').fill('75');
    await dialog.getByLabel('Communities reached').fill('9');
    await dialog.getByLabel('Active programmes').fill('2');
    await dialog.getByLabel('Lives impacted').fill('12500');
    await dialog.getByLabel('Programmes', { exact: true }).fill('Maternal waiting home\n\n  Boda-boda referrals  ');
    await dialog.getByLabel('Description').fill('A rural health centre on the road north of Jinja.');
    await dialog.getByLabel('Gradient from').fill('#7c2d12');
    await dialog.getByLabel('Gradient to').fill('#f59e0b');
    await dialog.getByLabel('Motif').selectOption('community');
    await expectAccessible(page, 'field site form');
    await page.screenshot({ path: shots('form-1280'), fullPage: false });
    await dialog.getByRole('button', { name: 'Create Field Site' }).click();
    await expect(page.getByText(M.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new site may be on another page of the list: search for it.
    await page.getByLabel('Search field sites').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Busoga');
    await expect(row).toContainText('12,500');
    await page.screenshot({ path: shots('list-1280'), fullPage: true });
    const found = await apiJson<{ fieldSites: FieldSiteItem[] }>(
      request,
      token,
      'get',
      `/api/field-sites?search=${encodeURIComponent(name)}`,
    );
    const saved = found.fieldSites[0]!;
    expect(saved).toMatchObject({
      region: 'busoga',
      x: 8,
      y: 88,
      livesImpacted: 12500,
      programs: ['Maternal waiting home', 'Boda-boda referrals'],
      colorFrom: '#7c2d12',
      colorTo: '#f59e0b',
      motif: 'community',
    });

    // The impact page shows it: a marker on the Busoga map, a card with its figures and programmes.
    const pub = await page.context().newPage();
    await pub.goto('/impact#field-sites');
    const section = pub.locator('#field-sites');
    await section.getByRole('link', { name: `${name}, Busoga` }).click();
    await expect(section.getByRole('heading', { name })).toBeVisible();
    await expect(section).toContainText('Health centre III · Busoga');
    await expect(section).toContainText('12,500');
    await expect(section).toContainText('Boda-boda referrals');
    await pub.goto(`/impact?site=${saved.id}#field-sites`);
    await expect(section.getByRole('heading', { name })).toBeVisible();
    await pub.screenshot({ path: shots('impact-1280'), fullPage: false });
    await pub.setViewportSize({ width: 375, height: 740 });
    await section.scrollIntoViewIfNeeded();
    await pub.screenshot({ path: shots('impact-375'), fullPage: false });
    await pub.close();

    await row.getByRole('button', { name: `View Details: ${name}` }).click();
    const view = page.getByRole('dialog', { name });
    await expect(view.getByText('A rural health centre on the road north of Jinja.')).toBeVisible();
    await expect(view).toContainText('8% across, 88% down');
    await expectAccessible(page, 'field site view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    await row.getByRole('button', { name: `Edit Field Site: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Field Site' });
    await expect(edit.getByLabel('Programmes', { exact: true })).toHaveValue('Maternal waiting home\nBoda-boda referrals');
    await edit.getByLabel('Across (%)').fill('101');
    await edit.getByLabel('Lives impacted').fill('');
    await edit.getByRole('button', { name: 'Update Field Site' }).click();
    await expect(edit.getByText(M.xInvalid)).toBeVisible();
    await expect(edit.getByText(M.figureInvalid('Lives impacted'))).toBeVisible();
    await expect(edit.getByTestId('field-site-place-preview').locator('span')).toHaveCount(0);
    await edit.getByLabel('Across (%)').fill('9.5');
    await edit.getByLabel('Lives impacted').fill('13000');
    await edit.getByLabel('Region').selectOption('kampala');
    await edit.getByRole('button', { name: 'Update Field Site' }).click();
    await expect(page.getByText(M.updated)).toBeVisible();
    await expect(row).toContainText('Kampala');
    await expect(row).toContainText('13,000');
    expect((await apiJson<{ fieldSite: FieldSiteItem }>(request, token, 'get', `/api/field-sites/${saved.id}`)).fieldSite).toMatchObject({
      region: 'kampala',
      x: 9.5,
      livesImpacted: 13000,
    });

    // The region filter and the search narrow the list.
    await page.getByRole('combobox', { name: 'Filter by region' }).selectOption('busoga');
    await expect(page).toHaveURL(/region=busoga/);
    await expect(row).toBeHidden();
    await page.getByRole('combobox', { name: 'Filter by region' }).selectOption('kampala');
    await expect(row).toBeVisible();
    await page.getByLabel('Search field sites').fill(name);
    await expect(page.getByRole('row')).toHaveCount(2);

    await deleteAfterCancel(page, row, { button: `Delete Field Site: ${name}`, dialog: 'Delete field site', says: M.deleteConfirm });
    await expect(page.getByText(M.deleted)).toBeVisible();
    await expect(row).toBeHidden();
    const gone = await request.get(`/api/field-sites/${saved.id}`);
    expect(gone.status()).toBe(404);
  });

  test('a phone shows the list and the form', async ({ page, signIn, request }) => {
    const token = await signIn(page);
    const site = await createFieldSite(request, token, { name: unique('Phone site'), region: 'kampala', x: 12, y: 85 });
    try {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/admin/field-sites?search=${encodeURIComponent(site.name)}`);
      await expect(page.getByRole('row').filter({ hasText: site.name })).toBeVisible();
      await page.screenshot({ path: shots('list-375'), fullPage: true });
      await page.getByRole('button', { name: `Edit Field Site: ${site.name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Field Site' });
      await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(site.name);
      await page.screenshot({ path: shots('form-375'), fullPage: false });
      await expectAccessible(page, 'field site form phone');
    } finally {
      await deleteFieldSite(request, token, site.id);
    }
  });
});
