import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { queueMail } from '../src/lib/mail/outbox';
import { smtpSender } from '../src/lib/mail/transport';
import { createMailWorker } from '../src/lib/mail/worker';
import { createTestApp, driver, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

/**
 * The outbox and its worker (decision 30), through a real SMTP server started here (smtp-server), the
 * messages read back with mailparser.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fast = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 };
let n = 0;
const address = () => `person${++n}-${Date.now().toString(36)}@mail.example.org`;
const message = (to: string, extra: Partial<Parameters<typeof queueMail>[1]> = {}) => ({
  to,
  subject: `Hello <${to}>`,
  html: '<p>Hello &amp; welcome</p>',
  text: 'Hello & welcome',
  kind: 'test',
  ...extra,
});

async function rowOf(t: TestApp, to: string) {
  const [row] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, to));
  return row;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}

/** An app without a worker of its own (the tests make theirs) and an SMTP server, for the describe block. */
function appAndSmtp() {
  const made = {} as { t: TestApp; smtp: TestSmtp };
  beforeAll(async () => {
    made.smtp = await startTestSmtp();
    made.t = await createTestApp({});
  });
  afterAll(async () => {
    await made.t?.close();
    await made.smtp?.stop();
  });
  return {
    get t() {
      return made.t;
    },
    get smtp() {
      return made.smtp;
    },
  };
}

describe('outbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mail: { start: true } });
  });
  afterAll(() => t?.close());

  it('starts no worker; queued messages stay pending', async () => {
    expect(t.app.mailWorker).toBeUndefined();
    const to = address();
    await t.app.db.transaction((tx) => queueMail(tx, message(to)));
    await new Promise((r) => setTimeout(r, 100));
    expect(await rowOf(t, to)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
  });

  it('queues in the caller’s transaction: a rolled-back change queues nothing', async () => {
    const to = address();
    await expect(
      t.app.db.transaction(async (tx) => {
        await queueMail(tx, message(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowOf(t, to)).toBeUndefined();
  });

  it('queues a message with a dedupe key once', async () => {
    const to = address();
    const key = `test:${to}`;
    expect(await queueMail(t.app.db, message(to, { dedupeKey: key }))).toBe(true);
    expect(await queueMail(t.app.db, message(to, { dedupeKey: key, subject: 'again' }))).toBe(false);
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.dedupeKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe(`Hello <${to}>`);
  });
});

describe('outbox worker with an SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'MNCH Centre <no-reply@centre.example.org>' },
      { mail: { start: true, worker: fast } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('sends a queued message at once, with both parts, the From and extra headers, and marks it sent', async () => {
    const to = address();
    await t.app.db.transaction((tx) => queueMail(tx, message(to, { headers: { 'List-Unsubscribe': '<https://centre.example.org/u/x>' } })));
    const [mail] = await smtp.waitFor(to);
    expect(mail!.subject).toBe(`Hello <${to}>`);
    expect(mail!.text?.trim()).toBe('Hello & welcome');
    expect(mail!.html).toContain('Hello &amp; welcome');
    expect(mail!.from?.value[0]).toMatchObject({ name: 'MNCH Centre', address: 'no-reply@centre.example.org' });
    expect(mail!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe('List-Unsubscribe: <https://centre.example.org/u/x>');
    await until(async () => (await rowOf(t, to))?.status === 'sent');
    const row = await rowOf(t, to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps messages while SMTP is down (pending, attempts, last error) and sends each once when it is back', async () => {
    await smtp.stop();
    const to = [address(), address()];
    for (const a of to) await queueMail(t.app.db, message(a));
    await until(async () => ((await rowOf(t, to[0]!))?.attempts ?? 0) >= 2 && ((await rowOf(t, to[1]!))?.attempts ?? 0) >= 2);
    const waiting = await rowOf(t, to[0]!);
    expect(waiting!.status).toMatch(/^(pending|sending)$/);
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.to(to[0]!)).toHaveLength(0);
    await smtp.start();
    for (const a of to) await smtp.waitFor(a);
    await until(async () => (await rowOf(t, to[1]!))?.status === 'sent' && (await rowOf(t, to[0]!))?.status === 'sent');
    await new Promise((r) => setTimeout(r, 300));
    for (const a of to) expect(smtp.to(a)).toHaveLength(1);
    expect((await rowOf(t, to[0]!))!.lastError).toBeNull();
  });
});

describe('outbox worker: giving up and leases', () => {
  const env = appAndSmtp();

  it('marks a message failed with its last error after the last attempt', async () => {
    const { t, smtp } = env;
    await smtp.stop();
    const worker = createMailWorker({
      db: t.app.db,
      sender: smtpSender(smtp.url),
      from: 'a@example.org',
      log: quiet,
      ...fast,
      maxAttempts: 3,
    });
    const to = address();
    await queueMail(t.app.db, message(to));
    for (let i = 0; i < 3; i++) {
      await t.app.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outbox.recipient, to));
      expect(await worker.runOnce()).toBe(0);
    }
    expect(await rowOf(t, to)).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect((await rowOf(t, to))!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // A failed message is not claimed again.
    await smtp.start();
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
  });

  it('claims a message left "sending" by a worker that died once its lease has run out, and not before', async () => {
    const { t, smtp } = env;
    const worker = createMailWorker({ db: t.app.db, sender: smtpSender(smtp.url), from: 'a@example.org', log: quiet, ...fast });
    const to = address();
    await queueMail(t.app.db, message(to));
    await t.app.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outbox.recipient, to));
    expect(await worker.runOnce()).toBe(0);
    await t.app.db
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.recipient, to));
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.to(to)).toHaveLength(1);
    expect(await rowOf(t, to)).toMatchObject({ status: 'sent', attempts: 2 });
    await worker.stop();
  });
});

describe.runIf(driver === 'postgres')('two workers on one PostgreSQL', () => {
  const env = appAndSmtp();

  it('never send one message twice', async () => {
    const { t, smtp } = env;
    const other = await openDatabase({ url: t.app.config.databaseUrl });
    try {
      const to = Array.from({ length: 40 }, () => address());
      await t.app.db.transaction(async (tx) => {
        for (const a of to) await queueMail(tx, message(a));
      });
      // Slow sends keep both workers busy at once, each claiming small batches.
      const slow = (sender: ReturnType<typeof smtpSender>) => ({
        sendMail: async (m: Parameters<typeof sender.sendMail>[0]) => {
          await new Promise((r) => setTimeout(r, 5));
          return sender.sendMail(m);
        },
      });
      const options = { from: 'a@example.org', log: quiet, ...fast, batchSize: 3 };
      const a = createMailWorker({ ...options, db: t.app.db, sender: slow(smtpSender(smtp.url)) });
      const b = createMailWorker({ ...options, db: other.db, sender: slow(smtpSender(smtp.url)) });
      const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(sentA + sentB).toBe(40);
      expect(sentA).toBeGreaterThan(0);
      expect(sentB).toBeGreaterThan(0);
      for (const x of to) expect(smtp.to(x)).toHaveLength(1);
      const [left] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(sql`${outbox.status} <> 'sent' and ${outbox.recipient} like 'person%'`);
      expect(left!.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
