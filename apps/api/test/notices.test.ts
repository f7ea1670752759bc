import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneClickUnsubscribePath, unsubscribePath } from '@mnch/shared';
import { interestNotices, outbox, subscribers } from '../src/db/schema';
import { bearer, createTestApp, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

/**
 * Interest subscriptions and their notices (docs/behaviour/subscribers.md "Interests" and "Notices"),
 * through a real SMTP server: subscribing with interests is double opt-in like the newsletter, and the
 * first time the public sees a matching item every confirmed subscriber of that interest gets exactly one
 * mail, with the one-click unsubscribe headers and a visible unsubscribe link. The sweeps run as on a
 * server (after each content write, and every 300 ms here instead of every minute).
 */
const SITE = 'https://centre.example.org';
let t: TestApp;
let smtp: TestSmtp;
let editor: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url, SITE_URL: SITE, ANNOUNCEMENT_BATCH_SIZE: '2' },
    { mail: { start: true, worker: { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 } }, notices: { start: true, intervalMs: 300 } },
  );
  editor = bearer(await t.tokenFor('editor'));
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const uid = () => randomBytes(4).toString('hex');
const address = (label: string) => `${label}-${uid()}@mail.example.org`;
const confirmUrl = /https:\/\/centre\.example\.org\/newsletter\/confirm\/([A-Za-z0-9_-]+)/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const subscribe = (body: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: body });
const row = async (email: string) => (await t.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;

/**
 * The token of the one confirmation link among the first `count` mails to `email` that was not followed
 * yet: the outbox does not promise an order between a welcome and a later confirmation mail.
 */
const followed = new Set<string>();
async function newConfirmToken(email: string, count: number) {
  const tokens = (await smtp.waitFor(email, count)).map((m) => confirmUrl.exec(m.text ?? '')?.[1]).filter((x) => x && !followed.has(x));
  expect(tokens).toHaveLength(1);
  followed.add(tokens[0]!);
  return tokens[0]!;
}

/** Subscribes `email` with `interests` and follows the link mailed to it. */
async function subscribeConfirmed(email: string, interests: string[]) {
  expect((await subscribe({ email, interests, source: 'events' })).statusCode).toBe(202);
  const token = await newConfirmToken(email, 1);
  const res = await t.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

async function createEvent(type: string, over: Record<string, unknown> = {}) {
  const title = `${type} on care ${uid()} <b>&</b>`;
  const res = await t.send('POST', '/api/events', editor, {
    title,
    type,
    startDate: '2031-05-10T08:00:00Z',
    organizer: 'MNCH Centre',
    venueName: 'Mulago',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().event as { id: number; title: string; slug: string };
}

const noticesAbout = (title: string) => smtp.messages.filter((m) => m.subject?.endsWith(`: ${title}`));
const recipients = (mails: ParsedMail[]) =>
  mails.flatMap((m) =>
    [m.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .map((v) => v.address!.toLowerCase()),
  );
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n\s+/g, ' ')
    .slice(name.length + 1)
    .trim();

/** Waits until the item's notice is finished and its messages left the outbox. */
async function waitForNotice(kind: string, id: number) {
  const end = Date.now() + 15_000;
  for (;;) {
    const [mine] = await t.app.db
      .select()
      .from(interestNotices)
      .where(and(eq(interestNotices.itemKind, kind), eq(interestNotices.itemId, id)));
    const waiting = await t.app.db
      .select({ id: outbox.id, status: outbox.status })
      .from(outbox)
      .where(like(outbox.dedupeKey, `notice:${kind}:${id}:to:%`));
    if (mine?.finishedAt && waiting.every((w) => w.status === 'sent')) return waiting.length;
    if (Date.now() > end) throw new Error(`no finished notice for ${kind} ${id}`);
    await sleep(50);
  }
}

describe('interest subscriptions', () => {
  it('keeps the chosen interests, pending until the link is followed, and answers as the newsletter does', async () => {
    const email = address('keeps');
    const res = await subscribe({ email, name: 'Ada', interests: ['Conference', 'Careers'], source: 'events' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/check your inbox/);
    expect(await row(email)).toMatchObject({ status: 'pending', interests: ['Careers', 'Conference'], source: 'events' });
    const [mail] = await smtp.waitFor(email);
    expect(mail!.text).toContain('Careers, Conference');
    await t.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: confirmUrl.exec(mail!.text ?? '')![1]! } });
    const [, welcome] = await smtp.waitFor(email, 2);
    expect(welcome!.html).toMatch(/<a href="https:\/\/centre\.example\.org\/unsubscribe\/[A-Za-z0-9_-]+"[^>]*>Unsubscribe<\/a>/);
    expect(await row(email)).toMatchObject({ status: 'confirmed', interests: ['Careers', 'Conference'] });
  });

  it('refuses an interest outside the vocabulary and stores nothing', async () => {
    const email = address('unknown');
    const res = await subscribe({ email, interests: ['Conference', '<script>'] });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.select().from(subscribers).where(eq(subscribers.email, email))).toEqual([]);
  });

  it('adds interests to a confirmed subscriber only when its owner follows the new link', async () => {
    const email = address('adds');
    await subscribeConfirmed(email, ['Webinar']);
    const again = await subscribe({ email, interests: ['Seminar'] });
    expect(again.statusCode).toBe(202);
    expect(await row(email)).toMatchObject({ status: 'confirmed', interests: ['Webinar'], pendingInterests: ['Seminar'] });
    const token = await newConfirmToken(email, 3);
    expect((await t.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })).statusCode).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'confirmed', interests: ['Webinar', 'Seminar'], pendingInterests: [] });
  });
});

