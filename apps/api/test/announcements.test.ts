import { randomBytes } from 'node:crypto';
import { count, eq, like, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { AnnouncementProgress } from '@mnch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, outbox, subscribers } from '../src/db/schema';
import { assertBuilt, type ServerProcess } from '../scripts/server-process';
import { bearer, createTestApp, driver, type TestApp } from './helpers';
import { createTarget, kill, start, withDatabase, type Target } from './support/server-target';
import { startTestSmtp, type TestSmtp } from './support/smtp';

/**
 * Sending a newsletter issue to the subscribers (modules/announcements, docs/behaviour/mail.md
 * "Announcing an issue"), through a real SMTP server started here. Batches of 3 subscribers per
 * transaction, so that every send here spans several batches.
 */
const SITE = 'https://centre.example.org';
let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url, SITE_URL: SITE, ANNOUNCEMENT_BATCH_SIZE: '3' },
    { mail: { start: true, worker: { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 } } },
  );
  admin = bearer(await t.adminToken());
  editor = bearer(await t.tokenFor('editor'));
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const uid = () => randomBytes(4).toString('hex');

interface Subscriber {
  id: number;
  email: string;
  token: string;
}
/** A subscriber written straight into the table (the subscribe and confirm routes are another module's). */
async function addSubscriber(status: 'pending' | 'confirmed' | 'unsubscribed'): Promise<Subscriber> {
  const email = `reader-${uid()}@mail.example.org`;
  const token = randomBytes(24).toString('base64url');
  const [row] = await t.app.db
    .insert(subscribers)
    .values({
      email,
      status,
      source: 'footer',
      unsubscribeToken: token,
      confirmedAt: status === 'pending' ? null : new Date(),
      unsubscribedAt: status === 'unsubscribed' ? new Date() : null,
    })
    .returning({ id: subscribers.id });
  return { id: row!.id, email, token };
}

