import type { APIRequestContext, Page } from '@playwright/test';
import type { CountryItem } from '@mnch/shared';
import { activityLabels, countryKey, incomeLevelLabels } from '../app/content/countries';
import { formatFigure } from '../app/content/figures';
import { fieldSiteRegions, type FieldSite, type FieldSiteRegion } from '../app/content/field-sites';
import { goals2030, impactIntro, reachStats, researchMetrics } from '../app/content/impact';
import {
  activityFilterOptions,
  countryMapCopy,
  countryMapView,
  countryModalCopy,
  fieldSitesCopy,
  incomeFilterOptions,
} from '../app/content/impact-maps';
import { counterText, figureCounter } from '../app/features/impact/count-up';
import { filterCountries, sitesInRegion } from '../app/features/impact/filters';
import { MIN_MARKER_TARGET_PX } from '../app/components/map/map-types';
import { E2E_ADMIN, expect, expectAccessible, expectTargetsAtLeast, scriptsNamedIn, test } from './support/fixtures';
import {
  allCountries,
  allFieldSites,
  createCountry,
  createFieldSite,
  deleteCountry,
  deleteFieldSite,
  loadWhileUnchanged,
  marker,
  siteFigures,
} from './support/content';

// Expectations come from the page's copy (impact.ts, figures.ts) and from the countries and field sites
// the API lists, read around the page's load (other specs add and remove records on the same server
// meanwhile: the page is loaded until the list is the same before and after), filtered by the page's own
// rules (features/impact/filters.ts).
const markers = (page: Page) => page.locator('#our-reach .leaflet-marker-icon');
const countryMap = (page: Page) => page.locator('#our-reach .leaflet-container');
type IncomeValue = (typeof incomeFilterOptions)[number]['value'];
type ActivityValue = (typeof activityFilterOptions)[number]['value'];

/** Opens /impact; the countries its map shows (the API's list, the same before and after the load). */
async function openImpact(page: Page, request: APIRequestContext): Promise<CountryItem[]> {
  const records = await loadWhileUnchanged(page, '/impact', () => allCountries(request));
  await page.locator('#our-reach').scrollIntoViewIfNeeded();
  await expect(markers(page)).toHaveCount(records.length);
  return records;
}

/**
 * Loads `url` until the field sites the API lists are the same before and after the load (other specs add
 * and remove sites on the shared server), and answers them: what the page shows.
 */
async function openFieldSites(page: Page, request: APIRequestContext, url = '/impact'): Promise<FieldSite[]> {
  return loadWhileUnchanged(page, url, () => allFieldSites(request));
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Kampala and a Busoga site of this spec's own, placed apart from the sample sites (removed by `drop`). */
async function ownSites(request: APIRequestContext, tag: string) {
  const token = await adminToken(request);
  const kampala = await createFieldSite(request, token, { name: `${tag} Kampala clinic`, region: 'kampala', x: 38, y: 20 });
  const busoga = await createFieldSite(request, token, {
    name: `${tag} Busoga school`,
    region: 'busoga',
    type: 'Training institution',
    x: 88,
    y: 85,
    motif: 'school',
    healthWorkersTrained: 4321,
  });
  return { kampala, busoga, drop: async () => Promise.all([kampala, busoga].map((s) => deleteFieldSite(request, token, s.id))) };
}
/** A spot in the map's first view, in south-western Africa where no sample country is: band 0 or 1, apart from each other. */
const spot = (band: 0 | 1) => ({ latitude: -20 + band * 6 + Math.random() * 2, longitude: 12 + band * 5 + Math.random() * 4 });

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).data.tokens.accessToken as string;
}

