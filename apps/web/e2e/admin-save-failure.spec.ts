import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import {
  COLLECTION_KEYS,
  KINDS,
  MESSAGES,
  SAVE_FAILURE_MESSAGES,
  titleCase,
  type Collection,
  type CollectionKey,
  type FigureItem,
  type Kind,
} from '@mnch/shared';
import { collectionSample } from '@mnch/shared/testing';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, PNG_BYTES, unique } from './support/admin-helpers';
import {
  addGalleryImage,
  createArticle,
  createCountry,
  createFieldSite,
  createJob,
  createPublication,
  daysFromNow,
  deleteCountry,
  siteSettings,
} from './support/content';
import { createPartner } from './support/partners';
import { createTeamMember } from './support/team';
import { createEventApi } from './support/events-admin';

/**
 * A failed save is told inside the open dialog, beside its Save button, with what to do, and the dialog
 * keeps what was typed (features/admin/components/save-failure.tsx). The save request really leaves the
 * browser; page.route stands in for the connection or the server failing it.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

interface Opened {
  /** The open dialog (the settings' form: they have no dialog), the field typed into and the Save button. */
  dialog: Locator;
  field: Locator;
  save: Locator;
  /** Puts back what the test changed in a stored item (the settings, a figure), after the final save. */
  cleanup?: () => Promise<void>;
}

interface Section {
  /** Makes the section's record (through the API) and opens its dialog. */
  open: (page: Page, request: APIRequestContext, token: string, m: string) => Promise<Opened>;
  /** The save request's address and method. */
  url: RegExp;
  method: string;
  /** Once the save goes through: the dialog closes, unless the form is a page of its own (the settings). */
  stays?: true;
}

/** The Edit button's dialog of a row of a CollectionSection list (FormDialog): `Edit <Noun>: <title>`. */
async function openRow(page: Page, section: string, noun: string, title: string, m: string, field: string, save: string) {
  await page.goto(`/admin/${section}?search=${encodeURIComponent(m)}`);
  await page.getByRole('button', { name: `Edit ${noun}: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${noun}` });
  return { dialog, field: dialog.getByLabel(field, { exact: true }), save: dialog.getByRole('button', { name: save }) };
}

// A figure the pages quote; its label is typed into and put back after.
const FIGURE = 'hIndex';

/** A collection's section (features/admin/collections): an item made from its definition, its name typed into. */
function collectionSection(key: CollectionKey): Section {
  const c: Collection = KINDS[key];
  const title = titleCase(c.noun);
  return {
    url: new RegExp(`/api/${c.folder}/\\d+$`),
    method: 'PUT',
    open: async (page, request, token, m) => {
      const name = `Failing ${key} ${m}`;
      await apiJson(request, token, 'post', `/api/${c.folder}`, collectionSample(c, name));
      return openRow(page, c.admin ?? c.folder, title, name, m, c.fields[c.labelField]!.label, `Update ${title}`);
    },
  };
}
const COLLECTION_SECTIONS = Object.fromEntries(COLLECTION_KEYS.map((key) => [key, collectionSection(key)])) as Record<
  CollectionKey,
  Section
>;