const confirmedNow = async () =>
  t.app.db
    .select({ id: subscribers.id, email: subscribers.email, token: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(eq(subscribers.status, 'confirmed'));

async function createIssue(over: Record<string, unknown> = {}) {
  const title = `Issue ${uid()} & "news"`;
  const res = await t.inject({
    method: 'POST',
    url: '/api/articles',
    headers: editor,
    payload: {
      kind: 'newsletter',
      title,
      category: 'Research Breakthrough',
      content: '/uploads/pdfs/issue.pdf',
      excerpt: 'Findings & "quotes" <from> the field',
      featuredImageUrl: '/uploads/images/cover.jpg',
      status: 'published',
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().article as { id: number; title: string; slug: string };
}

const announce = (id: number | string, headers = editor) =>
  t.inject({ method: 'POST', url: `/api/newsletters/${id}/announcement`, headers });
const status = (id: number | string, headers = editor) => t.inject({ method: 'GET', url: `/api/newsletters/${id}/announcement`, headers });

const issueMails = (title: string) => smtp.messages.filter((m) => m.subject === `Newsletter: ${title}`);
const recipientsOf = (mails: ParsedMail[]) =>
  mails.flatMap((m) =>
    [m.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .map((v) => v.address!.toLowerCase()),
  );
/** A header as it was sent, unfolded. */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n\s+/g, ' ')
    .slice(name.length + 1)
    .trim();

/** Waits until the issue has no message waiting and `sent` messages went out. */
async function waitUntilSent(id: number, sent: number) {
  const end = Date.now() + 20_000;
  for (;;) {
    const a = (await status(id)).json().announcement;
    if (a && a.pending === 0 && a.sent === sent) return a;
    if (Date.now() > end) throw new Error(`issue ${id}: ${JSON.stringify(a)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const queuedRows = async (id: number) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(outbox)
      .where(like(outbox.dedupeKey, `issue:${id}:to:%`))
  )[0]!.n;

describe('POST /api/newsletters/:id/announcement', () => {
  it('sends a published issue once to each confirmed subscriber, with the unsubscribe headers and links, and to no one else', async () => {
    const confirmed = await Promise.all(Array.from({ length: 7 }, () => addSubscriber('confirmed')));
    const pending = await addSubscriber('pending');
    const gone = await addSubscriber('unsubscribed');
    const issue = await createIssue();
    const all = await confirmedNow();

    const before = (await status(issue.id)).json();
    expect(before).toEqual({ announcement: null, subscribers: { confirmed: all.length, notYetQueued: all.length } });

    const res = await announce(issue.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ queuedNow: all.length, subscribers: { confirmed: all.length, notYetQueued: 0 } });
    expect(res.json().message).toBe(`The issue is being sent to ${all.length} subscribers`);
    const progress = await waitUntilSent(issue.id, all.length);
    expect(progress).toMatchObject({
      total: all.length,
      queued: all.length,
      sent: all.length,
      failed: 0,
      pending: 0,
      startedBy: 'Test editor',
    });
    expect(progress.finishedAt).not.toBeNull();

    const mails = issueMails(issue.title);
    expect(recipientsOf(mails).sort()).toEqual(all.map((s) => s.email).sort());
    expect(recipientsOf(mails)).not.toContain(pending.email);
    expect(recipientsOf(mails)).not.toContain(gone.email);
    for (const s of confirmed) {
      const [mail, ...more] = mails.filter((m) => recipientsOf([m]).includes(s.email));
      expect(more).toHaveLength(0);
      expect(rawHeader(mail!, 'List-Unsubscribe')).toBe(`<${SITE}/api/newsletter/unsubscribe/${s.token}>`);
      expect(rawHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // The visible unsubscribe link (their own token) and the issue's link, in both parts; the title escaped.
      expect(mail!.text).toContain(`Unsubscribe: ${SITE}/unsubscribe/${s.token}`);
      expect(mail!.html).toContain(`href="${SITE}/unsubscribe/${s.token}"`);
      expect(mail!.text).toContain(`Read the issue: ${SITE}/article/${issue.slug}`);
      expect(mail!.html).toContain(`href="${SITE}/article/${issue.slug}"`);
      expect(mail!.html).toContain(`src="${SITE}/uploads/images/cover.jpg"`);
      expect(mail!.html).toContain('Findings &amp; &quot;quotes&quot;');
      expect(mail!.html).toContain(issue.title.replace('&', '&amp;').replaceAll('"', '&quot;'));
      expect(mail!.html).not.toContain('<from>');
      expect(mail!.text).toContain(issue.title);
    }
    // The progress never carries an address.
    expect((await status(issue.id)).body).not.toContain('@');
    const [row] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `issue:${issue.id}:to:${confirmed[0]!.id}`));
    expect(row).toMatchObject({ kind: 'newsletter-issue', status: 'sent' });
  });

  it('sends once when posted twice in a row or twice at the same time', async () => {
    await Promise.all(Array.from({ length: 4 }, () => addSubscriber('confirmed')));
    const all = await confirmedNow();
    const first = await createIssue();
    expect((await announce(first.id)).json().queuedNow).toBe(all.length);
    const again = await announce(first.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ queuedNow: 0, message: 'Every confirmed subscriber already has this issue: nothing new to send' });

    const second = await createIssue();
    const answers = await Promise.all([announce(second.id), announce(second.id, admin)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.reduce((n, a) => n + (a.json().queuedNow as number), 0)).toBe(all.length);

    for (const issue of [first, second]) {
      await waitUntilSent(issue.id, all.length);
      expect(recipientsOf(issueMails(issue.title)).sort()).toEqual(all.map((s) => s.email).sort());
    }
  });

  it('sends a subscriber confirmed after the first send on the next one, and no one twice', async () => {
    await addSubscriber('confirmed');
    const issue = await createIssue();
    const before = await confirmedNow();
    await announce(issue.id);
    await waitUntilSent(issue.id, before.length);

    const late = await addSubscriber('confirmed');
    expect((await status(issue.id)).json().subscribers).toEqual({ confirmed: before.length + 1, notYetQueued: 1 });
    const res = await announce(issue.id, admin);
    expect(res.json()).toMatchObject({ queuedNow: 1, message: 'The issue is being sent to 1 subscriber' });
    const progress = await waitUntilSent(issue.id, before.length + 1);
    expect(progress.total).toBe(before.length + 1);
    // Started by the first sender.
    expect(progress.startedBy).toBe('Test editor');

    const mails = issueMails(issue.title);
    expect(recipientsOf(mails).filter((a) => a === late.email)).toHaveLength(1);
    expect(recipientsOf(mails).sort()).toEqual([...before.map((s) => s.email), late.email].sort());
  });

  it('refuses a draft or a scheduled issue with 409 and queues nothing', async () => {
    await addSubscriber('confirmed');
    const draft = await createIssue({ status: 'draft' });
    const scheduled = await createIssue({ status: 'scheduled', scheduledDate: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    for (const issue of [draft, scheduled]) {
      const res = await announce(issue.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Only a published newsletter issue can be sent/);
      expect(await queuedRows(issue.id)).toBe(0);
      expect((await status(issue.id)).json().announcement).toBeNull();
      expect(await t.app.db.select().from(announcements).where(eq(announcements.issueId, issue.id))).toHaveLength(0);
    }
  });

  it('answers 404 for an unknown issue or a news article, 400 for a bad id or a body', async () => {
    const article = await t.send('POST', '/api/articles', editor, {
      title: `Not an issue ${uid()}`,
      category: 'Research Breakthrough',
      content: '<p>x</p>',
      status: 'published',
    });
    for (const id of [999_999, article.json().article.id]) {
      expect((await announce(id)).statusCode).toBe(404);
      expect((await status(id)).statusCode).toBe(404);
    }
    for (const id of ['abc', '0', '-1', '1.5']) expect((await announce(id)).statusCode).toBe(400);
    const issue = await createIssue();
    const withBody = await t.send('POST', `/api/newsletters/${issue.id}/announcement`, editor, { all: true });
    expect(withBody.statusCode).toBe(400);
    expect(await queuedRows(issue.id)).toBe(0);
  });

  it('is for editors and admins only', async () => {
    const issue = await createIssue();
    const viewer = bearer(await t.tokenFor('viewer'));
    expect((await t.inject({ method: 'POST', url: `/api/newsletters/${issue.id}/announcement` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `/api/newsletters/${issue.id}/announcement` })).statusCode).toBe(401);
    expect((await announce(issue.id, viewer)).statusCode).toBe(403);
    expect((await status(issue.id, viewer)).statusCode).toBe(403);
    expect(await queuedRows(issue.id)).toBe(0);
  });
});

describe('from the subscribe form to the unsubscribe, through the mail', () => {
  /** The token of a link to `path` in a message's text part. */
  const tokenIn = (mail: ParsedMail, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail.text ?? '')?.[1];
  const subscribe = (email: string) =>
    t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email, name: 'Reader', source: 'footer' } });

  it('a subscription gets no issue until its link is followed; an unsubscribe by one-click POST or by the page stops every further issue', async () => {
    const address = (who: string) => `${who}-${uid()}@mail.example.org`;
    const [oneClick, byPage, neverConfirmed] = [address('one-click'), address('by-page'), address('pending')];
    for (const email of [oneClick, byPage, neverConfirmed]) expect((await subscribe(email)).statusCode).toBe(202);
    // Each gets the confirmation link; two follow it (the page's button posts the token).
    for (const email of [oneClick, byPage]) {
      const [confirmation] = await smtp.waitFor(email, 1);
      const res = await t.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token: tokenIn(confirmation!, '/newsletter/confirm') },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    await smtp.waitFor(neverConfirmed, 1);

    const first = await createIssue();
    expect((await announce(first.id)).statusCode).toBe(200);
    await waitUntilSent(first.id, (await confirmedNow()).length);
    expect(recipientsOf(issueMails(first.title))).toEqual(expect.arrayContaining([oneClick, byPage]));
    expect(recipientsOf(issueMails(first.title))).not.toContain(neverConfirmed);

    // One unsubscribes with the mail program's button (the issue's List-Unsubscribe address, RFC 8058)...
    const issueTo = (email: string) => issueMails(first.title).find((m) => recipientsOf([m]).includes(email))!;
    const oneClickUrl = new URL(/<([^>]+)>/.exec(rawHeader(issueTo(oneClick), 'List-Unsubscribe') ?? '')![1]!);
    const clicked = await t.send(
      'POST',
      oneClickUrl.pathname,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(clicked.statusCode, clicked.body).toBe(200);
    // ...the other with the issue's visible link, whose page's button posts the token.
    const pageToken = tokenIn(issueTo(byPage), '/unsubscribe');
    const left = await t.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: pageToken } });
    expect(left.statusCode, left.body).toBeLessThan(300);

    const second = await createIssue();
    expect((await announce(second.id)).statusCode).toBe(200);
    await waitUntilSent(second.id, (await confirmedNow()).length);
    const got = recipientsOf(issueMails(second.title));
    for (const email of [oneClick, byPage, neverConfirmed]) expect(got, email).not.toContain(email);
  });
});

/**
 * Waits until `check` returns a value (not undefined), polling every `everyMs`; throws after `timeoutMs`
 * with the last thing `check` saw (`seen`), so a slow machine's failure says how far it got.
 */
async function until<T>(
  what: string,
  check: (seen: { last?: unknown }) => Promise<T | undefined>,
  timeoutMs = 240_000,
  everyMs = 25,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  const seen: { last?: unknown } = {};
  for (;;) {
    const value = await check(seen);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(seen.last)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

describe.skipIf(driver === 'postgres' && !process.env.TEST_DATABASE_URL)(`a send killed half-way (${driver})`, () => {
  const ADMIN = { email: 'admin@announce.example.org', password: 'Announce-pass-1' };
  const CONFIRMED = 80;
  /** The message whose acceptance the SMTP server holds: the process is killed while it waits. */
  const HELD = 30;
  let target: Target;
  let crashSmtp: TestSmtp;
  let holding = true;
  let held: () => void = () => undefined;
  const heldNow = new Promise<void>((resolve) => (held = resolve));

  beforeAll(async () => {
    assertBuilt();
    crashSmtp = await startTestSmtp(0, {
      beforeAccept: (n) => {
        if (!holding || n !== HELD) return;
        held();
        // Never answered: the sending process dies first, so this message is never accepted.
        return new Promise<void>(() => undefined);
      },
    });
    target = await createTarget(
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOGIN_RATE_LIMIT: '1000', SITE_URL: SITE },
      'mnch_announce',
    );
  });
  afterAll(async () => {
    await target?.cleanup();
    await crashSmtp?.stop();
  });

  /** The parts of the answers this test reads. */
  interface Answer {
    data: { tokens: { accessToken: string } };
    article: { id: number };
    announcement: AnnouncementProgress | null;
    queuedNow: number;
  }
  async function api(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as Answer };
  }
  async function login(server: ServerProcess) {
    const res = await api(server, 'POST', '/api/auth/login', undefined, ADMIN);
    expect(res.status).toBe(200);
    return res.json.data.tokens.accessToken;
  }

  it(
    'an issue announcement reaches each confirmed subscriber exactly once when the server is killed (SIGKILL) in the middle of the batch and restarted',
    { timeout: 600_000 },
    async () => {
      // The subscribers, written straight into the migrated database before the server starts.
      const people = await withDatabase(target, async (database) => {
        await database.migrate();
        const rows = [
          ...Array.from({ length: CONFIRMED }, (_, i) => ({ status: 'confirmed' as const, email: `crash-${i}@mail.example.org` })),
          ...Array.from({ length: 5 }, (_, i) => ({ status: 'pending' as const, email: `crash-pending-${i}@mail.example.org` })),
          ...Array.from({ length: 5 }, (_, i) => ({ status: 'unsubscribed' as const, email: `crash-gone-${i}@mail.example.org` })),
        ];
        await database.db
          .insert(subscribers)
          .values(rows.map((r) => ({ ...r, source: 'footer', unsubscribeToken: randomBytes(24).toString('base64url') })));
        return rows;
      });

      // 1. Killed while queuing: one subscriber per transaction, and no SMTP server, so nothing is sent yet.
      // A first issue is sent unhurried to time a whole walk of the subscribers; then each round sends a
      // new issue and kills the process part-way through that time, until a kill lands with some of the
      // issue's messages queued and not all (the delay is bisected, as in reliability.test.ts).
      const noMail = { ...target.env, SMTP_URL: '', ANNOUNCEMENT_BATCH_SIZE: '1' };
      let server = await start(noMail);
      let token = await login(server);
      let n = 0;
      const createIssue = async () => {
        const created = await api(server, 'POST', '/api/articles', token, {
          kind: 'newsletter',
          title: `Crash-proof issue ${++n}`,
          category: 'Research Breakthrough',
          content: '/uploads/pdfs/crash.pdf',
          status: 'published',
        });
        expect(created.status).toBe(201);
        return created.json.article.id;
      };
      const issues = [await createIssue()];
      const started = Date.now();
      expect((await api(server, 'POST', `/api/newsletters/${issues[0]}/announcement`, token)).json.queuedNow).toBe(CONFIRMED);
      let low = 0;
      let high = Date.now() - started;
      let interrupted: number | undefined;
      for (let round = 0; round < 6 && interrupted === undefined; round++) {
        if (round > 0) {
          server = await start(noMail);
          token = await login(server);
        }
        const id = await createIssue();
        issues.push(id);
        const posting = api(server, 'POST', `/api/newsletters/${id}/announcement`, token).catch(() => 'cut off by the kill');
        await new Promise((r) => setTimeout(r, (low + high) / 2));
        await kill(server);
        const queued = await withDatabase(target, async (database) =>
          Number(
            (
              await database.db
                .select({ n: count() })
                .from(outbox)
                .where(like(outbox.dedupeKey, `issue:${id}:to:%`))
            )[0]!.n,
          ),
        );
        if (queued > 0 && queued < CONFIRMED) {
          expect(await posting).toBe('cut off by the kill');
          interrupted = id;
        } else if (queued === 0) low = (low + high) / 2;
        else high = (low + high) / 2;
      }
      expect(interrupted, 'a kill landed while an issue was part-queued').toBeDefined();
      const id = interrupted!;
      const progressUrl = `/api/newsletters/${id}/announcement`;

      // 2. Restarted with the SMTP server: the start-up completes the queuing, the worker sends, and the
      // process is killed while the SMTP server holds the answer to message HELD.
      server = await start({ ...target.env, SMTP_URL: crashSmtp.url });
      await heldNow;
      await kill(server);
      const acceptedAtKill = crashSmtp.messages.length;
      expect(acceptedAtKill).toBe(HELD - 1);
      expect(acceptedAtKill).toBeLessThan(CONFIRMED * issues.length);

      // The dead process left its claimed messages `sending` under a five-minute lease: the test ends the
      // lease in the database (rather than shortening it for the whole server), as if the five minutes had passed.
      await withDatabase(target, async (database) => {
        const stuck = await database.db
          .update(outbox)
          .set({ lockedUntil: sql`now() - interval '1 second'` })
          .where(eq(outbox.status, 'sending'))
          .returning({ id: outbox.id });
        expect(stuck.length).toBeGreaterThan(0);
      });

      // 3. Restarted once more, nothing held: sending again queues nothing new, and the worker finishes.
      holding = false;
      server = await start({ ...target.env, SMTP_URL: crashSmtp.url });
      token = await login(server);
      // The interrupted send was completed at the last start-up (or by this call, if the start-up's
      // completion is still under way); either way no subscriber is queued twice.
      const again = await api(server, 'POST', progressUrl, token);
      expect(again.status).toBe(200);
      const done = await until('every message sent', async (seen) => {
        const a = (await api(server, 'GET', progressUrl, token)).json.announcement;
        seen.last = a;
        return a && a.pending === 0 ? a : undefined;
      });
      expect(done).toMatchObject({ total: CONFIRMED, queued: CONFIRMED, sent: CONFIRMED, failed: 0, pending: 0 });
      // Every issue of the rounds (the timed one, and those whose kill came too early or too late) too.
      for (const issue of issues) {
        const a = await until(`issue ${issue} sent`, async (seen) => {
          const got = (await api(server, 'GET', `/api/newsletters/${issue}/announcement`, token)).json.announcement;
          seen.last = got;
          if (!got) return { sent: 0 }; // killed before its send was recorded: nothing to send
          return got.pending === 0 && got.finishedAt ? got : undefined;
        });
        expect([0, CONFIRMED]).toContain(a.sent);
      }

      // Each confirmed subscriber got exactly one copy of each issue that was queued; no one else got any.
      for (const [i, issue] of issues.entries()) {
        const mails = crashSmtp.messages.filter((m) => m.subject === `Newsletter: Crash-proof issue ${i + 1}`);
        if (issue !== id && mails.length === 0) continue; // a round killed before its first message was queued
        const received = new Map<string, number>();
        for (const address of recipientsOf(mails)) received.set(address, (received.get(address) ?? 0) + 1);
        for (const p of people) expect(received.get(p.email) ?? 0, `${p.email}, issue ${i + 1}`).toBe(p.status === 'confirmed' ? 1 : 0);
      }
      await kill(server);
    },
  );
});
