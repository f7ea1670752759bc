import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, type AuditEntry, type AuditFacets } from '@mnch/shared';
import { auditLog } from '../src/db/schema';
import { REFUSED_ROWS_PER_ACCOUNT_PER_DAY, describeWrite } from '../src/plugins/audit';
import { ADMIN, bearer, createTestApp, type TestApp } from './helpers';
import { multipart, png } from './fixtures/files';

/**
 * The audit log (docs/behaviour/audit-log.md): every write through the API leaves one row saying who,
 * when, what and which item; refused sign-ins too; administrators read it, and nobody changes it.
 */
let t: TestApp;
/** The app's clock: the real time unless a test sets a day. */
let clock: Date | null = null;
let admin: Record<string, string>;
let adminId: number;
const EDITOR = { name: 'Edna Auditor', email: 'edna.audit@test.example.org', password: 'Editor-pass-123' };
let editorId: number;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock ?? new Date() });
  admin = bearer(await t.adminToken());
  adminId = (await t.app.services.users.findByEmail(ADMIN.email))!.id;
  const res = await t.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { ...EDITOR, role: 'editor' } });
  expect(res.statusCode).toBe(201);
  editorId = res.json().user.id;
  editor = bearer(await t.login(EDITOR.email, EDITOR.password));
});
afterAll(() => t.close());

type Row = typeof auditLog.$inferSelect;

/** Every row written so far (after the hook's writes have finished), oldest first. */
async function allRows(): Promise<Row[]> {
  await t.app.audit.settled();
  return t.app.db.select().from(auditLog).orderBy(asc(auditLog.id));
}
/** The rows written while `action` ran. */
async function rowsOf(action: () => Promise<unknown>): Promise<Row[]> {
  const before = (await allRows()).at(-1)?.id ?? 0;
  await action();
  return (await allRows()).filter((r) => r.id > before);
}
/** An editor made through the users service, with the password 'Secret-pass-123'. */
const newEditor = (name: string, email: string) =>
  t.app.services.users.create({ name, email, role: 'editor', password: 'Secret-pass-123' });
const readLog = (query = '', headers = admin) => t.inject({ method: 'GET', url: `/api/audit-log${query}`, headers });

