import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { E2E_ADMIN, expect, expectAccessible, test } from './support/fixtures';
import { apiJson, newEditor, unique } from './support/admin-helpers';
import { createArticle, daysFromNow, siteSettings } from './support/content';
import { createEventApi } from './support/events-admin';
import { createTeamMember } from './support/team';

/**
 * Saving over a colleague's work (features/admin/components/save-conflict.tsx, decision 39): two people
 * open the same item in two browsers; the second save is refused, the form keeps what was typed and
 * says who changed it, and "Load their version" puts theirs in the form, from which a save goes through.
 * Screenshots of the conflict go to E2E_SHOTS_DIR when it is set.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

interface Opened {
  /** The open dialog (the settings' form: a page of its own), the field typed into and its Save button. */
  box: Locator;
  field: Locator;
  save: Locator;
}

interface Case {
  /** What the alert calls the item ("changed this event"). */
  noun: string;
  /** The colleague: a new editor, or the same administrator where only admins change it. */
  adminOnly?: true;
  /** The label of the field typed into, as the alert names what changed. */
  label: string;
  /** Makes the item (through the API, `m` in its name); answers how to open it on a page. */
  make: (request: APIRequestContext, token: string, m: string) => Promise<(page: Page) => Promise<Opened>>;
  /** What the test changed, put back (the settings are the site's one record). */
  cleanup?: (request: APIRequestContext, token: string) => Promise<void>;
  /** The save request's address, to wait for the colleague's. */
  url: RegExp;
}

async function openRow(page: Page, path: string, button: string, dialogName: string, field: string, save: string): Promise<Opened> {
  await page.goto(path);
  await page.getByRole('button', { name: button }).click();
  const box = page.getByRole('dialog', { name: dialogName });
  return { box, field: box.getByLabel(field, { exact: true }), save: box.getByRole('button', { name: save }) };
}

let settingsBefore: Awaited<ReturnType<typeof siteSettings>> | undefined;

const CASES: Record<string, Case> = {
  article: {
    noun: 'this article',
    label: 'Title',
    url: /\/api\/articles\/\d+$/,
    make: async (request, token, m) => {
      const article = await createArticle(request, token, { title: `Conflict article ${m}` });
      return (page) =>
        openRow(page, `/admin/articles?search=${encodeURIComponent(m)}`, `Edit ${article.title}`, 'Edit Article', 'Title', 'Save as Draft');
    },
  },
  event: {
    noun: 'this event',
    label: 'Title',
    url: /\/api\/events\/\d+$/,
    make: async (request, token, m) => {
      const event = await createEventApi(request, token, { title: `Conflict event ${m}`, startDate: daysFromNow(20) });
      return (page) =>
        openRow(
          page,
          `/admin/events?search=${encodeURIComponent(m)}`,
          `Edit event: ${event.title}`,
          'Edit Event',
          'Event title',
          'Update Event',
        );
    },
  },
  'team member': {
    noun: 'this team member',
    label: 'Name',
    url: /\/api\/team\/\d+$/,
    make: async (request, token, m) => {
      const name = `Conflict member ${m}`;
      await createTeamMember(request, { name }, token);
      return (page) =>
        openRow(
          page,
          `/admin/team?search=${encodeURIComponent(m)}`,
          `Edit Team Member: ${name}`,
          'Edit Team Member',
          'Name',
          'Update Team Member',
        );
    },
  },
  'site settings': {
    noun: 'the site settings',
    adminOnly: true,
    label: 'Building',
    url: /\/api\/settings$/,
    make: async (request) => {
      settingsBefore = await siteSettings(request);
      return async (page) => {
        await page.goto('/admin/settings');
        const box = page.getByRole('form', { name: 'Site settings' });
        return { box, field: box.getByLabel('Building'), save: box.getByRole('button', { name: 'Save settings' }) };
      };
    },
    cleanup: async (request, token) => void (await apiJson(request, token, 'put', '/api/settings', settingsBefore)),
  },
};

/** A second browser, signed in with `credentials` (a colleague), on the same server. */
async function colleagueBrowser(browser: Browser, request: APIRequestContext, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const res = await request.post('/api/auth/login', { data: credentials });
  expect(res.status()).toBe(200);
  const token = (await res.json()).data.tokens.accessToken as string;
  await context.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return response;
  };
  return { context, page };
}

for (const width of [1280, 375]) {
  for (const [name, spec] of Object.entries(CASES)) {
    test(`${name} at ${width} px: the second of two saves from the same version gets the conflict, keeps its text, and saves after loading theirs`, async ({
      page,
      browser,
      request,
      signIn,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      const token = await signIn(page);
      const m = unique('Conflict');
      const open = await spec.make(request, token, m);
      const who = spec.adminOnly ? undefined : { name: `Grace Colleague ${m}` };
      const credentials = who ? await newEditor(request, token, m.replace(/\W+/g, '-').toLowerCase(), who) : undefined;

      // Both open the item; the colleague saves first.
      const mine = await open(page);
      const colleague = await colleagueBrowser(browser, request, credentials ?? E2E_ADMIN);
      try {
        const theirs = await open(colleague.page);
        await theirs.field.fill(`Their text ${m}`);
        const saved = colleague.page.waitForResponse((r) => spec.url.test(r.url()) && r.request().method() === 'PUT');
        await theirs.save.click();
        expect((await saved).status()).toBe(200);
      } finally {
        await colleague.context.close();
      }

      // My save, from the version I opened, is refused: the form keeps my text and says what happened.
      const typed = `My text ${m}`;
      await mine.field.fill(typed);
      await mine.save.click();
      const conflict = mine.box.getByTestId('save-conflict');
      await expect(conflict).toBeVisible();
      await expect(conflict.getByRole('alert')).toContainText(new RegExp(`${who ? who.name : '.+'} changed ${spec.noun} at `));
      await expect(conflict).toContainText(`They changed: ${spec.label}`);
      await expect(mine.field).toHaveValue(typed);
      await expect(mine.box).toBeVisible();
      await expectAccessible(page, `${name} conflict`);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await conflict.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/conflict-${name.replace(/\W+/g, '-')}-${width}.png` });
      }

      // "Keep a copy of my text": to the clipboard, or (not allowed here) a downloaded .txt; either way it says so.
      await conflict.getByRole('button', { name: 'Keep a copy of my text' }).click();
      await expect(conflict.getByText(/copied to the clipboard|downloaded as .+\.txt/)).toBeVisible();

      // By keyboard: focus is on the alert's heading; Tab reaches "Load their version".
      await conflict.getByRole('heading').focus();
      await page.keyboard.press('Tab');
      await expect(conflict.getByRole('button', { name: 'Load their version' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(mine.field).toHaveValue(`Their text ${m}`);
      await expect(conflict).toBeHidden();

      // From their version, my save goes through.
      await mine.field.fill(`Mine after loading ${m}`);
      const again = page.waitForResponse((r) => spec.url.test(r.url()) && r.request().method() === 'PUT');
      await mine.save.click();
      expect((await again).status()).toBe(200);
      if (!spec.adminOnly) await expect(mine.box).toBeHidden();
      await spec.cleanup?.(request, token);
    });
  }
}
