import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events } from '../src/db/schema';
import type { EventItem } from '@mnch/shared';
import { EVENT_MESSAGES, MESSAGES, slugify } from '@mnch/shared';
import { ICS_DESCRIPTION_MAX_LENGTH, buildIcs, icsParamText } from '../src/modules/events/ics';
import { createEventsService } from '../src/modules/events/service';
import { appWith, bearer, createTestApp, type AuthHeaders, type TestApp } from './helpers';
import { veventLines } from './support/ical';

let t: TestApp, admin: AuthHeaders, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, admin, editor, viewer } = await appWith(['admin', 'editor', 'viewer'])));
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let serial = 0;
const newEvent = (over: Record<string, unknown> = {}) => ({
  title: `Maternal Health Conference ${++serial}`,
  description: '<p>Two days of <strong>research</strong> talks.</p>',
  type: 'conference',
  status: 'upcoming',
  startDate: inDays(30),
  endDate: inDays(31),
  isVirtual: false,
  venueName: 'Kampala Serena Hotel',
  organizer: 'MNCH Centre',
  contactEmail: 'events@test.example.org',
  capacity: 100,
  registrationFee: 0,
  ...over,
});

async function create(over: Record<string, unknown> = {}, headers = admin) {
  const res = await t.inject({ method: 'POST', url: '/api/events', headers, payload: newEvent(over) });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().event as EventItem;
}

