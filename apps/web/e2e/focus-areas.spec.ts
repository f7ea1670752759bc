import { focusAreaList, focusAreaProgram, focusAreasPageCopy, focusAreasPageIntro } from '../app/content/focus-areas';
import { programs } from '../app/content/programs';
import { expect, expectAccessible, mainLinkTargets, test } from './support/fixtures';

// The areas come from the page's content (app/content/focus-areas.ts).
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('focus areas page', () => {
  test('every area has its section, reachable from the overview', async ({ page }) => {
    await page.goto('/focus-areas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(focusAreasPageIntro.heading);
    const overview = page.getByRole('navigation', { name: focusAreasPageCopy.overview.navLabel });
    await expect(overview.getByRole('link')).toHaveCount(focusAreaList.length);
    for (const { id, title } of focusAreaList) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toHaveText(title);
    }
    // An area low on the page, so following its link scrolls.
    const area = focusAreaList.at(-2) ?? focusAreaList[0]!;
    await overview.getByRole('link', { name: new RegExp(escape(area.title)) }).click();
    await expect(page).toHaveURL(new RegExp(`#${area.id}$`));
    await expect.poll(() => page.locator(`#${area.id}`).evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200)).toBe(true);
    await expectAccessible(page, 'focus areas');
  });

  test('every link goes to an existing page or programme', async ({ page, request }) => {
    const hrefs = await mainLinkTargets(page, '/focus-areas');
    const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
    expect(internal).toEqual(expect.arrayContaining(['/programs', '/partners']));
    for (const href of internal) {
      const res = await request.get(href.split('#')[0]!);
      expect(res.status(), href).toBe(200);
    }
    for (const anchor of hrefs.filter((h) => h.startsWith('#'))) await expect(page.locator(anchor)).toHaveCount(1);
  });

  test('a related programme link opens that programme on the programmes page', async ({ page }) => {
    const area = focusAreaList.at(-1)!;
    const program = programs.find((p) => p.id === area.programId)!;
    await page.goto(`/focus-areas#${area.id}`);
    await page
      .locator(`#${area.id}`)
      .getByRole('link', { name: new RegExp(focusAreasPageCopy.relatedProgram) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escape(focusAreaProgram(area).to)}$`));
    await expect(page.locator('#program-details').getByRole('heading', { level: 2 })).toHaveText(program.title);
  });

  test('call to action: programmes and partners', async ({ page }) => {
    await page.goto('/focus-areas');
    const { cta } = focusAreasPageCopy;
    await page.getByRole('link', { name: cta.programs.label }).click();
    await expect(page).toHaveURL(new RegExp(`${cta.programs.to}$`));
    await page.goto('/focus-areas');
    await page.getByRole('link', { name: cta.partners.label }).click();
    await expect(page).toHaveURL(new RegExp(`${cta.partners.to}$`));
  });

  test('phone layout is accessible and does not overflow', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/focus-areas');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page, 'focus areas phone');
  });
});
