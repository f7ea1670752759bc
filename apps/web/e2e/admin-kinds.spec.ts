import type { APIRequestContext, Page } from '@playwright/test';
import {
  COLLECTION_KEYS,
  collectionAdminPath,
  KINDS,
  REVISION_KINDS,
  REVISION_MESSAGES,
  TRASH_KINDS,
  type CollectionKey,
  type FigureItem,
  type RevisionKind,
  type SiteSettings,
  type TrashKind,
} from '@mnch/shared';
import { collectionSample, textField } from '@mnch/shared/testing';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, PNG_BYTES, unique } from './support/admin-helpers';
import { addGalleryImage, createCountry, deleteCountry, siteSettings } from './support/content';

/**
 * What one kind of content has, every kind has (issue 36), tried over the registry of kinds
 * (packages/shared/src/kinds.ts) rather than one spec per kind. Here: every kind whose saves keep
 * revisions has a History button in its back-office list, whose dialog lists the version a save
 * replaced and restores it. A kind given revisions in the registry without a case here is a type error.
 */

interface HistoryCase {
  /** The back-office list, searched for the item's title. */
  section: string;
  /** The item's API address under /api (`awards/12`) is `${folder}/${id}`. */
  folder: string;
  /** The answer's key of the item (POST /api/{folder}, and GET /api/{folder}/{id} unless `bareGet`). */
  envelope: string;
  /** GET /api/{folder}/{id} answers the item itself (articles). */
  bareGet?: true;
  /** POST /api/{folder}: a new item with this title whose `field` is `before`. */
  body: (title: string, before: string) => Record<string, unknown>;
  /** A plain-text field the history compares (REVISION_FIELDS). */
  field: string;
  /** The field's value holding the text `before` or `after`, when it is not the text itself (a list). */
  value?: (text: string) => unknown;
  /** Makes the item when a plain POST of `body` cannot (a country needs a code no other country has); answers its id. */
  create?: (request: APIRequestContext, token: string, body: Record<string, unknown>) => Promise<number>;
  /** Deletes the item afterwards, when leaving it would take something later runs need (a country's code). */
  cleanup?: (request: APIRequestContext, token: string, id: number) => Promise<void>;
  /** The History button's accessible name on the item's row or card. */
  button: (title: string) => string;
}

/**
 * A kind whose items nobody makes here, with no list to search: the site's one settings record, each
 * figure. The test changes a stored item's text field and puts it back after.
 */
interface StoredCase {
  section: string;
  /** The item's title in the History dialog once its field is `text`. */
  title: (text: string) => string;
  /** The field's text as stored. */
  read: (request: APIRequestContext) => Promise<string>;
  /** Saves the item with the field's text `text`. */
  write: (request: APIRequestContext, token: string, text: string) => Promise<void>;
  /** The History button's accessible name, the item's title given. */
  button: (title: string) => string;
  /** A public page that shows the field (the page cache must not keep the old text). */
  shownAt?: string;
}

const rowButton = (title: string) => `History: ${title}`;
// A figure the pages quote; the test changes its label and puts it back.
const FIGURE = 'hIndex';
const figure = async (request: APIRequestContext) =>
  ((await (await request.get(`/api/figures/${FIGURE}`)).json()) as { figure: FigureItem }).figure;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A collection's case (features/admin/collections) is made from its definition. */
function collectionCase(key: CollectionKey): HistoryCase {
  const c = KINDS[key];
  const field = textField(c);
  return {
    section: collectionAdminPath(c),
    folder: c.folder,
    envelope: c.one,
    body: (title, before) => ({ ...collectionSample(c, title), [field.name]: field.value(before) }),
    field: field.name,
    value: field.value,
    button: rowButton,
  };
}
const COLLECTION_CASES = Object.fromEntries(COLLECTION_KEYS.map((key) => [key, collectionCase(key)])) as Record<CollectionKey, HistoryCase>;

