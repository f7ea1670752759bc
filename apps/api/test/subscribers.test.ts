import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBER_MESSAGES, confirmSubscriptionPath, sortInterests, oneClickUnsubscribePath, unsubscribePath } from '@mnch/shared';
import { requestForLog } from '../src/app';
import { auditLog, outbox, subscribers, users } from '../src/db/schema';
import { CONFIRM_LINK_TTL_MS, CONFIRM_RESEND_MS } from '../src/modules/subscribers/service';
import { ADMIN, bearer, createTestApp, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

/**
 * Newsletter subscribers with double opt-in (docs/behaviour/subscribers.md): the confirmation mail
 * through a real SMTP server, confirm and unsubscribe, the identical answers, the back office's list,
 * stats, export and removal, and nothing personal in a log line.
 */
const SITE = 'https://centre.example.org';
const fast = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 };
let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
let editor: Record<string, string>;
/** The clock of the app: tests move it forward to age links. */
let shift = 0;
const logLines: string[] = [];
let n = 0;
const address = (tag = 'reader') => `${tag}${++n}-${Date.now().toString(36)}@mail.example.org`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url, SITE_URL: SITE },
    {
      mail: { start: true, worker: fast },
      now: () => new Date(Date.now() + shift),
      logStream: { write: (line) => void logLines.push(line) },
    },
  );
  admin = bearer(await t.adminToken());
  editor = bearer(await t.tokenFor('editor'));
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const subscribe = (payload: Record<string, unknown>, url = '/api/newsletter/subscribe') => t.inject({ method: 'POST', url, payload });
const row = async (email: string) => (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
const confirmUrl = /https:\/\/centre\.example\.org\/newsletter\/confirm\/([A-Za-z0-9_-]+)/;

/** The confirmation link of the `nth` message to `email` (1-based), read from the text part. */
async function linkFor(email: string, nth = 1): Promise<string> {
  const mails = await smtp.waitFor(email, nth);
  const match = confirmUrl.exec(mails[nth - 1]!.text ?? '');
  if (!match) throw new Error('no confirmation link in the message');
  return match[1]!;
}
/** An announcement of the other helper's kind, waiting in the outbox (due in an hour, so the worker leaves it). */
const waitingIssue = (dedupeKey: string) =>
  t.app.db.insert(outbox).values({
    recipient: 'someone@mail.example.org',
    subject: 's',
    html: 'h',
    text: 't',
    kind: 'newsletter-issue',
    dedupeKey,
    nextAttemptAt: new Date(Date.now() + 3_600_000),
  });
const confirm = (token: string) => t.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });

describe('subscribing', () => {
  it('stores a pending subscriber and mails a confirmation link that confirms once', async () => {
    const email = address();
    const res = await subscribe({ email: email.toUpperCase(), name: 'Ada', organization: 'Clinic', source: 'footer' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      message: 'Almost done: check your inbox and follow the link in our email to confirm your subscription.',
    });
    const stored = await row(email);
    expect(stored).toMatchObject({ status: 'pending', name: 'Ada', organization: 'Clinic', source: 'footer', confirmedAt: null });
    // No account is made for a subscriber.
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const [mail] = await smtp.waitFor(email);
    expect(mail!.subject).toMatch(/Confirm your subscription/);
    const token = confirmUrl.exec(mail!.text ?? '')![1]!;
    expect(mail!.text).toContain(`${SITE}${confirmSubscriptionPath(token)}`);
    expect(mail!.text).toContain('7 days');
    expect(mail!.html).toContain(`href="${SITE}${confirmSubscriptionPath(token)}"`);
    expect(mail!.html).toContain('7 days');
    // Only the token's hash is kept.
    expect(stored!.confirmTokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    const [queued] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(queued!.kind).toBe('subscription-confirm');

    expect(await t.app.services.subscribers.linkPreview('confirm', token)).toEqual({ maskedEmail: `${email[0]}•••@mail.example.org` });
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: SUBSCRIBER_MESSAGES.confirmed });
    expect(first.body).not.toContain(email);
    expect(await row(email)).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect((await row(email))!.confirmedAt).toBeInstanceOf(Date);
    // The welcome carries the address's unsubscribe link, in the body and as List-Unsubscribe (RFC 8058).
    const [, welcome] = await smtp.waitFor(email, 2);
    const unsubscribeToken = (await row(email))!.unsubscribeToken;
    expect(welcome!.subject).toMatch(/Welcome/);
    expect(welcome!.text).toContain(`${SITE}${unsubscribePath(unsubscribeToken)}`);
    expect(welcome!.html).toContain(`${SITE}${unsubscribePath(unsubscribeToken)}`);
    expect(welcome!.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(welcome!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
      `${SITE}${oneClickUnsubscribePath(unsubscribeToken)}`,
    );

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(SUBSCRIBER_MESSAGES.linkUnusable);
  });

  it('refuses a link older than 7 days', async () => {
    const email = address();
    await subscribe({ email });
    const token = await linkFor(email);
    shift = CONFIRM_LINK_TTL_MS + 60_000;
    try {
      expect(await t.app.services.subscribers.linkPreview('confirm', token)).toBeNull();
      expect((await confirm(token)).statusCode).toBe(410);
    } finally {
      shift = 0;
    }
    expect((await row(email))!.status).toBe('pending');
  });

  it('sends a pending address a fresh link at most every 10 minutes; the old link stops working', async () => {
    const email = address();
    await subscribe({ email });
    const firstToken = await linkFor(email);
    await subscribe({ email });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(1);
    shift = CONFIRM_RESEND_MS + 1000;
    try {
      await subscribe({ email });
      const secondToken = await linkFor(email, 2);
      expect(secondToken).not.toBe(firstToken);
      expect((await confirm(firstToken)).statusCode).toBe(410);
      expect((await confirm(secondToken)).statusCode).toBe(200);
    } finally {
      shift = 0;
    }
  });

  it('answers a new, pending, confirmed, unsubscribed and staff address the same, and mails a confirmed one nothing', async () => {
    const fresh = address('new');
    const pending = address('pending');
    const confirmed = address('confirmed');
    const gone = address('gone');
    await subscribe({ email: pending });
    await subscribe({ email: confirmed });
    await confirm(await linkFor(confirmed));
    await subscribe({ email: gone });
    await t.app.services.subscribers.unsubscribe((await row(gone))!.unsubscribeToken);
    const before = smtp.messages.length;

    for (const url of ['/api/newsletter/subscribe', '/api/users']) {
      const answers = [];
      const times = [];
      for (const email of [fresh, pending, confirmed, gone, ADMIN.email]) {
        const start = performance.now();
        answers.push(await subscribe({ email, name: 'Mallory' }, url));
        times.push(performance.now() - start);
      }
      expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(
        new Set(answers.map((r) => JSON.stringify({ type: r.headers['content-type'], length: r.headers['content-length'] }))).size,
      ).toBe(1);
      // Each takes the fixed minimum time (SUBSCRIBE_MIN_MS), whatever was done.
      for (const ms of times) expect(ms).toBeGreaterThanOrEqual(190);
    }
    // The confirmed address got nothing new; the unsubscribed one is pending again with a new link.
    await smtp.waitFor(gone, 2);
    expect(smtp.to(confirmed)).toHaveLength(2); // the confirmation link and the welcome, nothing since
    expect(await row(confirmed)).toMatchObject({ status: 'confirmed' });
    expect(await row(gone)).toMatchObject({ status: 'pending' });
    // The stored name is not changed by a stranger.
    expect((await row(confirmed))!.name).toBeNull();
    expect(smtp.messages.length).toBeGreaterThan(before);
    // The admin's account is untouched and no account was made for anyone.
    const accounts = await t.app.db.select({ email: users.email, role: users.role }).from(users);
    expect(accounts.filter((u) => [fresh, pending, confirmed, gone].includes(u.email))).toEqual([]);
    expect(accounts.find((u) => u.email === ADMIN.email)?.role).toBe('admin');
  });

  it('survives simultaneous subscriptions of one address', async () => {
    const email = address('rush');
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email })));
    expect(results.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(await t.app.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(1);
  });

  it('answers an unknown or malformed confirmation token without naming anything', async () => {
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual({
      message: SUBSCRIBER_MESSAGES.linkUnusable,
      errors: [{ field: 'token', message: SUBSCRIBER_MESSAGES.linkUnusable }],
    });
    expect((await confirm('bad token!')).statusCode).toBe(400);
  });
});

