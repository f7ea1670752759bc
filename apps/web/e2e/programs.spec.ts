import type { Page } from '@playwright/test';
import { formatFigure } from '../app/content/figures';
import { focusAreasPageIntro } from '../app/content/focus-areas';
import {
  programHref,
  programs,
  programsCopy,
  programsCta,
  programsHeroStats,
  programMetrics,
  synergies as SYNERGIES,
  type Program,
} from '../app/content/programs';
import { expect, expectAccessible, test } from './support/fixtures';
import { siteFigures } from './support/content';

// Expectations come from the page's content (app/content/programs.ts), not from particular programmes.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cardOf = (page: Page, program: Program) => page.locator('#portfolio').getByRole('link', { name: new RegExp(escape(program.title)) });
const addressOf = (program: Program) => new RegExp(`${escape(programHref(program.id).replace('/programs', ''))}$`);
const [first, second] = programs as [Program, Program];

const details = (page: Page) => page.locator('#program-details');

async function detailsInView(page: Page) {
  await expect
    .poll(() =>
      details(page).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.top < window.innerHeight / 2;
      }),
    )
    .toBe(true);
}

test.describe('programs page', () => {
  test('hero figures and a card per programme; no programme selected at first', async ({ page, request }) => {
    const f = await siteFigures(request);
    await page.goto('/programs');
    const hero = page.locator('section[aria-labelledby="page-title"]');
    for (const stat of programsHeroStats(f)) {
      await expect(hero).toContainText(formatFigure(stat));
      await expect(hero).toContainText(stat.label);
    }
    const cards = page.locator('#portfolio ul > li > a');
    await expect(cards).toHaveCount(programs.length);
    for (const [i, program] of programs.entries()) {
      await expect(cards.nth(i)).toContainText(program.title);
      await expect(cards.nth(i)).toContainText(`${program.projectCount} ${programsCopy.details.projects}`);
    }
    await expect(details(page)).toHaveCount(0);
    await expectAccessible(page, 'programs');
  });

  test('clicking a card opens its details below the grid and scrolls to them; another card switches', async ({ page, request }) => {
    const f = await siteFigures(request);
    await page.goto('/programs');
    const program = second;
    const labels = programsCopy.details;
    await cardOf(page, program).click();
    await expect(page).toHaveURL(addressOf(program));
    const d = details(page);
    await expect(d.getByRole('heading', { level: 2, name: program.title })).toBeVisible();
    await detailsInView(page);
    await expect(d.getByTestId('program-category')).toHaveText(program.category);
    await expect(d.getByRole('heading', { name: labels.initiatives })).toBeVisible();
    await expect(d.locator('ol > li')).toHaveCount(program.initiatives.length);
    await expect(d.locator('ol > li').first()).toContainText(program.initiatives[0]!.title);
    await expect(d.locator('ol > li').first()).toContainText(program.initiatives[0]!.timeline);
    await expect(d.getByRole('heading', { name: labels.metrics })).toBeVisible();
    await expect(d.locator('dl > div')).toHaveCount(program.metrics.length);
    for (const metric of programMetrics(program, f)) await expect(d.locator('dl')).toContainText(metric.value);
    await expect(d.locator('blockquote')).toContainText(program.successStory.quote);
    await expect(d.locator('figcaption')).toContainText(program.successStory.author);
    await expect(d.getByRole('heading', { name: labels.resources })).toBeVisible();
    for (const resource of program.resources) await expect(d.getByText(resource.title)).toBeVisible();
    await expect(d.getByRole('heading', { name: labels.partners })).toBeVisible();
    for (const partner of program.partners) await expect(d.getByText(partner.name, { exact: true })).toBeVisible();
    await expect(cardOf(page, program)).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, 'programme details');

    // Switch to another programme from the grid.
    const other = programs.at(-1)!;
    await page.locator('#portfolio').scrollIntoViewIfNeeded();
    await cardOf(page, other).click();
    await expect(page).toHaveURL(addressOf(other));
    await expect(d.getByRole('heading', { level: 2 })).toHaveText(other.title);
    await expect(d).toContainText(programMetrics(other, f)[0]!.label);
    await expect(cardOf(page, program)).not.toHaveAttribute('aria-current', 'true');
    await detailsInView(page);

    // The browser's back button returns to the previous programme.
    await page.goBack();
    await expect(d.getByRole('heading', { level: 2 })).toHaveText(program.title);

    await d.getByRole('link', { name: labels.close }).click();
    await expect(details(page)).toHaveCount(0);
  });

  test('a shared link opens the programme on the server-rendered page, and the header menu opens programmes', async ({ page }) => {
    await page.goto(programHref(first.id));
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(first.title);
    await detailsInView(page);

    const last = programs.at(-1)!;
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'Programs' }).hover();
    await nav.getByRole('link', { name: last.menuLabel, exact: true }).click();
    await expect(page).toHaveURL(addressOf(last));
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(last.title);
  });

  test('synergies and the call to action link to partners and focus areas', async ({ page }) => {
    await page.goto('/programs');
    const synergies = page.locator('#synergies');
    await expect(synergies.getByRole('heading', { level: 3 })).toHaveText(SYNERGIES.map((f) => f.title));
    await page.getByRole('link', { name: programsCta.primary.label }).click();
    await expect(page).toHaveURL(new RegExp(`${programsCta.primary.to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/programs');
    await page.getByRole('link', { name: programsCta.secondary.label }).click();
    await expect(page).toHaveURL(new RegExp(`${programsCta.secondary.to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(focusAreasPageIntro.heading);
  });

  test('phone: cards stack, details open and scroll into view, accessibly', async ({ page, request }) => {
    const f = await siteFigures(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/programs');
    await expectAccessible(page, 'programs phone');
    const program = programs[Math.min(4, programs.length - 1)]!;
    await cardOf(page, program).click();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(program.title);
    await detailsInView(page);
    await expect(details(page)).toContainText(programMetrics(program, f)[0]!.value);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectAccessible(page, 'programme details phone');
  });
});