describe('notices', () => {
  it('mails a matching event once to each confirmed subscriber of its interest, and no one else', async () => {
    const fan = address('fan');
    const everything = address('all-events');
    const other = address('other');
    const pending = address('pending');
    const gone = address('gone');
    await subscribeConfirmed(fan, ['Conference']);
    await subscribeConfirmed(everything, ['Event Announcements']);
    await subscribeConfirmed(other, ['Workshop', 'Careers']);
    await subscribe({ email: pending, interests: ['Conference'] });
    await subscribeConfirmed(gone, ['Conference']);
    const goneToken = (await row(gone)).unsubscribeToken;
    expect((await t.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: goneToken } })).statusCode).toBe(200);

    const event = await createEvent('Conference');
    expect(await waitForNotice('event', event.id)).toBeGreaterThanOrEqual(2);
    await smtp.waitFor(fan, 3);
    await smtp.waitFor(everything, 3);
    const mails = noticesAbout(event.title);
    expect(
      recipients(mails)
        .filter((r) => [fan, everything, other, pending, gone].includes(r))
        .sort(),
    ).toEqual([everything, fan].sort());

    const [mail] = mails.filter((m) => recipients([m]).includes(fan));
    expect(mail!.subject).toBe(`New conference: ${event.title}`);
    expect(mail!.html).toContain(`href="${SITE}/events?event=${event.slug}"`);
    expect(mail!.html).not.toContain('<b>&</b>');
    const token = (await row(fan)).unsubscribeToken;
    expect(header(mail!, 'List-Unsubscribe')).toBe(`<${SITE}${oneClickUnsubscribePath(token)}>`);
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toContain(`<a href="${SITE}${unsubscribePath(token)}"`);
    expect(mail!.text).toContain('asked us to write about: Conference');

    // Saving the event again, and more sweeps, send nothing more.
    const put = await t.send('PUT', `/api/events/${event.id}`, editor, { title: `${event.title} (updated)` });
    expect(put.statusCode, put.body).toBe(200);
    await t.app.services.notices.sweep();
    await sleep(700);
    expect(smtp.to(fan).filter((m) => m.subject?.includes(event.title))).toHaveLength(1);
  });

  it('stops once the subscriber unsubscribes with one click', async () => {
    const email = address('leaves');
    await subscribeConfirmed(email, ['Summit']);
    const first = await createEvent('Summit');
    await waitForNotice('event', first.id);
    expect(smtp.to(email).filter((m) => m.subject?.includes(first.title))).toHaveLength(1);

    const token = (await row(email)).unsubscribeToken;
    const out = await t.send(
      'POST',
      oneClickUnsubscribePath(token),
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(out.statusCode).toBe(200);
    const second = await createEvent('Summit');
    await waitForNotice('event', second.id);
    expect(smtp.to(email).filter((m) => m.subject?.includes(second.title))).toHaveLength(0);
  });

  it('announces a scheduled article when its date comes, with no write', async () => {
    const email = address('research');
    await subscribeConfirmed(email, ['Research Publications']);
    const title = `Findings ${uid()}`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/articles',
      headers: editor,
      payload: {
        title,
        category: 'Research Breakthrough',
        content: '<p>Text</p>',
        excerpt: 'What we found',
        status: 'scheduled',
        scheduledDate: new Date(Date.now() + 1500).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().article.id as number;
    await sleep(500);
    expect(smtp.to(email).filter((m) => m.subject?.includes(title))).toHaveLength(0);
    await waitForNotice('article', id);
    const mails = await smtp.waitFor(email, 3);
    expect(mails.filter((m) => m.subject === `New article: ${title}`)).toHaveLength(1);
  });

  it('mails a new job ad to the talent network (Careers) and completes a notice a crash left unfinished', async () => {
    const email = address('talent');
    await subscribeConfirmed(email, ['Careers']);
    // A crash after the notice row was written, before its mails: the next sweep completes it.
    const res = await t.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: editor,
      payload: {
        title: `Data officer ${uid()}`,
        pathway: 'research-data',
        employmentType: 'full-time',
        location: 'Kampala',
        summary: 'Manage study data.',
        description: '<p>Work</p>',
        requirements: '<p>Skills</p>',
        postedDate: new Date().toISOString(),
        deadline: '2031-01-01T00:00:00Z',
        applyEmail: 'careers@example.org',
        status: 'draft',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json().job as { id: number; title: string };
    await t.app.db.insert(interestNotices).values({ itemKind: 'job', itemId: job.id });
    await sleep(400);
    expect(smtp.to(email).filter((m) => m.subject?.includes(job.title))).toHaveLength(0); // a draft is not announced
    const pub = await t.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: editor, payload: { status: 'published' } });
    expect(pub.statusCode, pub.body).toBe(200);
    await waitForNotice('job', job.id);
    const mails = await smtp.waitFor(email, 3);
    expect(mails.filter((m) => m.subject === `New job opening: ${job.title}`)).toHaveLength(1);
    expect(mails.find((m) => m.subject?.includes(job.title))!.html).toContain(`href="${SITE}/jobs?job=${job.id}"`);
  });

  it('links a publication notice to the publication’s own page', async () => {
    const email = address('reader');
    await subscribeConfirmed(email, ['Research Publications']);
    const title = `Cohort study ${uid()}`;
    const res = await t.send('POST', '/api/publications', editor, { title, authors: ['A. Author'], type: 'Journal Article', year: 2026 });
    expect(res.statusCode, res.body).toBe(201);
    const publication = res.json().publication as { id: number; slug: string };
    await waitForNotice('publication', publication.id);
    const mails = await smtp.waitFor(email, 2);
    const notice = mails.find((m) => m.subject === `New publication: ${title}`);
    expect(notice?.html).toContain(`href="${SITE}/publications/${publication.slug}"`);
  });
});
