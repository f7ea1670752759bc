import { expect, expectAccessible, test } from './support/fixtures';
import { ownServer, signInAt } from './support/own-server';

/** The events screen on a fresh server: the empty state and exact figures (no other test adds events here). */
const server = ownServer();

const api = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.url}/api${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
};

test('with no events: the empty state offers the first event; the cards count from the server', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signInAt(page, server.url);

  await page.goto(`${server.url}/admin/events`);
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.getByText('Get started by creating your first event')).toBeVisible();
  for (const [label, value] of [
    ['Upcoming Events', '0'],
    ['This Month', '0'],
    ['Total Attendees', '0'],
    ['Countries Reached', '12'],
  ] as const) {
    await expect(page.getByRole('group', { name: label })).toContainText(value);
  }
  await expectAccessible(page, 'events empty');
  await page.getByRole('button', { name: 'Create First Event' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Event' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The calendar of an empty month says so.
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  await expect(page.getByText('No events in these six weeks')).toBeVisible();

  // One event an hour from now with three registrations, one past event.
  const start = new Date(Date.now() + 3_600_000);
  const created = await api('/events', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Fresh server event',
      type: 'Seminar',
      startDate: start.toISOString(),
      organizer: 'MNCH',
      venueName: 'Hall',
    }),
  });
  expect(created.status).toBe(201);
  const past = await api('/events', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Past event',
      type: 'Seminar',
      startDate: '2020-01-10T09:00:00Z',
      organizer: 'MNCH',
      venueName: 'Hall',
      status: 'completed',
    }),
  });
  expect(past.status).toBe(201);
  for (const name of ['Ann', 'Ben', 'Cleo']) {
    const r = await api(`/events/${created.body.event.id}/registrations`, {
      method: 'POST',
      body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.org` }),
    });
    expect(r.status).toBe(201);
  }
  const sameUtcMonth = start.toISOString().slice(0, 7) === new Date().toISOString().slice(0, 7);
  await page.goto(`${server.url}/admin/events`);
  await expect(page.getByRole('group', { name: 'Upcoming Events' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'This Month' })).toContainText(sameUtcMonth ? '1' : '0');
  await expect(page.getByRole('group', { name: 'Total Attendees' })).toContainText('3');
  const titles = page.getByRole('list', { name: 'Events' }).getByRole('listitem').locator('h3');
  // The list opens on what is coming, soonest first, as the public page does (DEFAULT_EVENT_TIME); the
  // past is one choice away, the most recent first.
  await expect(titles).toHaveText(['Fresh server event']);
  await expect(page.getByText('Upcoming events (under way included), soonest first')).toBeVisible();
  await page.getByLabel('Filter by date').selectOption('past');
  await expect(page).toHaveURL(/time=past/);
  await expect(titles).toHaveText(['Past event']);
  await page.getByLabel('Filter by date').selectOption('all');
  await expect(titles).toHaveText(['Past event', 'Fresh server event']);
  await page.getByLabel('Filter by date').selectOption('');
  await expect(page).not.toHaveURL(/time=/);
  await expect(titles).toHaveText(['Fresh server event']);
});