const CASES: Record<RevisionKind, HistoryCase | StoredCase> = {
  ...COLLECTION_CASES,
  articles: {
    section: '/admin/articles',
    folder: 'articles',
    envelope: 'article',
    bareGet: true,
    body: (title, before) => ({ title, category: 'Research Breakthrough', content: '<p>Text.</p>', status: 'draft', author: before }),
    field: 'author',
    button: (title) => `History of ${title}`,
  },
  projects: {
    section: '/admin/projects',
    folder: 'projects',
    envelope: 'project',
    body: (title, before) => ({ title, category: 'policy', description: '<p>Short</p>', principalInvestigator: before }),
    field: 'principalInvestigator',
    button: rowButton,
  },
  publications: {
    section: '/admin/publications',
    folder: 'publications',
    envelope: 'publication',
    body: (title, before) => ({
      title,
      type: 'Journal Article',
      authors: [{ name: 'A. Author' }],
      year: 2030,
      status: 'draft',
      journal: before,
    }),
    field: 'journal',
    button: rowButton,
  },
  events: {
    section: '/admin/events',
    folder: 'events',
    envelope: 'event',
    body: (title, before) => ({
      title,
      type: 'Workshop',
      startDate: '2031-05-10T08:00:00Z',
      venueName: 'Test Hall, Kampala',
      description: '<p>About it.</p>',
      organizer: before,
    }),
    field: 'organizer',
    button: rowButton,
  },
  jobs: {
    section: '/admin/jobs',
    folder: 'jobs',
    envelope: 'job',
    body: (title, before) => ({
      title,
      pathway: 'research-data',
      employmentType: 'full-time',
      location: 'Kampala',
      summary: before,
      description: '<p>The role.</p>',
      requirements: '<p>What it needs.</p>',
      postedDate: inDays(-1),
      deadline: inDays(30),
      applyEmail: 'careers@example.org',
      status: 'published',
    }),
    field: 'summary',
    button: rowButton,
  },
  team: {
    section: '/admin/team',
    folder: 'team',
    envelope: 'member',
    body: (name, before) => ({ name, title: 'Researcher', category: 'Research Team', department: before }),
    field: 'department',
    button: rowButton,
  },
  partners: {
    section: '/admin/partners',
    folder: 'partners',
    envelope: 'partner',
    body: (name, before) => ({ name, type: 'academic', lists: ['research'], city: before }),
    field: 'city',
    button: rowButton,
  },
  'field-sites': {
    section: '/admin/field-sites',
    folder: 'field-sites',
    envelope: 'fieldSite',
    body: (name, before) => ({
      name,
      region: 'busoga',
      type: before,
      x: 20,
      y: 30,
      healthWorkersTrained: 0,
      communitiesReached: 0,
      programsActive: 0,
      livesImpacted: 0,
      programs: [],
      description: 'A site of the history test.',
      colorFrom: '#134f34',
      colorTo: '#48b37b',
      motif: 'clinic',
    }),
    field: 'type',
    button: rowButton,
  },
  countries: {
    section: '/admin/countries',
    folder: 'countries',
    envelope: 'country',
    body: (name, before) => ({ name, programmes: [before] }),
    // Its text fields are its name (the label) and its code (not compared: the page's address).
    field: 'programmes',
    value: (text) => [text],
    create: async (request, token, body) => (await createCountry(request, token, body)).id,
    cleanup: deleteCountry,
    button: rowButton,
  },
  settings: {
    section: '/admin/settings',
    title: () => 'Site settings',
    // The building, which the footer of every page shows.
    read: async (request) => (await siteSettings(request)).address.building,
    write: async (request, token, text) => {
      const settings: SiteSettings = await siteSettings(request);
      await apiJson(request, token, 'put', '/api/settings', { ...settings, address: { ...settings.address, building: text } });
    },
    button: () => 'History',
    shownAt: '/',
  },
  figures: {
    section: '/admin/figures',
    // Its label names it.
    title: (text) => text,
    read: async (request) => (await figure(request)).label,
    write: async (request, token, text) => {
      const { value, prefix, suffix, plain } = await figure(request);
      await apiJson(request, token, 'put', `/api/figures/${FIGURE}`, { value, prefix, suffix, plain, label: text });
    },
    button: rowButton,
  },
};

async function itemField(request: APIRequestContext, token: string, c: HistoryCase, id: number): Promise<unknown> {
  const body = await apiJson<Record<string, unknown>>(request, token, 'get', `/api/${c.folder}/${id}`);
  const item = (c.bareGet ? body : body[c.envelope]) as Record<string, unknown>;
  return item[c.field];
}

/** An item whose field went from `before` to `after` by one save: where its History button is, and how to check and undo the test. */
interface Prepared {
  /** The back-office page with the item's History button. */
  url: string;
  /** The item's title in the History dialog. */
  title: string;
  /** The field's value as stored, and its value as the restore must leave it. */
  read: () => Promise<unknown>;
  restored: unknown;
  /** A public page that must show the restored text, if any. */
  shownAt?: string;
  cleanup: () => Promise<void>;
}

