import type { APIRequestContext, Page } from '@playwright/test';
import { EVENT_MESSAGES } from '@mnch/shared';
import { adminToken } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The events page against the real API. Tests share one server: every event title carries a unique
 * marker and the tests search for it.
 */

let seq = 0;
const marker = () =>
  `ev${Date.now().toString(36)}${process.pid.toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const KAMPALA = 3 * HOUR;

interface NewEvent {
  title: string;
  type: string;
  start: Date;
  end?: Date;
  capacity?: number;
  rating?: number;
  virtual?: boolean;
}

async function createEvent(request: APIRequestContext, token: string, e: NewEvent): Promise<{ id: number; title: string; slug: string }> {
  const res = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: e.title,
      type: e.type,
      startDate: e.start.toISOString(),
      endDate: (e.end ?? e.start).toISOString(),
      organizer: 'E2E organizer',
      description: `<p>About ${e.title}.</p>`,
      capacity: e.capacity ?? 50,
      rating: e.rating ?? 0,
      ...(e.virtual ? { isVirtual: true, virtualLink: 'https://meet.example.org/e2e' } : { venueName: 'Test Hall, Kampala' }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).event;
}

async function register(request: APIRequestContext, id: number, email: string) {
  return request.post(`/api/events/${id}/registrations`, { data: { name: 'Someone Else', email } });
}

/** A month (YYYY-MM) in the site's time zone, `delta` months from now. */
function kampalaMonth(delta = 0): string {
  const now = new Date(Date.now() + KAMPALA);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + delta, 1)).toISOString().slice(0, 7);
}
function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}
/** 09:00 in Kampala on the 15th of the month `delta` months from now. */
function midMonth(delta: number): Date {
  return new Date(`${kampalaMonth(delta)}-15T06:00:00Z`);
}
/** An instant in the current month (Kampala): an hour from now, or an hour ago at the very end of a month. */
function thisMonthInstant(): Date {
  const soon = new Date(Date.now() + HOUR);
  return new Date(soon.getTime() + KAMPALA).toISOString().slice(0, 7) === kampalaMonth(0) ? soon : new Date(Date.now() - HOUR);
}

async function createSet(request: APIRequestContext) {
  const m = marker();
  const token = await adminToken(request);
  const at = (days: number, hour = 6) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * HOUR);
  const made = await Promise.all([
    createEvent(request, token, { title: `Alpha ${m}`, type: 'Conference', start: at(10), end: at(12, 14), rating: 4.5 }),
    createEvent(request, token, { title: `Bravo ${m}`, type: 'Workshop', start: at(40), rating: 3 }),
    createEvent(request, token, { title: `Charlie ${m}`, type: 'Webinar', start: at(-20), end: at(-20, 8), rating: 5, virtual: true }),
    createEvent(request, token, { title: `Delta ${m}`, type: 'Training', start: thisMonthInstant(), rating: 1 }),
    createEvent(request, token, { title: `Echo ${m}`, type: 'Symposium', start: midMonth(1), rating: 2 }),
    ...Array.from({ length: 7 }, (_, i) =>
      createEvent(request, token, { title: `Foxtrot 0${i + 1} ${m}`, type: 'Workshop', start: at(50 + i) }),
    ),
  ]);
  return { m, token, events: made };
}

const grid = (page: Page) => page.getByRole('list', { name: 'Browse events' });
const cards = (page: Page) => grid(page).getByTestId('event-card');
const cardTitles = (page: Page) => cards(page).locator('h3');
const chips = (page: Page) => page.getByRole('navigation', { name: 'Event types' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Event pages' });

/** At `width` px: a marker for this test's events, and an admin's token to make them. */
async function atWidth(page: Page, request: APIRequestContext, width: number): Promise<{ m: string; token: string }> {
  await page.setViewportSize({ width, height: 800 });
  const m = marker();
  return { m, token: await adminToken(request) };
}

test.describe('events', () => {
  for (const width of [1280, 375]) {
    test(`durations in hours under a day, days from a day on, none without an end; a chip for every type (${width} px)`, async ({
      page,
      request,
    }) => {
      const { m, token } = await atWidth(page, request, width);
      const start = new Date(Math.floor(Date.now() / DAY) * DAY + 10 * DAY + 6 * HOUR);
      await Promise.all([
        createEvent(request, token, { title: `Short ${m}`, type: 'Seminar', start, end: new Date(start.getTime() + 2.5 * HOUR) }),
        createEvent(request, token, { title: `Long ${m}`, type: 'Conference', start, end: new Date(start.getTime() + 2 * DAY + 8 * HOUR) }),
        createEvent(request, token, { title: `Open ${m}`, type: 'Summit', start }),
      ]);
      await page.goto(`/events?q=${m}`);
      const duration = (title: string) => cards(page).filter({ hasText: title }).getByTestId('event-duration');
      await expect(duration(`Short ${m}`)).toHaveText('2 hours 30 minutes');
      await expect(duration(`Long ${m}`)).toHaveText('3 days');
      await expect(cards(page).filter({ hasText: `Open ${m}` })).toBeVisible();
      await expect(duration(`Open ${m}`)).toHaveCount(0);

      await grid(page)
        .getByRole('link', { name: `View details: Short ${m}` })
        .click();
      await expect(page.getByRole('dialog', { name: `Short ${m}` }).getByTestId('event-duration')).toHaveText('2 hours 30 minutes');

      // Every event type has a chip, Seminars and Summits included.
      await page.goto(`/events?q=${m}`);
      await chips(page).getByRole('link', { name: 'Seminars', exact: true }).click();
      await expect(cardTitles(page)).toHaveText([`Short ${m}`]);
      await chips(page).getByRole('link', { name: 'Summits', exact: true }).click();
      await expect(cardTitles(page)).toHaveText([`Open ${m}`]);
    });
  }

  for (const width of [1280, 375]) {
    test(`opens on events not yet over, soonest first; past events one click away, latest first (${width} px)`, async ({
      page,
      request,
    }) => {
      const { m, token } = await atWidth(page, request, width);
      const at = (days: number, hour = 6) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * HOUR);
      await Promise.all([
        createEvent(request, token, { title: `Later ${m}`, type: 'Workshop', start: at(30) }),
        createEvent(request, token, { title: `Sooner ${m}`, type: 'Conference', start: at(5) }),
        createEvent(request, token, { title: `Under way ${m}`, type: 'Summit', start: at(-1), end: at(2) }),
        createEvent(request, token, { title: `Long ago ${m}`, type: 'Webinar', start: at(-60), end: at(-60, 8) }),
        createEvent(request, token, { title: `Last month ${m}`, type: 'Seminar', start: at(-20), end: at(-20, 8) }),
      ]);
      await page.goto(`/events?q=${m}`);
      await expect(cardTitles(page)).toHaveText([`Under way ${m}`, `Sooner ${m}`, `Later ${m}`]);
      await expect(page.getByLabel('When')).toHaveValue('upcoming');
      await page.getByRole('link', { name: 'See past events' }).click();
      await expect(page).toHaveURL(/time=past/);
      await expect(cardTitles(page)).toHaveText([`Last month ${m}`, `Long ago ${m}`]);
      await expect(page.getByRole('link', { name: 'See past events' })).toHaveCount(0);
      await expectAccessible(page, `past events at ${width} px`);
      // Every date is one choice away, and the address keeps it.
      await page.getByLabel('When').selectOption('all');
      await expect(page).toHaveURL(/time=all/);
      await expect(cards(page)).toHaveCount(5);
    });
  }

  test('chips, time filter, search, sort, pages, reset to page 1 and card states', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { m } = await createSet(request);
    await page.goto(`/events?q=${m}&time=all`);
    await expect(page.getByTestId('featured-event')).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole('status').filter({ hasText: 'Showing 1-9 of 12 events' })).toBeVisible();
    // Date ascending by default: the past webinar first.
    await expect(cardTitles(page).first()).toHaveText(`Charlie ${m}`);
    await expectAccessible(page, 'events page');

    // Card states: past (no register), online, duration in hours under a day and in whole days from a day on.
    const charlie = cards(page).filter({ hasText: `Charlie ${m}` });
    await expect(charlie).toContainText('Past Event');
    await expect(charlie).toContainText('Online');
    await expect(charlie.getByTestId('event-duration')).toHaveText('2 hours');
    await expect(charlie.getByRole('button', { name: /^Register/ })).toHaveCount(0);
    await expect(charlie.getByRole('link', { name: /^Register/ })).toHaveCount(0);
    await expect(
      cards(page)
        .filter({ hasText: `Alpha ${m}` })
        .getByTestId('event-duration'),
    ).toHaveText('3 days');
    // An event that ends when it starts shows no duration.
    await expect(
      cards(page)
        .filter({ hasText: `Bravo ${m}` })
        .getByTestId('event-duration'),
    ).toHaveCount(0);

    // Pages.
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(3);
    await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(cards(page)).toHaveCount(9);
    await pager(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);

    // Sorts (server side), each back on page 1.
    await page.getByLabel('Sort by').selectOption('title');
    await expect(page).not.toHaveURL(/page=/);
    await expect(cardTitles(page).first()).toHaveText(`Alpha ${m}`);
    await expect(cardTitles(page).nth(4)).toHaveText(`Echo ${m}`);
    await page.getByLabel('Sort by').selectOption('rating');
    await expect(cardTitles(page).first()).toHaveText(`Charlie ${m}`);
    await expect(cardTitles(page).nth(1)).toHaveText(`Alpha ${m}`);
    await page.getByLabel('Sort by').selectOption('-date');
    await expect(cardTitles(page).first()).toHaveText(`Foxtrot 07 ${m}`);
    await page.getByLabel('Sort by').selectOption('date');
    await expect(cardTitles(page).first()).toHaveText(`Charlie ${m}`);

    // Type chips.
    const byChip: Record<string, string[]> = {
      Conferences: [`Alpha ${m}`],
      Webinars: [`Charlie ${m}`],
      Training: [`Delta ${m}`],
      Symposiums: [`Echo ${m}`],
    };
    for (const [label, titles] of Object.entries(byChip)) {
      await chips(page).getByRole('link', { name: label, exact: true }).click();
      await expect(chips(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(cardTitles(page)).toHaveText(titles);
    }
    await chips(page).getByRole('link', { name: 'Workshops' }).click();
    await expect(cards(page)).toHaveCount(8);
    await chips(page).getByRole('link', { name: 'All', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'of 12 events' })).toBeVisible();

    // Time filter: past hides the featured event; this month and next month.
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await page.getByLabel('When').selectOption('past');
    await expect(page).toHaveURL(/time=past/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(cardTitles(page)).toHaveText([`Charlie ${m}`]);
    await expect(page.getByTestId('featured-event')).toHaveCount(0);
    await page.getByLabel('When').selectOption('this-month');
    await expect(cardTitles(page)).toContainText([`Delta ${m}`]);
    await expect(cardTitles(page).filter({ hasText: `Echo ${m}` })).toHaveCount(0);
    await page.getByLabel('When').selectOption('next-month');
    await expect(cardTitles(page)).toContainText([`Echo ${m}`]);
    await expect(cardTitles(page).filter({ hasText: `Delta ${m}` })).toHaveCount(0);
    await page.getByLabel('When').selectOption('upcoming');
    await expect(cardTitles(page).filter({ hasText: `Charlie ${m}` })).toHaveCount(0);
    await expect(page.getByTestId('featured-event')).toBeVisible();

    // Search typing resets the page; nothing found shows the empty state.
    await page.getByRole('searchbox', { name: 'Search events' }).fill(`Bravo ${m}`);
    await expect(cardTitles(page)).toHaveText([`Bravo ${m}`]);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(`${m}-none`);
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all events' }).click();
    await expect(page).not.toHaveURL(/[?&]q=|time=/);
  });

  test('calendar: month grid, previous, next, Today, chips open the dialog, hide', async ({ page, request }) => {
    const m = marker();
    const token = await adminToken(request);
    const title = `Conference on newborn care ${m}`;
    await createEvent(request, token, { title, type: 'Conference', start: midMonth(1) });
    await page.goto('/events');
    await page.getByRole('link', { name: 'View Calendar' }).click();
    await expect(page).toHaveURL(new RegExp(`calendar=${kampalaMonth(0)}`));
    const calendar = page.getByTestId('events-calendar');
    await expect(calendar.getByRole('heading', { name: monthLabel(kampalaMonth(0)) })).toBeVisible();
    await expect(calendar.getByRole('cell')).toHaveCount(42);
    await expect(calendar.getByRole('columnheader').first()).toHaveAccessibleName('Sunday');
    await expect(calendar.locator('[role="cell"][aria-current="date"]')).toHaveCount(1);
    await expectAccessible(page, 'calendar');

    await calendar.getByRole('link', { name: 'Next month' }).click();
    await expect(calendar.getByRole('heading', { name: monthLabel(kampalaMonth(1)) })).toBeVisible();
    const chip = calendar.getByRole('link', { name: title });
    await expect(chip).toHaveText('Conference on newbor...');
    await expect(calendar.locator(`[data-date="${kampalaMonth(1)}-15"]`).getByRole('link', { name: title })).toBeVisible();
    await chip.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chip).toBeFocused();

    await calendar.getByRole('link', { name: 'Previous month' }).click();
    await expect(calendar.getByRole('heading', { name: monthLabel(kampalaMonth(0)) })).toBeVisible();
    await calendar.getByRole('link', { name: 'Previous month' }).click();
    await expect(calendar.getByRole('heading', { name: monthLabel(kampalaMonth(-1)) })).toBeVisible();
    await calendar.getByRole('link', { name: 'Today' }).click();
    await expect(calendar.getByRole('heading', { name: monthLabel(kampalaMonth(0)) })).toBeVisible();

    await page.getByRole('link', { name: 'Hide Calendar' }).click();
    await expect(page).not.toHaveURL(/calendar=/);
    await expect(page.getByTestId('events-calendar')).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`a second registration of one address reads as the first, at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
      const m = marker();
      const token = await adminToken(request);
      const event = await createEvent(request, token, {
        title: `Twice ${m}`,
        type: 'Workshop',
        start: new Date(Date.now() + 30 * DAY),
        capacity: 3,
      });
      const email = `${m}-twice@example.org`;
      expect((await register(request, event.id, email)).status()).toBe(201);
      await page.goto(`/events?q=${m}`);
      await cards(page)
        .filter({ hasText: `Twice ${m}` })
        .getByRole('link', { name: `Register: Twice ${m}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Twice ${m}` });
      const form = dialog.getByRole('form', { name: 'Register for this event' });
      await form.getByLabel(/^Full name/).fill('Someone Else');
      await form.getByLabel(/^Email address/).fill(email.toUpperCase());
      await form.getByRole('button', { name: 'Confirm registration' }).click();
      const status = dialog.getByRole('status').filter({ hasText: EVENT_MESSAGES.registeredSuccess });
      await expect(status).toBeVisible();
      await expect(dialog.getByText(/already registered/i)).toHaveCount(0);
      // No seat taken by the second registration.
      await expect(dialog.getByTestId('event-seats')).toHaveText('1 / 3 registered');
      await expectAccessible(page, `registration answered, ${width} px`);
      await status.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS_DIR ?? 'test-results'}/registration-answered-${width}.png` });
    });
  }

  test('registration: validation, success, a duplicate answered as the first, full; full and past events', async ({ page, request }) => {
    const m = marker();
    const token = await adminToken(request);
    const start = new Date(Date.now() + 30 * DAY);
    const reg = await createEvent(request, token, { title: `Reg ${m}`, type: 'Workshop', start, capacity: 2 });
    const last = await createEvent(request, token, { title: `Last ${m}`, type: 'Workshop', start, capacity: 1 });
    const full = await createEvent(request, token, { title: `Full ${m}`, type: 'Workshop', start, capacity: 1 });
    expect((await register(request, full.id, `${m}-a@example.org`)).status()).toBe(201);

    await page.goto(`/events?q=${m}`);
    // A full event: overlay, register disabled.
    const fullCard = cards(page).filter({ hasText: `Full ${m}` });
    await expect(fullCard.getByText('Event Full').first()).toBeVisible();
    await expect(fullCard.getByRole('button', { name: `Event Full: Full ${m}` })).toBeDisabled();

    await cards(page)
      .filter({ hasText: `Reg ${m}` })
      .getByRole('link', { name: `Register: Reg ${m}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reg ${m}` });
    const form = dialog.getByRole('form', { name: 'Register for this event' });
    await expect(form.getByLabel(/^Full name/)).toBeFocused();
    await form.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expectAccessible(page, 'registration form');
    const email = `${m}-b@example.org`;
    await form.getByLabel(/^Full name/).fill('Test Person');
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: EVENT_MESSAGES.registeredSuccess })).toBeVisible();
    await expect(dialog.getByTestId('event-seats')).toHaveText('1 / 2 registered');
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();

    // The same email again: the same answer as the first time (only the mail says it was registered), no seat taken.
    const again = async (address: string) => {
      await cards(page)
        .filter({ hasText: `Reg ${m}` })
        .getByRole('link', { name: `View details: Reg ${m}` })
        .click();
      await dialog.getByRole('link', { name: 'Register Now' }).click();
      await form.getByLabel(/^Full name/).fill('Test Person');
      await form.getByLabel(/^Email address/).fill(address);
      await form.getByRole('button', { name: 'Confirm registration' }).click();
    };
    await again(email);
    await expect(dialog.getByRole('status').filter({ hasText: EVENT_MESSAGES.registeredSuccess })).toBeVisible();
    await expect(dialog.getByTestId('event-seats')).toHaveText('1 / 2 registered');
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    // Another person takes the last place: the dialog then says Event Full.
    await again(`${m}-c@example.org`);
    await expect(dialog.getByTestId('event-seats')).toHaveText('2 / 2 registered');
    await expect(dialog.getByRole('button', { name: 'Event Full' })).toBeDisabled();
    await page.keyboard.press('Escape');

    // Full while the form was open: 409 "This event is full".
    await cards(page)
      .filter({ hasText: `Last ${m}` })
      .getByRole('link', { name: `Register: Last ${m}` })
      .click();
    const lastDialog = page.getByRole('dialog', { name: `Last ${m}` });
    await lastDialog.getByLabel(/^Full name/).fill('Late Person');
    await lastDialog.getByLabel(/^Email address/).fill(`${m}-d@example.org`);
    expect((await register(request, last.id, `${m}-e@example.org`)).status()).toBe(201);
    await lastDialog.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(lastDialog.getByText('This event is full').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // A past event: Event Completed in the dialog.
    const past = await createEvent(request, token, {
      title: `Past ${m}`,
      type: 'Webinar',
      start: new Date(Date.now() - 5 * DAY),
      virtual: true,
    });
    await page.goto(`/events?q=${encodeURIComponent(past.title)}&time=past`);
    await cards(page)
      .first()
      .getByRole('link', { name: `View details: Past ${m}` })
      .click();
    await expect(page.getByRole('dialog', { name: `Past ${m}` }).getByRole('button', { name: 'Event Completed' })).toBeDisabled();
    expect(reg.id).toBeGreaterThan(0);
  });

  test('Add to Calendar downloads the .ics; Share copies the link; notifications are stored', async ({ page, request, context }) => {
    const m = marker();
    const token = await adminToken(request);
    const event = await createEvent(request, token, {
      title: `Share ${m}`,
      type: 'Webinar',
      start: new Date(Date.now() + 12 * DAY),
      virtual: true,
    });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await page.goto(`/events?q=${m}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await cards(page)
      .first()
      .getByRole('link', { name: `View details: Share ${m}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Share ${m}` });
    await expectAccessible(page, 'event dialog');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Add to Calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await request.get(`/api/events/${event.id}/ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const body = await ics.text();
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain(`Share ${m}`);

    await dialog.getByRole('button', { name: 'Share Event' }).click();
    await expect(page.getByText('Event link copied to the clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/events\\?event=${event.slug}$`));
    await page.keyboard.press('Escape');
    // The shared link opens the event.
    await page.goto(copied);
    await expect(page.getByRole('dialog', { name: `Share ${m}` })).toBeVisible();
    await page.keyboard.press('Escape');
    // Closing a dialog the address opened drops its parameter (a navigation of its own, done before the next click).
    await expect(page).not.toHaveURL(/[?&]event=/);

    // Subscribe to Event Notifications.
    await page.getByRole('link', { name: 'Subscribe to Event Notifications' }).click();
    const notify = page.getByRole('dialog', { name: 'Subscribe to Event Notifications' });
    await notify.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(notify.getByText('Name is required')).toBeVisible();
    await expect(notify.getByText('Email is required')).toBeVisible();
    await expectAccessible(page, 'notifications dialog');
    const email = `${m}@example.org`;
    await notify.getByLabel(/^Email address/).fill(email);
    await notify.getByLabel(/^Full name/).fill('Notified Person');
    await notify.getByLabel('Workshops').check();
    await notify.getByLabel('Webinars').check();
    await notify.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
    await expect(notify).toBeHidden();
    const stored = await (
      await request.get(`/api/subscribers?search=${encodeURIComponent(m)}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(stored.subscribers).toEqual([
      expect.objectContaining({ status: 'pending', source: 'events', email, name: 'Notified Person', interests: ['Workshop', 'Webinar'] }),
    ]);
  });

  test('phone: chips, filters, calendar and the dialog at 375 px', async ({ page, request }) => {
    const { m } = await createSet(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/events?q=${m}`);
    await chips(page).getByRole('link', { name: 'Conferences' }).click();
    await expect(cardTitles(page)).toHaveText([`Alpha ${m}`]);
    await expectAccessible(page, 'phone events');
    await cards(page)
      .first()
      .getByRole('link', { name: `View details: Alpha ${m}` })
      .click();
    await expect(page.getByRole('dialog', { name: `Alpha ${m}` })).toBeVisible();
    await expectAccessible(page, 'phone event dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'View Calendar' }).click();
    await expect(page.getByTestId('events-calendar').getByRole('cell')).toHaveCount(42);
    await expectAccessible(page, 'phone calendar');
  });
});
