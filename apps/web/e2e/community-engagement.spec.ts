import {
  communityFigures,
  communityLinks,
  communityPageIntro,
  pillars as PILLARS,
  weeklyForumCopy,
} from '../app/content/community-engagement';
import { formatFigure } from '../app/content/figures';
import { expect, expectAccessible, mainLinkTargets, test } from './support/fixtures';
import { siteFigures } from './support/content';

// Pillars, figures and the forum come from the page's content (app/content/community-engagement.ts).
test.describe('community engagement page', () => {
  test('the pillars, figures and the weekly forum', async ({ page, request }) => {
    const f = await siteFigures(request);
    await page.goto('/community-engagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(communityPageIntro.heading);
    const pillars = page.locator('#pillars');
    for (const pillar of PILLARS) {
      await expect(pillars.getByRole('heading', { level: 3, name: pillar.title })).toBeVisible();
    }
    await expect(pillars.locator('ul > li[id]')).toHaveCount(PILLARS.length);
    await expect(pillars.locator('dl > div')).toHaveCount(communityFigures(f).length);
    for (const figure of communityFigures(f)) await expect(pillars.locator('dl')).toContainText(formatFigure(figure));
    const forum = page.locator(`#${weeklyForumCopy.id}`);
    await expect(forum.getByRole('heading', { level: 2 })).toHaveText(weeklyForumCopy.title);
    for (const fact of weeklyForumCopy.facts) await expect(forum).toContainText(fact.value);
    await expect(forum.locator('ol > li')).toHaveCount(weeklyForumCopy.agenda.length);
    for (const [i, item] of weeklyForumCopy.agenda.entries()) await expect(forum.locator('ol > li').nth(i)).toContainText(item);
    await expectAccessible(page, 'community engagement');
  });

  test('links go to partners and programmes, and every link works', async ({ page, request }) => {
    const hrefs = await mainLinkTargets(page, '/community-engagement');
    expect(hrefs).toEqual(expect.arrayContaining(['/partners', '/programs']));
    for (const href of new Set(hrefs.filter((h) => h.startsWith('/')))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await page.getByRole('main').getByRole('link', { name: communityLinks.partners.label }).click();
    await expect(page).toHaveURL(new RegExp(`${communityLinks.partners.to}$`));
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: communityLinks.programs.label }).click();
    await expect(page).toHaveURL(new RegExp(`${communityLinks.programs.to}$`));
    await expect(page.locator('#portfolio')).toBeVisible();
  });

  test('phone layout is accessible and does not overflow', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/community-engagement');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page, 'community engagement phone');
  });
});
