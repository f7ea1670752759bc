import { galleryPng } from './support/gallery-files';
import { apiJson, newEditor, PNG_BYTES } from './support/admin-helpers';
import { adminToken, marker } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';
import { createPartner, deletePartner } from './support/partners';

interface PartnerBody {
  id: number;
  name: string;
  logoUrl: string | null;
  lists: string[];
  inCarousel: boolean;
  details: { jointProjects: Array<{ title: string }> } | null;
}

test.describe('admin partners', () => {
  test("an editor changes a partner's logo: the home carousel, the partners page and its map all show the new one", async ({
    page,
    signIn,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const m = marker('pl');
    const admin = await adminToken(request);
    const editor = await newEditor(request, admin, m, { name: `Pat ${m}`, email: `partner-editor-${m}@e2e.example.org` });
    const partner = await createPartner(
      request,
      {
        name: `Logo partner ${m}`,
        lists: ['research', 'strategic', 'map'],
        inCarousel: true,
        latitude: 52,
        longitude: 30,
        region: 'Europe',
        description: 'Works with us on newborn care.',
      },
      admin,
    );
    await signIn(page, editor);
    await page.goto(`/admin/partners?search=${encodeURIComponent(m)}`);
    const row = page.getByRole('row').filter({ hasText: partner.name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Edit Partner: ${partner.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
    await dialog
      .locator('#partner-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await galleryPng('#7c3aed', 300, 300) });
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Update Partner' }).click();
    await expect(page.getByText('Partner updated successfully')).toBeVisible();

    const saved = await apiJson<{ partner: PartnerBody }>(request, admin, 'get', `/api/partners/${partner.id}`);
    const logo = saved.partner.logoUrl!;
    expect(logo).toMatch(/^\/uploads\//);

    // A visitor sees the new logo on the next request everywhere the partner is shown.
    const visitor = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    await visitor.goto('/');
    await expect(visitor.locator('#partners').getByRole('img', { name: `${partner.name} logo` })).toHaveAttribute('src', logo);
    await visitor.goto('/partners');
    const cards = visitor.locator('#directory article, #directory a[aria-expanded]').filter({ hasText: partner.name });
    await expect(cards).toHaveCount(2); // its research card and its strategic card
    for (const card of await cards.all()) await expect(card.locator('img')).toHaveAttribute('src', logo);
    await visitor.goto(`/partners?mapPartner=${partner.id}#partner-map-detail`);
    await expect(visitor.getByTestId('partner-panel').locator('img')).toHaveAttribute('src', logo);
    await visitor.close();
    await deletePartner(request, partner.id, admin);
  });

  test('adds a partner with a logo and detail panel, views, searches, filters, pages and deletes', async ({ page, signIn, request }) => {
    test.setTimeout(150_000);
    const admin = await signIn(page);
    const m = marker('pa');
    const name = `New partner ${m}`;
    await page.goto('/admin/partners');
    await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Partner' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Partner' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Type', { exact: true }).selectOption('international');
    await dialog.getByLabel('City', { exact: true }).fill('Geneva');
    await dialog.getByLabel('Country', { exact: true }).fill('Switzerland');
    await dialog.getByLabel('Strategic partners', { exact: true }).check();
    await dialog.getByLabel('World map', { exact: true }).check();
    await dialog.getByLabel('Home page carousel', { exact: true }).check();
    await dialog.locator('#partner-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    // On the map without coordinates: refused in words.
    await dialog.getByRole('button', { name: 'Add Partner' }).click();
    await expect(dialog.getByText('A partner on the map needs its latitude and longitude')).toBeVisible();
    await dialog.getByLabel('Latitude', { exact: true }).fill('46.2');
    await dialog.getByLabel('Longitude', { exact: true }).fill('6.14');
    await dialog.getByLabel('Region', { exact: true }).selectOption('Europe');
    await dialog.getByLabel('Website', { exact: true }).fill('https://partner.example.org');
    await dialog.getByLabel('Description', { exact: true }).fill('An alliance on quality of care.');
    await dialog.getByRole('button', { name: 'Add project' }).click();
    await dialog.getByLabel('Title 1', { exact: true }).first().fill('Quality of care review');
    await dialog.locator('#partner-jointProjects-0-description').fill('Reviews standards.');
    await dialog.locator('#partner-jointProjects-0-timeline').fill('2024 - 2026');
    await dialog.locator('#partner-jointProjects-0-funding').fill('US$100,000');
    await expectAccessible(page, 'partner form');
    await dialog.getByRole('button', { name: 'Add Partner' }).click();
    await expect(page.getByText('Partner created successfully')).toBeVisible();

    const found = await apiJson<{ partners: PartnerBody[] }>(request, admin, 'get', `/api/partners?search=${encodeURIComponent(m)}`);
    expect(found.partners).toHaveLength(1);
    expect(found.partners[0]).toMatchObject({ lists: ['strategic', 'map'], inCarousel: true });
    expect(found.partners[0]!.details!.jointProjects.map((p) => p.title)).toEqual(['Quality of care review']);

    // Search, the filters and paging.
    for (let i = 1; i <= 12; i++) await createPartner(request, { name: `Listed ${String(i).padStart(2, '0')} ${m}`, type: 'ngo' }, admin);
    await page.goto(`/admin/partners?search=${encodeURIComponent(m)}`);
    const rows = page.getByRole('region', { name: 'Partners' }).getByRole('row');
    await expect(rows).toHaveCount(13);
    await expect(page.getByText('of 13 partners')).toBeVisible();
    await expectAccessible(page, 'partners list');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Filter by type').selectOption('international');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(name);
    await page.getByLabel('Filter by type').selectOption('');
    await page.getByLabel('Filter by where shown').selectOption('carousel');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(name);

    await rows
      .nth(1)
      .getByRole('button', { name: `View Partner: ${name}` })
      .click();
    const view = page.getByRole('dialog', { name });
    await expect(view).toContainText('Quality of care review');
    await expect(view.getByRole('img', { name: `${name} logo` })).toBeVisible();
    await expectAccessible(page, 'partner view');
    await page.keyboard.press('Escape');

    await rows
      .nth(1)
      .getByRole('button', { name: `Delete Partner: ${name}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete partner' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Partner moved to the trash')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    const rest = await apiJson<{ partners: PartnerBody[] }>(
      request,
      admin,
      'get',
      `/api/partners?search=${encodeURIComponent(m)}&limit=100`,
    );
    for (const p of rest.partners) await deletePartner(request, p.id, admin);
  });

  test('phone: the list and the form fit 375 px', async ({ page, signIn, request }) => {
    const admin = await signIn(page);
    const m = marker('pp');
    const partner = await createPartner(request, { name: `Phone partner ${m}` }, admin);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/admin/partners?search=${encodeURIComponent(m)}`);
    await expect(page.getByRole('row').filter({ hasText: partner.name })).toHaveCount(1);
    await expectAccessible(page, 'phone partners list');
    await page.getByRole('button', { name: 'Add Partner' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add Partner' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await deletePartner(request, partner.id, admin);
  });
});
