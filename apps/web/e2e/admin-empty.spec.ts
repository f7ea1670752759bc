import { expect, expectAccessible, test } from './support/fixtures';
import { ownServer, signInAt } from './support/own-server';

/**
 * The "nothing here yet" states of the back office need a database with no content at all, which the
 * shared test server never is: this file starts its own fresh server.
 */
const server = ownServer();

/** The sections with no content: what each says (the articles' list has no heading then) and its button for the first item. */
const EMPTY_SECTIONS: { path: string; heading?: string; text: string; axe: string; add: string; dialog: string }[] = [
  {
    path: '/admin/articles',
    text: 'Get started by writing your first article',
    axe: 'articles empty',
    add: 'Write First Article',
    dialog: 'Write New Article',
  },
  {
    path: '/admin/newsletters',
    heading: 'No articles found',
    text: 'Get started by writing your first article',
    axe: 'newsletters empty',
    add: 'Write First Article',
    dialog: 'Write New Article',
  },
  {
    path: '/admin/projects',
    heading: 'No projects found',
    text: 'Get started by adding your first research project',
    axe: 'projects empty',
    add: 'Add First Project',
    dialog: 'Add New Projects',
  },
];

test('with no content at all, articles, newsletters and projects offer to create the first item', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, server.url);

  for (const section of EMPTY_SECTIONS) {
    await page.goto(`${server.url}${section.path}`);
    if (section.heading) await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
    await expect(page.getByText(section.text)).toBeVisible();
    await expectAccessible(page, section.axe);
    await page.getByRole('button', { name: section.add }).click();
    await expect(page.getByRole('dialog', { name: section.dialog })).toBeVisible();
  }
});
