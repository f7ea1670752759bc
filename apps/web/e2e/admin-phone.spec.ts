import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { apiJson, PNG_BYTES } from './support/admin-helpers';
import {
  addGalleryImage,
  auth,
  createArticle,
  createAward,
  createCountry,
  createFieldSite,
  createJob,
  createPressRelease,
  createPublication,
  marker,
} from './support/content';
import { createEventApi, kampalaMonth } from './support/events-admin';
import { createPartner } from './support/partners';
import { createTeamMember } from './support/team';

/**
 * Every back-office list at 375 px: the page and every scrolling box in it are no wider than the
 * screen, and an item made here (through the API) shows its values on screen, not behind a sideways
 * scroll. Lists under 640 px are cards (features/admin/components/data-table.css).
 */

const PHONE = { width: 375, height: 740 };

/** What one list shows of the item made for it: where, the item's own text, and values it must show. */
interface ListCase {
  path: string;
  /** Text only this item has (its title or name); empty for a page with nothing made for it. */
  text: string;
  /** Other values the item's card must show (e.g. its status and date). */
  values: string[];
}

type Maker = (request: APIRequestContext, token: string, m: string) => Promise<ListCase>;

const LISTS = {
  projects: async (request, token, m) => {
    const title = `Phone project ${m}`;
    await apiJson(request, token, 'post', '/api/projects', {
      title,
      category: 'policy',
      description: '<p>A project for the phone check.</p>',
      status: 'paused',
      budget: 2500,
      currency: 'USD',
    });
    return { path: `/admin/projects?search=${m}`, text: title, values: ['Paused', 'USD 2,500'] };
  },
  articles: async (request, token, m) => {
    const title = `Phone article ${m}`;
    await createArticle(request, token, { title, excerpt: 'An article for the phone check.' });
    return { path: `/admin/articles?search=${m}`, text: title, values: ['Published'] };
  },
  newsletters: async (request, token, m) => {
    const title = `Phone newsletter ${m}`;
    await createArticle(request, token, { title, kind: 'newsletter', category: 'Award', content: 'https://example.org/n.pdf' });
    return { path: `/admin/newsletters?search=${m}`, text: title, values: ['Published'] };
  },
  publications: async (request, token, m) => {
    const title = `Phone publication ${m}`;
    await createPublication(request, token, { title, type: 'Research Report', year: 2024, citations: 7 });
    return { path: `/admin/publications?search=${m}`, text: title, values: ['Published', '2024'] };
  },
  'events (list)': async (request, token, m) => {
    const title = `Phone event ${m}`;
    await createEventApi(request, token, { title, startDate: `${kampalaMonth(1)}-12T06:00:00Z` });
    return { path: `/admin/events?search=${m}&view=list`, text: title, values: ['Upcoming', '12 '] };
  },
  'events (grid)': async (request, token, m) => {
    const title = `Phone event grid ${m}`;
    await createEventApi(request, token, { title, startDate: `${kampalaMonth(1)}-14T06:00:00Z` });
    return { path: `/admin/events?search=${m}&view=grid`, text: title, values: ['Upcoming'] };
  },
  'events (calendar)': async (request, token, m) => {
    const title = `Phone event calendar ${m}`;
    await createEventApi(request, token, { title, startDate: `${kampalaMonth(0)}-15T06:00:00Z` });
    return { path: `/admin/events?search=${m}&view=calendar`, text: title, values: [] };
  },
  'gallery (grid)': async (request, token, m) => {
    const title = `Phone picture ${m}`;
    await addGalleryImage(request, token, title, PNG_BYTES, 'A picture for the phone check.');
    return { path: `/admin/gallery?search=${m}`, text: title, values: [] };
  },
  'gallery (list)': async (request, token, m) => {
    const title = `Phone picture list ${m}`;
    await addGalleryImage(request, token, title, PNG_BYTES, 'A picture for the phone check.');
    return { path: `/admin/gallery?search=${m}&view=list`, text: title, values: ['A picture for the phone check.'] };
  },
  inquiries: async (request, _token, m) => {
    const subject = `Phone inquiry ${m}`;
    const res = await request.post('/api/inquiries', {
      data: {
        kind: 'contact',
        firstName: 'Phone',
        lastName: `Sender ${m}`,
        email: `phone-${m}@e2e.example.org`,
        subject,
        message: 'A note.',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { path: `/admin/inquiries?search=${m}`, text: subject, values: [`phone-${m}@e2e.example.org`] };
  },
  jobs: async (request, token, m) => {
    const title = `Phone job ${m}`;
    await createJob(request, token, { title });
    return { path: `/admin/jobs?search=${m}`, text: title, values: ['NEW'] };
  },
  team: async (request, token, m) => {
    const name = `Phone Member ${m}`;
    await createTeamMember(request, { name, email: `member-${m}@e2e.example.org` }, token);
    return { path: `/admin/team?search=${m}`, text: name, values: [`member-${m}@e2e.example.org`] };
  },
  partners: async (request, token, m) => {
    const name = `Phone partner ${m}`;
    await createPartner(request, { name }, token);
    return { path: `/admin/partners?search=${m}`, text: name, values: ['Kampala'] };
  },
  press: async (request, token, m) => {
    const title = `Phone release ${m}`;
    await createPressRelease(request, token, { title, date: '2025-03-04' });
    return { path: `/admin/press?search=${m}`, text: title, values: ['2025'] };
  },
  awards: async (request, token, m) => {
    const title = `Phone award ${m}`;
    await createAward(request, token, { title, year: 2023 });
    return { path: `/admin/awards?search=${m}`, text: title, values: ['E2E Health Network', '2023'] };
  },
  'field sites': async (request, token, m) => {
    const name = `Phone site ${m}`;
    await createFieldSite(request, token, { name });
    return { path: `/admin/field-sites?search=${m}`, text: name, values: ['1,500'] };
  },
  countries: async (request, token, m) => {
    const name = `Phoneland ${m}`;
    const country = await createCountry(request, token, { name });
    return { path: `/admin/countries?search=${m}`, text: name, values: [country.code] };
  },
  users: async (request, token, m) => {
    const name = `Phone User ${m}`;
    const email = `phone-user-${m}@e2e.example.org`;
    await apiJson(request, token, 'post', '/api/users', { name, email, role: 'editor', password: 'Phone-pass-123' });
    return { path: `/admin/users?search=${m}`, text: name, values: [email, 'Editor', 'Active', 'Never'] };
  },
  subscribers: async (request, _token, m) => {
    const name = `Phone Subscriber ${m}`;
    const email = `phone-sub-${m}@e2e.example.org`;
    expect(
      (await request.post('/api/newsletter/subscribe', { data: { email, name, organization: 'Phone Clinic', source: 'media' } })).status(),
    ).toBe(202);
    return { path: `/admin/subscribers?search=${m}`, text: email, values: [name, 'Phone Clinic', 'Pending', 'media'] };
  },
  trash: async (request, token, m) => {
    const title = `Phone trashed ${m}`;
    const award = await createAward(request, token, { title });
    expect((await request.delete(`/api/awards/${award.id}`, { headers: auth(token) })).status()).toBeLessThan(300);
    return { path: '/admin/trash', text: title, values: ['Kept'] };
  },
  'audit log': async (request, token, m) => {
    const title = `Phone audited ${m}`;
    await createAward(request, token, { title });
    return { path: '/admin/audit-log?kind=awards', text: title, values: ['Created'] };
  },
  // Lists of what the server stores at start-up, and the pages around the lists: only that they fit.
  figures: async () => ({ path: '/admin/figures', text: '', values: [] }),
  dashboard: async () => ({ path: '/admin', text: '', values: [] }),
  settings: async () => ({ path: '/admin/settings', text: '', values: [] }),
} satisfies Record<string, Maker>;

/** Neither the page nor any scrolling box inside it is wider than the screen. */
async function expectNothingScrollsSideways(page: Page, what: string) {
  const report = await page.evaluate(() => {
    const wide: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        wide.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}: ${el.scrollWidth} > ${el.clientWidth}`,
        );
      }
    }
    return { page: document.documentElement.scrollWidth, screen: window.innerWidth, wide };
  });
  expect(report.page, `${what}: the page is no wider than the screen`).toBeLessThanOrEqual(report.screen);
  expect(report.wide, `${what}: boxes that scroll sideways`).toEqual([]);
}

/** The element lies within the screen's width. */
async function expectOnScreen(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE.width + 1);
}

/** The item's card (or row), whatever the list is made of. */
function itemIn(page: Page, text: string): Locator {
  return page.locator('main').locator('tr, li, [role="row"]').filter({ hasText: text, visible: true }).last();
}

test.describe('back office at 375 px', () => {
  test.use({ viewport: PHONE });

  for (const [name, make] of Object.entries(LISTS)) {
    test(`${name}: nothing scrolls sideways and the item's values are on screen`, async ({ page, signIn, request }) => {
      const token = await signIn(page);
      const list = await make(request, token, marker('ph'));
      await page.goto(list.path);
      const shown = list.text ? page.locator('main').getByText(list.text).first() : page.getByRole('heading', { level: 1 });
      await expect(shown).toBeVisible();
      await expectNothingScrollsSideways(page, name);
      if (list.values.length === 0) return;
      const item = itemIn(page, list.text);
      await expectOnScreen(item, `${name}: the item`);
      for (const value of list.values) await expectOnScreen(item.getByText(value).first(), `${name}: "${value}"`);
      // A table row's every cell is shown on its card, each within the screen.
      const cells = item.locator(':scope > td, :scope > th');
      for (let i = 0; i < (await cells.count()); i++) await expectOnScreen(cells.nth(i), `${name}: cell ${i + 1}`);
    });
  }

  test('cards keep the row actions reachable and pass axe', async ({ page, signIn, request }) => {
    const token = await signIn(page);
    const m = marker('phax');
    const projects = await LISTS.projects(request, token, m);
    await page.goto(projects.path);
    const card = itemIn(page, projects.text);
    // Each field shows its column's heading beside the value; the title and actions have none.
    await expect(card.locator('td[data-label="Status"]')).toContainText('Paused');
    await expect(card.locator('td[data-label="Budget"]')).toContainText('USD 2,500');
    for (const action of ['View Details', 'Edit Project', 'History', 'Archive Project', 'Delete Project']) {
      await expectOnScreen(card.getByRole('button', { name: `${action}: ${projects.text}` }), action);
    }
    await expectAccessible(page, 'projects 375');
    await card.getByRole('button', { name: `Edit Project: ${projects.text}` }).focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: `History: ${projects.text}` })).toBeFocused();

    const users = await LISTS.users(request, token, m);
    await page.goto(users.path);
    await expect(page.getByRole('checkbox', { name: 'Select all users on this page' })).toBeVisible();
    await expectAccessible(page, 'users 375');

    const events = await LISTS['events (list)'](request, token, m);
    await page.goto(events.path);
    await expect(itemIn(page, events.text)).toBeVisible();
    await expectAccessible(page, 'events list 375');
  });

  test('at 1280 px the lists are still tables with their headings', async ({ page, signIn, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await signIn(page);
    const projects = await LISTS.projects(request, token, marker('phd'));
    await page.goto(projects.path);
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: projects.text });
    await expect(row.getByRole('cell', { name: 'Paused' })).toBeVisible();
    // One line per item: the row is no taller than a few lines of text.
    expect((await row.boundingBox())!.height).toBeLessThan(120);
  });
});