/** A new item of a listed kind, saved once from `before` to `after`. */
async function prepareListed(c: HistoryCase, request: APIRequestContext, token: string, title: string, before: string, after: string) {
  const value = c.value ?? ((text: string) => text);
  const body = c.body(title, before);
  const id = c.create
    ? await c.create(request, token, body)
    : (await apiJson<Record<string, { id: number }>>(request, token, 'post', `/api/${c.folder}`, body))[c.envelope]!.id;
  await apiJson(request, token, 'put', `/api/${c.folder}/${id}`, { [c.field]: value(after) });
  expect(await itemField(request, token, c, id)).toEqual(value(after));
  return {
    url: `${c.section}?search=${encodeURIComponent(title)}`,
    title,
    read: () => itemField(request, token, c, id),
    restored: value(before),
    cleanup: async () => c.cleanup?.(request, token, id),
  } satisfies Prepared;
}

/** The stored item of a kind with no list, saved from `before` to `after`; its cleanup puts its own text back. */
async function prepareStored(c: StoredCase, request: APIRequestContext, token: string, before: string, after: string) {
  const original = await c.read(request);
  await c.write(request, token, before);
  await c.write(request, token, after);
  return {
    url: c.section,
    title: c.title(after),
    read: () => c.read(request),
    restored: before,
    shownAt: c.shownAt,
    cleanup: () => c.write(request, token, original),
  } satisfies Prepared;
}

test.describe('every kind with revisions', () => {
  for (const kind of REVISION_KINDS) {
    const c = CASES[kind];
    test(`${KINDS[kind].section}: the list's History restores the version a save replaced`, async ({ page, signIn, request }) => {
      // A stored item's test also loads a public page to see the restored text there.
      if ('shownAt' in c) test.slow();
      const token = await signIn(page);
      const before = unique('Before');
      const after = unique('After');
      const item: Prepared =
        'folder' in c
          ? await prepareListed(c, request, token, unique(`History ${kind}`), before, after)
          : await prepareStored(c, request, token, before, after);
      try {
        await page.goto(item.url);
        await page.getByRole('button', { name: c.button(item.title), exact: true }).click();
        const history = page.getByRole('dialog', { name: `History: ${item.title}` });
        const revisions = history.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
        // A stored item may have older versions; the newest (shown first) is the test's save.
        if ('folder' in c) await expect(revisions).toHaveCount(1);
        else await expect(revisions.first()).toBeVisible();
        await expect(history.getByRole('deletion').filter({ hasText: before }).first()).toBeVisible();
        await expectAccessible(page, `${kind} history`);

        await history.getByRole('button', { name: 'Restore this version' }).click();
        const confirm = page.getByRole('dialog', { name: 'Restore this version' });
        await expect(confirm.getByText(REVISION_MESSAGES.restoreConfirm)).toBeVisible();
        await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
        await expect(page.getByText(REVISION_MESSAGES.restored).first()).toBeVisible();
        await expect.poll(item.read).toEqual(item.restored);
        if (item.shownAt) {
          await page.goto(item.shownAt);
          await expect(page.getByRole('contentinfo').getByText(before)).toBeVisible();
        }
      } finally {
        await item.cleanup();
      }
    });
  }
});

/**
 * Bulk actions (docs/behaviour/bulk-actions.md), tried over every kind with a trash: two items made
 * through the API are selected in their list and moved to the trash at once, then selected in the trash
 * and restored at once. A kind given a trash in the registry without a case here is a type error.
 */
interface BulkCase {
  section: string;
  /** More of the list's address, when its default view has no checkboxes (the events' cards). */
  view?: string;
  /** Makes an item named `title` (its id, when its cleanup needs one). */
  make: (request: APIRequestContext, token: string, title: string) => Promise<number | undefined>;
  cleanup?: (request: APIRequestContext, token: string, id: number) => Promise<void>;
}

/** The history case of a kind with a list of its own (every kind with a trash). */
function listCase(kind: RevisionKind): HistoryCase {
  const c = CASES[kind];
  if (!('body' in c)) throw new Error(`${kind} has no list of its own`);
  return c;
}

/** A kind with revisions makes its items as its history case does. */
const fromHistory = (c: HistoryCase): BulkCase => ({
  section: c.section,
  make: async (request, token, title) => {
    const body = c.body(title, unique('Bulk'));
    if (c.create) return c.create(request, token, body);
    return (await apiJson<Record<string, { id: number }>>(request, token, 'post', `/api/${c.folder}`, body))[c.envelope]!.id;
  },
  cleanup: c.cleanup,
});

