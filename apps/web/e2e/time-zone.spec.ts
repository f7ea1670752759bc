import { expect, expectAccessible, test } from './support/fixtures';
import { unique } from './support/admin-helpers';
import { createEventApi, findEvent } from './support/events-admin';

/**
 * One site time zone (decision 25): the server runs with the default SITE_TIME_ZONE (Africa/Kampala)
 * and the browser in Los Angeles, 11 hours behind in December. An event that starts at 00:30 on
 * 4 December in Kampala starts at 13:30 on 3 December in Los Angeles; every screen shows 4 December,
 * and a date-time typed into the back office is read in Kampala.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The next 4 December still a day ahead, 00:30 in Kampala (UTC+3): 21:30 UTC on 3 December. */
function nextFourthOfDecember(): { year: number; iso: string } {
  let year = new Date().getUTCFullYear();
  while (Date.UTC(year, 11, 3, 21, 30) < Date.now() + 86_400_000) year += 1;
  return { year, iso: new Date(Date.UTC(year, 11, 3, 21, 30)).toISOString() };
}

test('an event at 00:30 on 4 December in Kampala is on 4 December everywhere, in a browser in Los Angeles', async ({
  page,
  signIn,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await signIn(page);
  const { year, iso } = nextFourthOfDecember();
  const title = unique('Midnight newborn care vigil');
  const event = await createEventApi(request, token, { title, startDate: iso });
  expect(event.startDate).toBe(iso);
  const created: number[] = [event.id];

  try {
    // The public events page.
    await page.goto(`/events?q=${encodeURIComponent(title)}`);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    expect(await page.evaluate(() => document.documentElement.dataset.timeZone)).toBe('Africa/Kampala');
    const card = page.getByRole('list', { name: 'Browse events' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText(`${weekday(year)}, 4 Dec ${year}, 00:30 EAT`);
    // Its calendar puts it on the 4th.
    await page.goto(`/events?calendar=${year}-12`);
    await expect(
      page.getByTestId('events-calendar').locator(`[data-date="${year}-12-04"]`).getByRole('link', { name: title }),
    ).toBeVisible();

    // The back office's events screen: the grid, the list and the calendar.
    await page.goto(`/admin/events?search=${encodeURIComponent(title)}`);
    const adminCard = page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title });
    await expect(adminCard).toContainText(`${weekday(year)}, 4 Dec ${year}, 00:30 EAT`);
    await page.goto(`/admin/events?search=${encodeURIComponent(title)}&view=list`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(`4 Dec ${year}`);
    await expect(row).toContainText('00:30 EAT');
    await page.goto(`/admin/events?view=calendar&month=${year}-12`);
    await expect(page.locator(`[data-date="${year}-12-04"]`).getByRole('button', { name: new RegExp(title) })).toBeVisible();

    // The dashboard's upcoming events (asked for this event alone: other tests add events meanwhile).
    await page.route(/\/api\/events\?.*time=upcoming/, (route) =>
      route.continue({ url: `${route.request().url()}&search=${encodeURIComponent(title)}` }),
    );
    await page.goto('/admin');
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem').filter({ hasText: title });
    await expect(upcoming).toContainText(`4 Dec ${year}`);
    await expect(upcoming).toContainText('Dec4');
    await expect(upcoming).toContainText('00:30 EAT');
    await page.unroute(/\/api\/events\?.*time=upcoming/);
    await page.screenshot({ path: testInfo.outputPath('dashboard-los-angeles.png') });

    // A date-time typed into the event form is Kampala's, whatever the browser's zone.
    const typed = unique('Typed in Kampala time');
    await page.goto('/admin/events?new=1');
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(dialog.getByText('Kampala time (EAT)').first()).toBeVisible();
    await dialog.getByLabel('Event title').fill(typed);
    await dialog.getByLabel('Event type').selectOption('Workshop');
    await dialog.getByLabel('Start date and time').fill(`${year}-12-04T00:30`);
    await dialog.getByLabel('Location').fill('School of Public Health, Mulago Hill');
    await dialog.getByLabel('Organizer').fill('MNCH Centre');
    await expectAccessible(page, 'event form in another time zone');
    await page.screenshot({ path: testInfo.outputPath('event-form-los-angeles.png') });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully')).toBeVisible();
    const saved = (await findEvent(request, token, typed))!;
    created.push(saved.id);
    expect(saved.startDate).toBe(iso);
    // Opened again, the form shows the same wall time.
    await page.goto(`/admin/events?search=${encodeURIComponent(typed)}`);
    await page.getByRole('button', { name: `Edit event: ${typed}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Event' }).getByLabel('Start date and time')).toHaveValue(`${year}-12-04T00:30`);
  } finally {
    for (const id of created) await request.delete(`/api/events/${id}`, { headers: auth(token) });
  }
});

/** "Fri": the weekday of 4 December of the year. */
function weekday(year: number): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, 11, 4)));
}
