import { expect, expectAccessible, test } from './support/fixtures';

const AREAS = [
  ['womens-health', "Women's Health"],
  ['maternal-health', 'Maternal Health'],
  ['reproductive-health', 'Reproductive Health'],
  ['adolescent-health', 'Adolescent Health'],
  ['nutrition', 'Nutrition and Wellbeing'],
  ['gender-equity', 'Gender Equity and Equality'],
  ['newborn-child-health', 'Newborn, SickBorn and Child Health'],
] as const;

test.describe('focus areas page', () => {
  test('every area has its section, reachable from the overview', async ({ page }) => {
    await page.goto('/focus-areas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where we focus our work');
    const overview = page.getByRole('navigation', { name: 'Focus areas on this page' });
    await expect(overview.getByRole('link')).toHaveCount(AREAS.length);
    for (const [id, title] of AREAS) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toHaveText(title);
    }
    await overview.getByRole('link', { name: /Gender Equity and Equality/ }).click();
    await expect(page).toHaveURL(/#gender-equity$/);
    await expect
      .poll(() => page.locator('#gender-equity').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200))
      .toBe(true);
    await expectAccessible(page, 'focus areas');
  });

  test('every link goes to an existing page or programme', async ({ page, request }) => {
    await page.goto('/focus-areas');
    const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
    expect(internal).toEqual(expect.arrayContaining(['/programs', '/partners']));
    for (const href of internal) {
      const res = await request.get(href.split('#')[0]!);
      expect(res.status(), href).toBe(200);
    }
    for (const anchor of hrefs.filter((h) => h.startsWith('#'))) await expect(page.locator(anchor)).toHaveCount(1);
  });

  test('a related programme link opens that programme on the programmes page', async ({ page }) => {
    await page.goto('/focus-areas#newborn-child-health');
    await page.locator('#newborn-child-health').getByRole('link', { name: /Related programme/ }).click();
    await expect(page).toHaveURL(/\/programs\?program=newborn#program-details$/);
    await expect(page.locator('#program-details').getByRole('heading', { level: 2 })).toHaveText('Newborn Health Programme');
  });

  test('call to action: programmes and partners', async ({ page }) => {
    await page.goto('/focus-areas');
    await page.getByRole('link', { name: 'See our programmes' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await page.goto('/focus-areas');
    await page.getByRole('link', { name: 'Work with our partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
  });

  test('phone layout is accessible and does not overflow', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/focus-areas');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page, 'focus areas phone');
  });
});
