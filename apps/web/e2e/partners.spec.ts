import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

const mapMarkers = (page: Page) => page.locator('#network .leaflet-marker-icon');
const partnerMap = (page: Page) => page.locator('#network .leaflet-container');

async function openMap(page: Page) {
  await page.goto('/partners');
  await page.locator('#network').scrollIntoViewIfNeeded();
  await expect(mapMarkers(page)).toHaveCount(11);
}

test.describe('partners page', () => {
  test('hero tiles, impact band and category tabs come from the partner lists', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = page.locator('section[aria-labelledby="page-title"] dl');
    await expect(hero.locator('dt')).toHaveText(['Academic', 'Government', 'International', 'NGO and community']);
    await expect(hero.locator('dd')).toHaveText(['8', '2', '1', '4']);
    const band = page.locator('section[aria-labelledby="partnership-impact-title"]');
    await expect(band).toContainText('Active partners');
    await expect(band).toContainText('286');

    const tabs = page.getByRole('tablist', { name: 'Partner categories' });
    await expect(tabs.getByRole('tab')).toHaveCount(7);
    const all = tabs.getByRole('tab', { name: /^All partners/ });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Community partners' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Academic and research partners' })).toBeVisible();
    await expect(page.locator('article').filter({ hasText: 'Partner since 2015' })).toHaveCount(1);

    await tabs.getByRole('tab', { name: /^Government/ }).click();
    await expect(page.getByRole('heading', { name: 'Community partners' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Academic and research partners' })).toBeHidden();
    await expect(page.locator('#directory').getByRole('link', { name: /Ministry of Health, Uganda/ })).toBeVisible();
    await expect(page.locator('#directory').getByRole('link', { name: /Northern Institute of Global Health/ })).toBeHidden();

    await tabs.getByRole('tab', { name: /^Government/ }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: /^International/ })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: /^International/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#directory').getByRole('link', { name: /Global Partnership for Maternal and Newborn Health/ })).toBeVisible();

    await tabs.getByRole('tab', { name: /^Academic/ }).click();
    await expect(page.getByRole('heading', { name: 'Academic and research partners' })).toBeVisible();
    // Cards without a logo show the initials.
    await expect(page.getByTestId('logo-initials').first()).toBeVisible();
    await all.click();
    await expectAccessible(page, 'partners desktop');
  });

  test('a strategic partner card opens its detail section and scrolls to it', async ({ page }) => {
    await page.goto('/partners');
    // The card (the details' website link, also in #directory, names the partner too).
    const card = page.locator('#directory a[aria-expanded]').filter({ hasText: 'Northern Institute of Global Health' });
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#partner-details')).toHaveCount(0);
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator('#partner-details');
    await expect(detail.getByRole('heading', { name: 'Northern Institute of Global Health' })).toBeVisible();
    await expect(detail).toBeInViewport();
    for (const text of ['Areas of collaboration', 'Joint projects', 'Success story', 'Joint publications', 'Newborn Care Unit Scale-up Study', 'Prof. Anna Example']) {
      await expect(detail).toContainText(text);
    }
    await expect(detail.getByRole('link', { name: /Website/ })).toHaveAttribute('target', '_blank');
    await expectAccessible(page, 'strategic detail');

    await page.locator('#directory a[aria-expanded]').filter({ hasText: 'Horizon Foundation for Global Health' }).click();
    await expect(detail.getByRole('heading', { name: 'Horizon Foundation for Global Health' })).toBeVisible();
    await detail.getByRole('link', { name: 'Close details' }).click();
    await expect(page.locator('#partner-details')).toHaveCount(0);
  });

  test('map: legend toggles dim a type to 30% opacity; a marker opens the detail panel', async ({ page }) => {
    await openMap(page);
    await expect(partnerMap(page)).toHaveAttribute('data-zoom', '2');
    await expect(partnerMap(page)).toHaveAttribute('data-center', '20.0000,0.0000');
    const legend = page.getByRole('group', { name: 'Partner types' });
    const ngo = legend.getByRole('button', { name: /^NGO/ });
    await expect(ngo).toHaveAttribute('aria-pressed', 'true');
    await ngo.click();
    await expect(ngo).toHaveAttribute('aria-pressed', 'false');
    const opacity = (sel: string) => page.locator(`#network .leaflet-marker-icon${sel}`).evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    await expect.poll(() => opacity('[data-kind="ngo"]')).toEqual(['0.3']);
    expect(new Set(await opacity(':not([data-kind="ngo"])'))).toEqual(new Set(['1']));
    await legend.getByRole('button', { name: /^Academic/ }).click();
    await expect.poll(() => opacity('[data-kind="academic"]')).toEqual(['0.3', '0.3', '0.3', '0.3']);
    await ngo.click();
    await expect.poll(() => opacity('[data-kind="ngo"]')).toEqual(['1']);
    await expect(mapMarkers(page)).toHaveCount(11);

    await expect(page.locator('#network dl[aria-label="Partners by region"] dt')).toHaveText(['Africa', 'Europe', 'North America', 'Asia-Pacific']);
    await expect(page.locator('#network dl[aria-label="Partners by region"] dd')).toHaveText(['3', '4', '2', '2']);

    await page.locator('#network [data-marker-id="sunrise-medical"]').click();
    const panel = page.getByTestId('partner-panel');
    await expect(panel.getByRole('heading', { name: 'Sunrise Medical Devices' })).toBeVisible();
    await expect(panel).toContainText('Bengaluru, India');
    await expect(panel.locator('li')).toHaveCount(2);
    await expectAccessible(page, 'partner map desktop');
    await panel.getByRole('link', { name: 'Close partner details' }).click();
    await expect(panel).toBeHidden();

    // Keyboard: Enter on a focused marker selects it too.
    await page.locator('#network [data-marker-id="horizon-foundation"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('partner-panel')).toContainText('Horizon Foundation for Global Health');
    // At most three focus areas (Kampala's marker sits under Nairobi's at this zoom: use the keyboard).
    await page.locator('#network [data-marker-id="ministry-of-health"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('partner-panel').locator('li')).toHaveCount(3);
  });

  test('phone: filter panel and collapsible partner list, smaller markers and city zoom', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openMap(page);
    await expect(partnerMap(page)).toHaveAttribute('data-zoom', '1');
    const size = await page.locator('#network [data-marker-id="sunrise-medical"]').evaluate((el) => (el as HTMLElement).offsetWidth);
    expect(size).toBe(16);

    await expect(page.getByRole('group', { name: 'Partner types' })).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#partner-map-filters');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /^Funding/ }).click();
    await expect
      .poll(() => page.locator('#network .leaflet-marker-icon[data-kind="funding"]').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity)))
      .toEqual(['0.3', '0.3']);
    await expectAccessible(page, 'partner filters phone');

    await page.getByRole('button', { name: 'Partner list' }).click();
    const list = page.locator('#partner-map-list');
    await expect(list).toBeVisible();
    await list.getByRole('link', { name: /Safe Birth Africa/ }).click();
    await expect(page.getByTestId('partner-panel')).toContainText('Safe Birth Africa');
    await expect(partnerMap(page)).toHaveAttribute('data-zoom', '4');
    await page.getByRole('button', { name: 'Hide list' }).click();
    await expect(list).toBeHidden();
    await expectAccessible(page, 'partners phone');
  });
});
