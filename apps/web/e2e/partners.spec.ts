import type { APIRequestContext, Page } from '@playwright/test';
import { PARTNER_TYPES, WORLD_REGIONS, type Partner, type PartnerType } from '@mnch/shared';
import { PARTNER_DATA_YEAR, partnerCategoryLabels, partnerMapView, partnerTypeInfo, partnersCopy } from '../app/content/partners';
import { communityPartnersOf, mapPartnersOf, strategicPartnersOf, type MapPartner } from '../app/lib/partners';
import { countByType, mapTypeCounts, partnerDirectory, partnershipStats, regionCounts } from '../app/features/partners/stats';
import { MIN_MARKER_TARGET_PX } from '../app/components/map/map-types';
import { expect, expectAccessible, expectTargetsAtLeast, test } from './support/fixtures';
import { loadWhileUnchanged, marker } from './support/content';
import { createPartner, deletePartner } from './support/partners';

// The partners are records: these tests add their own (one of each kind the page shows) and count
// what the page shows by the page's own rules (features/partners/stats.ts) from every record there is.
const made: Partner[] = [];
const M = marker('Partner');
// The tests of this file run one after another in one worker and share the file's partners: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ request }) => {
  const add = async (data: Record<string, unknown>) => made.push(await createPartner(request, data));
  await add({ name: `Community ${M}`, type: 'ngo', lists: ['community'], since: 2016, description: 'Mothers groups.' });
  await add({ name: `Research ${M}`, type: 'academic', lists: ['research'] });
  for (const [type, lat, lng] of [
    ['government', 45, -100],
    ['funding', 30, 100],
    ['international', -15, 25],
  ] as const) {
    await add({
      name: `Strategic ${type} ${M}`,
      type,
      lists: ['strategic', 'map'],
      latitude: lat,
      longitude: lng,
      region: 'Europe',
      focusAreas: ['Policy', 'Guidelines', 'Training', 'Measurement'],
      projectCount: 2,
      website: 'https://partner.example.org',
      keyContact: `Dr. Contact ${type}`,
      details: {
        fullDescription: 'A long partnership.',
        partnershipDuration: '7 years',
        partnershipType: 'Research and policy',
        impactMetrics: [{ icon: 'book-open', value: '12', label: 'Joint publications' }],
        collaborationAreas: [{ icon: 'scale', title: `Policy evidence ${type}`, description: 'Briefs for decision makers.' }],
        jointProjects: [
          { title: `Joint review ${type}`, description: 'A review.', status: 'Ongoing', timeline: '2024 - 2026', funding: 'US$1' },
        ],
        successStory: { quote: 'It worked.', author: 'A. Author', role: 'Lead', organization: 'The partner' },
        jointPublications: [{ title: `Joint paper ${type}`, journal: 'Journal', year: 2024, type: 'Article' }],
      },
    });
  }
  await add({
    name: `Map ngo ${M}`,
    type: 'ngo',
    lists: ['map'],
    latitude: 10,
    longitude: -170,
    region: 'Asia-Pacific',
    focusAreas: ['One'],
  });
});
test.afterAll(async ({ request }) => {
  for (const p of made) await deletePartner(request, p.id);
});

/** Every partner record there is now (other tests add some too). */
async function allPartners(request: APIRequestContext): Promise<Partner[]> {
  const res = await request.get('/api/partners?limit=100');
  return ((await res.json()) as { partners: Partner[] }).partners;
}
const mapOf = (records: Partner[]) => mapPartnersOf(records, PARTNER_DATA_YEAR, WORLD_REGIONS);
const dimmed = (list: MapPartner[], type: PartnerType) =>
  Array<string>(mapTypeCounts(list)[type]).fill(String(partnerMapView.dimmedOpacity));

const mapMarkers = (page: Page) => page.locator('#network .leaflet-marker-icon');
const partnerMap = (page: Page) => page.locator('#network .leaflet-container');