test.describe('impact page', () => {
  test('renders the sections in order with the anchors, accessibly', async ({ page }) => {
    await page.goto('/impact');
    await expect(page.getByRole('heading', { level: 1, name: impactIntro.heading })).toBeVisible();
    for (const id of ['our-reach', 'field-sites', 'research-impact', 'stories', 'reports', 'goals-2030']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    const order = await page.evaluate(() =>
      ['our-reach', 'field-sites', 'research-impact', 'stories', 'reports', 'goals-2030'].map(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
      ),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator('#stories').getByRole('link', { name: 'View Mentorships' })).toHaveAttribute('href', '/training');
    await page.getByRole('link', { name: 'Success Stories' }).click();
    await expect(page).toHaveURL(/#stories$/);
    await expectAccessible(page, 'impact desktop');
  });

  test('counters count up from 0 to their figures once scrolled into view', async ({ page, request }) => {
    const f = await siteFigures(request);
    await page.goto('/impact');
    const global = page.locator('section[aria-labelledby="global-stats-title"] [data-counter]');
    await expect(global).toHaveCount(reachStats(f).length);
    const targets = await global.evaluateAll((els) => els.map((el) => el.getAttribute('data-counter')));
    expect(targets).toEqual(reachStats(f).map(formatFigure));
    for (let i = 0; i < reachStats(f).length; i++) await expect(global.nth(i)).toHaveText(targets[i]!, { timeout: 5000 });
    // The final figures are there for assistive technology from the first paint.
    await expect(page.getByText(formatFigure(reachStats(f)[0]!), { exact: true }).first()).toBeAttached();

    const goals = page.locator('#goals-2030 [data-counter]');
    await page.locator('#goals-2030').scrollIntoViewIfNeeded();
    for (const [i, goal] of goals2030(f).entries()) await expect(goals.nth(i)).toHaveText(formatFigure(goal), { timeout: 5000 });
    const research = page.locator('#research-impact [data-counter]');
    await page.locator('#research-impact').scrollIntoViewIfNeeded();
    for (const [i, metric] of researchMetrics(f).entries())
      await expect(research.nth(i)).toHaveText(formatFigure(metric), { timeout: 5000 });
  });

  test('the server shows the final figures; once live, counters start at 0 and wait until the block is visible', async ({
    page,
    request,
  }) => {
    const f = await siteFigures(request);
    // Before the scripts run, the page shows the final figures.
    const final = formatFigure(goals2030(f)[0]!);
    const html = await (await request.get('/impact')).text();
    expect(html).toContain(`data-counter="${final}"`);
    expect(html).toMatch(
      new RegExp(`data-counter="${final.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>${final.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`),
    );
    await page.goto('/impact');
    const goal = page.locator('#goals-2030 [data-counter]').first();
    await page.waitForTimeout(2300);
    await expect(goal).toHaveText(counterText(figureCounter(goals2030(f)[0]!), 0));
    await page.locator('#goals-2030').scrollIntoViewIfNeeded();
    await expect(goal).toHaveText(final, { timeout: 5000 });
  });

  test('country map: income and activity filters change the markers; no match offers a reset', async ({ page, request }) => {
    const countries = await openImpact(page, request);
    const shown = (income: IncomeValue, activity: ActivityValue) => filterCountries(countries, income, activity);
    const income = page.getByRole('combobox', { name: countryMapCopy.incomeLabel });
    const activity = page.getByRole('combobox', { name: countryMapCopy.activityLabel });
    // Every combination of the two filters shows exactly the countries it lets through.
    for (const i of incomeFilterOptions) {
      await income.selectOption(i.value);
      for (const a of activityFilterOptions) {
        await activity.selectOption(a.value);
        const expected = shown(i.value, a.value);
        await expect(markers(page), `${i.value} ${a.value}`).toHaveCount(expected.length);
        for (const c of expected) await expect(page.locator(`#our-reach [data-marker-id="${countryKey(c)}"]`)).toHaveCount(1);
      }
    }
    // A combination that matches nothing (if the content has one) offers a reset.
    const none = incomeFilterOptions
      .flatMap((i) => activityFilterOptions.map((a) => [i.value, a.value] as const))
      .find(([i, a]) => shown(i, a).length === 0);
    if (none) {
      await income.selectOption(none[0]);
      await activity.selectOption(none[1]);
      await expect(markers(page)).toHaveCount(0);
      await expect(page.getByText(countryMapCopy.noMatchTitle).first()).toBeVisible();
      await page.getByRole('link', { name: countryMapCopy.resetFilters }).click();
    } else {
      await income.selectOption('all');
      await activity.selectOption('all');
    }
    await expect(markers(page)).toHaveCount(countries.length);
    await expect(income).toHaveValue('all');
    // Hydrated, the filters apply as they change, in place: no address is loaded.
    await expect(page).toHaveURL(/\/impact$/);
  });

  test('country map: default view, street/satellite toggle and Center Map', async ({ page, request, externalRequests }) => {
    // Two countries of its own far apart, so that Center Map has markers to fit (the test server has no sample countries).
    const token = await adminToken(request);
    const tag = marker('Centreland');
    const made = [
      await createCountry(request, token, { name: `${tag} East`, activity: 'active', latitude: 1, longitude: 32 }),
      await createCountry(request, token, { name: `${tag} West`, activity: 'research', latitude: 8, longitude: -1 }),
    ];
    try {
      await openImpact(page, request);
      const map = countryMap(page);
      await expect(map).toHaveAttribute('data-zoom', String(countryMapView.zoom));
      await expect(map).toHaveAttribute('data-center', countryMapView.center.map((n) => n.toFixed(4)).join(','));
      await expect(map).toHaveAttribute('aria-label', countryMapCopy.mapLabel);

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
      await expect(map).toHaveAttribute('data-zoom', String(countryMapView.zoom + 1));
      await map.getByRole('button', { name: 'Zoom in' }).click();
      await expect(map).toHaveAttribute('data-zoom', String(countryMapView.zoom + 2));
      await page.getByRole('button', { name: countryMapCopy.centerLabel }).click();
      await expect(map).not.toHaveAttribute('data-zoom', String(countryMapView.zoom + 2));
      await page.waitForTimeout(400);
      const box = (await map.boundingBox())!;
      for (const marker of await markers(page).all()) {
        const m = (await marker.boundingBox())!;
        expect(m.x).toBeGreaterThanOrEqual(box.x);
        expect(m.y).toBeGreaterThanOrEqual(box.y);
        expect(m.x + m.width).toBeLessThanOrEqual(box.x + box.width);
        expect(m.y + m.height).toBeLessThanOrEqual(box.y + box.height);
      }
    } finally {
      for (const c of made) await deleteCountry(request, token, c.id);
    }
  });

  test('marker popup -> View Details -> country modal that closes by backdrop, button and Escape', async ({ page, request }) => {
    // This spec's own countries: one with programmes and partners, one without programmes, in the map's first view.
    const token = await adminToken(request);
    const tag = marker('Popupland');
    const country = await createCountry(request, token, {
      name: `${tag} Full`,
      incomeLevel: 'lower-middle',
      activity: 'active',
      ...spot(0),
      programmes: [`${tag} newborn care`, 'Midwife mentorship'],
      partners: [`${tag} district health office`],
    });
    const bare = await createCountry(request, token, { name: `${tag} Bare`, activity: 'potential', ...spot(1) });
    try {
      await openImpact(page, request);
      const viewDetails = countryMapCopy.viewDetails;
      const countryMarker = page.locator(`#our-reach [data-marker-id="${countryKey(country)}"]`);
      await expect(countryMarker).toHaveAttribute('aria-label', `${country.name}: ${activityLabels[country.activity]}`);
      await countryMarker.click();
      const popup = page.locator('.leaflet-popup');
      await expect(popup).toContainText(country.name);
      await popup.getByRole('button', { name: viewDetails }).click();
      const dialog = page.getByRole('dialog', { name: country.name });
      await expect(dialog).toBeVisible();
      for (const text of [
        incomeLevelLabels[country.incomeLevel],
        countryModalCopy.maternalMortality,
        country.programmes[0]!,
        country.partners[0]!,
      ]) {
        await expect(dialog).toContainText(text);
      }
      await expectAccessible(page, 'country dialog');

      await page.mouse.click(8, 8);
      await expect(dialog).toBeHidden();

      await popup.getByRole('button', { name: viewDetails }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: countryModalCopy.close, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(popup.getByRole('button', { name: viewDetails })).toBeFocused();

      await popup.getByRole('button', { name: viewDetails }).click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Keyboard: a focused marker opens its popup with Enter.
      await page.locator(`#our-reach [data-marker-id="${countryKey(bare)}"]`).focus();
      await page.keyboard.press('Enter');
      // The previous popup fades out while the new one opens.
      const other = page.locator('.leaflet-popup').filter({ hasText: bare.name });
      await expect(other).toBeVisible();
      await expect(popup).toHaveCount(1);
      await other.getByRole('button', { name: viewDetails }).click();
      await expect(page.getByRole('dialog', { name: bare.name })).toContainText(countryModalCopy.noPrograms);
    } finally {
      await deleteCountry(request, token, country.id);
      await deleteCountry(request, token, bare.id);
    }
  });

  test('field sites: selecting a site shows its card; the region filter clears the selection', async ({ page, request }) => {
    const own = await ownSites(request, marker('E2E sites'));
    try {
      const records = await openFieldSites(page, request);
      const section = page.locator('#field-sites');
      const sites = section.locator('[data-site-id]');
      const empty = section.getByRole('heading', { name: fieldSitesCopy.emptyTitle });
      const region = (r: FieldSiteRegion) => section.getByRole('link', { name: new RegExp(`^${fieldSiteRegions[r].label}`) });
      const site = (name: string) => section.getByRole('link', { name: new RegExp(`^${escape(name)}`) });
      await expect(sites).toHaveCount(records.length);
      await expect(empty).toBeVisible();
      // The regions' counts are the records'.
      await expect(region('busoga')).toContainText(String(sitesInRegion(records, 'busoga').length));

      const first = own.kampala;
      const inOther = sitesInRegion(records, 'busoga');
      await site(first.name).click();
      await expect(section.getByRole('heading', { name: first.name })).toBeVisible();
      await expect(empty).toBeHidden();
      await expect(section).toContainText(first.description);
      await expect(section.getByText(fieldSitesCopy.engagement.healthWorkersTrained)).toBeVisible();
      await expect(section).toContainText(`${first.type} · ${fieldSiteRegions.kampala.label}`);

      // Choosing a region shows its sites only and clears the selection.
      await region('busoga').click();
      await expect(empty).toBeVisible();
      await expect(sites).toHaveCount(inOther.length);
      await expect(section.locator(`[data-site-id="${first.id}"]`)).toHaveCount(0);

      await site(own.busoga.name).click();
      await expect(section.getByRole('heading', { name: own.busoga.name })).toBeVisible();
      await expect(section).toContainText('4,321');
      await region('kampala').click();
      await expect(empty).toBeVisible();
      await expect(sites).toHaveCount(sitesInRegion(records, 'kampala').length);
      await section.getByRole('link', { name: new RegExp(`^${fieldSitesCopy.allLabel}`) }).click();
      await expect(sites).toHaveCount(records.length);
      // Hydrated, the choices are made in place: no address is loaded.
      await expect(page).toHaveURL(/\/impact$/);
      await expectAccessible(page, 'field sites');

      // The address names a site by its record's id; the server renders its card.
      await page.goto(`/impact?site=${own.busoga.id}#field-sites`);
      await expect(section.getByRole('heading', { name: own.busoga.name })).toBeVisible();
    } finally {
      await own.drop();
    }
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

  for (const width of [1280, 375]) {
    test(`every country marker is a target of at least 24 by 24 px (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const token = await adminToken(request);
      const own = await createCountry(request, token, { name: marker('Targetland '), activity: 'active', ...spot(0) });
      try {
        await openImpact(page, request);
        await expectTargetsAtLeast(markers(page), MIN_MARKER_TARGET_PX);
      } finally {
        await deleteCountry(request, token, own.id);
      }
    });
  }

  test('phone: a country dialog taller than the screen scrolls by keyboard (its body is reached by Tab)', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const token = await adminToken(request);
    const tag = marker('Longland');
    const own = await createCountry(request, token, {
      name: `${tag} Long`,
      activity: 'active',
      ...spot(1),
      programmes: Array.from({ length: 12 }, (_, i) => `${tag} programme ${i + 1}`),
      partners: Array.from({ length: 12 }, (_, i) => `${tag} partner ${i + 1}`),
    });
    try {
      await openImpact(page, request);
      await page.getByRole('link', { name: `${own.name}: ${countryMapCopy.viewDetails}` }).click();
      const dialog = page.getByRole('dialog', { name: own.name });
      await expect(dialog).toBeVisible();
      const body = dialog.getByRole('region', { name: own.name });
      await expect(body).toBeVisible();
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      // Tab reaches the body (within the dialog's few stops), and the arrow keys then scroll it.
      let reached = false;
      for (let i = 0; i < 6 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await body.evaluate((el) => el === document.activeElement);
      }
      expect(reached).toBe(true);
      await page.keyboard.press('PageDown');
      await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      await expectAccessible(page, 'long country dialog phone');
    } finally {
      await deleteCountry(request, token, own.id);
    }
  });

  test('phone: filters, map markers, field sites and the country dialog work and are accessible', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const token = await adminToken(request);
    const own = await createCountry(request, token, {
      name: marker('Phoneland '),
      activity: 'active',
      programmes: ['Kangaroo mother care'],
    });
    const sites = await ownSites(request, marker('E2E phone sites'));
    try {
      const countries = await openImpact(page, request);
      const active = filterCountries(countries, 'all', 'active');
      expect(active.map((c) => c.id)).toContain(own.id);
      await page.getByRole('combobox', { name: countryMapCopy.activityLabel }).selectOption('active');
      await expect(markers(page)).toHaveCount(active.length);
      await expectAccessible(page, 'impact phone');
      await page.getByRole('link', { name: `${own.name}: ${countryMapCopy.viewDetails}` }).click();
      const dialog = page.getByRole('dialog', { name: own.name });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'country dialog phone');
      await dialog.getByRole('link', { name: 'Close dialog' }).click();
      await expect(dialog).toBeHidden();
      const section = page.locator('#field-sites');
      await openFieldSites(page, request);
      const site = sites.busoga;
      await section.getByRole('link', { name: new RegExp(`^${escape(site.name)}`) }).click();
      await expect(section.getByRole('heading', { name: site.name })).toBeVisible();
    } finally {
      await deleteCountry(request, token, own.id);
      await sites.drop();
    }
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
