import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectAccessible, scriptsNamedIn, test } from './support/fixtures';

const markers = (page: Page) => page.locator('#our-reach .leaflet-marker-icon');
const countryMap = (page: Page) => page.locator('#our-reach .leaflet-container');

async function openImpact(page: Page) {
  await page.goto('/impact');
  await page.locator('#our-reach').scrollIntoViewIfNeeded();
  await expect(markers(page)).toHaveCount(10);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).data.tokens.accessToken as string;
}

test.describe('impact page', () => {
  test('renders the sections in order with the anchors, accessibly', async ({ page }) => {
    await page.goto('/impact');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Impact' })).toBeVisible();
    for (const id of ['our-reach', 'field-sites', 'research-impact', 'stories', 'reports', 'goals-2030']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    const order = await page.evaluate(() =>
      ['our-reach', 'field-sites', 'research-impact', 'stories', 'reports', 'goals-2030'].map((id) => document.getElementById(id)!.getBoundingClientRect().top),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator('#stories').getByRole('link', { name: 'View Mentorships' })).toHaveAttribute('href', '/training');
    await page.getByRole('link', { name: 'Success Stories' }).click();
    await expect(page).toHaveURL(/#stories$/);
    await expectAccessible(page, 'impact desktop');
  });

  test('counters count up from 0 to their figures once scrolled into view', async ({ page }) => {
    await page.goto('/impact');
    const global = page.locator('section[aria-labelledby="global-stats-title"] [data-counter]');
    await expect(global).toHaveCount(4);
    const targets = await global.evaluateAll((els) => els.map((el) => el.getAttribute('data-counter')));
    expect(targets).toEqual(['2.8M+', '15,000+', '100+', '45']);
    for (let i = 0; i < 4; i++) await expect(global.nth(i)).toHaveText(targets[i]!, { timeout: 5000 });
    // The final figures are there for assistive technology from the first paint.
    await expect(page.getByText('2.8M+', { exact: true }).first()).toBeAttached();

    const goals = page.locator('#goals-2030 [data-counter]');
    await page.locator('#goals-2030').scrollIntoViewIfNeeded();
    for (const [i, text] of ['5M+', '35', '25K+', '100+'].entries()) await expect(goals.nth(i)).toHaveText(text, { timeout: 5000 });
    const research = page.locator('#research-impact [data-counter]');
    await page.locator('#research-impact').scrollIntoViewIfNeeded();
    await expect(research.nth(2)).toHaveText('14,933', { timeout: 5000 });
  });

  test('the server shows the final figures; once live, counters start at 0 and wait until the block is visible', async ({ page, request }) => {
    // Before the scripts run, the page shows the final figures.
    const html = await (await request.get('/impact')).text();
    expect(html).toMatch(/data-counter="5M\+"[^>]*>5M\+</);
    await page.goto('/impact');
    const goal = page.locator('#goals-2030 [data-counter]').first();
    await page.waitForTimeout(2300);
    await expect(goal).toHaveText('0M+');
    await page.locator('#goals-2030').scrollIntoViewIfNeeded();
    await expect(goal).toHaveText('5M+', { timeout: 5000 });
  });

  test('country map: income and activity filters change the markers; no match offers a reset', async ({ page }) => {
    await openImpact(page);
    const income = page.getByRole('combobox', { name: 'Income level' });
    const activity = page.getByRole('combobox', { name: 'Activity' });
    await income.selectOption('low');
    await expect(markers(page)).toHaveCount(4);
    await activity.selectOption('active');
    await expect(markers(page)).toHaveCount(3);
    await activity.selectOption('research');
    await expect(markers(page)).toHaveCount(1);
    await expect(page.locator('#our-reach [data-marker-id="ethiopia"]')).toHaveCount(1);
    await income.selectOption('all');
    await activity.selectOption('potential');
    await expect(markers(page)).toHaveCount(2);
    await activity.selectOption('all');
    await income.selectOption('lower-middle');
    await expect(markers(page)).toHaveCount(6);
    await income.selectOption('upper-middle');
    await expect(markers(page)).toHaveCount(0);
    await expect(page.getByText('No countries match these filters').first()).toBeVisible();
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(markers(page)).toHaveCount(10);
    await expect(income).toHaveValue('all');
    // Hydrated, the filters apply as they change, in place: no address is loaded.
    await expect(page).toHaveURL(/\/impact$/);
  });

  test('country map: default view, street/satellite toggle and Center Map', async ({ page, externalRequests }) => {
    await openImpact(page);
    const map = countryMap(page);
    await expect(map).toHaveAttribute('data-zoom', '4');
    await expect(map).toHaveAttribute('data-center', '-5.0000,20.0000');
    await expect(map).toHaveAttribute('aria-label', 'Map of the countries we work in');

    const street = page.getByRole('link', { name: 'Street', exact: true });
    const satellite = page.getByRole('link', { name: 'Satellite', exact: true });
    await expect(street).toHaveAttribute('aria-current', 'true');
    await expect(map).toHaveAttribute('data-tile-url', /openstreetmap/);
    await satellite.click();
    await expect(satellite).toHaveAttribute('aria-current', 'true');
    await expect(street).not.toHaveAttribute('aria-current');
    // Chosen in place: the map keeps its view, the address is not loaded.
    await expect(page).not.toHaveURL(/layer=/);
    // Center Map needs the map: it is offered once hydrated, instead of the filters' submit button.
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toHaveCount(0);
    await expect(map).toHaveAttribute('data-tile-url', /arcgisonline/);
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /arcgisonline/);
    await street.click();
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /openstreetmap/);
    // The tiles were asked for at the configured addresses (and refused: the tests have no network).
    expect(externalRequests.some((u) => /tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png/.test(u))).toBe(true);
    expect(externalRequests.some((u) => /arcgisonline\.com\/.+\/tile\/\d+\/\d+\/\d+/.test(u))).toBe(true);

    // Zoom in until some markers leave the view, then Center Map brings every marker back.
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(map).toHaveAttribute('data-zoom', '5');
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(map).toHaveAttribute('data-zoom', '6');
    await page.getByRole('button', { name: 'Center Map' }).click();
    await expect(map).not.toHaveAttribute('data-zoom', '6');
    await page.waitForTimeout(400);
    const box = (await map.boundingBox())!;
    for (const marker of await markers(page).all()) {
      const m = (await marker.boundingBox())!;
      expect(m.x).toBeGreaterThanOrEqual(box.x);
      expect(m.y).toBeGreaterThanOrEqual(box.y);
      expect(m.x + m.width).toBeLessThanOrEqual(box.x + box.width);
      expect(m.y + m.height).toBeLessThanOrEqual(box.y + box.height);
    }
  });

  test('marker popup -> View Details -> country modal that closes by backdrop, button and Escape', async ({ page }) => {
    await openImpact(page);
    const uganda = page.locator('#our-reach [data-marker-id="uganda"]');
    await expect(uganda).toHaveAttribute('aria-label', 'Uganda: Active Programs');
    await uganda.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('Uganda');
    await popup.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uganda' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Low income');
    await expect(dialog).toContainText('Maternal mortality');
    await expect(dialog).toContainText('Ministry of Health, Uganda');
    await expectAccessible(page, 'country dialog');

    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();

    await popup.getByRole('button', { name: 'View Details' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(popup.getByRole('button', { name: 'View Details' })).toBeFocused();

    await popup.getByRole('button', { name: 'View Details' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Keyboard: a focused marker opens its popup with Enter.
    await page.locator('#our-reach [data-marker-id="benin"]').focus();
    await page.keyboard.press('Enter');
    // The previous popup fades out while the new one opens.
    const benin = page.locator('.leaflet-popup').filter({ hasText: 'Benin' });
    await expect(benin).toBeVisible();
    await expect(popup).toHaveCount(1);
    await benin.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Benin' })).toContainText('No programmes yet');
  });

  test('field sites: selecting a site shows its card; the region filter clears the selection', async ({ page }) => {
    await page.goto('/impact');
    const section = page.locator('#field-sites');
    const sites = section.locator('[data-site-id]');
    await expect(sites).toHaveCount(8);
    await expect(section.getByRole('heading', { name: 'Explore Our Field Sites' })).toBeVisible();

    await section.getByRole('link', { name: /^Kawempe Maternity Unit/ }).click();
    await expect(section.getByRole('heading', { name: 'Kawempe Maternity Unit' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Explore Our Field Sites' })).toBeHidden();
    await expect(section.getByText('Health workers trained')).toBeVisible();

    await section.getByRole('link', { name: /^Busoga/ }).click();
    await expect(section.getByRole('heading', { name: 'Explore Our Field Sites' })).toBeVisible();
    await expect(sites).toHaveCount(4);
    await expect(section.locator('[data-site-id="kawempe"]')).toHaveCount(0);

    await section.getByRole('link', { name: /^Iganga General Hospital/ }).click();
    await expect(section.getByRole('heading', { name: 'Iganga General Hospital' })).toBeVisible();
    await section.getByRole('link', { name: /^Kampala/ }).click();
    await expect(section.getByRole('heading', { name: 'Explore Our Field Sites' })).toBeVisible();
    await section.getByRole('link', { name: /^All regions/ }).click();
    await expect(sites).toHaveCount(8);
    // Hydrated, the choices are made in place: no address is loaded.
    await expect(page).toHaveURL(/\/impact$/);
    await expectAccessible(page, 'field sites');
  });

  test('success stories are the latest newsletters created through the API, opening in the document viewer', async ({ page, request }) => {
    const token = await adminToken(request);
    const title = `E2E success story ${Date.now()}`;
    const created = await request.post('/api/articles', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        kind: 'newsletter',
        title,
        category: 'Program Expansion',
        excerpt: 'Midwives in Busoga lead weekly emergency drills.',
        content: '/uploads/pdfs/e2e-success-story.pdf',
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).article.id;
    try {
      await page.goto('/impact#stories');
      const link = page.locator('#stories').getByRole('link', { name: title });
      await expect(link).toBeVisible();
      await expect(page.locator('#stories')).toContainText('Midwives in Busoga lead weekly emergency drills.');
      const href = (await link.getAttribute('href'))!;
      const url = new URL(href, 'http://x');
      expect(url.pathname).toBe('/pdf-viewer');
      expect(url.searchParams.get('url')).toBe('/uploads/pdfs/e2e-success-story.pdf');
      expect(url.searchParams.get('title')).toBe(title);
    } finally {
      await request.delete(`/api/articles/${id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });

  test('phone: filters, map markers, field sites and the country dialog work and are accessible', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openImpact(page);
    await page.getByRole('combobox', { name: 'Activity' }).selectOption('active');
    await expect(markers(page)).toHaveCount(3);
    await expectAccessible(page, 'impact phone');
    await page.getByRole('link', { name: 'Malawi: View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Malawi' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'country dialog phone');
    await dialog.getByRole('link', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    const section = page.locator('#field-sites');
    await section.getByRole('link', { name: /^Jinja Regional Training Hub/ }).click();
    await expect(section.getByRole('heading', { name: 'Jinja Regional Training Hub' })).toBeVisible();
  });
});

test.describe('Leaflet stays out of initial scripts', () => {
  for (const path of ['/', '/impact', '/partners', '/about']) {
    test(`${path} loads no Leaflet code before a map is shown`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/leaflet[^"]*\.css/);
      const scripts = scriptsNamedIn(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        expect(src).not.toMatch(/leaflet/i);
        const js = await (await request.get(src)).text();
        // Strings only Leaflet's own code contains.
        expect(js, src).not.toMatch(/_leaflet_id|leaflet-zoom-anim|leaflet-marker-icon/);
        if (path === '/' || path === '/about') expect(js, src).not.toMatch(/leaflet-map/);
      }
    });
  }

  test('the map chunk arrives only when the map is shown', async ({ page }) => {
    const loaded: string[] = [];
    page.on('response', (res) => loaded.push(res.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((u) => /leaflet/i.test(u))).toEqual([]);
    await page.goto('/impact');
    await expect(page.locator('.leaflet-container').first()).toBeVisible();
    expect(loaded.some((u) => /leaflet-map[^/]*\.js$/.test(u))).toBe(true);
  });
});
