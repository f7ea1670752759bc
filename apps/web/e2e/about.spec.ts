import {
  approach,
  aboutHeroStats,
  awards,
  capacityBuilding,
  keyFocusAreas,
  portfolioStats,
  whatWeDo,
  whoWeAre,
  whySupportUs,
} from '../app/content/about';
import { formatFigure } from '../app/content/figures';
import { identity } from '../app/content/identity';
import { expect, expectAccessible, test } from './support/fixtures';
import { siteFigures } from './support/content';

// Lists and figures come from the page's content (app/content/about.ts, identity.ts, figures.ts).

test.describe('about page', () => {
  test('has every section in order with its figures, accessibly at desktop and phone widths', async ({ page, request }) => {
    const f = await siteFigures(request);
    await page.goto('/about');
    const hero = page.locator('main > section').first();
    for (const stat of aboutHeroStats(f)) await expect(hero.getByText(formatFigure(stat), { exact: true })).toBeVisible();

    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual([
      'background',
      'mission',
      'what-we-do',
      'awards',
      'key-focus-areas',
      'our-approach',
      'capacity-building',
      'research-portfolio',
      'why-support-us',
    ]);
    for (const [id, list] of [
      ['what-we-do', whatWeDo],
      ['key-focus-areas', keyFocusAreas],
      ['our-approach', approach],
      ['capacity-building', capacityBuilding(f)],
      ['why-support-us', whySupportUs],
    ] as const) {
      await expect(page.locator(`#${id} li`), id).toHaveCount(list.length);
      for (const item of list) await expect(page.locator(`#${id}`)).toContainText(item.title);
    }
    await expect(page.locator('#awards li')).toHaveCount(awards.length);
    for (const award of awards) {
      await expect(page.locator('#awards')).toContainText(String(award.year));
      await expect(page.locator('#awards')).toContainText(award.title);
    }
    const portfolio = page.locator('#research-portfolio');
    await expect(portfolio.locator('dd')).toHaveText(portfolioStats(f).map(formatFigure));
    await expect(page.locator('#mission')).toContainText(identity.vision.title);
    await expect(page.locator('#mission')).toContainText(identity.mission.title);
    for (const value of identity.values) await expect(page.locator('#mission')).toContainText(value.title);
    await expectAccessible(page, 'about desktop');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await expectAccessible(page, 'about phone');
  });

  test('Who We Are: Read More shows the rest of the story, Read Less hides it', async ({ page }) => {
    await page.goto('/about');
    const section = page.locator('#background');
    const hiddenPart = section.getByText(whoWeAre.more[0]!, { exact: false });
    await expect(hiddenPart).toBeHidden();
    const more = section.getByRole('button', { name: 'Read More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = section.getByRole('button', { name: 'Read Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(hiddenPart).toBeVisible();
    await expectAccessible(page, 'who we are expanded');
    await less.click();
    await expect(hiddenPart).toBeHidden();
    await expect(section.getByRole('button', { name: 'Read More' })).toBeFocused();

    // Keyboard works too.
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  for (const [hash, heading] of [
    ['background', 'Who We Are'],
    ['mission', 'What drives us'],
    ['our-approach', 'How we work'],
    ['awards', 'Recognised for our work'],
  ] as const) {
    test(`/about#${hash} lands on its section`, async ({ page }) => {
      await page.goto(`/about#${hash}`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    });
  }

  test('the header menu reaches the about anchors', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'About Us' }).hover();
    await nav.getByRole('link', { name: 'Awards and Recognition' }).click();
    await expect(page).toHaveURL(/\/about#awards$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Recognised for our work' })).toBeInViewport();
  });
});