describe('recording', () => {
  it('records an editor creating, changing and deleting an item, with the editor and the item', async () => {
    let id = 0;
    const rows = await rowsOf(async () => {
      const created = await t.send('POST', '/api/awards', editor, { title: 'Audit award one', awardedBy: 'Test body', year: 2024 });
      expect(created.statusCode).toBe(201);
      id = created.json().award.id;
      const changed = await t.send('PUT', `/api/awards/${id}`, editor, { title: 'Audit award renamed' });
      expect(changed.statusCode).toBe(200);
      expect((await t.inject({ method: 'DELETE', url: `/api/awards/${id}`, headers: editor })).statusCode).toBe(200);
    });
    expect(rows.map((r) => [r.action, r.kind, r.itemId, r.itemLabel, r.method, r.route, r.status])).toEqual([
      ['create', 'awards', String(id), 'Audit award one', 'POST', '/api/awards', 201],
      ['update', 'awards', String(id), 'Audit award renamed', 'PUT', '/api/awards/:id', 200],
      // The delete's answer names nothing: the row takes the label its item had last.
      ['delete', 'awards', String(id), 'Audit award renamed', 'DELETE', '/api/awards/:id', 200],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ userId: editorId, userName: EDITOR.name, role: 'editor' });
      expect(Math.abs(row.at.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it('records nothing for reads or refused writes', async () => {
    const rows = await rowsOf(async () => {
      await t.inject({ method: 'GET', url: '/api/awards' });
      await t.inject({ method: 'POST', url: '/api/awards', headers: editor, payload: { title: '' } });
      await t.inject({ method: 'POST', url: '/api/awards', payload: { title: 'No token', awardedBy: 'x', year: 2024 } });
      await t.inject({ method: 'DELETE', url: '/api/awards/999999', headers: editor });
      await t.inject({ method: 'POST', url: '/api/no-such-section', headers: editor, payload: {} });
    });
    expect(rows).toEqual([]);
  });

  it('records a successful sign-in and a sign-out with the person', async () => {
    const rows = await rowsOf(async () => {
      const token = await t.login(EDITOR.email, EDITOR.password);
      expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    });
    expect(rows.map((r) => [r.action, r.kind, r.userId, r.userName, r.role, r.itemId, r.route])).toEqual([
      ['sign-in', 'auth', editorId, EDITOR.name, 'editor', null, '/api/auth/login'],
      ['sign-out', 'auth', editorId, EDITOR.name, 'editor', null, '/api/auth/logout'],
    ]);
  });

  it('names a viewer (read-only staff, decision 33) in their rows, as staff, and records their refused write', async () => {
    const email = `audit-viewer-${Date.now()}@test.example.org`;
    const created = await t.send('POST', '/api/users', admin, { name: 'Vera Viewer', email, role: 'viewer', password: 'Viewer-pass-123' });
    expect(created.statusCode).toBe(201);
    const viewerId = created.json().user.id as number;
    const rows = await rowsOf(async () => {
      const token = await t.login(email, 'Viewer-pass-123');
      const refused = await t.inject({ method: 'POST', url: '/api/awards', headers: bearer(token), payload: { title: 'x' } });
      expect(refused.statusCode).toBe(403);
    });
    // The sign-in names the viewer, and so does the refused write (a 403: see "refused attempts").
    expect(rows.map((r) => [r.action, r.userId, r.userName, r.role])).toEqual([
      ['sign-in', viewerId, 'Vera Viewer', 'viewer'],
      ['refused', viewerId, 'Vera Viewer', 'viewer'],
    ]);
  });

  it("records signing out of all devices as a sign-out, and a change of one's own profile or password as an update", async () => {
    const rows = await rowsOf(async () => {
      const token = await t.login(EDITOR.email, EDITOR.password);
      const own = bearer(token);
      expect((await t.inject({ method: 'PATCH', url: '/api/auth/me', headers: own, payload: { name: EDITOR.name } })).statusCode).toBe(200);
      const password = { currentPassword: EDITOR.password, newPassword: EDITOR.password };
      const changed = await t.inject({ method: 'POST', url: '/api/auth/password', headers: own, payload: password });
      expect(changed.statusCode).toBe(200);
      // The change ended every earlier token and answered a new one.
      const renewed = bearer(changed.json().tokens.accessToken);
      expect((await t.inject({ method: 'POST', url: '/api/auth/logout-all', headers: renewed })).statusCode).toBe(200);
    });
    expect(rows.map((r) => [r.action, r.kind, r.userId, r.route])).toEqual([
      ['sign-in', 'auth', editorId, '/api/auth/login'],
      ['update', 'auth', editorId, '/api/auth/me'],
      ['update', 'auth', editorId, '/api/auth/password'],
      ['sign-out', 'auth', editorId, '/api/auth/logout-all'],
    ]);
    // Signing out of all devices ended the editor's sessions: sign in again for the tests that follow.
    editor = bearer(await t.login(EDITOR.email, EDITOR.password));
  });

  it('records a failed sign-in with the account the email belongs to, and never the typed email or password', async () => {
    const wrongPassword = 'Not-the-password-9';
    const stranger = 'nobody.audit@test.example.org';
    const rows = await rowsOf(async () => {
      const refused = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: EDITOR.email.toUpperCase(), password: wrongPassword },
      });
      expect(refused.statusCode).toBe(401);
      const unknown = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: stranger, password: wrongPassword } });
      expect(unknown.statusCode).toBe(401);
    });
    expect(rows.map((r) => [r.action, r.kind, r.userId, r.userName, r.role, r.status, r.itemId, r.itemLabel])).toEqual([
      ['sign-in-failed', 'auth', editorId, EDITOR.name, 'editor', 401, null, null],
      ['sign-in-failed', 'auth', null, null, null, 401, null, null],
    ]);
    const text = JSON.stringify(rows).toLowerCase();
    for (const secret of [EDITOR.email, stranger, wrongPassword.toLowerCase(), '@test.example.org']) expect(text).not.toContain(secret);
  });

  it('records an administrator changing a user role, with the user as the item', async () => {
    const user = await newEditor('Role Change Person', 'role.audit@test.example.org');
    const rows = await rowsOf(async () => {
      const res = await t.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: admin, payload: { role: 'admin' } });
      expect(res.statusCode).toBe(200);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: adminId,
      role: 'admin',
      action: 'update',
      kind: 'users',
      itemId: String(user.id),
      itemLabel: 'Role Change Person',
      route: '/api/users/:id',
    });
    expect(rows[0]!.userName).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toContain('role.audit@');
  });

  it('records a change of the site settings', async () => {
    const settings = {
      address: { building: 'Audit House', city: 'Kampala', country: 'Uganda' },
      phones: [{ label: 'Office', number: '+256 700 000000' }],
      emails: { general: 'info@test.example.org', careers: 'jobs@test.example.org' },
      officeHours: [],
      map: { lat: 0.33, lng: 32.57, label: 'Audit House' },
      social: [],
      footerLinks: [],
    };
    const rows = await rowsOf(async () => {
      const res = await t.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: settings });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(rows.map((r) => [r.action, r.kind, r.itemId, r.itemLabel, r.userId, r.route])).toEqual([
      ['update', 'settings', null, null, adminId, '/api/settings'],
    ]);
  });

  it('records an upload with its file name and address', async () => {
    const body = await multipart({ file: { data: await png(8, 8), filename: 'audit-photo.png', type: 'image/png' } });
    let url = '';
    const rows = await rowsOf(async () => {
      const res = await t.send('POST', '/api/upload/single', { ...editor, ...body.headers }, body.payload);
      expect(res.statusCode, res.body).toBe(201);
      url = res.json().data.url;
    });
    expect(rows.map((r) => [r.action, r.kind, r.itemId, r.itemLabel, r.userId, r.route])).toEqual([
      ['upload', 'uploads', url, 'audit-photo.png', editorId, '/api/upload/single'],
    ]);
  });

  it("records visitors' writes as a visitor's, with none of what they typed", async () => {
    const sender = {
      kind: 'contact',
      firstName: 'Zelda',
      lastName: 'Privateperson',
      email: 'zelda.private@test.example.org',
      subject: 'Secret subject zq',
      message: 'Hello',
    };
    const rows = await rowsOf(async () => {
      expect((await t.inject({ method: 'POST', url: '/api/inquiries', payload: sender })).statusCode).toBe(201);
      const subscribed = await t.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'sub.private@test.example.org', name: 'Subby Private' },
      });
      expect(subscribed.statusCode).toBe(202);
    });
    expect(rows.map((r) => [r.action, r.kind, r.userId, r.userName, r.role, r.itemLabel])).toEqual([
      ['create', 'inquiries', null, null, null, null],
      ['subscribe', 'newsletter', null, null, null, null],
    ]);
    expect(rows[0]!.itemId).toMatch(/^\d+$/);
    const text = JSON.stringify(rows).toLowerCase();
    for (const typed of ['zelda', 'privateperson', 'secret subject', 'private@', 'subby']) expect(text).not.toContain(typed);
  });

  it('keeps no label of an inquiry when staff change it (its fields are a visitor’s)', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        kind: 'contact',
        firstName: 'Quentin',
        lastName: 'Sender',
        email: 'q.sender@test.example.org',
        subject: 'Visitor subject',
        message: 'Hi',
      },
    });
    const id = created.json().inquiry.id;
    const rows = await rowsOf(() => t.inject({ method: 'PATCH', url: `/api/inquiries/${id}`, headers: editor, payload: { read: true } }));
    expect(rows.map((r) => [r.action, r.kind, r.itemId, r.itemLabel, r.userId])).toEqual([
      ['update', 'inquiries', String(id), null, editorId],
    ]);
  });

  it('leaves a publication’s download count out (a counter, docs/behaviour/audit-log.md)', () => {
    expect(
      describeWrite({
        method: 'PATCH',
        route: '/api/publications/:id/download',
        status: 200,
        params: { id: 1 },
        body: undefined,
        payload: { downloads: 3 },
        caller: null,
        subject: null,
      }),
    ).toBeNull();
  });

  it('derives the verbs of routes that name one, and the method’s otherwise', () => {
    const caller = { id: 1, name: 'A', role: 'editor' };
    const verb = (method: string, route: string) =>
      describeWrite({ method, route, status: 200, params: {}, body: undefined, payload: null, caller, subject: null })?.action;
    expect(verb('PATCH', '/api/projects/:id/archive')).toBe('archive');
    expect(verb('POST', '/api/team/:id/move')).toBe('move');
    expect(verb('PUT', '/api/team/order')).toBe('reorder');
    expect(verb('PATCH', '/api/users/bulk-status')).toBe('bulk-update');
    expect(verb('POST', '/api/trash/:id/restore')).toBe('restore');
    expect(verb('PATCH', '/api/publications/:id/citations')).toBe('update');
    expect(verb('DELETE', '/api/trash/:id')).toBe('delete');
    expect(verb('POST', '/api/events/:id/registrations')).toBe('register');
    // Mail: password links, the newsletter's double opt-in and unsubscribe, an issue's announcement.
    expect(verb('POST', '/api/auth/forgot-password')).toBe('request-password-reset');
    expect(verb('POST', '/api/auth/reset-password')).toBe('reset-password');
    expect(verb('POST', '/api/users/:id/password-link')).toBe('send-password-link');
    expect(verb('POST', '/api/newsletter/confirm')).toBe('confirm');
    expect(verb('POST', '/api/newsletter/unsubscribe/:token')).toBe('unsubscribe');
    expect(verb('POST', '/api/newsletters/:id/announcement')).toBe('announce');
  });

  it('never fails or changes the answer when a row cannot be written', async () => {
    const service = t.app.services.auditLog;
    const record = service.record;
    service.record = () => Promise.reject(new Error('the database is away'));
    try {
      const res = await t.send('POST', '/api/awards', editor, { title: 'Unlogged award', awardedBy: 'x', year: 2024 });
      expect(res.statusCode).toBe(201);
      await t.app.audit.settled();
    } finally {
      service.record = record;
    }
  });

  it('keeps the name of a deleted user on their rows', async () => {
    const user = await newEditor('Soon Gone', 'gone.audit@test.example.org');
    const token = bearer(await t.login('gone.audit@test.example.org', 'Secret-pass-123'));
    await t.send('POST', '/api/awards', token, { title: 'Award by the departed', awardedBy: 'x', year: 2023 });
    expect((await t.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin })).statusCode).toBe(200);
    const rows = (await allRows()).filter((r) => r.userName === 'Soon Gone');
    expect(rows.map((r) => r.action)).toEqual(['sign-in', 'create']);
    for (const row of rows) expect(row.userId).toBeNull();
  });
});