describe('unsubscribing', () => {
  async function confirmedSubscriber() {
    const email = address('leaver');
    await subscribe({ email });
    await confirm(await linkFor(email));
    return (await row(email))!;
  }

  /** Two issue announcements waiting for `id` and one for `other` (due in an hour, so the worker leaves them). */
  async function queueIssues(id: number, other: number) {
    for (const [issue, to] of [
      [901, id],
      [902, id],
      [901, other],
    ] as const)
      await waitingIssue(`issue:${issue}:to:${to}`);
  }
  const issuesFor = async (id: number) =>
    (await t.app.db.select({ key: outbox.dedupeKey }).from(outbox).where(eq(outbox.kind, 'newsletter-issue')))
      .map((r) => r.key)
      .filter((key) => key?.endsWith(`:to:${id}`));

  it('one-click POST (RFC 8058) unsubscribes, drops the issues still waiting, and answers alike for any token', async () => {
    const sub = await confirmedSubscriber();
    const other = await confirmedSubscriber();
    await queueIssues(sub.id, other.id);
    expect(await issuesFor(sub.id)).toHaveLength(2);

    const res = await t.send(
      'POST',
      oneClickUnsubscribePath(sub.unsubscribeToken),
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(sub.email);
    expect(await row(sub.email)).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect((await row(sub.email))!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await issuesFor(sub.id)).toEqual([]);
    expect(await issuesFor(other.id)).toHaveLength(1);

    const unknown = await t.send(
      'POST',
      oneClickUnsubscribePath('u'.repeat(64)),
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(res.body);
    expect((await row(other.email))!.status).toBe('confirmed');
  });

  it('the unsubscribe page’s call (POST /api/newsletter/unsubscribe) unsubscribes, and an unknown token changes nothing', async () => {
    const sub = await confirmedSubscriber();
    await queueIssues(sub.id, 0);
    expect(await t.app.services.subscribers.linkPreview('unsubscribe', sub.unsubscribeToken)).toEqual({
      maskedEmail: `${sub.email[0]}•••@mail.example.org`,
    });
    const res = await t.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: sub.unsubscribeToken } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SUBSCRIBER_MESSAGES.unsubscribed });
    expect((await row(sub.email))!.status).toBe('unsubscribed');
    expect(await issuesFor(sub.id)).toEqual([]);
    // Twice is still fine (a second click on the page).
    expect(
      (await t.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: sub.unsubscribeToken } })).statusCode,
    ).toBe(200);
    const unknown = await t.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: 'z'.repeat(64) } });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).not.toContain('@');
  });
});