const register = (id: number, person: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/api/events/${id}/registrations`, payload: person });

async function registrationRows(eventId: number) {
  const [row] = await t.app.db.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  return row!.n;
}

describe('POST /api/events', () => {
  it('creates an event with the defaults, both spellings and no client-set counts', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: {
        title: 'Newborn Care Workshop',
        type: 'WORKSHOP',
        startDate: '2030-05-10T08:00:00Z',
        organizer: 'MNCH Centre',
        venueName: 'Mulago',
        // Sent by the old back office; ignored.
        attendees: 40,
        registered: 40,
        organizers: ['x'],
        learningObjectives: ['y'],
        id: 999,
      },
    });
    expect(res.statusCode).toBe(201);
    const { event } = res.json();
    expect(event).toMatchObject({
      title: 'Newborn Care Workshop',
      type: 'Workshop',
      status: 'upcoming',
      startDate: '2030-05-10T08:00:00.000Z',
      endDate: null,
      isVirtual: false,
      venueName: 'Mulago',
      virtualLink: null,
      virtual_link: null,
      capacity: 50,
      registered: 0,
      attendees: 0,
      registrationFee: 0,
      currency: 'UGX',
      requiresApproval: false,
      image: null,
      image_url: null,
      imageUrl: null,
      highlights: [],
      speakers: [],
      rating: 0,
      description: '',
      contactEmail: null,
      registrationDeadline: null,
    });
    expect(event.id).not.toBe(999);
    expect(event.createdAt).toBe(event.created_at);
    expect(event.updatedAt).toBe(event.updated_at);
    expect(event).not.toHaveProperty('organizers');
    expect(event).not.toHaveProperty('learningObjectives');
  });

  it('accepts the alternative spellings, numeric strings and any case, and returns every spelling', async () => {
    const event = await create({
      type: 'webinars',
      status: 'Ongoing',
      isVirtual: true,
      venueName: '',
      virtual_link: 'https://meet.example.org/abc',
      image_url: '/uploads/images/poster.webp',
      capacity: '25',
      registrationFee: '12.50',
      currency: 'USD',
      rating: '4.5',
      requiresApproval: true,
      registrationDeadline: '2030-01-01',
      highlights: ['Keynote', '  ', 'Panel'],
      speakers: ['Dr. A. Example', { name: 'Dr. B. Example', avatar: 'https://img.example.org/b.png', title: 'ignored' }, { name: '' }],
    });
    expect(event).toMatchObject({
      type: 'Webinar',
      status: 'ongoing',
      isVirtual: true,
      venueName: null,
      virtualLink: 'https://meet.example.org/abc',
      virtual_link: 'https://meet.example.org/abc',
      image: '/uploads/images/poster.webp',
      image_url: '/uploads/images/poster.webp',
      imageUrl: '/uploads/images/poster.webp',
      capacity: 25,
      registrationFee: 12.5,
      currency: 'USD',
      rating: 4.5,
      requiresApproval: true,
      registrationDeadline: '2029-12-31T21:00:00.000Z', // a date alone is the start of that day in Kampala
      highlights: ['Keynote', 'Panel'],
      speakers: [{ name: 'Dr. A. Example' }, { name: 'Dr. B. Example', avatar: 'https://img.example.org/b.png' }],
    });
    const viaImage = await create({ image: 'https://img.example.org/poster.png', imageUrl: undefined });
    expect(viaImage.imageUrl).toBe('https://img.example.org/poster.png');
  });

  it('sanitises the description: scripts and handlers go, formatting stays', async () => {
    const event = await create({
      description:
        '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"></p>',
    });
    expect(event.description).toContain('<strong>world</strong>');
    expect(event.description).not.toMatch(/script|onclick|onerror|javascript:/i);
    const stored = await t.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(stored.json().event.description).toBe(event.description);
  });

  it.each([
    [{ title: '' }, 'title', 'Event title is required'],
    [{ title: undefined }, 'title', 'Event title is required'],
    [{ title: '   ' }, 'title', 'Event title is required'],
    [{ type: undefined }, 'type', 'Event type is required'],
    [{ type: '' }, 'type', 'Event type is required'],
    [{ type: 'Party' }, 'type', 'Event type must be one of Conference, Workshop, Webinar, Training, Seminar, Summit, Symposium'],
    [{ startDate: undefined }, 'startDate', 'Start date and time is required'],
    [{ startDate: '' }, 'startDate', 'Start date and time is required'],
    [{ startDate: 'next tuesday' }, 'startDate', 'Please enter a valid date and time'],
    [{ startDate: '2030-02-30T10:00' }, 'startDate', 'Please enter a valid date and time'],
    [{ capacity: 0 }, 'capacity', 'Valid capacity is required'],
    [{ capacity: -5 }, 'capacity', 'Valid capacity is required'],
    [{ capacity: 2.5 }, 'capacity', 'Valid capacity is required'],
    [{ capacity: 'many' }, 'capacity', 'Valid capacity is required'],
    [{ capacity: 1e12 }, 'capacity', 'Valid capacity is required'],
    [{ organizer: '' }, 'organizer', 'Organizer name is required'],
    [{ organizer: undefined }, 'organizer', 'Organizer name is required'],
    [{ isVirtual: false, venueName: '' }, 'venueName', 'Location is required for physical events'],
    [{ isVirtual: false, venueName: undefined }, 'venueName', 'Location is required for physical events'],
    [{ isVirtual: true, virtualLink: '' }, 'virtualLink', 'Virtual meeting link is required for virtual events'],
    [{ isVirtual: true }, 'virtualLink', 'Virtual meeting link is required for virtual events'],
    [
      { isVirtual: true, virtualLink: 'javascript:alert(1)' },
      'virtualLink',
      'Virtual meeting link must be a valid http:// or https:// address',
    ],
    [{ virtual_link: 'ftp://files.example.org' }, 'virtual_link', 'Virtual meeting link must be a valid http:// or https:// address'],
    [{ startDate: '2030-06-10T10:00:00Z', endDate: '2030-06-09T10:00:00Z' }, 'endDate', 'End date must be after the start date'],
    [{ registrationFee: -1 }, 'registrationFee', 'Registration fee must be a number of 0 or more'],
    [{ registrationFee: 'free' }, 'registrationFee', 'Registration fee must be a number of 0 or more'],
    [{ registrationFee: 10.005 }, 'registrationFee', 'Registration fee can have at most 2 decimal places'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid email address'],
    [{ rating: 6 }, 'rating', 'Rating must be a number from 0 to 5'],
    [{ status: 'archived' }, 'status', 'Status must be one of upcoming, ongoing, completed, cancelled'],
    [{ image: 'javascript:alert(1)' }, 'image', 'Image must be an http:// or https:// address or an uploaded file path'],
    [{ isVirtual: 'maybe' }, 'isVirtual', 'Must be true or false'],
  ])('rejects %j: %s "%s"', async (over, field, message) => {
    const before = (await t.inject({ method: 'GET', url: '/api/events?limit=1' })).json().total;
    const res = await t.inject({ method: 'POST', url: '/api/events', headers: admin, payload: newEvent(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await t.inject({ method: 'GET', url: '/api/events?limit=1' })).json().total).toBe(before);
  });

  it('lists every problem of an empty form at once', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/events', headers: admin, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Event title is required' },
        { field: 'type', message: 'Event type is required' },
        { field: 'startDate', message: 'Start date and time is required' },
        { field: 'organizer', message: 'Organizer name is required' },
        { field: 'venueName', message: 'Location is required for physical events' },
      ]),
    );
  });

  it('answers malformed input with 400, never 500', async () => {
    const cases: unknown[] = [
      newEvent({ title: 'x'.repeat(301) }),
      newEvent({ title: ['array'] }),
      newEvent({ title: { $ne: 1 } }),
      newEvent({ description: 'x'.repeat(100_001) }),
      newEvent({ venueName: 'x'.repeat(10_000) }),
      newEvent({ highlights: 'not a list' }),
      newEvent({ highlights: Array.from({ length: 51 }, () => 'h') }),
      newEvent({ speakers: [{ avatar: 'https://x.org/a.png' }] }),
      newEvent({ speakers: [42] }),
      newEvent({ capacity: { n: 1 } }),
      newEvent({ startDate: 12345 }),
      newEvent({ startDate: '99999-01-01T00:00:00Z' }),
      newEvent({ endDate: 'soon' }),
      newEvent({ registrationFee: 1e15 }),
      [1, 2, 3],
    ];
    for (const payload of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/events', headers: admin, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const broken = await t.send('POST', '/api/events', { ...admin, 'content-type': 'application/json' }, '{"title": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not valid JSON/);
    // PostgreSQL text cannot hold NUL: a 400 naming the field, not a database error.
    const nul = await t.inject({ method: 'POST', url: '/api/events', headers: admin, payload: newEvent({ title: 'Bad\u0000title' }) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([{ field: 'title', message: MESSAGES.common.badCharacters }]);
    expect((await t.inject({ method: 'GET', url: '/api/events?search=a%00b' })).statusCode).toBe(400);
    // The API reads JSON only (docs/security.md): a text body is refused as an unsupported type.
    const text = await t.send('POST', '/api/events', { ...admin, 'content-type': 'text/plain' }, 'just a string');
    expect(text.statusCode).toBe(415);
  });

  it('is for editors and admins only', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/events', payload: newEvent() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/events', headers: viewer, payload: newEvent() })).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'POST', url: '/api/events', headers: { authorization: 'Bearer nonsense' }, payload: newEvent() }))
        .statusCode,
    ).toBe(401);
    const byEditor = await t.inject({ method: 'POST', url: '/api/events', headers: editor, payload: newEvent() });
    expect(byEditor.statusCode).toBe(201);
  });
});

describe('GET /api/events/:id', () => {
  it('answers { event } for anyone, 404 for a missing one and 400 for a malformed id', async () => {
    const event = await create();
    for (const headers of [{}, viewer, editor]) {
      const res = await t.inject({ method: 'GET', url: `/api/events/${event.id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().event).toEqual(event);
    }
    const missing = await t.inject({ method: 'GET', url: '/api/events/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
    expect((await t.inject({ method: 'GET', url: '/api/events/abc' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/events/99999999999999' })).statusCode).toBe(400);
  });
});

describe('PUT /api/events/:id', () => {
  it('changes the fields sent and keeps the others', async () => {
    const event = await create({ capacity: 10, highlights: ['One'] });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: editor,
      payload: {
        title: 'Renamed',
        type: 'seminar',
        status: 'CANCELLED',
        description: '<p>New<script>x()</script></p>',
        attendees: 99,
        organizers: [],
        learningObjectives: [],
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().event;
    expect(updated).toMatchObject({
      id: event.id,
      title: 'Renamed',
      type: 'Seminar',
      status: 'cancelled',
      description: '<p>New</p>',
      capacity: 10,
      highlights: ['One'],
      venueName: event.venueName,
      registered: 0,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(event.updatedAt).getTime());
  });

  it('takes a whole form as the back office sends it, including virtual_link and cleared fields', async () => {
    const event = await create({ image: '/uploads/a.png', contactEmail: 'a@test.example.org' });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: admin,
      payload: {
        ...event,
        isVirtual: true,
        virtual_link: 'https://meet.example.org/x',
        virtualLink: 'https://meet.example.org/x',
        venueName: '',
        image: null,
        image_url: null,
        imageUrl: null,
        contactEmail: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({
      isVirtual: true,
      virtualLink: 'https://meet.example.org/x',
      virtual_link: 'https://meet.example.org/x',
      venueName: null,
      image: null,
      contactEmail: null,
    });
  });

  it('checks the rules against the stored event', async () => {
    const event = await create({ startDate: '2030-06-10T10:00:00Z', endDate: '2030-06-11T10:00:00Z' });
    const toVirtual = await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin, payload: { isVirtual: true } });
    expect(toVirtual.statusCode).toBe(400);
    expect(toVirtual.json().errors).toContainEqual({
      field: 'virtualLink',
      message: 'Virtual meeting link is required for virtual events',
    });
    const noVenue = await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin, payload: { venueName: '' } });
    expect(noVenue.json().errors).toContainEqual({ field: 'venueName', message: 'Location is required for physical events' });
    const endBefore = await t.send('PUT', `/api/events/${event.id}`, admin, { endDate: '2030-06-09T10:00:00Z' });
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json().errors).toContainEqual({ field: 'endDate', message: 'End date must be after the start date' });
    const startAfter = await t.send('PUT', `/api/events/${event.id}`, admin, { startDate: '2030-06-12T10:00:00Z' });
    expect(startAfter.statusCode).toBe(400);
    const blankTitle = await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin, payload: { title: '' } });
    expect(blankTitle.json().errors).toContainEqual({ field: 'title', message: 'Event title is required' });
    const unchanged = (await t.inject({ method: 'GET', url: `/api/events/${event.id}` })).json().event;
    expect(unchanged).toEqual(event);
  });

  it('refuses a capacity below the people already registered (409)', async () => {
    const event = await create({ capacity: 5 });
    for (const n of [1, 2, 3]) expect((await register(event.id, { name: `P${n}`, email: `p${n}@test.example.org` })).statusCode).toBe(201);
    const res = await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin, payload: { capacity: 2 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Capacity cannot be less than the 3 people already registered');
    const ok = await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin, payload: { capacity: 3 } });
    expect(ok.json().event).toMatchObject({ capacity: 3, registered: 3 });
  });

  it('answers 404, 400, 401 and 403 where due', async () => {
    const event = await create();
    expect((await t.inject({ method: 'PUT', url: '/api/events/999999', headers: admin, payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PUT', url: '/api/events/abc', headers: admin, payload: { title: 'x' } })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, payload: { title: 'x' } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: viewer, payload: { title: 'x' } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin, payload: { capacity: 'lots' } })).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/events/:id', () => {
  it('moves an event with its registrations to the trash, then 404', async () => {
    const event = await create();
    expect((await register(event.id, { name: 'Ann', email: 'ann@test.example.org' })).statusCode).toBe(201);
    expect((await t.inject({ method: 'DELETE', url: `/api/events/${event.id}` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: viewer })).statusCode).toBe(403);
    const res = await t.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Event moved to the trash' });
    expect(await registrationRows(event.id)).toBe(0);
    expect((await t.inject({ method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin })).statusCode).toBe(404);
  });
});

describe('GET /api/events', () => {
  // Every event of this block carries the marker in its description, so the queries see only them.
  const M = 'zqlistmarker';
  const q = (query: string) => t.inject({ method: 'GET', url: `/api/events?search=${M}&${query}` });
  const titles = (res: { json: () => { events: Array<{ title: string }> } }) => res.json().events.map((e) => e.title);
  let ids: Record<string, number>;

  beforeAll(async () => {
    const specs: Array<[string, Record<string, unknown>]> = [
      ['Bravo Summit', { type: 'Summit', startDate: inDays(10), rating: 3.5, status: 'upcoming' }],
      ['alpha workshop', { type: 'Workshop', startDate: inDays(20), rating: 4.8, status: 'upcoming', venueName: 'Gulu University' }],
      ['Charlie Webinar', { type: 'Webinar', startDate: inDays(-10), endDate: inDays(-9), rating: 4.1, status: 'completed' }],
      ['Delta Conference', { type: 'Conference', startDate: inDays(40), rating: 2, status: 'cancelled' }],
      ['echo Training', { type: 'Training', startDate: inDays(-40), endDate: inDays(-39), rating: 5, status: 'completed' }],
    ];
    ids = {};
    for (const [title, over] of specs) {
      const event = await create({ title, description: `<p>About ${M}: ${title}</p>`, endDate: undefined, ...over });
      ids[title] = event.id;
    }
  });

  it('answers { events, pagination, total } to anyone, start date ascending by default', async () => {
    const res = await q('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    expect(body.total).toBe(5);
    expect(titles(res)).toEqual(['echo Training', 'Charlie Webinar', 'Bravo Summit', 'alpha workshop', 'Delta Conference']);
    // Cancelled events are public too; the status says what they are.
    expect(body.events.find((e: { status: string }) => e.status === 'cancelled')).toBeDefined();
  });

  it('sorts by date descending, rating and title', async () => {
    expect(titles(await q('sort=-date'))).toEqual([
      'Delta Conference',
      'alpha workshop',
      'Bravo Summit',
      'Charlie Webinar',
      'echo Training',
    ]);
    expect(titles(await q('sort=date_desc'))).toEqual(titles(await q('sort=-date')));
    expect(titles(await q('sort=rating'))).toEqual([
      'echo Training',
      'alpha workshop',
      'Charlie Webinar',
      'Bravo Summit',
      'Delta Conference',
    ]);
    expect(titles(await q('sort=title'))).toEqual([
      'alpha workshop',
      'Bravo Summit',
      'Charlie Webinar',
      'Delta Conference',
      'echo Training',
    ]);
    expect(titles(await q('sort=date'))).toEqual(titles(await q('')));
  });

  it('filters by type in any case, status, time and date range', async () => {
    expect(titles(await q('type=workshop'))).toEqual(['alpha workshop']);
    expect(titles(await q('type=WEBINARS'))).toEqual(['Charlie Webinar']);
    expect(titles(await q('type=all'))).toHaveLength(5);
    expect(titles(await q('status=completed'))).toEqual(['echo Training', 'Charlie Webinar']);
    expect(titles(await q('status=Cancelled'))).toEqual(['Delta Conference']);
    expect(titles(await q('time=upcoming'))).toEqual(['Bravo Summit', 'alpha workshop', 'Delta Conference']);
    expect(titles(await q('time=past'))).toEqual(['echo Training', 'Charlie Webinar']);
    const from = inDays(5).slice(0, 10);
    const to = inDays(25).slice(0, 10);
    expect(titles(await q(`from=${from}&to=${to}`))).toEqual(['Bravo Summit', 'alpha workshop']);
    expect(titles(await q(`from=${inDays(15)}`))).toEqual(['alpha workshop', 'Delta Conference']);
    expect(titles(await q(`to=${inDays(0)}`))).toEqual(['echo Training', 'Charlie Webinar']);
    expect(titles(await q('type=conference&status=upcoming'))).toEqual([]);
  });

  it('counts an event under way as upcoming until it ends, and as past after', async () => {
    const marker = 'zqunderway';
    const ongoing = await create({
      title: 'Foxtrot Symposium',
      description: `<p>${marker}</p>`,
      startDate: inDays(-1),
      endDate: inDays(1),
    });
    const ended = await create({ title: 'Golf Seminar', description: `<p>${marker}</p>`, startDate: inDays(-3), endDate: inDays(-2) });
    const of = async (time: string) =>
      (await t.inject({ method: 'GET', url: `/api/events?search=${marker}&time=${time}` })).json().events.map((e: { id: number }) => e.id);
    expect(await of('upcoming')).toEqual([ongoing.id]);
    expect(await of('past')).toEqual([ended.id]);
  });

  it('searches title, description and venue', async () => {
    const search = (term: string) => t.inject({ method: 'GET', url: `/api/events?search=${encodeURIComponent(term)}` });
    expect(titles(await search('gulu university'))).toEqual(['alpha workshop']);
    expect(titles(await search('CHARLIE WEB'))).toEqual(['Charlie Webinar']);
    expect(titles(await search(`${M}: Delta`))).toEqual(['Delta Conference']);
    // Wildcards match literally.
    expect(titles(await search('%_%'))).toEqual([]);
  });

  it('pages in the database', async () => {
    const page1 = await q('limit=2&page=1');
    const page3 = await q('limit=2&page=3');
    expect(page1.json().pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(titles(page1)).toEqual(['echo Training', 'Charlie Webinar']);
    expect(titles(page3)).toEqual(['Delta Conference']);
    expect(titles(await q('limit=2&page=9'))).toEqual([]);
    const all = await t.inject({ method: 'GET', url: '/api/events' });
    expect(all.json().pagination.limit).toBe(10);
    expect(all.json().events.length).toBeLessThanOrEqual(10);
  });

  it.each([
    'limit=101',
    'limit=0',
    'limit=abc',
    'page=0',
    'page=-1',
    'sort=price',
    'type=party',
    'status=draft',
    'time=tomorrow',
    'from=yesterday',
    'to=2030-13-01',
    `search=${'x'.repeat(201)}`,
  ])('answers 400 for %s', async (query) => {
    const res = await t.inject({ method: 'GET', url: `/api/events?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("knows this month and next month (of the site's time zone, Kampala), with the clock of the service", async () => {
    const service = createEventsService(
      { db: t.app.db, storage: undefined as never, config: t.app.config },
      { now: () => new Date('2031-03-15T12:00:00Z') },
    );
    const march = await create({ title: 'March event', description: M, startDate: '2031-03-02T09:00:00Z', endDate: undefined });
    const april = await create({ title: 'April event', description: M, startDate: '2031-04-30T20:00:00Z', endDate: undefined });
    // 23:00 UTC on 30 April is already 1 May in Kampala.
    const may = await create({ title: 'May event', description: M, startDate: '2031-04-30T23:00:00Z', endDate: undefined });
    const query = { page: 1, limit: 10, sort: { field: 'date' as const, direction: 'asc' as const }, search: M };
    expect((await service.list({ ...query, time: 'this-month' })).events.map((e) => e.id)).toEqual([march.id]);
    expect((await service.list({ ...query, time: 'next-month' })).events.map((e) => e.id)).toEqual([april.id]);
    for (const id of [march.id, april.id, may.id]) await t.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: admin });
  });
});

describe('POST /api/events/:id/registrations', () => {
  it('registers a visitor and counts them', async () => {
    const event = await create({ capacity: 3 });
    const res = await register(event.id, { name: '  Ann Example ', email: 'Ann@Test.Example.org', phone: 'ignored' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'confirmed', event: { id: event.id, registered: 1, capacity: 3 } });
    const stored = (await t.inject({ method: 'GET', url: `/api/events/${event.id}` })).json().event;
    expect(stored).toMatchObject({ registered: 1, attendees: 1 });
    const [row] = await t.app.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(row).toMatchObject({ name: 'Ann Example', email: 'ann@test.example.org', status: 'confirmed' });
    // The client address as a keyed hash, never the address.
    expect(row!.clientKey).toMatch(/^[\w-]{32}$/);
    expect(row!.clientKey).not.toContain('127.0.0.1');
  });

  it('answers the same email again exactly as the first time, in any case, and takes no second seat', async () => {
    const event = await create({ capacity: 3 });
    const first = await register(event.id, { name: 'Bo', email: 'bo@test.example.org' });
    const again = await register(event.id, { name: 'Bo again', email: 'BO@test.example.org' });
    const stranger = await register(event.id, { name: 'Cy', email: 'cy@test.example.org' });
    expect([first.statusCode, again.statusCode, stranger.statusCode]).toEqual([201, 201, 201]);
    expect(Object.keys(again.json())).toEqual(Object.keys(first.json()));
    expect(again.json()).toEqual({ status: 'confirmed', event: { id: event.id, registered: 1, capacity: 3 } });
    expect(stranger.json()).toEqual({ status: 'confirmed', event: { id: event.id, registered: 2, capacity: 3 } });
    expect(again.headers['content-length']).toBe(first.headers['content-length']);
    expect((await t.inject({ method: 'GET', url: `/api/events/${event.id}` })).json().event.registered).toBe(2);
    expect(await registrationRows(event.id)).toBe(2);
    // The first name typed stays: a second registration changes nothing.
    const rows = await t.app.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.map((r) => r.name).sort()).toEqual(['Bo', 'Cy']);
  });

  it('refuses a full event (409)', async () => {
    const event = await create({ capacity: 1 });
    expect((await register(event.id, { name: 'First', email: 'first@test.example.org' })).statusCode).toBe(201);
    const res = await register(event.id, { name: 'Second', email: 'second@test.example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This event is full');
    expect(await registrationRows(event.id)).toBe(1);
  });

  it.each([
    ['has started', { startDate: inDays(-1), endDate: inDays(1) }],
    ['is over', { startDate: inDays(-10), endDate: inDays(-9), status: 'completed' }],
    ['is past its registration deadline', { registrationDeadline: inDays(-1) }],
    ['is cancelled', { status: 'cancelled' }],
    ['is completed', { status: 'completed' }],
  ])('refuses an event that %s (409)', async (_label, over) => {
    const event = await create(over);
    const res = await register(event.id, { name: 'Late', email: 'late@test.example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Registration for this event has closed');
    expect(await registrationRows(event.id)).toBe(0);
  });

  it('marks registrations pending when the event requires approval', async () => {
    const event = await create({ requiresApproval: true });
    const res = await register(event.id, { name: 'Pat', email: 'pat@test.example.org' });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
  });

  it('answers 404 for a missing event and 400 for bad input', async () => {
    const missing = await register(999999, { name: 'Ann', email: 'ann@test.example.org' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
    const event = await create();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'x@test.example.org' }, 'name', 'Name is required'],
      [{ name: ' ', email: 'x@test.example.org' }, 'name', 'Name is required'],
      [{ name: 'X' }, 'email', 'Email is required'],
      [{ name: 'X', email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ name: 'x'.repeat(201), email: 'x@test.example.org' }, 'name', 'Name must be at most 200 characters'],
      [{ name: ['X'], email: 'x@test.example.org' }, 'name', 'Name is required'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await register(event.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect((await register(Number.NaN, { name: 'A', email: 'a@test.example.org' })).statusCode).toBe(400);
    expect((await register(event.id, { name: 'A\u0000', email: 'a@test.example.org' })).json().errors).toEqual([
      { field: 'name', message: MESSAGES.common.badCharacters },
    ]);
    const broken = await t.send('POST', `/api/events/${event.id}/registrations`, { 'content-type': 'application/json' }, '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(await registrationRows(event.id)).toBe(0);
  });

  it('never overbooks: 20 concurrent registrations for 5 seats give 5 x 201 and 15 x 409', async () => {
    const event = await create({ capacity: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(event.id, { name: `Guest ${i}`, email: `guest${i}@test.example.org` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe('This event is full');
    const [row] = await t.app.db.select({ registered: events.registered }).from(events).where(eq(events.id, event.id));
    expect(row!.registered).toBe(5);
    expect(await registrationRows(event.id)).toBe(5);
    const seen = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().event.registered)
      .sort();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('limits registrations per address and event: a 4th from one address is refused (429) and takes no seat; another address still registers', async () => {
    const limited = await createTestApp({ EVENT_REGISTRATION_RATE_LIMIT: '' }); // the default: 3 a day
    try {
      const token = bearer(await limited.tokenFor('editor'));
      const make = async () => {
        const res = await limited.inject({ method: 'POST', url: '/api/events', headers: token, payload: newEvent({ capacity: 50 }) });
        return res.json().event as EventItem;
      };
      const [event, other] = [await make(), await make()];
      const from = (id: number, i: number, remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: `/api/events/${id}/registrations`,
          payload: { name: `Guest ${i}`, email: `flood${i}@test.example.org` },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) expect((await from(event.id, i, '203.0.113.50')).statusCode).toBe(201);
      const fourth = await from(event.id, 3, '203.0.113.50');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(EVENT_MESSAGES.tooManyRegistrations);
      const seats = async (id: number) => (await limited.inject({ method: 'GET', url: `/api/events/${id}` })).json().event.registered;
      expect(await seats(event.id)).toBe(3);
      // Another address, and another event from the same address, still register.
      expect((await from(event.id, 4, '203.0.113.51')).statusCode).toBe(201);
      expect((await from(other.id, 5, '203.0.113.50')).statusCode).toBe(201);
      expect(await seats(event.id)).toBe(4);
    } finally {
      await limited.close();
    }
  });

  it('limits the seats one address holds in an event to its share (EVENT_SEAT_SHARE_PER_ADDRESS): one address cannot fill a small event', async () => {
    const limited = await createTestApp({ EVENT_SEAT_SHARE_PER_ADDRESS: '' }); // the default: 25 %, at least one seat
    try {
      const token = bearer(await limited.tokenFor('editor'));
      const make = async (capacity: number) => {
        const res = await limited.inject({ method: 'POST', url: '/api/events', headers: token, payload: newEvent({ capacity }) });
        return res.json().event as EventItem;
      };
      const small = await make(3);
      const from = (id: number, email: string, remoteAddress: string) =>
        limited.inject({ method: 'POST', url: `/api/events/${id}/registrations`, payload: { name: 'Guest', email }, remoteAddress });
      expect((await from(small.id, 'one@test.example.org', '203.0.113.60')).statusCode).toBe(201);
      // A second seat from that address is refused, for a new email and for the registered one alike.
      for (const email of ['two@test.example.org', 'one@test.example.org']) {
        const res = await from(small.id, email, '203.0.113.60');
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toBe(EVENT_MESSAGES.tooManySeats);
      }
      const seats = async (id: number) => (await limited.inject({ method: 'GET', url: `/api/events/${id}` })).json().event.registered;
      expect(await seats(small.id)).toBe(1);
      // Other addresses take the other seats.
      expect((await from(small.id, 'three@test.example.org', '203.0.113.61')).statusCode).toBe(201);
      expect((await from(small.id, 'four@test.example.org', '203.0.113.62')).statusCode).toBe(201);
      expect(await seats(small.id)).toBe(3);
      // 40 seats: 10 from one address (a quarter), whatever the day.
      const big = await make(40);
      for (let i = 0; i < 10; i++) expect((await from(big.id, `big${i}@test.example.org`, '198.51.100.7')).statusCode).toBe(201);
      expect((await from(big.id, 'big10@test.example.org', '198.51.100.7')).statusCode).toBe(429);
      expect(await seats(big.id)).toBe(10);
    } finally {
      await limited.close();
    }
  });

  it('answers a closed event with the closed message, never with whether an email is registered', async () => {
    const event = await create();
    expect((await register(event.id, { name: 'Early', email: 'early@test.example.org' })).statusCode).toBe(201);
    await t.inject({ method: 'PUT', url: `/api/events/${event.id}`, headers: admin, payload: { status: 'cancelled' } });
    for (const email of ['early@test.example.org', 'EARLY@test.example.org', 'never@test.example.org']) {
      const res = await register(event.id, { name: 'Again', email });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EVENT_MESSAGES.closed);
    }
    expect(await registrationRows(event.id)).toBe(1);
  });

  it('registers one email once under concurrent double submits, answering each the same', async () => {
    const event = await create({ capacity: 10 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => register(event.id, { name: 'Double', email: 'double@test.example.org' })),
    );
    for (const r of results) {
      expect(r.statusCode).toBe(201);
      expect(r.json()).toEqual({ status: 'confirmed', event: { id: event.id, registered: 1, capacity: 10 } });
    }
    const [row] = await t.app.db.select({ registered: events.registered }).from(events).where(eq(events.id, event.id));
    expect(row!.registered).toBe(1);
    expect(await registrationRows(event.id)).toBe(1);
  });
});

describe('GET /api/events/:id/registrations', () => {
  it('lists registrations newest first for editors and admins', async () => {
    const event = await create();
    for (const n of [1, 2, 3]) await register(event.id, { name: `Person ${n}`, email: `person${n}@test.example.org` });
    const url = `/api/events/${event.id}/registrations`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url, headers: viewer })).statusCode).toBe(403);
    const res = await t.inject({ method: 'GET', url, headers: editor });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.registrations.map((r: { name: string }) => r.name)).toEqual(['Person 3', 'Person 2', 'Person 1']);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    const paged = await t.inject({ method: 'GET', url: `${url}?limit=1&page=2`, headers: admin });
    expect(paged.json().registrations.map((r: { name: string }) => r.name)).toEqual(['Person 2']);
    expect((await t.inject({ method: 'GET', url: `${url}?limit=500`, headers: admin })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/events/999999/registrations', headers: admin })).statusCode).toBe(404);
  });
});

describe('GET /api/events/:id/ics', () => {
  it('answers an iCalendar file for the event', async () => {
    const event = await create({
      title: 'Annual MNCH Conference: 2030!',
      description: '<p>Research &amp; <strong>policy</strong></p><script>alert(1)</script>',
      startDate: '2030-06-15T09:00:00+03:00',
      endDate: '2030-06-16T17:00:00+03:00',
      venueName: 'Speke Resort, Munyonyo',
      organizer: 'MNCH Centre',
    });
    const res = await t.inject({ method: 'GET', url: `/api/events/${event.id}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="annual-mnch-conference-2030.ics"');
    const body = res.body.replace(/\r\n[ \t]/g, '');
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain('SUMMARY:Annual MNCH Conference: 2030!');
    expect(body).toContain('DTSTART:20300615T060000Z');
    expect(body).toContain('DTEND:20300616T140000Z');
    expect(body).toContain('LOCATION:Speke Resort\\, Munyonyo');
    expect(body).toContain('DESCRIPTION:Research & policy');
    expect(body).not.toMatch(/<|script/);
    expect(body).toMatch(/ORGANIZER;CN="?MNCH Centre"?:mailto:events@test.example.org/i);
    expect(body).toMatch(new RegExp(`URL:http://[^\\r\\n]+/events\\?event=${event.slug}\\r\\n`));
    expect(body).toContain(`UID:event-${event.id}@`);
    expect(body).toContain('STATUS:CONFIRMED');
    expect(body.trimEnd()).toMatch(/END:VCALENDAR$/);
  });

  it('links the event on the configured origin, never on the Host header the request names', async () => {
    const event = await create({
      title: 'Host header event',
      startDate: '2030-06-15T09:00:00+03:00',
      endDate: '2030-06-15T17:00:00+03:00',
    });
    const res = await t.inject({ method: 'GET', url: `/api/events/${event.id}/ics`, headers: { host: 'evil.attacker.example' } });
    expect(res.statusCode).toBe(200);
    const body = res.body.replace(/\r\n[ \t]/g, '');
    expect(body).toContain(`URL:${t.app.config.publicConfig.siteUrl}/events?event=${event.slug}`);
    expect(t.app.config.publicConfig.siteUrl).toBe('http://localhost:3000');
    expect(body).not.toContain('attacker');
  });

  it('uses the meeting link as the location of a virtual event and an hour when there is no end', async () => {
    const event = await create({
      title: 'Online Webinar',
      type: 'webinar',
      isVirtual: true,
      venueName: null,
      virtualLink: 'https://meet.example.org/w',
      startDate: '2030-07-01T10:00:00Z',
      endDate: null,
      contactEmail: null,
      status: 'cancelled',
    });
    const res = await t.inject({ method: 'GET', url: `/api/events/${event.id}/ics` });
    const body = res.body.replace(/\r\n[ \t]/g, '');
    expect(body).toContain('LOCATION:https://meet.example.org/w');
    expect(body).toContain('DTSTART:20300701T100000Z');
    expect(body).toContain('DTEND:20300701T110000Z');
    expect(body).toContain('STATUS:CANCELLED');
    expect(body).toMatch(/ORGANIZER;CN="?MNCH Centre"?/);
  });

  it('cuts a long description at ICS_DESCRIPTION_MAX_LENGTH characters, ending in "…", never inside a surrogate pair', async () => {
    const [row] = await t.app.db.select().from(events).limit(1);
    const description = (body: string) => /\r\nDESCRIPTION:([^\r]*)\r\n/.exec(body.replace(/\r\n[ \t]/g, ''))![1]!;
    const long = description(buildIcs({ ...row!, description: `<p>${'word '.repeat(20_000)}</p>` }, 'http://x.org').body);
    expect(long).toHaveLength(ICS_DESCRIPTION_MAX_LENGTH);
    expect(long).toBe(
      `${'word '
        .repeat(800)
        .slice(0, ICS_DESCRIPTION_MAX_LENGTH - 1)
        .trimEnd()}…`,
    );
    const emoji = description(
      buildIcs({ ...row!, description: `<p>${'a'.repeat(ICS_DESCRIPTION_MAX_LENGTH - 2)}${'🙂'.repeat(10)}</p>` }, 'http://x.org').body,
    );
    expect(emoji).toBe(`${'a'.repeat(ICS_DESCRIPTION_MAX_LENGTH - 2)}…`);
    const exact = 'b'.repeat(ICS_DESCRIPTION_MAX_LENGTH);
    expect(description(buildIcs({ ...row!, description: `<p>${exact}</p>` }, 'http://x.org').body)).toBe(exact);
  });

  it('still makes a file when the ics package refuses an address, and names it safely', async () => {
    const [row] = await t.app.db.select().from(events).limit(1);
    const { body } = buildIcs({ ...row!, contactEmail: 'ü@example.org' }, 'not a url');
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).not.toContain('mailto');
    expect(body).toContain('UID:event-');
    expect(slugify('Ça va? Événement ÉCOLE — 2030')).toBe('ca-va-evenement-ecole-2030');
    expect(buildIcs({ ...row!, title: '会议' }, 'http://x.org').filename).toBe(`event-${row!.id}.ics`);
  });

  it('keeps a hostile organizer inside one quoted CN parameter: no injected property, line or parameter (RFC 5545 3.2)', async () => {
    const hostile = [
      'Org\r\nORGANIZER:mailto:attacker@evil.example',
      'Org\nATTENDEE;CN=x:mailto:attacker@evil.example',
      'Org\rX-INJECTED:1',
      'Org"; SENT-BY="mailto:attacker@evil.example',
      'Org\u001b\u007f\t:;,"\\',
    ];
    for (const organizer of hostile) {
      // Through the API, as an editor would type it.
      const event = await create({ organizer });
      const res = await t.inject({ method: 'GET', url: `/api/events/${event.id}/ics` });
      expect(res.statusCode).toBe(200);
      const props = veventLines(res.body);
      const organizers = props.filter((p) => p.name === 'ORGANIZER');
      expect(organizers).toHaveLength(1);
      expect(Object.keys(organizers[0]!.params)).toEqual(['CN']);
      expect(organizers[0]!.params.CN).toHaveLength(1);
      expect(organizers[0]!.params.CN![0]).toMatch(/^Org\b/);
      expect(organizers[0]!.value).toBe(`MAILTO:${event.contactEmail}`);
      expect(props.map((p) => p.name).filter((n) => ['ATTENDEE', 'X-INJECTED'].includes(n) || n.startsWith('X-'))).toEqual([]);
      expect(res.body).not.toContain('attacker@evil.example:');
    }
    expect(icsParamText('A\r\n"B"\tC', 'x')).toBe("A 'B' C");
    expect(icsParamText('\r\n', 'Organizer')).toBe('Organizer');
  });

  it('answers 404 for a missing event and 400 for a malformed id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/events/999999/ics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event not found');
    expect((await t.inject({ method: 'GET', url: '/api/events/x/ics' })).statusCode).toBe(400);
  });
});
