import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES } from '@mnch/shared';
import { outbox } from '../src/db/schema';
import { queueMail } from '../src/lib/mail/outbox';
import { bearer, createTestApp, type TestApp } from './helpers';

/** The admin Outbox API (docs/behaviour/mail.md): list with a status filter and pages, one message, retry. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: bearer(admin) });

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
    const retry = () => t.inject({ method: 'POST', url: `/api/outbox/${row.id}/retry`, headers: bearer(admin) });
    const early = await retry();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(OUTBOX_MESSAGES.notFailed);
    await t.app.db.update(outbox).set({ status: 'failed', attempts: 8, lastError: 'gone' }).where(eq(outbox.id, row.id));
    const res = await retry();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(OUTBOX_MESSAGES.retried);
    const [after] = await t.app.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 0, lastError: 'gone' });
    expect((await t.inject({ method: 'POST', url: '/api/outbox/999999/retry', headers: bearer(admin) })).statusCode).toBe(404);
  });
});