describe('the back office', () => {
  const list = (query: string, headers = editor) => t.inject({ method: 'GET', url: `/api/subscribers${query}`, headers });

  it('lists newest first with search and status, counts per state, exports formula-safe CSV and removes', async () => {
    const tag = `bo${Date.now().toString(36)}`;
    const a = `${tag}-a@mail.example.org`;
    const b = `${tag}-b@mail.example.org`;
    await subscribe({ email: a, name: '=HYPERLINK("x")', organization: 'Clinic, North', source: 'media' });
    await subscribe({ email: b, name: 'Bea', source: 'newsletter' });
    await confirm(await linkFor(b));

    const all = await list(`?search=${tag}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().subscribers.map((s: { email: string }) => s.email)).toEqual([b, a]);
    expect(all.json().pagination).toMatchObject({ total: 2, page: 1 });
    expect(all.json().subscribers[0]).not.toHaveProperty('unsubscribeToken');
    expect(all.json().subscribers[0]).not.toHaveProperty('confirmTokenHash');
    const pending = await list(`?search=${tag}&status=pending`);
    expect(pending.json().subscribers.map((s: { email: string }) => s.email)).toEqual([a]);
    expect((await list('?search=Clinic%2C%20North')).json().subscribers.map((s: { email: string }) => s.email)).toEqual([a]);
    expect((await list('?status=nope')).statusCode).toBe(400);

    const stats = await t.inject({ method: 'GET', url: '/api/subscribers/stats', headers: admin });
    expect(stats.statusCode).toBe(200);
    const counts = stats.json();
    expect(counts.total).toBe(counts.pending + counts.confirmed + counts.unsubscribed);
    expect(counts.confirmed).toBeGreaterThanOrEqual(1);
    // The dashboard's figure counts confirmed subscribers.
    const userStats = await t.inject({ method: 'GET', url: '/api/users/stats', headers: admin });
    expect(userStats.json().subscribers).toBe(counts.confirmed);

    const csv = await t.inject({ method: 'GET', url: `/api/subscribers/export?search=${tag}`, headers: editor });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Email,Name,Organisation,Status,Source,Subscribed,Interests');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${b},Bea,,Confirmed,newsletter,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},$`));
    expect(lines[2]).toContain(`${a},"'=HYPERLINK(""x"")","Clinic, North",Pending,media,`);
    const onlyConfirmed = await t.inject({ method: 'GET', url: `/api/subscribers/export?search=${tag}&status=confirmed`, headers: editor });
    expect(onlyConfirmed.body.trim().split('\r\n')).toHaveLength(2);

    const target = (await row(a))!;
    await waitingIssue(`issue:950:to:${target.id}`);
    const removed = await t.inject({ method: 'DELETE', url: `/api/subscribers/${target.id}`, headers: editor });
    expect(removed.statusCode).toBe(200);
    expect(await row(a)).toBeUndefined();
    expect(
      await t.app.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `issue:950:to:${target.id}`)),
    ).toEqual([]);
    expect((await t.inject({ method: 'DELETE', url: `/api/subscribers/${target.id}`, headers: editor })).statusCode).toBe(404);
  });
});