const BULK_CASES: Record<TrashKind, BulkCase> = {
  ...(Object.fromEntries(TRASH_KINDS.filter((kind) => kind !== 'gallery').map((kind) => [kind, fromHistory(listCase(kind))])) as Record<
    Exclude<TrashKind, 'gallery'>,
    BulkCase
  >),
  events: { ...fromHistory(listCase('events')), view: '&view=list' },
  gallery: {
    section: '/admin/gallery',
    make: async (request, token, title) => {
      await addGalleryImage(request, token, title, PNG_BYTES, 'A picture of the bulk check.');
      return undefined;
    },
  },
};

const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

test.describe('every kind with a trash', () => {
  for (const kind of TRASH_KINDS) {
    const c = BULK_CASES[kind];
    test(`${KINDS[kind].section}: select two, move them to the trash at once, restore them at once`, async ({ page, signIn, request }) => {
      // Three lists and two bulk writes: more room than one page needs.
      test.slow();
      const token = await signIn(page);
      const stem = unique(`Bulk ${kind}`);
      const titles = [`${stem} one`, `${stem} two`];
      const ids = [await c.make(request, token, titles[0]!), await c.make(request, token, titles[1]!)];

      await page.goto(`${c.section}?search=${encodeURIComponent(stem)}${c.view ?? ''}`);
      for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).check();
      await expect(bulkBar(page).getByText('2 selected')).toBeVisible();
      await bulkBar(page).getByRole('button', { name: 'Move to trash' }).click();
      const confirm = page.getByRole('dialog', { name: 'Move to trash' });
      await confirm.getByRole('button', { name: 'Move to trash' }).click();
      await expect(page.getByText(/^2 .+ moved to the trash$/).first()).toBeVisible();
      for (const title of titles) await expect(page.getByRole('checkbox', { name: `Select ${title}` })).toHaveCount(0);

      await page.goto(`/admin/trash?kind=${kind}`);
      for (const title of titles) await page.getByRole('checkbox', { name: title }).check();
      await expect(bulkBar(page).getByText('2 selected')).toBeVisible();
      await bulkBar(page).getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(page.getByText('2 items restored').first()).toBeVisible();
      for (const title of titles) await expect(page.getByRole('checkbox', { name: title })).toHaveCount(0);

      await page.goto(`${c.section}?search=${encodeURIComponent(stem)}${c.view ?? ''}`);
      for (const title of titles) await expect(page.getByRole('checkbox', { name: `Select ${title}` })).toBeVisible();
      for (const id of ids) if (id !== undefined) await c.cleanup?.(request, token, id);
    });
  }

  test('Jobs: the bulk bar publishes and unpublishes, keyboard only, and is accessible on a desktop and a phone', async ({
    page,
    signIn,
    request,
  }) => {
    test.slow();
    const token = await signIn(page);
    const title = unique('Bulk job');
    const job = listCase('jobs').body(title, 'Summary');
    const { id } = (await apiJson<{ job: { id: number } }>(request, token, 'post', '/api/jobs', { ...job, status: 'draft' })).job;
    const statusOf = async () => (await apiJson<{ job: { status: string } }>(request, token, 'get', `/api/jobs/${id}`)).job.status;

    await page.goto(`/admin/jobs?search=${encodeURIComponent(title)}`);
    const box = page.getByRole('checkbox', { name: `Select ${title}` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expect(bulkBar(page).getByText('1 selected')).toBeVisible();
    await expectAccessible(page, 'bulk bar, 1280 px');
    if (process.env.BULK_SHOTS) await page.screenshot({ path: `${process.env.BULK_SHOTS}/bulk-1280.png` });
    await bulkBar(page).getByRole('button', { name: 'Publish', exact: true }).press('Enter');
    await expect(page.getByText('1 job published').first()).toBeVisible();
    await expect.poll(statusOf).toBe('published');

    await page.setViewportSize({ width: 375, height: 800 });
    await box.check();
    await expect(bulkBar(page).getByText('1 selected')).toBeVisible();
    await expectAccessible(page, 'bulk bar, 375 px');
    if (process.env.BULK_SHOTS) await page.screenshot({ path: `${process.env.BULK_SHOTS}/bulk-375.png`, fullPage: false });
    await bulkBar(page).getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('1 job unpublished').first()).toBeVisible();
    await expect.poll(statusOf).toBe('draft');
    // The selection is of one page and filter: a new search starts with nothing selected.
    await box.check();
    await page.getByRole('searchbox').first().fill(`${title} x`);
    await expect(bulkBar(page)).toHaveCount(0);
  });
});