/** Every kind of the registry with a back-office form (packages/shared/src/kinds.ts): a kind without a case is a type error. */
const KIND_SECTIONS: Record<Kind, Section> = {
  ...COLLECTION_SECTIONS,
  articles: {
    url: /\/api\/articles\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const article = await createArticle(request, token, { title: `Failing article ${m}` });
      await page.goto(`/admin/articles?search=${encodeURIComponent(m)}`);
      await page.getByRole('button', { name: `Edit ${article.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Article' });
      return { dialog, field: dialog.getByLabel('Title', { exact: true }), save: dialog.getByRole('button', { name: 'Save as Draft' }) };
    },
  },
  projects: {
    url: /\/api\/projects\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const title = `Failing project ${m}`;
      await apiJson(request, token, 'post', '/api/projects', { title, category: 'policy', description: '<p>About it.</p>' });
      return openRow(page, 'projects', 'Project', title, m, 'Project title', 'Update Project');
    },
  },
  publications: {
    url: /\/api\/publications\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const title = `Failing publication ${m}`;
      await createPublication(request, token, {
        title,
        type: 'Journal Article',
        authors: [{ name: 'A. Author' }],
        year: 2030,
        status: 'draft',
      });
      await page.goto(`/admin/publications?search=${encodeURIComponent(m)}`);
      await page.getByRole('button', { name: `Edit: ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Publication' });
      return {
        dialog,
        field: dialog.getByLabel('Publication title', { exact: true }),
        save: dialog.getByRole('button', { name: 'Update Publication' }),
      };
    },
  },
  gallery: {
    url: /\/api\/gallery\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const title = `Failing picture ${m}`;
      await addGalleryImage(request, token, title, PNG_BYTES);
      await page.goto(`/admin/gallery?search=${encodeURIComponent(m)}`);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Image' });
      return { dialog, field: dialog.getByLabel('Title'), save: dialog.getByRole('button', { name: 'Save Changes' }) };
    },
  },
  events: {
    url: /\/api\/events\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const event = await createEventApi(request, token, { title: `Failing event ${m}`, startDate: daysFromNow(20) });
      await page.goto(`/admin/events?search=${encodeURIComponent(m)}`);
      await page.getByRole('button', { name: `Edit event: ${event.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Event' });
      return { dialog, field: dialog.getByLabel('Event title'), save: dialog.getByRole('button', { name: 'Update Event' }) };
    },
  },
  jobs: {
    url: /\/api\/jobs\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const job = await createJob(request, token, { title: `Failing job ${m}` });
      return openRow(page, 'jobs', 'Job', job.title, m, 'Job title', 'Update Job');
    },
  },
  settings: {
    url: /\/api\/settings$/,
    method: 'PUT',
    stays: true,
    open: async (page, request, token) => {
      const original = await siteSettings(request);
      await page.goto('/admin/settings');
      const form = page.getByRole('form', { name: 'Site settings' });
      return {
        dialog: form,
        field: form.getByLabel('Building'),
        save: form.getByRole('button', { name: 'Save settings' }),
        cleanup: async () => void (await apiJson(request, token, 'put', '/api/settings', original)),
      };
    },
  },
  team: {
    url: /\/api\/team\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const name = `Failing member ${m}`;
      await createTeamMember(request, { name }, token);
      return openRow(page, 'team', 'Team Member', name, m, 'Name', 'Update Team Member');
    },
  },
  partners: {
    url: /\/api\/partners\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const partner = await createPartner(request, { name: `Failing partner ${m}`, lists: ['research'] }, token);
      return openRow(page, 'partners', 'Partner', partner.name, m, 'Name', 'Update Partner');
    },
  },
  'field-sites': {
    url: /\/api\/field-sites\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const name = `Failing site ${m}`;
      await createFieldSite(request, token, { name });
      return openRow(page, 'field-sites', 'Field Site', name, m, 'Name', 'Update Field Site');
    },
  },
  countries: {
    url: /\/api\/countries\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const country = await createCountry(request, token, { name: `Failing country ${m}` });
      const opened = await openRow(page, 'countries', 'Country', country.name, m, 'Country name', 'Update Country');
      // Its code is one of few: freed for later runs.
      return { ...opened, cleanup: () => deleteCountry(request, token, country.id) };
    },
  },
  figures: {
    url: new RegExp(`/api/figures/${FIGURE}$`),
    method: 'PUT',
    open: async (page, request, token) => {
      const res = await request.get(`/api/figures/${FIGURE}`);
      const figure = ((await res.json()) as { figure: FigureItem }).figure;
      await page.goto('/admin/figures');
      await page.getByRole('button', { name: `Edit ${figure.label} (${figure.key})` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit figure: ${figure.label}` });
      const { value, label, prefix, suffix, plain } = figure;
      return {
        dialog,
        field: dialog.getByLabel('Label', { exact: true }),
        save: dialog.getByRole('button', { name: 'Save figure' }),
        cleanup: async () => void (await apiJson(request, token, 'put', `/api/figures/${FIGURE}`, { value, label, prefix, suffix, plain })),
      };
    },
  },
};

