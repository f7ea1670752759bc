import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { MESSAGES, SAVE_FAILURE_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { apiJson, PNG_BYTES, unique } from './support/admin-helpers';
import { addGalleryImage, createAward, daysFromNow } from './support/content';
import { createEventApi } from './support/events-admin';

/**
 * A failed save is told inside the open dialog, beside its Save button, with what to do, and the dialog
 * keeps what was typed (features/admin/components/save-failure.tsx). The save request really leaves the
 * browser; page.route stands in for the connection or the server failing it.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

interface Section {
  name: string;
  /** Makes the section's record (through the API) and opens its dialog; the field typed into and the Save button. */
  open: (page: Page, request: APIRequestContext, token: string, m: string) => Promise<{ dialog: Locator; field: Locator; save: Locator }>;
  /** The save request's address and method. */
  url: RegExp;
  method: string;
}

const SECTIONS: Section[] = [
  {
    // A CollectionSection form (FormDialog).
    name: 'awards',
    url: /\/api\/awards\/\d+$/,
    method: 'PUT',
    open: async (page, request, token, m) => {
      const award = await createAward(request, token, { title: `Failing award ${m}`, awardedBy: 'Save Forum', year: '2025' });
      await page.goto(`/admin/awards?search=${encodeURIComponent(m)}`);
      await page.getByRole('button', { name: `Edit Award: ${award.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Award' });
      return { dialog, field: dialog.getByLabel('Award title'), save: dialog.getByRole('button', { name: 'Update Award' }) };
    },
  },
  {
    // A bespoke section with its own route (events).
    name: 'events',
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
  {
    // The users dialog, not a FormDialog; the bio is one of its new fields.
    name: 'users',
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
  {
    // The gallery's edit dialog.
    name: 'gallery',
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

/** The failure is drawn on top: the point at its middle belongs to it (a toast behind the dialog would not). */
async function expectOnTop(alert: Locator) {
  await expect(alert).toBeInViewport();
  const onTop = await alert.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop).toBe(true);
}

for (const width of [1280, 375]) {
  for (const section of SECTIONS) {
    test(`${section.name} at ${width} px: a failed save is told inside the dialog beside Save, and the typed value stays`, async ({
      page,
      request,
      signIn,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      const token = await signIn(page);
      const m = unique('SaveFail');
      const { dialog, field, save } = await section.open(page, request, token, m);
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
        await expectOnTop(alert);
        await expect(dialog).toBeVisible();
        await expect(field).toHaveValue(typed);
        if (failure === FAILURES[0]) {
          await expectAccessible(page, `${section.name} save failure`);
          if (SHOTS) {
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({ path: `${SHOTS}/save-failure-${section.name}-${width}.png` });
          }
        }
        await page.unroute(section.url, handler);
      }
      // The browser logs the failed requests it was meant to get.
      for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
        if (/status of (403|503)|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
      }

      // The connection is back: the same dialog saves what was typed, and the failure goes.
      await save.click();
      await expect(dialog).toBeHidden();
    });
  }
}
