import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique } from './support/admin-helpers';
import { createJob, createPublication, daysFromNow } from './support/content';
import { COLLECTION_KEYS, collectionAdminPath, KINDS, type Collection, type CollectionKey } from '@mnch/shared';
import { collectionSample } from '@mnch/shared/testing';

/**
 * Sorting a back-office table by a column (issue 36; data-table.tsx, the `sort` parameter of
 * docs/api/README.md): three items made through the API with their own titles, the title heading
 * clicked once (A to Z) and again (Z to A), the address and `aria-sort` following; on a phone the
 * "Sort by" select above the cards does the same.
 */

/** The back-office tables of kinds of their own whose title column sorts (each needs a case below); the collections' follow from their definitions. */
type SortedTable = 'jobs' | 'projects' | 'publications' | 'events' | 'team' | 'partners';

interface SortCase {
  /** The section's address (with what shows the items made, e.g. the events' list view). */
  path: string;
  /** The title column's heading ("Sort by …"). */
  heading: string;
  /** The field the title column sorts by, as the address shows it. */
  field: string;
  /** Makes an item titled `title` through the API; gives the address that deletes it. */
  create: (request: APIRequestContext, token: string, title: string) => Promise<string>;
}

/** A collection's table (features/admin/collections) sorts by its name column when its definition lets it. */
function collectionCase(key: CollectionKey): SortCase {
  const c: Collection = KINDS[key];
  return {
    path: collectionAdminPath(c),
    heading: c.noun,
    field: c.labelField,
    create: async (request, token, title) => {
      const body = await apiJson<Record<string, { id: number }>>(request, token, 'post', `/api/${c.folder}`, collectionSample(c, title));
      return `/api/${c.folder}/${body[c.one]!.id}`;
    },
  };
}
const SORTED_COLLECTIONS = COLLECTION_KEYS.filter((key) => (KINDS[key].list.sortable as readonly string[]).includes(KINDS[key].labelField));

const OWN_CASES: Record<SortedTable, SortCase> = {
  jobs: {
    path: '/admin/jobs',
    heading: 'Job',
    field: 'title',
    create: async (request, token, title) => `/api/jobs/${(await createJob(request, token, { title })).id}`,
  },
  projects: {
    path: '/admin/projects',
    heading: 'Project Title',
    field: 'title',
    create: async (request, token, title) => {
      const { project } = await apiJson<{ project: { id: number } }>(request, token, 'post', '/api/projects', {
        title,
        category: 'research',
        description: '<p>About it.</p>',
      });
      return `/api/projects/${project.id}`;
    },
  },
  publications: {
    path: '/admin/publications',
    heading: 'Publication',
    field: 'title',
    create: async (request, token, title) =>
      `/api/publications/${(await createPublication(request, token, { title, type: 'Policy Brief' })).id}`,
  },
  events: {
    path: '/admin/events?view=list',
    heading: 'Event',
    field: 'title',
    create: async (request, token, title) => {
      const { event } = await apiJson<{ event: { id: number } }>(request, token, 'post', '/api/events', {
        title,
        type: 'Workshop',
        startDate: daysFromNow(20),
        organizer: 'MNCH',
        venueName: 'Hall A',
        description: '<p>About it.</p>',
      });
      return `/api/events/${event.id}`;
    },
  },
  team: {
    path: '/admin/team',
    heading: 'Member',
    field: 'name',
    create: async (request, token, name) => {
      const { member } = await apiJson<{ member: { id: number } }>(request, token, 'post', '/api/team', {
        name,
        title: 'Researcher',
        category: 'Research Team',
      });
      return `/api/team/${member.id}`;
    },
  },
  partners: {
    path: '/admin/partners',
    heading: 'Partner',
    field: 'name',
    create: async (request, token, name) => {
      const { partner } = await apiJson<{ partner: { id: number } }>(request, token, 'post', '/api/partners', {
        name,
        type: 'ngo',
        lists: ['strategic'],
      });
      return `/api/partners/${partner.id}`;
    },
  },
};

const CASES: Record<string, SortCase> = {
  ...OWN_CASES,
  ...Object.fromEntries(SORTED_COLLECTIONS.map((key) => [key, collectionCase(key)])),
};

/** Three items of the case, made out of order; their titles in A-to-Z order (the case ignores letter case). */
async function makeThree(request: APIRequestContext, token: string, c: SortCase) {
  const m = unique('Sorting');
  const [a, b, z] = [`${m} alpha`, `${m} Bravo`, `${m} charlie`];
  const made: string[] = [];
  for (const title of [b, z, a]) made.push(await c.create(request, token, title));
  return { m, titles: [a, b, z], made };
}

async function removeAll(request: APIRequestContext, token: string, made: string[]) {
  for (const url of made) await request.delete(url, { headers: { Authorization: `Bearer ${token}` } });
}

/** The section's rows of this test's items (rows or, on a phone, cards). */
const rowsOf = (page: Page, m: string) => page.getByRole('row').filter({ hasText: m });

/** The order the rows show, in the rows' own text. */
async function expectOrder(page: Page, m: string, titles: string[]) {
  await expect(rowsOf(page, m)).toHaveCount(titles.length);
  await expect(rowsOf(page, m)).toContainText(titles);
}

test.describe('sorting a back-office table by a column', () => {
  for (const [name, c] of Object.entries(CASES)) {
    test(`${name}: the title heading sorts A to Z, then Z to A`, async ({ page, signIn, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      const token = await signIn(page);
      const { m, titles, made } = await makeThree(request, token, c);
      try {
        await page.goto(`${c.path}${c.path.includes('?') ? '&' : '?'}search=${encodeURIComponent(m)}`);
        await expect(rowsOf(page, m)).toHaveCount(3);
        const button = page.getByRole('button', { name: `Sort by ${c.heading}`, exact: true });
        const heading = page.getByRole('columnheader', { name: `Sort by ${c.heading}`, exact: true });
        await expect(heading).toHaveAttribute('aria-sort', 'none');

        await button.click();
        await expect(page).toHaveURL(new RegExp(`[?&]sort=${c.field}(&|$)`));
        await expect(heading).toHaveAttribute('aria-sort', 'ascending');
        await expectOrder(page, m, titles);
        await expectAccessible(page, `${name} sorted`);

        // By keyboard, as by a click.
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`[?&]sort=-${c.field}(&|$)`));
        await expect(heading).toHaveAttribute('aria-sort', 'descending');
        await expectOrder(page, m, [...titles].reverse());
      } finally {
        await removeAll(request, token, made);
      }
    });
  }

  test('on a phone (375 px) the Sort by select above the cards sorts them', async ({ page, signIn, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const token = await signIn(page);
    const { m, titles, made } = await makeThree(request, token, OWN_CASES.jobs);
    try {
      await page.goto(`/admin/jobs?search=${encodeURIComponent(m)}`);
      await expect(rowsOf(page, m)).toHaveCount(3);
      const select = page.getByRole('combobox', { name: 'Sort by' });
      await expect(select).toBeVisible();
      await select.selectOption({ label: 'Job, ascending' });
      await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
      await expectOrder(page, m, titles);
      await select.selectOption({ label: 'Job, descending' });
      await expect(page).toHaveURL(/[?&]sort=-title(&|$)/);
      await expectOrder(page, m, [...titles].reverse());
      await expectAccessible(page, 'jobs sorted on a phone');
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await removeAll(request, token, made);
    }
  });
});