const SECTIONS: Array<[string, Section]> = [
  ...Object.entries(KIND_SECTIONS),
  [
    // The users dialog, not a FormDialog; the bio is one of its new fields. Not a kind of content.
    'users',
    {
      url: /\/api\/users\/\d+$/,
      method: 'PUT',
      open: async (page, request, token, m) => {
        const name = `Failing User ${m}`;
        await apiJson(request, token, 'post', '/api/users', {
          name,
          email: `failing-${m.replace(/\W+/g, '-').toLowerCase()}@e2e.example.org`,
          role: 'editor',
          status: 'active',
          sendPasswordLink: true,
        });
        await page.goto(`/admin/users?search=${encodeURIComponent(m)}`);
        await page.getByRole('button', { name: `Edit ${name}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit User' });
        return { dialog, field: dialog.getByLabel('Short bio'), save: dialog.getByRole('button', { name: 'Save Changes' }) };
      },
    },
  ],
];

const FAILURES: Array<{ kind: string; fail: (route: Route) => Promise<void>; message: string }> = [
  { kind: 'no connection', fail: (route) => route.abort('internetdisconnected'), message: SAVE_FAILURE_MESSAGES.network },
  {
    kind: 'server unavailable (503)',
    fail: (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) }),
    message: SAVE_FAILURE_MESSAGES.server,
  },
  {
    kind: 'permission lost (403)',
    fail: (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: MESSAGES.auth.forbidden }) }),
    message: SAVE_FAILURE_MESSAGES.forbidden,
  },
];

/**
 * The failure is inside the dialog's box and drawn on top: the point at its middle belongs to it (a toast
 * behind the dialog would not), and the dialog is the topmost thing there.
 */
async function expectOnTop(alert: Locator, dialog: Locator) {
  await expect(alert).toBeInViewport();
  const [box, outer] = [await alert.boundingBox(), await dialog.boundingBox()];
  expect(box && outer).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(outer!.x - 1);
  expect(box!.y).toBeGreaterThanOrEqual(outer!.y - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(outer!.y + outer!.height + 1);
  const onTop = await alert.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop).toBe(true);
}

for (const width of [1280, 375]) {
  for (const [name, section] of SECTIONS) {
    test(`${name} at ${width} px: a failed save is told inside the dialog beside Save, and the typed value stays`, async ({
      page,
      request,
      signIn,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      const token = await signIn(page);
      const m = unique('SaveFail');
      const { dialog, field, save, cleanup } = await section.open(page, request, token, m);
      const typed = `Changed while offline ${m}`;
      await field.fill(typed);

      for (const failure of FAILURES) {
        let failed = 0;
        const handler = async (route: Route) => {
          if (route.request().method() !== section.method) return route.fallback();
          failed += 1;
          await failure.fail(route);
        };
        await page.route(section.url, handler);
        await save.click();
        const alert = dialog.getByRole('alert').filter({ hasText: failure.message });
        await expect(alert, failure.kind).toBeVisible();
        expect(failed, failure.kind).toBe(1);
        await expectOnTop(alert, dialog);
        await expect(dialog).toBeVisible();
        await expect(field).toHaveValue(typed);
        if (failure === FAILURES[0]) {
          await expectAccessible(page, `${name} save failure`);
          if (SHOTS) {
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({ path: `${SHOTS}/save-failure-${name}-${width}.png` });
          }
        }
        await page.unroute(section.url, handler);
      }
      // The browser logs the failed requests it was meant to get.
      for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
        if (/status of (403|503)|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
      }

      // The connection is back: the same dialog saves what was typed, and the failure goes.
      try {
        await save.click();
        if (section.stays) await expect(dialog.getByRole('alert')).toHaveCount(0);
        else await expect(dialog).toBeHidden();
      } finally {
        await cleanup?.();
      }
    });
  }
}
