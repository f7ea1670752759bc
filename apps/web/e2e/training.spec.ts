import type { Page } from '@playwright/test';
import { formatFigure } from '../app/content/figures';
import { studentCategoryLabels, studentFilters, students, studentsCopy, studentStats } from '../app/content/students';
import { countByStatus, filterStudents } from '../app/features/training/students';
import { expect, expectAccessible, test } from './support/fixtures';
import { siteFigures } from './support/content';

// Expectations come from the page's content (app/content/students.ts), not from particular students.
const chips = (page: Page) => page.getByRole('navigation', { name: studentsCopy.filterLabel });
const chip = (page: Page, label: string) => chips(page).getByRole('link', { name: new RegExp(`^${label}`) });
const studentCards = (page: Page) => page.getByRole('list', { name: studentsCopy.title }).getByRole('listitem');
const counts = countByStatus(students);
const [ALL, ONGOING, GRADUATED] = studentFilters.map((f) => f.label) as [string, string, string];
/** Search terms of each kind, and how many students each finds. */
const university = students[0]!.university;
const topicWord = students
  .at(-1)!
  .researchTopic.split(' ')
  .sort((a, b) => b.length - a.length)[0]!;
const firstName = students[0]!.name.replace(/^Dr\.\s+/, '').split(' ')[0]!;
const found = (term: string, status?: 'ongoing' | 'graduated') => filterStudents(students, status, term).length;

test.describe('training: students', () => {
  test('headline tiles, status chips with counts, search and the empty state', async ({ page, request }) => {
    const f = await siteFigures(request);
    await page.goto('/training');
    const tiles = page.getByRole('region', { name: studentsCopy.statsLabel });
    for (const stat of studentStats(f)) {
      await expect(tiles).toContainText(formatFigure(stat));
      await expect(tiles).toContainText(stat.label);
    }
    await expect(chip(page, ALL)).toHaveText(new RegExp(`${ALL}\\s*${counts.all}`));
    await expect(chip(page, ONGOING)).toHaveText(new RegExp(`${ONGOING}\\s*${counts.ongoing}`));
    await expect(chip(page, GRADUATED)).toHaveText(new RegExp(`${GRADUATED}\\s*${counts.graduated}`));
    await expect(studentCards(page)).toHaveCount(students.length);
    await expectAccessible(page, 'training');

    await chip(page, GRADUATED).click();
    await expect(chip(page, GRADUATED)).toHaveAttribute('aria-current', 'true');
    await expect(studentCards(page)).toHaveCount(counts.graduated);
    await chip(page, ONGOING).click();
    await expect(studentCards(page)).toHaveCount(counts.ongoing);
    if (counts.ongoing) await expect(studentCards(page).first()).toContainText(studentsCopy.statusLabels.ongoing);

    await chip(page, ALL).click();
    const search = page.getByRole('searchbox', { name: studentsCopy.searchLabel });
    await search.fill(university.toLowerCase()); // university
    await expect(studentCards(page)).toHaveCount(found(university));
    await search.fill(topicWord.toUpperCase()); // topic, any case
    await expect(studentCards(page)).toHaveCount(found(topicWord));
    await search.fill(firstName.toLowerCase()); // name
    await expect(studentCards(page)).toHaveCount(found(firstName));
    await expect(page.getByRole('status').filter({ hasText: studentsCopy.showing(found(firstName)) })).toBeVisible();

    await search.fill('no such student');
    await expect(page.getByRole('heading', { name: studentsCopy.empty.title })).toBeVisible();
    await expectAccessible(page, 'no students');
    await page.getByRole('link', { name: studentsCopy.empty.reset }).click();
    await expect(search).toHaveValue('');
    await expect(studentCards(page)).toHaveCount(students.length);
  });

  test('the details dialog opens, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/training');
    const student = students[0]!;
    const open = page.getByRole('link', { name: studentsCopy.viewDetails(student.name) });
    await open.click();
    const dialog = page.getByRole('dialog', { name: student.name });
    await expect(dialog).toBeVisible();
    for (const text of [
      studentCategoryLabels[student.category],
      student.university,
      student.researchTopic,
      student.degree,
      String(student.graduationYear),
    ]) {
      await expect(dialog).toContainText(text);
    }
    await expectAccessible(page, 'student dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('back to the main site', async ({ page }) => {
    await page.goto('/training');
    await page.getByRole('link', { name: 'Back to main site' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('phone: chips, search and dialog at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/training');
    await chip(page, GRADUATED).click();
    await expect(studentCards(page)).toHaveCount(counts.graduated);
    const graduate = students.find((s) => s.status === 'graduated')!;
    await page.getByRole('searchbox', { name: studentsCopy.searchLabel }).fill(graduate.university.toLowerCase());
    await expect(studentCards(page)).toHaveCount(found(graduate.university, 'graduated'));
    await page
      .getByRole('link', { name: /^View details of/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'phone student dialog');
    await page.getByRole('dialog').getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'phone training');
  });
});
