import { SAVE_FAILURE_MESSAGES } from '@mnch/shared';
import { expect, expectAccessible, test } from './support/fixtures';
import { closeChangedForm, deleteAfterCancel, PNG_BYTES, typeInEditor, unique } from './support/admin-helpers';
import { marker } from './support/content';
import {
  DAY,
  createEventApi,
  expectNoHorizontalOverflow,
  findEvent,
  gridStart,
  kampalaInput,
  kampalaMonth,
  monthLabel,
  registerVisitor,
} from './support/events-admin';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe('admin events', () => {
  test('creates a physical event with an image; the public site shows it, the edit, and nothing after the delete', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(150_000);
    const title = unique('Newborn resuscitation workshop');
    const start = kampalaInput(20, 9);
    const end = kampalaInput(21, 17);
    const deadline = kampalaInput(15, 23);
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Countries Reached' })).toContainText('12');
    await expectAccessible(page, 'events grid');

    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(dialog.getByLabel('Status')).toHaveValue('upcoming');
    await expect(dialog.getByLabel('Capacity')).toHaveValue('50');
    await expect(dialog.getByLabel('Registration fee')).toHaveValue('0');
    await expect(dialog.getByLabel('Registration fee')).toHaveAttribute('step', '0.01');
    await expect(dialog.getByRole('radio', { name: 'Physical' })).toBeChecked();
    await dialog.getByLabel('Event title').fill(title);
    await dialog.getByLabel('Event type').selectOption('Workshop');
    await dialog.getByLabel('Start date and time').fill(start.input);
    await dialog.getByLabel('End date and time').fill(end.input);
    await dialog.getByLabel('Location').fill('School of Public Health, Mulago Hill');
    await dialog.getByLabel('Organizer').fill('MNCH Centre');
    await dialog.getByLabel('Contact email').fill('events@example.org');
    await dialog.getByLabel('Capacity').fill('40');
    await dialog.getByLabel('Registration fee').fill('25000.50');
    await dialog.getByLabel('Registration deadline').fill(deadline.input);
    await dialog.getByLabel('Requires approval').check();
    await typeInEditor(page, 'Description', 'Two days of hands-on newborn resuscitation practice for midwives.');
    await dialog.locator('#event-image').setInputFiles({ name: 'event.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Event image preview' })).toBeVisible();
    await expectAccessible(page, 'event form');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const saved = (await findEvent(request, token, title))!;
    expect(saved).toMatchObject({
      type: 'Workshop',
      status: 'upcoming',
      isVirtual: false,
      venueName: 'School of Public Health, Mulago Hill',
      virtualLink: null,
      organizer: 'MNCH Centre',
      contactEmail: 'events@example.org',
      capacity: 40,
      registrationFee: 25000.5,
      requiresApproval: true,
      registered: 0,
    });
    expect(saved.startDate).toBe(start.iso);
    expect(saved.endDate).toBe(end.iso);
    expect(saved.registrationDeadline).toBe(deadline.iso);
    expect(saved.imageUrl).toMatch(/^\/uploads\//);

    await page.getByLabel('Search events').fill(title);
    await expect(page).toHaveURL(/search=/);
    const card = page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Upcoming');
    await expect(card).toContainText('School of Public Health, Mulago Hill');
    await expect(card).toContainText('0 / 40 registered');

    // The public events page finds it, and its calendar shows it on its start day.
    const pub = await page.context().newPage();
    await pub.goto(`/events?q=${encodeURIComponent(title)}`);
    await expect(pub.getByRole('list', { name: 'Browse events' }).getByRole('heading', { name: title })).toBeVisible();
    await pub.goto(`/events?calendar=${start.input.slice(0, 7)}`);
    await expect(
      pub
        .getByTestId('events-calendar')
        .locator(`[data-date="${start.input.slice(0, 10)}"]`)
        .getByRole('link', { name: title }),
    ).toBeVisible();

    // View: every detail.
    await card.getByRole('button', { name: `View event: ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view).toContainText('UGX 25,000.50');
    await expect(view).toContainText('events@example.org');
    await expect(view).toContainText('2 days');
    await expect(view.getByRole('link', { name: /View on the public site/ })).toHaveAttribute('href', `/events?event=${saved.slug}`);
    await expect(view.getByText('No one has registered for this event yet.')).toBeVisible();
    await expectAccessible(page, 'event view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    // Edit.
    const renamed = `${title} (moved)`;
    await card.getByRole('button', { name: `Edit event: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Start date and time')).toHaveValue(start.input);
    await expect(edit.getByLabel('Capacity')).toHaveValue('40');
    await expect(edit.getByLabel('Requires approval')).toBeChecked();
    await expect(edit.getByRole('img', { name: 'Event image preview' })).toBeVisible();
    await edit.getByLabel('Event title').fill(renamed);
    await edit.getByLabel('Location').fill('Kampala Serena Hotel');
    await edit.getByLabel('Status').selectOption('ongoing');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully')).toBeVisible();
    const renamedCard = page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: renamed });
    await expect(renamedCard).toContainText('Kampala Serena Hotel');
    await expect(renamedCard).toContainText('Ongoing');
    await pub.goto(`/events?q=${encodeURIComponent(renamed)}`);
    await expect(pub.getByRole('list', { name: 'Browse events' }).getByRole('heading', { name: renamed })).toBeVisible();

    // Delete, after a cancelled first try.
    await deleteAfterCancel(page, renamedCard, {
      button: `Delete event: ${renamed}`,
      dialog: 'Delete event',
      says: 'Move this event to the trash? Its registrations go with it. Editors can restore it from Trash for 30 days; after that it is deleted for good.',
      axe: 'delete confirmation',
    });
    await expect(page.getByText('Event moved to the trash')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create First Event' })).toHaveCount(0);
    expect(await findEvent(request, token, renamed)).toBeUndefined();
    await pub.goto(`/events?q=${encodeURIComponent(renamed)}`);
    await expect(pub.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await pub.close();
  });

  test('validation messages (also the conditional ones) save nothing; a virtual event from ?new=1', async ({ page, token, request }) => {
    test.setTimeout(90_000);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/events(\?|$)/.test(r.url())) posts.push(r.url());
    });
    await page.goto('/admin/events?new=1');
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await dialog.getByLabel('Capacity').fill('');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    for (const message of [
      'Event title is required',
      'Event type is required',
      'Start date and time is required',
      'Organizer name is required',
      'Valid capacity is required',
      'Location is required for physical events',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('Event title')).toBeFocused();
    await expect(dialog.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'event form errors');

    // Virtual: the location gives way to the meeting link, which is then required.
    const title = unique('Postnatal care webinar');
    const start = kampalaInput(10, 14);
    await dialog.getByRole('radio', { name: 'Virtual' }).check();
    await expect(dialog.getByLabel('Location')).toHaveCount(0);
    await dialog.getByLabel('Event title').fill(title);
    await dialog.getByLabel('Event type').selectOption('Webinar');
    await dialog.getByLabel('Start date and time').fill(start.input);
    await dialog.getByLabel('End date and time').fill(kampalaInput(9, 14).input);
    await dialog.getByLabel('Organizer').fill('MNCH Centre');
    await dialog.getByLabel('Capacity').fill('0');
    await dialog.getByLabel('Registration fee').fill('1.005');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Virtual meeting link is required for virtual events')).toBeVisible();
    await expect(dialog.getByText('Valid capacity is required')).toBeVisible();
    await expect(dialog.getByText('Registration fee can have at most 2 decimal places')).toBeVisible();
    await expect(dialog.getByText('End date must be after the start date')).toBeVisible();
    await expect(dialog.getByText('Event title is required')).toHaveCount(0);
    // The form moves focus to its first invalid field (a moment after the messages show): typing
    // starts once it has, so no keystroke lands in the field focus moves to.
    await expect(dialog.getByLabel('End date and time')).toBeFocused();
    await dialog.getByLabel('Virtual meeting link').fill('ftp://meet.example.org');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Virtual meeting link must be a valid http:// or https:// address')).toBeVisible();
    await expect(dialog.getByLabel('End date and time')).toBeFocused();
    expect(posts).toEqual([]);

    await dialog.getByLabel('Virtual meeting link').fill('https://meet.example.org/postnatal');
    await dialog.getByLabel('Capacity').fill('100');
    await dialog.getByLabel('Registration fee').fill('0');
    await dialog.getByLabel('End date and time').fill(kampalaInput(10, 16).input);
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/new=1/);
    expect(posts).toHaveLength(1);
    const saved = (await findEvent(request, token, title))!;
    expect(saved).toMatchObject({
      type: 'Webinar',
      isVirtual: true,
      virtualLink: 'https://meet.example.org/postnatal',
      venueName: null,
      capacity: 100,
      registrationFee: 0,
    });
    expect(saved.startDate).toBe(start.iso);

    await page.goto(`/admin/events?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title })).toContainText(
      'Virtual event',
    );
    const pub = await page.context().newPage();
    await pub.goto(`/events?q=${encodeURIComponent(title)}`);
    await expect(pub.getByRole('list', { name: 'Browse events' }).getByRole('heading', { name: title })).toBeVisible();
    await pub.close();
    await request.delete(`/api/events/${saved.id}`, { headers: auth(token) });
  });

  test('image upload: a wrong type or an oversize image is refused and nothing is uploaded; an upload shows its percent and can be cancelled', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/upload/')) uploads.push(r.url());
    });
    await page.goto('/admin/events?new=1');
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    const input = dialog.locator('#event-image');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please select a valid image file (PNG, JPG, JPEG)' })).toBeVisible();
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(dialog.getByRole('alert').filter({ hasText: /Invalid file type/ })).toBeVisible();
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    await expect(dialog.getByRole('alert').filter({ hasText: /Image file too large\. Maximum size is 5MB/ })).toBeVisible();
    expect(uploads).toEqual([]);

    // A slow upload (held by the test) shows its progress; Cancel stops it and keeps no image.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload/single', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await input.setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByText('Uploading slow.png')).toBeVisible();
    await expect(dialog.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading slow.png' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Event' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(dialog.getByText('Uploading slow.png')).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Choose image' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Event image preview' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Create Event' })).toBeEnabled();
    release();
    await page.unroute('**/api/upload/single');

    // A real upload then works.
    await input.setInputFiles({ name: 'good.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(dialog.getByRole('img', { name: 'Event image preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByRole('img', { name: 'Event image preview' })).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`the list opens on upcoming events, soonest first, as the public page; past ones under Filter by date (${width} px)`, async ({
      page,
      signIn,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      const token = await signIn(page);
      const m = marker('evtwhen');
      const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      const made = [
        await createEventApi(request, token, { title: `Long past ${m}`, startDate: at(-60), status: 'completed' }),
        await createEventApi(request, token, { title: `Later ${m}`, startDate: at(40) }),
        await createEventApi(request, token, { title: `Recently past ${m}`, startDate: at(-5), status: 'completed' }),
        await createEventApi(request, token, { title: `Soonest ${m}`, startDate: at(3) }),
      ];
      await page.goto(`/admin/events?search=${m}`);
      const titles = page.getByRole('list', { name: 'Events' }).getByRole('listitem').locator('h3');
      await expect(titles).toHaveText([`Soonest ${m}`, `Later ${m}`]);
      await expect(page.getByText('Upcoming events (under way included), soonest first')).toBeVisible();
      await page.getByLabel('Filter by date').selectOption('past');
      await expect(page).toHaveURL(/time=past/);
      await expect(titles).toHaveText([`Recently past ${m}`, `Long past ${m}`]);
      await page.getByLabel('Filter by date').selectOption('all');
      await expect(titles).toHaveText([`Long past ${m}`, `Recently past ${m}`, `Soonest ${m}`, `Later ${m}`]);
      await expectAccessible(page, 'events list, all');
      for (const event of made) await request.delete(`/api/events/${event.id}`, { headers: { Authorization: `Bearer ${token}` } });
    });
  }

  test('filters and search on the server; grid, list and calendar views in the URL; months move; a calendar event opens', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(120_000);
    const m = marker('evtview');
    const thisMonth = kampalaMonth(0);
    const next = kampalaMonth(1);
    const made = [
      await createEventApi(request, token, {
        title: `Alpha ${m}`,
        type: 'Workshop',
        startDate: `${thisMonth}-15T06:00:00Z`,
        status: 'upcoming',
      }),
      await createEventApi(request, token, {
        title: `Bravo ${m}`,
        type: 'Conference',
        startDate: `${next}-10T07:00:00Z`,
        status: 'cancelled',
      }),
      await createEventApi(request, token, {
        title: `Charlie ${m}`,
        type: 'Workshop',
        startDate: `${next}-20T07:00:00Z`,
        status: 'completed',
        isVirtual: true,
        virtualLink: 'https://meet.example.org/c',
      }),
    ];

    // All events: the first starts this month, perhaps already past (the list opens on upcoming ones).
    await page.goto('/admin/events?time=all');
    await page.getByLabel('Search events').fill(m);
    await expect(page).toHaveURL(new RegExp(`search=${m}`));
    const titles = page.getByRole('list', { name: 'Events' }).getByRole('listitem').locator('h3');
    // Start date ascending.
    await expect(titles).toHaveText([`Alpha ${m}`, `Bravo ${m}`, `Charlie ${m}`]);
    await page.getByLabel('Filter by type').selectOption('Workshop');
    await expect(page).toHaveURL(/type=Workshop/);
    await expect(titles).toHaveText([`Alpha ${m}`, `Charlie ${m}`]);
    await page.getByLabel('Filter by status').selectOption('completed');
    await expect(page).toHaveURL(/status=completed/);
    await expect(titles).toHaveText([`Charlie ${m}`]);
    await page.getByLabel('Filter by type').selectOption('');
    await page.getByLabel('Filter by status').selectOption('cancelled');
    await expect(titles).toHaveText([`Bravo ${m}`]);
    await page.getByLabel('Filter by status').selectOption('ongoing');
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expectAccessible(page, 'events filtered empty');
    await page.getByLabel('Filter by status').selectOption('');
    await expect(titles).toHaveCount(3);

    // List, chosen by keyboard; kept across a reload.
    await page.getByRole('button', { name: 'List', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const rows = page.getByRole('region', { name: 'Events' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(`Alpha ${m}`);
    await expect(rows.nth(2)).toContainText('Virtual event');
    await expectAccessible(page, 'events list');
    await page.reload();
    await expect(rows).toHaveCount(3);

    // Calendar: asks only for its 42 days.
    const asked = page.waitForRequest((r) => r.url().includes('/api/events?') && r.url().includes('from='));
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    const url = new URL((await asked).url());
    // Plain days, which the API reads in the site's time zone (the whole of `to`).
    expect(url.searchParams.get('from')).toBe(gridStart(thisMonth));
    const last = new Date(new Date(`${gridStart(thisMonth)}T00:00:00Z`).getTime() + 41 * DAY).toISOString().slice(0, 10);
    expect(url.searchParams.get('to')).toBe(last);
    expect(url.searchParams.get('search')).toBe(m);
    await expect(page).toHaveURL(/view=calendar/);
    await expect(page.getByRole('heading', { name: monthLabel(thisMonth) })).toBeVisible();
    const table = page.getByRole('table', { name: monthLabel(thisMonth) });
    await expect(table.getByRole('cell')).toHaveCount(42);
    await expect(table.getByRole('columnheader').first()).toHaveAccessibleName('Sunday');
    await expect(table.locator(`[data-date="${thisMonth}-15"]`).getByRole('button', { name: new RegExp(`Alpha ${m}`) })).toBeVisible();
    await expectAccessible(page, 'events calendar');

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${next}`));
    await expect(page.getByRole('heading', { name: monthLabel(next) })).toBeVisible();
    const nextTable = page.getByRole('table', { name: monthLabel(next) });
    await expect(nextTable.getByRole('cell')).toHaveCount(42);
    await expect(nextTable.locator(`[data-date="${next}-20"]`).getByRole('button', { name: new RegExp(`Charlie ${m}`) })).toBeVisible();
    const chip = nextTable.locator(`[data-date="${next}-10"]`).getByRole('button', { name: new RegExp(`Bravo ${m}`) });
    await chip.click();
    const view = page.getByRole('dialog', { name: `Bravo ${m}` });
    await expect(view).toContainText('Cancelled');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(chip).toBeFocused();

    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('heading', { name: monthLabel(thisMonth) })).toBeVisible();
    await expect(page).not.toHaveURL(/month=/);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: monthLabel(kampalaMonth(-1)) })).toBeVisible();
    await expect(
      page.getByRole('table', { name: monthLabel(kampalaMonth(-1)) }).getByRole('button', { name: new RegExp(`Bravo ${m}`) }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Grid', exact: true }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(titles).toHaveCount(3);
    for (const e of made) await request.delete(`/api/events/${e.id}`, { headers: auth(token) });
  });

  test('registrations made through the public API show in the view dialog; the server refuses a capacity below them', async ({
    page,
    token,
    request,
  }) => {
    test.setTimeout(90_000);
    const m = marker('evtreg');
    const event = await createEventApi(request, token, {
      title: `Registration check ${m}`,
      startDate: new Date(Date.now() + 30 * DAY).toISOString(),
      capacity: 5,
    });
    await page.goto(`/admin/events?search=${m}&view=list`);
    await page.getByRole('button', { name: `View event: ${event.title}` }).click();
    let view = page.getByRole('dialog', { name: event.title });
    await expect(view.getByText('No one has registered for this event yet.')).toBeVisible();
    await page.keyboard.press('Escape');

    await registerVisitor(request, event.id, 'Amina Example', `amina.${m}@example.org`);
    await registerVisitor(request, event.id, 'Brian Example', `brian.${m}@example.org`);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Events' }).locator('tbody tr').first()).toContainText('2 / 5');
    await page.getByRole('button', { name: `View event: ${event.title}` }).click();
    view = page.getByRole('dialog', { name: event.title });
    await expect(view.getByRole('heading', { name: 'Registrations (2)' })).toBeVisible();
    const regs = view.getByRole('region', { name: 'Registered people' });
    await expect(regs.locator('tbody tr')).toHaveCount(2);
    await expect(regs).toContainText('Amina Example');
    await expect(regs).toContainText(`brian.${m}@example.org`);
    await expect(view).toContainText('2 of 5');
    await expectAccessible(page, 'event view with registrations');

    // Edit from the view; the server answers with its field message.
    await view.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Capacity').fill('1');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(edit.getByText('Capacity cannot be less than the 2 people already registered')).toBeVisible();
    await expect(edit.getByRole('alert').filter({ hasText: SAVE_FAILURE_MESSAGES.invalid })).toBeVisible();
    await expect(edit).toBeVisible();
    expect((await findEvent(request, token, event.title))!.capacity).toBe(5);
    await closeChangedForm(page);
    await expect(edit).toBeHidden();

    // Delete from the view dialog.
    await page.getByRole('button', { name: `View event: ${event.title}` }).click();
    await page.getByRole('dialog', { name: event.title }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event moved to the trash')).toBeVisible();
    expect(await findEvent(request, token, event.title)).toBeUndefined();
  });

  test('keyboard: open the form, Escape returns focus; choose views and months by keyboard', async ({ page, signIn }) => {
    await signIn(page);
    await page.goto('/admin/events');
    const create = page.getByRole('button', { name: 'Create Event' });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Tab stays inside the dialog.
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await page.getByRole('button', { name: 'Calendar', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/view=calendar/);
    const nextMonth = page.getByRole('button', { name: 'Next month' });
    await nextMonth.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: monthLabel(kampalaMonth(1)) })).toBeVisible();
    await expect(nextMonth).toBeFocused();
  });

  test('phone width: every view fits, the table scrolls in its own box, the form and dialogs pass axe', async ({
    page,
    signIn,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const token = await signIn(page);
    const m = marker('evtphone');
    const event = await createEventApi(request, token, {
      title: `A rather long phone event title for the small screen ${m}`,
      startDate: `${kampalaMonth(0)}-12T06:00:00Z`,
      venueName: 'Makerere University School of Public Health, New Mulago Hill Road, Kampala',
    });
    for (const view of ['grid', 'list', 'calendar']) {
      // time=all: the event starts this month, perhaps already past.
      await page.goto(`/admin/events?search=${m}&view=${view}&time=all`);
      await expect(page.getByRole('button', { name: 'Create Event' })).toBeVisible();
      if (view === 'calendar') await expect(page.getByRole('table').getByRole('cell')).toHaveCount(42);
      else await expect(page.getByText(event.title).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `events ${view} phone`);
    }
    await page
      .getByRole('table')
      .getByRole('button', { name: new RegExp(m) })
      .click();
    await expect(page.getByRole('dialog', { name: event.title })).toBeVisible();
    await expectAccessible(page, 'event view phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Event' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'event form phone');
    await request.delete(`/api/events/${event.id}`, { headers: auth(token) });
  });
});
