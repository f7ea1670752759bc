import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mnch/shared';
import { appWith, createTestApp, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, admin: AuthHeaders, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, admin, editor, viewer } = await appWith(['admin', 'editor', 'viewer'])));
afterAll(() => t.close());

const send = (payload: unknown) => t.inject({ method: 'POST', url: '/api/inquiries', payload: payload as object });

const contact = (over: Record<string, unknown> = {}) => ({
  kind: 'contact',
  firstName: 'Ada',
  lastName: 'Example',
  email: 'ada@test.example.org',
  subject: 'Research collaboration',
  message: 'We would like to work with you.',
  ...over,
});
const getInvolved = (over: Record<string, unknown> = {}) => ({
  kind: 'get-involved',
  name: 'Grace Example',
  email: 'grace@test.example.org',
  organization: 'Example University',
  interest: 'partnership',
  message: 'Let us partner.',
  ...over,
});

describe('POST /api/inquiries', () => {
  it('stores a contact message from anyone', async () => {
    const res = await send(contact({ email: 'Ada@Test.Example.org', phone: 'ignored', read: true, id: 5 }));
    expect(res.statusCode).toBe(201);
    const { inquiry } = res.json();
    expect(inquiry).toMatchObject({
      kind: 'contact',
      name: 'Ada Example',
      email: 'ada@test.example.org',
      subject: 'Research collaboration',
      message: 'We would like to work with you.',
      organization: null,
      interest: null,
      interests: [],
      read: false,
    });
    expect(inquiry.createdAt).toBe(inquiry.created_at);
    expect(inquiry).not.toHaveProperty('phone');
  });

  it('accepts one name instead of first and last name on the contact form', async () => {
    const res = await send(contact({ firstName: undefined, lastName: undefined, name: 'Single Name' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().inquiry.name).toBe('Single Name');
  });

  it('stores Get in Touch, event notifications and Stay Updated requests', async () => {
    const involved = await send(getInvolved({ interest: 'Funding' }));
    expect(involved.statusCode).toBe(201);
    expect(involved.json().inquiry).toMatchObject({
      kind: 'get-involved',
      name: 'Grace Example',
      organization: 'Example University',
      interest: 'funding',
      message: 'Let us partner.',
    });

    const noInterest = await send(getInvolved({ interest: undefined, organization: '' }));
    expect(noInterest.json().inquiry).toMatchObject({ interest: null, organization: null });

    const notifications = await send({
      kind: 'event-notifications',
      name: 'Ed',
      email: 'ed@test.example.org',
      eventTypes: ['conference', 'Webinars', 'conference'],
    });
    expect(notifications.statusCode).toBe(201);
    expect(notifications.json().inquiry).toMatchObject({
      kind: 'event-notifications',
      name: 'Ed',
      interests: ['Conference', 'Webinar'],
      message: null,
      subject: null,
    });

    const updates = await send({
      kind: 'stay-updated',
      name: 'Sam',
      email: 'sam@test.example.org',
      interests: ['Research', 'Training', ''],
    });
    expect(updates.statusCode).toBe(201);
    expect(updates.json().inquiry).toMatchObject({ kind: 'stay-updated', name: 'Sam', interests: ['Research', 'Training'] });
  });

  it('keeps text exactly as sent: markup is stored as text, never rendered or stripped', async () => {
    const message = '<script>alert("x")</script> <b>bold</b> & "quotes" \'single\'\nnew line';
    const res = await send(contact({ subject: '<img src=x onerror=alert(1)>', message }));
    expect(res.statusCode).toBe(201);
    expect(res.json().inquiry).toMatchObject({ subject: '<img src=x onerror=alert(1)>', message });
    const list = await t.inject({ method: 'GET', url: '/api/inquiries?search=alert', headers: admin });
    expect(list.json().inquiries[0]).toMatchObject({ subject: '<img src=x onerror=alert(1)>', message });
  });

  it.each([
    [contact({ firstName: '', lastName: '' }), 'firstName', 'First name is required'],
    [contact({ lastName: undefined }), 'lastName', 'Last name is required'],
    [contact({ email: '' }), 'email', 'Email is required'],
    [contact({ email: undefined }), 'email', 'Email is required'],
    [contact({ email: 'nope' }), 'email', 'Please enter a valid email address'],
    [contact({ subject: ' ' }), 'subject', 'Subject is required'],
    [contact({ message: '' }), 'message', 'Message is required'],
    [contact({ message: 'x'.repeat(5001) }), 'message', 'Message must be at most 5000 characters'],
    [getInvolved({ name: '' }), 'name', 'Name is required'],
    [getInvolved({ name: 42 }), 'name', 'Name is required'],
    [getInvolved({ message: undefined }), 'message', 'Message is required'],
    [
      getInvolved({ interest: 'gossip' }),
      'interest',
      'Interest must be one of partnership, career, events, volunteer, research, funding, other',
    ],
    [getInvolved({ organization: 'x'.repeat(201) }), 'organization', 'Organization must be at most 200 characters'],
    [{ kind: 'event-notifications', email: 'e@test.example.org', eventTypes: [] }, 'name', 'Name is required'],
    [
      { kind: 'event-notifications', name: 'E', email: 'e@test.example.org', eventTypes: ['Party'] },
      'eventTypes.0',
      'Event types must be among Conference, Workshop, Webinar, Training, Seminar, Summit, Symposium',
    ],
    [{ kind: 'stay-updated', name: 'S', email: 'bad' }, 'email', 'Please enter a valid email address'],
    [
      { kind: 'stay-updated', name: 'S', email: 's@test.example.org', interests: Array.from({ length: 21 }, (_, i) => `i${i}`) },
      'interests',
      'Interests may have at most 20 entries',
    ],
    [
      { kind: 'complaint', name: 'X', email: 'x@test.example.org' },
      'kind',
      'kind must be one of contact, get-involved, event-notifications, stay-updated',
    ],
    [
      { name: 'X', email: 'x@test.example.org', message: 'm' },
      'kind',
      'kind must be one of contact, get-involved, event-notifications, stay-updated',
    ],
  ])('rejects %j: %s "%s"', async (payload, field, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const payload of [
      [1, 2],
      { kind: ['contact'] },
      contact({ message: { text: 'x' } }),
      contact({ name: 'x'.repeat(100_000) }),
      { kind: 'stay-updated', name: 'S', email: 's@test.example.org', interests: [{}] },
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const nul = await send(contact({ message: 'zero\u0000byte' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([{ field: 'message', message: MESSAGES.common.badCharacters }]);
    expect((await t.inject({ method: 'GET', url: '/api/inquiries?search=%00', headers: admin })).statusCode).toBe(400);
    const broken = await t.send('POST', '/api/inquiries', { 'content-type': 'application/json' }, '{"kind":"contact",');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not valid JSON/);
  });

  it('is rate limited per client', async () => {
    const limited = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.inject({ method: 'POST', url: '/api/inquiries', payload: contact() })).statusCode);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/inquiries', () => {
  const M = 'qqinqmarker';
  const q = (query: string, headers = admin) => t.inject({ method: 'GET', url: `/api/inquiries?search=${M}&${query}`, headers });
  const subjects = (res: { json: () => { inquiries: Array<{ subject: string | null; name: string }> } }) =>
    res.json().inquiries.map((i) => i.subject ?? i.name);

  beforeAll(async () => {
    await send(contact({ subject: `${M} first`, email: 'one@test.example.org' }));
    await send(getInvolved({ name: `${M} second`, interest: 'career' }));
    await send(contact({ subject: `${M} third`, message: 'Hello about grants' }));
    await send({ kind: 'stay-updated', name: `${M} fourth`, email: 'four@test.example.org', interests: [] });
  });

  it('is for editors and admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/inquiries' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/inquiries', headers: viewer })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/inquiries', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/inquiries', headers: editor })).statusCode).toBe(200);
  });

  it('lists newest first with pagination', async () => {
    const res = await q('');
    expect(res.statusCode).toBe(200);
    expect(subjects(res)).toEqual([`${M} fourth`, `${M} third`, `${M} second`, `${M} first`]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    const page2 = await q('limit=3&page=2');
    expect(subjects(page2)).toEqual([`${M} first`]);
    expect(page2.json().pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
  });

  it('filters by kind, read and search (name, email, subject, message)', async () => {
    expect(subjects(await q('kind=contact'))).toEqual([`${M} third`, `${M} first`]);
    expect(subjects(await q('kind=get-involved'))).toEqual([`${M} second`]);
    expect(subjects(await q('kind=all'))).toHaveLength(4);
    const search = (term: string) => t.inject({ method: 'GET', url: `/api/inquiries?search=${encodeURIComponent(term)}`, headers: admin });
    expect(subjects(await search('ABOUT GRANTS'))).toEqual([`${M} third`]);
    expect(subjects(await search('four@test'))).toEqual([`${M} fourth`]);
    expect(subjects(await search(`${M} sec`))).toEqual([`${M} second`]);
    expect(subjects(await search('100%'))).toEqual([]);
  });

  it('counts unread inquiries for the bell and follows PATCH { read }', async () => {
    const unread = async () =>
      (await t.inject({ method: 'GET', url: '/api/inquiries?read=false&limit=1', headers: editor })).json().pagination.total as number;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(4);
    const [first] = (await q('limit=1')).json().inquiries;
    const res = await t.inject({ method: 'PATCH', url: `/api/inquiries/${first.id}`, headers: editor, payload: { read: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().inquiry).toMatchObject({ id: first.id, read: true });
    expect(await unread()).toBe(before - 1);
    expect(subjects(await q('read=true'))).toEqual([`${M} fourth`]);
    const back = await t.send('PATCH', `/api/inquiries/${first.id}`, admin, { read: false, message: 'ignored' });
    expect(back.json().inquiry).toMatchObject({ read: false, message: first.message });
    expect(await unread()).toBe(before);
  });

  it.each(['limit=101', 'limit=0', 'page=0', 'read=maybe', 'kind=complaint', `search=${'x'.repeat(201)}`])(
    'answers 400 for %s',
    async (query) => {
      const res = await t.inject({ method: 'GET', url: `/api/inquiries?${query}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );
});

describe('GET, PATCH and DELETE /api/inquiries/:id', () => {
  it('reads one inquiry for staff; 404 for a missing one; 400 for a malformed id', async () => {
    const { inquiry } = (await send(contact())).json();
    expect((await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}`, headers: viewer })).statusCode).toBe(403);
    const res = await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}`, headers: editor });
    expect(res.json().inquiry).toEqual(inquiry);
    expect((await t.inject({ method: 'GET', url: '/api/inquiries/999999', headers: editor })).json()).toEqual({
      message: 'Inquiry not found',
    });
    expect((await t.inject({ method: 'GET', url: '/api/inquiries/abc', headers: editor })).statusCode).toBe(400);
  });

  it('PATCH needs { read: boolean }, staff, and an existing inquiry', async () => {
    const { inquiry } = (await send(contact())).json();
    const url = `/api/inquiries/${inquiry.id}`;
    expect((await t.inject({ method: 'PATCH', url, payload: { read: true } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PATCH', url, headers: viewer, payload: { read: true } })).statusCode).toBe(403);
    for (const payload of [{}, { read: 'yes' }, { read: null }, { read: [true] }]) {
      const res = await t.inject({ method: 'PATCH', url, headers: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'read', message: 'read must be true or false' });
    }
    const missing = await t.inject({ method: 'PATCH', url: '/api/inquiries/999999', headers: admin, payload: { read: true } });
    expect(missing.statusCode).toBe(404);
    const broken = await t.inject({ method: 'PATCH', url, headers: { ...admin, 'content-type': 'application/json' }, payload: '{read:' });
    expect(broken.statusCode).toBe(400);
  });

  it('DELETE removes an inquiry for staff, then 404', async () => {
    const { inquiry } = (await send(contact())).json();
    const url = `/api/inquiries/${inquiry.id}`;
    expect((await t.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url, headers: viewer })).statusCode).toBe(403);
    const res = await t.inject({ method: 'DELETE', url, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Inquiry deleted' });
    expect((await t.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});