/**
 * Opens /partners and answers the records it shows: other specs add and remove partners on the same
 * server while this runs, so the page is loaded again until the records are the same before and after
 * the load (then the page was rendered from them).
 */
async function openPartners(page: Page, request: APIRequestContext): Promise<Partner[]> {
  return loadWhileUnchanged(page, '/partners', () => allPartners(request));
}

async function openMap(page: Page, request: APIRequestContext): Promise<MapPartner[]> {
  const mapPartners = mapOf(await openPartners(page, request));
  await page.locator('#network').scrollIntoViewIfNeeded();
  await expect(mapMarkers(page)).toHaveCount(mapPartners.length);
  return mapPartners;
}

test.describe('partners page', () => {
  test('hero tiles, impact band and category tabs come from the partner lists', async ({ page, request }) => {
    const records = await openPartners(page, request);
    const directory = partnerDirectory(records, PARTNER_DATA_YEAR);
    const typeCounts = countByType(directory);
    const communityPartners = communityPartnersOf(records);
    const strategicPartners = strategicPartnersOf(records);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = page.locator('section[aria-labelledby="page-title"] dl');
    const heroTypes = ['academic', 'government', 'international', 'ngo'] as const;
    await expect(hero.locator('dt')).toHaveText(heroTypes.map((t) => partnerTypeInfo[t].summaryLabel));
    await expect(hero.locator('dd')).toHaveText(heroTypes.map((t) => String(typeCounts[t])));
    const band = page.locator('section[aria-labelledby="partnership-impact-title"]');
    const impact = partnershipStats(directory);
    await expect(band.locator('dt')).toHaveText([
      partnersCopy.impact.activePartners,
      partnersCopy.impact.countries,
      partnersCopy.impact.publications,
      partnersCopy.impact.averageYears,
    ]);
    await expect(band.locator('dd')).toHaveText([impact.partners, impact.countries, impact.publications, impact.averageYears].map(String));

    const tabs = page.getByRole('tablist', { name: partnersCopy.directory.tabsLabel });
    await expect(tabs.getByRole('tab')).toHaveCount(PARTNER_TYPES.length + 1);
    const tab = (type: PartnerType) => tabs.getByRole('tab', { name: new RegExp(`^${partnerCategoryLabels[type]}`) });
    const all = tabs.getByRole('tab', { name: new RegExp(`^${partnerCategoryLabels.all}`) });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: partnersCopy.community.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: partnersCopy.academic.title })).toBeVisible();
    for (const partner of communityPartners) {
      await expect(page.locator('article').filter({ hasText: partner.name })).toContainText(
        `${partnersCopy.community.since} ${partner.yearStarted}`,
      );
    }

    // A category shows its strategic partners and hides the others.
    const strategicLink = (name: string) =>
      page.locator('#directory').getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    const [first, second] = PARTNER_TYPES.filter((t) => t !== 'academic' && t !== 'ngo' && strategicPartners.some((p) => p.type === t)) as [
      PartnerType,
      PartnerType,
    ];
    const firstIndex = PARTNER_TYPES.indexOf(first);
    await tab(first).click();
    await expect(page.getByRole('heading', { name: partnersCopy.community.title })).toBeHidden();
    await expect(page.getByRole('heading', { name: partnersCopy.academic.title })).toBeHidden();
    for (const p of strategicPartners) {
      if (p.type === first) await expect(strategicLink(p.name).first()).toBeVisible();
      else if (!strategicPartners.some((q) => q.type === first && q.name === p.name)) await expect(strategicLink(p.name)).toBeHidden();
    }

    // The arrow key moves to the next category.
    const next = PARTNER_TYPES[firstIndex + 1]!;
    await tab(first).press('ArrowRight');
    await expect(tab(next)).toBeFocused();
    await expect(tab(next)).toHaveAttribute('aria-selected', 'true');
    for (const p of strategicPartners.filter((q) => q.type === next)) await expect(strategicLink(p.name).first()).toBeVisible();
    if (second && second !== next) {
      await tab(second).click();
      for (const p of strategicPartners.filter((q) => q.type === second)) await expect(strategicLink(p.name).first()).toBeVisible();
    }

    await tab('academic').click();
    await expect(page.getByRole('heading', { name: partnersCopy.academic.title })).toBeVisible();
    // Cards without a logo show the initials.
    await expect(page.getByTestId('logo-initials').first()).toBeVisible();
    await all.click();
    await expectAccessible(page, 'partners desktop');
  });

  test('a strategic partner card opens its detail section and scrolls to it', async ({ page }) => {
    await page.goto('/partners');
    // The card (the details' website link, also in #directory, names the partner too).
    const [partner, other] = made.filter((p) => p.lists.includes('strategic')) as [Partner, Partner];
    const info = { ...partner.details!, keyContact: partner.keyContact! };
    const card = page.locator('#directory a[aria-expanded]').filter({ hasText: partner.name });
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${partnersCopy.detail.id}`)).toHaveCount(0);
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator(`#${partnersCopy.detail.id}`);
    await expect(detail.getByRole('heading', { name: partner.name })).toBeVisible();
    await expect(detail).toBeInViewport();
    const { collaboration, projects, story, publications } = partnersCopy.detail;
    for (const text of [
      collaboration,
      info.collaborationAreas[0]!.title,
      projects,
      info.jointProjects[0]!.title,
      story,
      publications,
      info.jointPublications[0]!.title,
      info.keyContact,
    ]) {
      await expect(detail).toContainText(text);
    }
    await expect(detail.getByRole('link', { name: new RegExp(partnersCopy.detail.website) })).toHaveAttribute('target', '_blank');
    await expectAccessible(page, 'strategic detail');

    await page.locator('#directory a[aria-expanded]').filter({ hasText: other.name }).click();
    await expect(detail.getByRole('heading', { name: other.name })).toBeVisible();
    await detail.getByRole('link', { name: partnersCopy.detail.close }).click();
    await expect(page.locator('#partner-details')).toHaveCount(0);
  });

  test('map: legend toggles dim a type to 30% opacity; a marker opens the detail panel', async ({ page, request }) => {
    const mapPartners = await openMap(page, request);
    const mapTypes = mapTypeCounts(mapPartners);
    await expect(partnerMap(page)).toHaveAttribute('data-zoom', String(partnerMapView.zoom));
    await expect(partnerMap(page)).toHaveAttribute('data-center', partnerMapView.center.map((n) => n.toFixed(4)).join(','));
    const legend = page.getByRole('group', { name: partnersCopy.map.legendTitle });
    const ngo = legend.getByRole('button', { name: new RegExp(`^${partnerTypeInfo.ngo.label}`) });
    await expect(ngo).toHaveAttribute('aria-pressed', 'true');
    await ngo.click();
    await expect(ngo).toHaveAttribute('aria-pressed', 'false');
    const opacity = (sel: string) =>
      page.locator(`#network .leaflet-marker-icon${sel}`).evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    await expect.poll(() => opacity('[data-kind="ngo"]')).toEqual(dimmed(mapPartners, 'ngo'));
    expect(new Set(await opacity(':not([data-kind="ngo"])'))).toEqual(new Set(['1']));
    await legend.getByRole('button', { name: new RegExp(`^${partnerTypeInfo.academic.label}`) }).click();
    await expect.poll(() => opacity('[data-kind="academic"]')).toEqual(dimmed(mapPartners, 'academic'));
    await ngo.click();
    await expect.poll(() => opacity('[data-kind="ngo"]')).toEqual(Array<string>(mapTypes.ngo).fill('1'));
    await expect(mapMarkers(page)).toHaveCount(mapPartners.length);

    const regions = regionCounts(mapPartners);
    await expect(page.locator(`#network dl[aria-label="${partnersCopy.map.regionsTitle}"] dt`)).toHaveText(WORLD_REGIONS);
    await expect(page.locator(`#network dl[aria-label="${partnersCopy.map.regionsTitle}"] dd`)).toHaveText(
      WORLD_REGIONS.map((r) => String(regions[r])),
    );

    const shown = (p: MapPartner) => Math.min(p.focusAreas.length, partnerMapView.focusAreasShown);
    // One of this spec's own partners, in the middle of the map's first view: another spec's may be
    // added or removed while this one runs.
    const lone = mapPartners.find((p) => p.name === `Strategic international ${M}`)!;
    // By keyboard: another spec's partner may stand on the same spot, its marker over this one for a pointer.
    await page.locator(`#network [data-marker-id="${lone.id}"]`).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('partner-panel');
    await expect(panel.getByRole('heading', { name: lone.name })).toBeVisible();
    await expect(panel).toContainText(lone.location);
    await expect(panel.locator('li')).toHaveText(lone.focusAreas.slice(0, shown(lone)));
    await expectAccessible(page, 'partner map desktop');
    await panel.getByRole('link', { name: partnersCopy.map.closeDetail }).click();
    await expect(panel).toBeHidden();

    // Keyboard: Enter on a focused marker selects it too (a marker may sit under another at this zoom).
    const byKeyboard = mapPartners.find((p) => p !== lone && p.name.endsWith(M))!;
    await page.locator(`#network [data-marker-id="${byKeyboard.id}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('partner-panel')).toContainText(byKeyboard.name);
    // At most partnerMapView.focusAreasShown focus areas.
    const many = mapPartners.find((p) => p.name.endsWith(M) && p.focusAreas.length > partnerMapView.focusAreasShown)!;
    await page.locator(`#network [data-marker-id="${many.id}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('partner-panel').locator('li')).toHaveCount(shown(many));
  });

  for (const width of [1280, 375]) {
    test(`every map marker is a target of at least 24 by 24 px (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      await openMap(page, request);
      await expectTargetsAtLeast(mapMarkers(page), MIN_MARKER_TARGET_PX);
    });
  }

  test('phone: filter panel and collapsible partner list, smaller markers and city zoom', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const mapPartners = await openMap(page, request);
    await expect(partnerMap(page)).toHaveAttribute('data-zoom', String(partnerMapView.zoomSmall));
    // A smaller dot, in a target of at least 24 px (WCAG 2.2 target size).
    const [target, dot] = await page
      .locator(`#network [data-marker-id="${mapPartners[0]!.id}"]`)
      .evaluate((el) => [(el as HTMLElement).offsetWidth, (el.querySelector('span span') as HTMLElement).offsetWidth]);
    expect(dot).toBe(partnerMapView.markerSizeSmall);
    expect(target).toBe(Math.max(partnerMapView.markerSizeSmall, MIN_MARKER_TARGET_PX));

    await expect(page.getByRole('group', { name: partnersCopy.map.legendTitle })).toBeHidden();
    const filters = page.getByRole('button', { name: partnersCopy.map.showFilters });
    await filters.click();
    await expect(page.getByRole('button', { name: partnersCopy.map.hideFilters })).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#partner-map-filters');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: new RegExp(`^${partnerTypeInfo.funding.label}`) }).click();
    await expect
      .poll(() =>
        page
          .locator('#network .leaflet-marker-icon[data-kind="funding"]')
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity)),
      )
      .toEqual(dimmed(mapPartners, 'funding'));
    await expectAccessible(page, 'partner filters phone');

    await page.getByRole('button', { name: partnersCopy.map.showList }).click();
    const list = page.locator('#partner-map-list');
    await expect(list).toBeVisible();
    const chosen = mapPartners.find((p) => p.name === `Map ngo ${M}`)!;
    await list.getByRole('link', { name: chosen.name }).click();
    await expect(page.getByTestId('partner-panel')).toContainText(chosen.name);
    await expect(partnerMap(page)).toHaveAttribute('data-zoom', String(partnerMapView.cityZoomSmall));
    await page.getByRole('button', { name: partnersCopy.map.hideList }).click();
    await expect(list).toBeHidden();
    await expectAccessible(page, 'partners phone');
  });
});
