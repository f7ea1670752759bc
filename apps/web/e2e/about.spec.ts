import {
  approach,
  aboutHeroStats,
  capacityBuilding,
  keyFocusAreas,
  portfolioStats,
  whatWeDo,
  whoWeAre,
  whySupportUs,
} from '../app/content/about';
import { formatFigure } from '../app/content/figures';
import { identity } from '../app/content/identity';
import { adminToken, createAward, marker, siteFigures } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

// Lists and figures come from the page's content (app/content/about.ts, identity.ts, figures.ts); the
// awards are in the database, so the tests add their own through the API.

test.describe('about page', () => {
  test('the impact page shows the most recent awards', async ({ page, request }) => {
    const tag = marker('Recent award');
    // The newest year of all, so it is among the few the impact page shows whatever other tests add.
    const award = await createAward(request, await adminToken(request), { title: `${tag} impact`, year: 2999 });
    await page.goto('/impact');
    const recognition = page.locator('section', {
      has: page.getByRole('heading', { name: 'Recognised for research that changes practice' }),
    });
    await expect(recognition.getByRole('heading', { name: award.title })).toBeVisible();
    await expect(recognition).toContainText(award.awardedBy);
  });

  test('has every section in order with its figures, accessibly at desktop and phone widths', async ({ page, request }) => {
    const tag = marker('Award');
    const token = await adminToken(request);
    const later = await createAward(request, token, { title: `${tag} later award`, year: 2987, description: `${tag} for the later work.` });
    const earlier = await createAward(request, token, { title: `${tag} earlier award`, year: 2986 });
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
    // Every award, oldest first: the test's own among them, with year, awarder and description.
    await expect(page.locator('#awards li h3', { hasText: tag })).toHaveText([earlier.title, later.title]);
    const card = page.locator('#awards li', { hasText: later.title });
    await expect(card).toContainText('2987');
    await expect(card).toContainText(later.awardedBy);
    await expect(card).toContainText(`${tag} for the later work.`);
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
