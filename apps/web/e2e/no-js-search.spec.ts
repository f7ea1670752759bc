import type { Page } from '@playwright/test';
import { students, studentsCopy } from '../app/content/students';
import { adminToken, createArticle, createPublication, marker } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The public lists' searches and filters before and without JavaScript (docs/no-script.md, "Searches
 * and filters"): each search is a GET form whose term is in the address and whose results the server
 * renders; chips, page links and the search box's clear control are links. With scripts the same
 * controls work in place (the page is not loaded again) and the searches run as you type.
 */

/** Students whose name, topic or university contains `term` (any case), as the directory's search reads. */
const studentsMatching = (term: string) =>
  students.filter((s) => [s.name, s.researchTopic, s.university].some((field) => field.toLowerCase().includes(term.toLowerCase())));

/** A university of more than one student but not of all: a term that narrows the list. */
function sharedUniversity(): string {
  const university = students
    .map((s) => s.university)
    .find((u) => {
      const n = studentsMatching(u).length;
      return n > 1 && n < students.length;
    });
  if (!university) throw new Error('no university shared by some of the students');
  return university;
}

const studentCards = (page: Page) => page.getByRole('list', { name: studentsCopy.title }).getByRole('listitem');
const studentChips = (page: Page) => page.getByRole('navigation', { name: 'Filter students by status' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The address's query has `name` = `value` (spaces as + or %20). */
const hasParam = (name: string, value: string) =>
  new RegExp(`[?&]${name}=${escaped(encodeURIComponent(value)).replace(/%20/g, '(\\+|%20)')}(&|#|$)`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('publications: Enter and the Search button search on the server; the clear control shows everything again', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = marker('nojspub');
    await createPublication(request, token, { title: `${tag} cohort study`, type: 'Journal Article' });
    await createPublication(request, token, { title: `${tag} district brief`, type: 'Policy Brief' });

    await page.goto('/publications');
    const search = page.getByRole('searchbox', { name: 'Search publications by title' });
    await search.fill(tag);
    await search.press('Enter');
    await expect(page).toHaveURL(hasParam('q', tag));
    await expect(page.getByTestId('publications-count')).toHaveText('2 publications found');
    const list = page.getByRole('list', { name: 'Publications' });
    await expect(list.getByRole('heading', { name: `${tag} cohort study` })).toBeVisible();
    // With a term policy briefs are found too.
    await expect(list.getByRole('heading', { name: `${tag} district brief` })).toBeVisible();
    await expect(search).toHaveValue(tag);
    await expectAccessible(page, 'publications searched without scripts');

    await search.fill(`${tag} cohort`);
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(hasParam('q', `${tag} cohort`));
    await expect(page.getByTestId('publications-count')).toHaveText('1 publication found');
    await expect(list.getByRole('heading', { name: `${tag} cohort study` })).toBeVisible();

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(search).toHaveValue('');
    // Without a term policy briefs are left out again, with a link to them.
    await expect(page.getByRole('link', { name: 'See policy briefs' })).toBeVisible();
    await expect(list.getByRole('heading', { name: `${tag} district brief` })).toHaveCount(0);
  });

  test("media reports: the search keeps the reports tab and the page's other parameters", async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = marker('nojsbrief');
    await createPublication(request, token, { title: `${tag} maternal policy brief`, type: 'Policy Brief' });
    await createPublication(request, token, { title: `${tag} research report`, type: 'Research Report' });

    // The reports tab reached by its link, from a news category.
    await page.goto('/media?category=Blog');
    const tabs = page.getByRole('tablist', { name: 'Media sections' });
    await tabs.getByRole('tab', { name: 'Policy Briefs & Reports' }).click();
    const search = page.getByRole('searchbox', { name: 'Search policy briefs and reports' });
    await search.fill(tag);
    await search.press('Enter');
    await expect(page).toHaveURL(hasParam('q', tag));
    await expect(page).toHaveURL(hasParam('tab', 'reports'));
    await expect(page).toHaveURL(hasParam('category', 'Blog'));
    await expect(page).toHaveURL(/#reports$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy Briefs & Reports');
    await expect(tabs.getByRole('tab', { name: 'Policy Briefs & Reports' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: 'Policy briefs and reports' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: `2 results for “${tag}”` })).toBeVisible();
    await expectAccessible(page, 'reports searched without scripts');

    await search.fill(`${tag} research`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(hasParam('q', `${tag} research`));
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: `${tag} research report` })).toBeVisible();

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy Briefs & Reports');
    await expect(page.getByRole('list', { name: 'Policy briefs and reports' }).getByText('Research Report', { exact: true })).toHaveCount(
      0,
    );
  });

  test('media news: the category chips and the page links are links the server renders', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = marker('nojsnews');
    for (let i = 0; i < 10; i += 1) await createArticle(request, token, { title: `${tag} release ${i}`, category: 'Press Release' });

    await page.goto('/media');
    await page.getByRole('navigation', { name: 'Filter news by category' }).getByRole('link', { name: 'Press Release' }).click();
    await expect(page).toHaveURL(hasParam('category', 'Press Release'));
    const list = page.getByRole('list', { name: 'News articles' });
    await expect(list.getByRole('listitem')).toHaveCount(9);
    await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(hasParam('newsPage', '2'));
    await expect(page).toHaveURL(hasParam('category', 'Press Release'));
    // One page per answer: the oldest of the ten alone.
    await expect(list.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
    await expect(list.getByRole('heading', { name: `${tag} release 0` })).toBeVisible();

    // Another category starts again at the first page.
    await page.getByRole('navigation', { name: 'Filter news by category' }).getByRole('link', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/newsPage=/);
    await expect(list.getByRole('listitem')).toHaveCount(9);
  });

  test('training: the student search and the status chips filter on the server', async ({ page }) => {
    const term = sharedUniversity();
    const matching = studentsMatching(term);
    await page.goto('/training');
    await expect(studentCards(page)).toHaveCount(students.length);

    const search = page.getByRole('searchbox', { name: 'Search students' });
    await search.fill(term.toUpperCase());
    await search.press('Enter');
    await expect(page).toHaveURL(hasParam('q', term.toUpperCase()));
    await expect(page).toHaveURL(/#students$/);
    await expect(studentCards(page)).toHaveCount(matching.length);
    for (const s of matching) await expect(studentCards(page).getByRole('heading', { name: s.name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${matching.length} students` })).toBeVisible();
    await expectAccessible(page, 'training searched without scripts');

    // A chip keeps the term; the search then keeps the status.
    await studentChips(page)
      .getByRole('link', { name: /^Graduated/ })
      .click();
    await expect(page).toHaveURL(hasParam('status', 'graduated'));
    await expect(page).toHaveURL(hasParam('q', term.toUpperCase()));
    await expect(studentChips(page).getByRole('link', { name: /^Graduated/ })).toHaveAttribute('aria-current', 'true');
    await expect(studentCards(page)).toHaveCount(matching.filter((s) => s.status === 'graduated').length);

    const graduate = students.find((s) => s.status === 'graduated')!;
    await search.fill(graduate.name);
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(hasParam('status', 'graduated'));
    await expect(studentCards(page)).toHaveCount(1);
    await expect(studentCards(page).getByRole('heading', { name: graduate.name })).toBeVisible();

    await search.fill(`${term} no such student`);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'No students found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/[?&](q|status)=/);
    await expect(studentCards(page)).toHaveCount(students.length);
  });

  test('phone: the student search submits with Enter at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const term = sharedUniversity();
    await page.goto('/training');
    const search = page.getByRole('searchbox', { name: 'Search students' });
    await search.fill(term);
    await search.press('Enter');
    await expect(page).toHaveURL(hasParam('q', term));
    await expect(studentCards(page)).toHaveCount(studentsMatching(term).length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("phone: the newsletter archive's sort is applied with the Search button at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/newsletter');
    const sort = page.getByLabel('Sort by');
    const options = await sort.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    const other = options.find((value) => value !== options[0])!;
    await sort.selectOption(other);
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(hasParam('sort', other));
    await expect(page.getByLabel('Sort by')).toHaveValue(other);
  });
});

/** Marks the loaded document: the mark is gone if a navigation loads the page again. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test.describe('with JavaScript', () => {
  test('publications and media reports search as you type, in place, replacing the history entry', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = marker('typedpub');
    await createPublication(request, token, { title: `${tag} cohort study`, type: 'Journal Article' });
    await createPublication(request, token, { title: `${tag} district brief`, type: 'Policy Brief' });

    await page.goto('/publications');
    await markDocument(page);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('searchbox', { name: 'Search publications by title' }).fill(tag);
    await expect(page).toHaveURL(hasParam('q', tag));
    await expect(page.getByTestId('publications-count')).toHaveText('2 publications found');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByRole('searchbox', { name: 'Search publications by title' })).toBeFocused();
    await expectSameDocument(page);

    await page.goto('/media?tab=reports#reports');
    await markDocument(page);
    const search = page.getByRole('searchbox', { name: 'Search policy briefs and reports' });
    await search.fill(`${tag} cohort`);
    await expect(page).toHaveURL(hasParam('q', `${tag} cohort`));
    await expect(page).toHaveURL(/#reports$/);
    const list = page.getByRole('list', { name: 'Policy briefs and reports' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: `${tag} cohort study` })).toBeVisible();
    // Enter searches at once.
    await search.fill(tag);
    await search.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Policy Briefs & Reports');
    await expectSameDocument(page);
  });

  test('training: typing filters through the address; chips and Clear filters work in place', async ({ page }) => {
    const term = sharedUniversity();
    await page.goto('/training');
    await markDocument(page);
    const search = page.getByRole('searchbox', { name: 'Search students' });
    await search.fill(term);
    await expect(page).toHaveURL(hasParam('q', term));
    await expect(studentCards(page)).toHaveCount(studentsMatching(term).length);
    await studentChips(page)
      .getByRole('link', { name: /^Ongoing/ })
      .click();
    await expect(page).toHaveURL(hasParam('status', 'ongoing'));
    await expect(studentCards(page)).toHaveCount(studentsMatching(term).filter((s) => s.status === 'ongoing').length);
    await expect(search).toHaveValue(term);
    await search.fill('no such student');
    await expect(page.getByRole('heading', { name: 'No students found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(studentCards(page)).toHaveCount(students.length);
    // Back returns to the filtered list.
    await page.goBack();
    await expect(page).toHaveURL(hasParam('status', 'ongoing'));
    await expectSameDocument(page);
  });

  test('media news: a page link shows that page in place and moves focus to its first article', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = marker('typednews');
    for (let i = 0; i < 10; i += 1) await createArticle(request, token, { title: `${tag} release ${i}`, category: 'Press Release' });
    await page.goto('/media?category=Press+Release');
    await markDocument(page);
    const list = page.getByRole('list', { name: 'News articles' });
    await expect(list.getByRole('listitem')).toHaveCount(9);
    await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(hasParam('newsPage', '2'));
    await expect(list.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
    await expect(list.getByRole('listitem').first().getByRole('link')).toBeFocused();
    await expectSameDocument(page);
  });
});
