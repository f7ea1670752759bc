import { expect, expectAccessible, test } from './support/fixtures';

test.describe('community engagement page', () => {
  test('four pillars, figures and the weekly forum', async ({ page }) => {
    await page.goto('/community-engagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Working with communities, not just in them');
    const pillars = page.locator('#pillars');
    for (const title of ['Listening', 'Co-design', 'Capacity', 'Feedback']) {
      await expect(pillars.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(pillars.locator('ul > li[id]')).toHaveCount(4);
    await expect(pillars.locator('dl > div')).toHaveCount(4);
    const forum = page.locator('#weekly-forum');
    await expect(forum.getByRole('heading', { level: 2 })).toHaveText('The weekly community forum');
    await expect(forum).toContainText('Every Thursday');
    await expect(forum.locator('ol > li')).toHaveCount(4);
    await expectAccessible(page, 'community engagement');
  });

  test('links go to partners and programmes, and every link works', async ({ page, request }) => {
    await page.goto('/community-engagement');
    const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    expect(hrefs).toEqual(expect.arrayContaining(['/partners', '/programs']));
    for (const href of new Set(hrefs.filter((h) => h.startsWith('/')))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await page.getByRole('main').getByRole('link', { name: 'Our partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Our programmes' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.locator('#portfolio')).toBeVisible();
  });

  test('phone layout is accessible and does not overflow', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/community-engagement');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page, 'community engagement phone');
  });
});