describe('staff adding subscribers', () => {
  const add = (payload: Record<string, unknown>, headers = editor) =>
    t.inject({ method: 'POST', url: '/api/subscribers', headers, payload });
  const importCsv = (payload: Record<string, unknown>, headers = editor) =>
    t.inject({ method: 'POST', url: '/api/subscribers/import', headers, payload: { consent: CONSENT, dryRun: false, ...payload } });
  const CONSENT = 'Signed the list at the 2026 maternal health conference';
  const count = async () => (await t.app.db.select({ id: subscribers.id }).from(subscribers)).length;
  const outboxCount = async () => (await t.app.db.select({ id: outbox.id }).from(outbox)).length;

  it('adds one address by hand: pending, its consent and adder kept, mailed a confirmation link that says staff added it', async () => {
    const email = address('byhand');
    const res = await add({
      email: email.toUpperCase(),
      name: 'Agnes',
      organization: 'Mbale RRH',
      interests: ['Careers'],
      consent: CONSENT,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(SUBSCRIBER_MESSAGES.added);
    expect(res.json().subscriber).toMatchObject({
      email,
      name: 'Agnes',
      status: 'pending',
      source: 'staff',
      consent: CONSENT,
      interests: ['Careers'],
    });
    const stored = (await row(email))!;
    const [editorRow] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'editor'));
    expect(stored.addedBy).toBe(editorRow!.id);
    const [mail] = await smtp.waitFor(email);
    expect(mail!.text).toContain('team added this address');
    // The link confirms as a visitor's does.
    expect((await confirm(await linkFor(email))).statusCode).toBe(200);
    expect((await row(email))!.status).toBe('confirmed');
  });

  it('refuses an address already on the list (pending, confirmed or unsubscribed) with 409 and changes nothing', async () => {
    const email = address('listed');
    await subscribe({ email });
    const before = { rows: await count(), mails: await outboxCount() };
    const res = await add({ email, consent: CONSENT, name: 'Someone else' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUBSCRIBER_MESSAGES.alreadyListed);
    expect({ rows: await count(), mails: await outboxCount() }).toEqual(before);
    expect((await row(email))!.name).toBeNull();
  });

  it('refuses a missing consent, a bad address or an unknown interest with a message, changing nothing', async () => {
    const before = await count();
    for (const [payload, field] of [
      [{ email: address('noconsent') }, 'consent'],
      [{ email: address('blank'), consent: '   ' }, 'consent'],
      [{ email: 'not an address', consent: CONSENT }, 'email'],
      [{ email: address('interest'), consent: CONSENT, interests: ['Gossip'] }, 'interests.0'],
    ] as const) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('imports a CSV: a dry run first changes nothing, then new addresses are added and mailed; repeats, listed and bad rows are skipped with their lines', async () => {
    const tag = `imp${Date.now().toString(36)}`;
    const known = `${tag}-known@mail.example.org`;
    const gone = `${tag}-gone@mail.example.org`;
    await subscribe({ email: known });
    await subscribe({ email: gone });
    await t.app.db.update(subscribers).set({ status: 'unsubscribed' }).where(eq(subscribers.email, gone));
    const csv = [
      '\uFEFFE-mail address;Full name;Organisation;Interests;Notes',
      `${tag}-one@mail.example.org;Okello;Gulu University;careers; call back`,
      `${tag}-TWO@mail.example.org;"Nakato; Jane";;;`,
      `${tag}-one@mail.example.org;Okello again;;;`,
      `${known};Known;;;`,
      `${gone};Gone;;;`,
      'not-an-address;Bad;;;',
      `${tag}-three@mail.example.org;Three;;Gossip;`,
      ';;;;',
      '',
    ].join('\r\n');
    const before = { rows: await count(), mails: await outboxCount() };
    const dry = await importCsv({ csv, dryRun: true, interests: ['Event Announcements'] });
    expect(dry.statusCode).toBe(200);
    const expected = { rows: 7, added: 2, existing: 2, repeated: 1, invalid: 2 };
    expect(dry.json()).toMatchObject({ dryRun: true, ...expected });
    expect(dry.json().problems).toEqual([
      { line: 7, value: 'not-an-address', message: expect.any(String) },
      { line: 8, value: `${tag}-three@mail.example.org`, message: 'Unknown interest "Gossip"' },
    ]);
    expect(dry.json().message).toBe(
      '2 addresses of 7 rows would be added and mailed a confirmation link. Skipped: 2 addresses already on the list, 1 repeat in the file, 2 rows that cannot be added.',
    );
    expect({ rows: await count(), mails: await outboxCount() }).toEqual(before);

    const done = await importCsv({ csv, interests: ['Event Announcements'] });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ dryRun: false, ...expected });
    expect(await count()).toBe(before.rows + 2);
    expect(await row(`${tag}-one@mail.example.org`)).toMatchObject({
      name: 'Okello',
      organization: 'Gulu University',
      interests: sortInterests(['Careers', 'Event Announcements']),
      status: 'pending',
      source: 'import',
      consent: CONSENT,
    });
    expect((await row(`${tag}-two@mail.example.org`))!.name).toBe('Nakato; Jane');
    expect((await row(gone))!.status).toBe('unsubscribed');
    const [mail] = await smtp.waitFor(`${tag}-two@mail.example.org`);
    expect(mail!.text).toContain('team added this address');
    expect((await confirm(await linkFor(`${tag}-two@mail.example.org`))).statusCode).toBe(200);

    // The same file again adds nothing.
    expect((await importCsv({ csv })).json()).toMatchObject({ added: 0, existing: 4, repeated: 1, invalid: 2 });
  });

  it('refuses a file it cannot use whole, with a message, changing nothing', async () => {
    const before = await count();
    const cases: Array<[string, string]> = [
      ['Name,Organisation\r\nOkello,Gulu\r\n', SUBSCRIBER_MESSAGES.importNoEmailColumn],
      ['Email\r\n', SUBSCRIBER_MESSAGES.importNoRows],
      ['', SUBSCRIBER_MESSAGES.importNoRows],
      ['Email,Name\r\n"unclosed@mail.example.org,Okello\r\n', SUBSCRIBER_MESSAGES.importUnreadable],
      [
        `Email\r\n${Array.from({ length: 5001 }, (_, i) => `many${i}@mail.example.org`).join('\r\n')}`,
        SUBSCRIBER_MESSAGES.importTooManyRows,
      ],
    ];
    for (const [csv, message] of cases) {
      for (const dryRun of [true, false]) {
        const res = await importCsv({ csv, dryRun });
        expect(res.statusCode, csv.slice(0, 40)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    expect((await importCsv({ csv: 'Email\r\na@mail.example.org', consent: '' })).statusCode).toBe(400);
    expect((await importCsv({ csv: 'Email\r\na@mail.example.org', dryRun: 'yes' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('changes no public page: the page cache keeps its pages through additions, imports and removals', async () => {
    const before = (await t.app.pageState.current()).versions;
    const added = await add({ email: address('cache'), consent: CONSENT });
    await importCsv({ csv: `Email\r\n${address('cache')}` });
    await t.inject({ method: 'DELETE', url: `/api/subscribers/${added.json().subscriber.id}`, headers: editor });
    expect((await t.app.pageState.current()).versions).toEqual(before);
  });

  it('records an import and a hand addition in the audit log, but not a dry run', async () => {
    await t.app.audit.settled();
    const rows = async () =>
      (await t.app.db.select().from(auditLog).where(eq(auditLog.kind, 'subscribers')).orderBy(auditLog.id)).filter(
        (r) => r.method === 'POST',
      );
    const before = (await rows()).length;
    await importCsv({ csv: `Email\r\n${address('audited')}`, dryRun: true });
    await importCsv({ csv: `Email\r\n${address('audited')}` });
    await add({ email: address('audited'), consent: CONSENT });
    await t.app.audit.settled();
    const after = (await rows()).slice(before);
    expect(after.map((r) => [r.action, r.route])).toEqual([
      ['bulk-create', '/api/subscribers/import'],
      ['create', '/api/subscribers'],
    ]);
    expect(after.every((r) => r.itemLabel === null)).toBe(true);
  });
});

describe('logs', () => {
  it('keep the tokens out of request lines', () => {
    const token = 'AbC_dEf-1234567890123456789012345678';
    for (const url of [
      confirmSubscriptionPath(token),
      unsubscribePath(token),
      oneClickUnsubscribePath(token),
      `${unsubscribePath(token)}.data`,
    ]) {
      expect(requestForLog({ method: 'POST', url }).url).not.toContain(token);
    }
  });

  it('hold no address, name or token of anything done here', () => {
    const text = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/@mail\.example\.org/);
    expect(text).not.toContain('HYPERLINK');
    expect(text).not.toContain('Mallory');
    expect(text).not.toMatch(/\/(confirm|unsubscribe)\/[A-Za-z0-9_-]{16,}/);
  });
});
