import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES } from '@mnch/shared';
import { outbox } from '../src/db/schema';
import { queueMail } from '../src/lib/mail/outbox';
import { OUTBOX_RETENTION_DAYS, pruneOutbox } from '../src/lib/mail/retention';
import { appWith, type AuthHeaders, type TestApp } from './helpers';

/** The admin Outbox API (docs/behaviour/mail.md): list with a status filter and pages, one message, retry. */
let t: TestApp, admin: AuthHeaders;
beforeAll(async () => ({ t, admin } = await appWith(['admin'])));
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: admin });

async function queue(to: string, subject: string) {
  await queueMail(t.app.db, { to, subject, html: `<p>${subject}</p>`, text: subject, kind: 'test' });
  const [row] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, to));
  return row!;
}

describe('/api/outbox', () => {
  it('lists messages newest first, filters by status and pages', async () => {
    const a = await queue('list-a@example.org', 'First');
    const b = await queue('list-b@example.org', 'Second');
    await t.app.db.update(outbox).set({ status: 'failed', attempts: 8, lastError: '421 try later' }).where(eq(outbox.id, a.id));
    const all = await get('/api/outbox?limit=1');
    expect(all.statusCode).toBe(200);
    expect(all.json().messages).toHaveLength(1);
    expect(all.json().messages[0]).toMatchObject({ id: b.id, recipient: 'list-b@example.org', subject: 'Second', status: 'pending' });
    expect(all.json().pagination).toMatchObject({ page: 1, limit: 1 });
    expect(all.json().pagination.total).toBeGreaterThanOrEqual(2);
    const failed = await get('/api/outbox?status=failed');
    expect(failed.json().messages.map((m: { id: number }) => m.id)).toEqual([a.id]);
    expect(failed.json().messages[0]).toMatchObject({ attempts: 8, lastError: '421 try later' });
    expect((await get('/api/outbox?status=all')).json().pagination.total).toBe(all.json().pagination.total);
    const bad = await get('/api/outbox?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(OUTBOX_MESSAGES.statusInvalid);
  });

  it('shows one message with its parts, 404 for an unknown one', async () => {
    const row = await queue('detail@example.org', 'Detail <b>');
    const res = await get(`/api/outbox/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: row.id, html: '<p>Detail <b></p>', text: 'Detail <b>' });
    expect((await get('/api/outbox/999999')).statusCode).toBe(404);
  });

  it("names a message's extra headers and its files with their size, not their content", async () => {
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Café\r\nEND:VCALENDAR\r\n';
    await queueMail(t.app.db, {
      to: 'files@example.org',
      subject: 'With a file',
      html: '<p>x</p>',
      text: 'x',
      kind: 'test',
      headers: { 'List-Unsubscribe': '<https://example.org/u/1>' },
      attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: ics }],
    });
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, 'files@example.org'));
    const message = (await get(`/api/outbox/${row!.id}`)).json().message;
    expect(message.headers).toEqual({ 'List-Unsubscribe': '<https://example.org/u/1>' });
    expect(message.attachments).toEqual([{ filename: 'event.ics', contentType: 'text/calendar', size: Buffer.byteLength(ics) }]);
    expect(JSON.stringify(message)).not.toContain('VCALENDAR');
    const plain = (await get(`/api/outbox/${(await queue('plain@example.org', 'Plain')).id}`)).json().message;
    expect(plain).toMatchObject({ headers: {}, attachments: [] });
  });

  it('retries a failed message (pending, due now, attempts from 0), and refuses one that has not failed', async () => {
    const row = await queue('retry@example.org', 'Retry');
    const retry = () => t.inject({ method: 'POST', url: `/api/outbox/${row.id}/retry`, headers: admin });
    const early = await retry();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(OUTBOX_MESSAGES.notFailed);
    await t.app.db.update(outbox).set({ status: 'failed', attempts: 8, lastError: 'gone' }).where(eq(outbox.id, row.id));
    const res = await retry();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(OUTBOX_MESSAGES.retried);
    const [after] = await t.app.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 0, lastError: 'gone' });
    expect((await t.inject({ method: 'POST', url: '/api/outbox/999999/retry', headers: admin })).statusCode).toBe(404);
  });

  it('forgets messages sent or failed more than the retention ago; an announcement keeps only its key', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const old = daysAgo(OUTBOX_RETENTION_DAYS + 1);
    const oldSent = await queue('old-sent@example.org', 'Old sent');
    const oldFailed = await queue('old-failed@example.org', 'Old failed');
    const recent = await queue('recent-sent@example.org', 'Recent sent');
    const waiting = await queue('old-waiting@example.org', 'Old but waiting');
    await queueMail(t.app.db, {
      to: 'issue@example.org',
      subject: 'Issue',
      html: '<p>i</p>',
      text: 'i',
      kind: 'newsletter-issue',
      dedupeKey: 'issue:7:to:99',
    });
    const [issue] = await t.app.db.select().from(outbox).where(eq(outbox.dedupeKey, 'issue:7:to:99'));
    await t.app.db.update(outbox).set({ status: 'sent', sentAt: old }).where(eq(outbox.id, oldSent.id));
    await t.app.db.update(outbox).set({ status: 'failed', nextAttemptAt: old }).where(eq(outbox.id, oldFailed.id));
    await t.app.db
      .update(outbox)
      .set({ status: 'sent', sentAt: daysAgo(OUTBOX_RETENTION_DAYS - 1) })
      .where(eq(outbox.id, recent.id));
    await t.app.db.update(outbox).set({ nextAttemptAt: old }).where(eq(outbox.id, waiting.id));
    await t.app.db.update(outbox).set({ status: 'sent', sentAt: old }).where(eq(outbox.id, issue!.id));

    expect(await pruneOutbox(t.app.db)).toBeGreaterThanOrEqual(3);
    const ids = (await t.app.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(ids).not.toContain(oldSent.id);
    expect(ids).not.toContain(oldFailed.id);
    expect(ids).toEqual(expect.arrayContaining([recent.id, waiting.id, issue!.id]));
    const [kept] = await t.app.db.select().from(outbox).where(eq(outbox.id, issue!.id));
    expect(kept).toMatchObject({ dedupeKey: 'issue:7:to:99', status: 'sent', recipient: '', subject: '', html: '', text: '' });
    // The key still stops a second copy, and the emptied row is in neither the list nor the dialog.
    expect(
      await queueMail(t.app.db, {
        to: 'issue@example.org',
        subject: 'Issue',
        html: 'i',
        text: 'i',
        kind: 'newsletter-issue',
        dedupeKey: 'issue:7:to:99',
      }),
    ).toBe(false);
    expect((await get(`/api/outbox/${issue!.id}`)).statusCode).toBe(404);
    const listed = (await get('/api/outbox?limit=100')).json().messages.map((m: { id: number }) => m.id);
    expect(listed).not.toContain(issue!.id);
    expect(listed).toContain(recent.id);
    // Idempotent: a second run forgets nothing more.
    expect(await pruneOutbox(t.app.db)).toBe(0);
  });
});
