import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { bearer, createTestApp, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './support/smtp';

/**
 * Staff alerts, acknowledgements and registration confirmations (docs/behaviour/mail.md), through a
 * real SMTP server started here (smtp-server), the messages read back with mailparser.
 */
const fast = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 };
const STAFF = ['desk@centre.example.org', 'events@centre.example.org'];
let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
let n = 0;
const visitor = () => `visitor${++n}-${Date.now().toString(36)}@mail.example.org`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url, SITE_URL: 'https://centre.example.org', STAFF_NOTIFY_EMAILS: STAFF.join(', ') },
    { mail: { start: true, worker: fast } },
  );
  admin = bearer(await t.adminToken());
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const send = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/inquiries', payload });
/** The messages to `address` whose subject contains `marker`. */
const mailsTo = (address: string, marker: string) => smtp.to(address).filter((m) => m.subject?.includes(marker));
async function waitForSubject(address: string, marker: string, count = 1) {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    if (mailsTo(address, marker).length >= count) return mailsTo(address, marker);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no message "${marker}" to ${address}`);
}

describe('a message from the contact or get-involved form', () => {
  it('alerts every staff address with what was sent and acknowledges it to the visitor, both parts escaped', async () => {
    const email = visitor();
    const subject = `Visit <b>request</b> ${n}`;
    const res = await send({ kind: 'contact', firstName: 'Ada', lastName: 'Example', email, subject, message: 'Can we visit on Monday?' });
    expect(res.statusCode, res.body).toBe(201);

    for (const staff of STAFF) {
      const [alert] = await waitForSubject(staff, subject);
      expect(alert!.subject).toBe(`New message: ${subject}`);
      expect(alert!.text).toContain(`From: Ada Example <${email}>`);
      expect(alert!.text).toContain('Message: Can we visit on Monday?');
      expect(alert!.text).toContain('https://centre.example.org/admin/inquiries');
      expect(alert!.html).toContain('Visit &lt;b&gt;request&lt;/b&gt;');
      expect(alert!.html).not.toContain('<b>request</b>');
    }
    const [ack] = await waitForSubject(email, subject);
    expect(ack!.subject).toBe(`We have your message: ${subject}`);
    expect(ack!.text).toContain('Hello Ada Example,');
    expect(ack!.html).not.toContain('<b>request</b>');
  });

  it('does the same for get involved; a newsletter or event-notification sign-up sends neither', async () => {
    const email = visitor();
    const res = await send({
      kind: 'get-involved',
      name: 'Grace',
      email,
      organization: 'Uni',
      interest: 'partnership',
      message: 'Let us partner.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [alert] = await waitForSubject(STAFF[0]!, 'get-involved request: partnership');
    expect(alert!.text).toContain('Organisation: Uni');
    await waitForSubject(email, 'partnership');

    const quiet = visitor();
    expect((await send({ kind: 'stay-updated', name: 'Sam', email: quiet, interests: ['research'] })).statusCode).toBe(201);
    expect((await send({ kind: 'event-notifications', name: 'Sam', email: quiet, eventTypes: ['Webinar'] })).statusCode).toBe(201);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.recipient, quiet))).toEqual([]);
  });

  it('queues nothing when the message is refused', async () => {
    const email = visitor();
    expect((await send({ kind: 'contact', email, subject: '', message: '' })).statusCode).toBe(400);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  });
});

describe('an event registration', () => {
  async function createEvent(over: Record<string, unknown> = {}) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: {
        title: `Newborn care workshop ${++n}`,
        description: '<p>Hands-on practice.</p>',
        type: 'workshop',
        status: 'upcoming',
        startDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        isVirtual: false,
        venueName: 'Mulago Hospital',
        organizer: 'MNCH Centre',
        capacity: 30,
        registrationFee: 0,
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().event as { id: number; title: string; slug: string };
  }

  it('confirms the place with the event’s .ics attached and alerts the staff', async () => {
    const event = await createEvent();
    const email = visitor();
    const res = await t.inject({ method: 'POST', url: `/api/events/${event.id}/registrations`, payload: { name: 'Ann', email } });
    expect(res.statusCode, res.body).toBe(201);

    const [mail] = await waitForSubject(email, event.title);
    expect(mail!.subject).toBe(`You are registered: ${event.title}`);
    expect(mail!.text).toContain('Where: Mulago Hospital');
    expect(mail!.text).toContain(`https://centre.example.org/events?event=${event.slug}`);
    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!;
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.filename).toMatch(/\.ics$/);
    const body = ics.content.toString('utf8');
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain(`SUMMARY:${event.title}`);

    const [alert] = await waitForSubject(STAFF[1]!, `New registration: ${event.title}`);
    expect(alert!.text).toContain(`Email: ${email}`);
    expect(alert!.text).toContain('Places taken: 1 of 30');
  });

  it('says a registration waits for approval when the event needs it; a refused one sends nothing', async () => {
    const event = await createEvent({ requiresApproval: true });
    const email = visitor();
    expect(
      (await t.inject({ method: 'POST', url: `/api/events/${event.id}/registrations`, payload: { name: 'Bo', email } })).statusCode,
    ).toBe(201);
    const [mail] = await waitForSubject(email, event.title);
    expect(mail!.subject).toBe(`Registration received: ${event.title}`);
    expect(mail!.attachments).toHaveLength(1);

    // The same address again: refused (409), and no second message.
    expect(
      (await t.inject({ method: 'POST', url: `/api/events/${event.id}/registrations`, payload: { name: 'Bo', email } })).statusCode,
    ).toBe(409);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(1);
  });
});