describe('refused attempts (403 to a signed-in account)', () => {
  /** Something personal a request may carry in its address or body; never in a row. */
  const SECRET = 'secret.person@example.org';
  const q = `?search=${encodeURIComponent(SECRET)}&email=${encodeURIComponent(SECRET)}`;
  const body = { name: 'Secret Person', email: SECRET, role: 'admin', password: 'Secret-pass-123', ids: [1], status: 'inactive' };
  const attempts: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, string]> = [
    ['GET', `/api/users/all${q}`, '/api/users/all'],
    ['GET', `/api/users/stats${q}`, '/api/users/stats'],
    ['GET', `/api/users/1${q}`, '/api/users/:id'],
    ['GET', `/api/audit-log${q}`, '/api/audit-log'],
    ['GET', '/api/audit-log/facets', '/api/audit-log/facets'],
    ['GET', `/api/outbox${q}`, '/api/outbox'],
    ['GET', '/api/outbox/1', '/api/outbox/:id'],
    ['GET', '/api/redirects', '/api/redirects'],
    ['POST', `/api/users${q}`, '/api/users'],
    ['PUT', '/api/users/1', '/api/users/:id'],
    ['DELETE', '/api/users/1', '/api/users/:id'],
    ['PATCH', '/api/users/bulk-status', '/api/users/bulk-status'],
    ['POST', '/api/users/1/password-link', '/api/users/:id/password-link'],
    ['PUT', `/api/settings${q}`, '/api/settings'],
    ['DELETE', '/api/redirects/1', '/api/redirects/:id'],
  ];

  it('records each of 15 forbidden writes and admin reads by an editor: the account, its role, the method and the route, nothing else', async () => {
    const rows = await rowsOf(async () => {
      for (const [method, url] of attempts) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : body;
        const res = await t.inject({ method, url, headers: editor, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    });
    expect(rows).toHaveLength(15);
    expect(rows.map((r) => [r.method, r.route])).toEqual(attempts.map(([method, , route]) => [method, route]));
    for (const row of rows) {
      expect(row).toMatchObject({ action: 'refused', userId: editorId, userName: EDITOR.name, role: 'editor', status: 403 });
      expect(row).toMatchObject({ itemId: null, itemLabel: null });
      // Nothing the request carried: no query string, no body, no typed name or address.
      expect(JSON.stringify(row)).not.toMatch(/secret|\?|Secret Person/i);
    }
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['users', 'audit-log', 'outbox', 'redirects', 'settings']));
    // Administrators read them, and filter them, like any row.
    const listed = await readLog(`?action=refused&user=${editorId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().pagination.total).toBeGreaterThanOrEqual(15);
    expect(new Set(listed.json().entries.map((e: AuditEntry) => e.action))).toEqual(new Set(['refused']));
  });

  it(`keeps at most ${REFUSED_ROWS_PER_ACCOUNT_PER_DAY} a day per account, so a flood cannot fill the log; the next day counts again`, async () => {
    const flooder = bearer(await t.tokenFor('editor'));
    const other = bearer(await t.tokenFor('viewer'));
    const rows = await rowsOf(async () => {
      for (let i = 0; i < REFUSED_ROWS_PER_ACCOUNT_PER_DAY + 30; i++) {
        expect((await t.inject({ method: 'GET', url: '/api/users/stats', headers: flooder })).statusCode).toBe(403);
      }
      // Another account's refusal is its own: still recorded.
      expect((await t.inject({ method: 'GET', url: '/api/outbox', headers: other })).statusCode).toBe(403);
    });
    expect(rows.filter((r) => r.role === 'editor')).toHaveLength(REFUSED_ROWS_PER_ACCOUNT_PER_DAY);
    expect(rows.filter((r) => r.role === 'viewer')).toHaveLength(1);
    clock = new Date(Date.now() + 86_400_000);
    try {
      const nextDay = await rowsOf(() => t.inject({ method: 'GET', url: '/api/users/stats', headers: flooder }));
      expect(nextDay.map((r) => r.action)).toEqual(['refused']);
    } finally {
      clock = null;
    }
  });

  it('leaves no row for an anonymous or a bad token (401: no account to name) nor for what an admin may do', async () => {
    const rows = await rowsOf(async () => {
      expect((await t.inject({ method: 'GET', url: '/api/users/stats' })).statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: '/api/users/stats', headers: { authorization: 'Bearer x' } })).statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: '/api/users/stats', headers: admin })).statusCode).toBe(200);
    });
    expect(rows).toEqual([]);
  });
});

describe('GET /api/audit-log', () => {
  it('answers the newest rows first in the usual list shape', async () => {
    const res = await readLog('?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({
      page: 1,
      limit: 5,
      total: expect.any(Number),
      totalPages: Math.ceil(body.pagination.total / 5),
    });
    expect(body.entries).toHaveLength(5);
    const ids = (body.entries as AuditEntry[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      userId: expect.toBeOneOf([expect.any(Number), null]),
      userName: expect.toBeOneOf([expect.any(String), null]),
      role: expect.toBeOneOf([expect.any(String), null]),
      action: expect.any(String),
      kind: expect.any(String),
      itemId: expect.toBeOneOf([expect.any(String), null]),
      itemLabel: expect.toBeOneOf([expect.any(String), null]),
      method: expect.any(String),
      route: expect.any(String),
      status: expect.any(Number),
    });
  });

  it('pages: page 2 follows page 1 without overlap', async () => {
    const one = (await readLog('?limit=3&page=1')).json().entries as AuditEntry[];
    const two = (await readLog('?limit=3&page=2')).json().entries as AuditEntry[];
    expect(two).toHaveLength(3);
    expect(Math.min(...one.map((e) => e.id))).toBeGreaterThan(Math.max(...two.map((e) => e.id)));
  });

  it('filters by person, kind and action', async () => {
    const mine = (await readLog(`?user=${editorId}&limit=100`)).json().entries as AuditEntry[];
    expect(mine.length).toBeGreaterThan(3);
    for (const e of mine) expect(e.userId).toBe(editorId);
    const awards = (await readLog('?kind=awards&action=delete&limit=100')).json().entries as AuditEntry[];
    expect(awards.length).toBeGreaterThanOrEqual(1);
    for (const e of awards) expect([e.kind, e.action]).toEqual(['awards', 'delete']);
    const failed = (await readLog('?action=sign-in-failed')).json();
    expect(failed.pagination.total).toBe(2);
    expect((await readLog('?kind=all&action=&user=')).json().pagination.total).toBe((await readLog()).json().pagination.total);
  });

  it("filters by days in the centre's time zone, both ends included", async () => {
    // 23:30 in Kampala on 10 March 2021 is 20:30 UTC; 00:30 on the 12th is 21:30 UTC on the 11th.
    const write = async (at: string, title: string) => {
      clock = new Date(at);
      try {
        await t.inject({ method: 'POST', url: '/api/awards', headers: editor, payload: { title, awardedBy: 'x', year: 2021 } });
        await t.app.audit.settled();
      } finally {
        clock = null;
      }
    };
    await write('2021-03-10T20:30:00Z', 'Day ten');
    await write('2021-03-11T21:30:00Z', 'Day twelve');
    const labels = async (query: string) => ((await readLog(query)).json().entries as AuditEntry[]).map((e) => e.itemLabel);
    expect(await labels('?from=2021-03-10&to=2021-03-10')).toEqual(['Day ten']);
    expect(await labels('?from=2021-03-11&to=2021-03-11')).toEqual([]);
    expect(await labels('?from=2021-03-12&to=2021-03-12')).toEqual(['Day twelve']);
    expect(await labels('?from=2021-03-01&to=2021-03-31')).toEqual(['Day twelve', 'Day ten']);
    expect(await labels('?to=2021-03-11')).toEqual(['Day ten']);
  });

  it('answers 400 with a clear message for bad filters, and the page 0', async () => {
    const cases: Array<[string, string]> = [
      ['?page=0', 'page must be a whole number'],
      ['?limit=1000', 'limit must be a whole number'],
      ['?from=2025-13-01', AUDIT_MESSAGES.fromInvalid],
      ['?from=2025-02-30', AUDIT_MESSAGES.fromInvalid],
      ['?to=yesterday', AUDIT_MESSAGES.toInvalid],
      ['?from=2025-03-01T10:00', AUDIT_MESSAGES.fromInvalid],
      ['?from=2025-03-02&to=2025-03-01', AUDIT_MESSAGES.rangeInvalid],
      ['?action=explode', AUDIT_MESSAGES.actionInvalid],
      ['?user=abc', AUDIT_MESSAGES.userInvalid],
      ['?user=0', AUDIT_MESSAGES.userInvalid],
      ['?kind=DROP%20TABLE', AUDIT_MESSAGES.kindInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await readLog(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });

  it('is for administrators only: 401 without a token, 403 for an editor or a viewer', async () => {
    const viewer = bearer(await t.tokenFor('viewer'));
    for (const url of ['/api/audit-log', '/api/audit-log/facets']) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.inject({ method: 'GET', url, headers: editor })).statusCode, url).toBe(403);
      expect((await t.inject({ method: 'GET', url, headers: viewer })).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/audit-log/facets', () => {
  it('lists the people (by their latest name) and the kinds in the log', async () => {
    const res = await readLog('/facets');
    expect(res.statusCode).toBe(200);
    const { people, kinds } = res.json<AuditFacets>();
    expect(people).toContainEqual({ id: editorId, name: EDITOR.name });
    expect(people.some((p) => p.id === adminId)).toBe(true);
    expect(people.some((p) => p.name === 'Soon Gone')).toBe(false);
    expect(kinds).toEqual([...kinds].sort());
    for (const kind of ['auth', 'awards', 'inquiries', 'newsletter', 'settings', 'uploads', 'users']) expect(kinds).toContain(kind);
  });
});

describe('no way to change the log through the API', () => {
  it('answers every write method on /api/audit-log with 404 or 405, and changes nothing', async () => {
    const before = await allRows();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit-log', '/api/audit-log/1', '/api/audit-log/facets']) {
        const res = await t.inject({ method, url, headers: admin, payload: { action: 'delete', userName: 'Forged' } });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect(await allRows()).toEqual(before);
  });
});
