import type { APIRequestContext } from '@playwright/test';
import { KINDS, REVISION_KINDS, REVISION_MESSAGES, type RevisionKind } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, unique } from './support/admin-helpers';

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
  /** The History button's accessible name on the item's row or card. */
  button: (title: string) => string;
}

const rowButton = (title: string) => `History: ${title}`;

const CASES: Record<RevisionKind, HistoryCase> = {
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
  press: {
    section: '/admin/press',
    folder: 'press-releases',
    envelope: 'pressRelease',
    body: (title, before) => ({ title, summary: before, date: '2026-03-02' }),
    field: 'summary',
    button: rowButton,
  },
  awards: {
    section: '/admin/awards',
    folder: 'awards',
    envelope: 'award',
    body: (title, before) => ({ title, awardedBy: before, year: 2025 }),
    field: 'awardedBy',
    button: rowButton,
  },
};

async function itemField(request: APIRequestContext, token: string, c: HistoryCase, id: number): Promise<unknown> {
  const body = await apiJson<Record<string, unknown>>(request, token, 'get', `/api/${c.folder}/${id}`);
  const item = (c.bareGet ? body : body[c.envelope]) as Record<string, unknown>;
  return item[c.field];
}

test.describe('every kind with revisions', () => {
  for (const kind of REVISION_KINDS) {
    const c = CASES[kind];
    test(`${KINDS[kind].section}: the list's History restores the version a save replaced`, async ({ page, signIn, request }) => {
      const token = await signIn(page);
      const title = unique(`History ${kind}`);
      const before = unique('Before');
      const after = unique('After');
      const created = await apiJson<Record<string, { id: number }>>(request, token, 'post', `/api/${c.folder}`, c.body(title, before));
      const id = created[c.envelope]!.id;
      await apiJson(request, token, 'put', `/api/${c.folder}/${id}`, { [c.field]: after });
      expect(await itemField(request, token, c, id)).toBe(after);

      await page.goto(`${c.section}?search=${encodeURIComponent(title)}`);
      await page.getByRole('button', { name: c.button(title) }).click();
      const history = page.getByRole('dialog', { name: `History: ${title}` });
      await expect(history.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem')).toHaveCount(1);
      await expect(history.getByRole('deletion').filter({ hasText: before }).first()).toBeVisible();
      await expectAccessible(page, `${kind} history`);

      await history.getByRole('button', { name: 'Restore this version' }).click();
      const confirm = page.getByRole('dialog', { name: 'Restore this version' });
      await expect(confirm.getByText(REVISION_MESSAGES.restoreConfirm)).toBeVisible();
      await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(page.getByText(REVISION_MESSAGES.restored).first()).toBeVisible();
      await expect.poll(() => itemField(request, token, c, id)).toBe(before);
    });
  }
});
