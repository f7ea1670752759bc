import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_IDENTITY } from '@mnch/shared';
import { outbox } from '../src/db/schema';
import { veventLines } from './support/ical';
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
    const res = await send({
      kind: 'contact',
      firstName: 'Ada',
      lastName: 'Example',
      email,
      subject,
      message: 'Can we visit the Gulu clinic?',
    });
    expect(res.statusCode, res.body).toBe(201);

    for (const staff of STAFF) {
      const [alert] = await waitForSubject(staff, subject);
      expect(alert!.subject).toBe(`New message: ${subject}`);
      expect(alert!.text).toContain(`From: Ada Example <${email}>`);
      expect(alert!.text).toContain('Message: Can we visit the Gulu clinic?');
      expect(alert!.text).toContain('https://centre.example.org/admin/inquiries');
      expect(alert!.html).toContain('Visit &lt;b&gt;request&lt;/b&gt;');
      expect(alert!.html).not.toContain('<b>request</b>');
    }
    const [ack] = await waitForSubject(email, 'We have your message');
    expect(ack!.subject).toBe(`We have your message - ${SITE_IDENTITY.shortName}`);
    expect(ack!.text).toContain('received a message through the contact form');
    for (const part of [ack!.subject, ack!.text, ack!.html]) {
      expect(part).not.toContain('Ada');
      expect(part).not.toContain('request');
      expect(part).not.toContain('Gulu');
    }
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
    const [ack] = await waitForSubject(email, 'We have your message');
    expect(ack!.text).toContain('a request through the get-involved form');

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
    const res = await t.send('POST', '/api/events', admin, {
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
    expect(mail!.text).toContain('Hello,\n');
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

    // A full event refuses (409) and mails nothing.
    const full = await createEvent({ capacity: 1 });
    expect(
      (await t.inject({ method: 'POST', url: `/api/events/${full.id}/registrations`, payload: { name: 'X', email: visitor() } }))
        .statusCode,
    ).toBe(201);
    const late = visitor();
    expect(
      (await t.inject({ method: 'POST', url: `/api/events/${full.id}/registrations`, payload: { name: 'Y', email: late } })).statusCode,
    ).toBe(409);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.recipient, late))).toEqual([]);
  });
});

/** Finding 11 (docs/security.md): mail to an address nobody confirmed repeats nothing a visitor typed, and one address gets few. */
describe('mail to an address a visitor typed', () => {
  const LURE = 'Your MNCH account is suspended - restore it at http://evil.example';
  const lureFields = { name: LURE, firstName: LURE, lastName: LURE, organization: LURE };
  /** Every message to `address` so far, with every part and attachment as text. */
  const everything = (address: string) =>
    smtp
      .to(address)
      .map((m) => [m.subject ?? '', m.text ?? '', m.html || '', ...m.attachments.map((a) => a.content.toString('utf8'))].join('\n'));

  it('acknowledges the contact and get-involved forms without any of the visitor text (name, subject, interest, message, organisation)', async () => {
    const contactTo = visitor();
    const involvedTo = visitor();
    const post = async (payload: Record<string, unknown>) => expect((await send(payload)).statusCode).toBe(201);
    await post({ kind: 'contact', ...lureFields, name: undefined, email: contactTo, subject: LURE, message: LURE });
    await post({
      kind: 'get-involved',
      ...lureFields,
      firstName: undefined,
      lastName: undefined,
      email: involvedTo,
      interest: 'partnership',
      message: LURE,
    });
    for (const to of [contactTo, involvedTo]) {
      await waitForSubject(to, 'We have your message');
      const all = everything(to).join('\n');
      expect(all).not.toContain('evil.example');
      expect(all).not.toContain('suspended');
      expect(all).not.toContain('partnership');
    }
    // The staff still read all of it.
    const [alert] = await waitForSubject(STAFF[0]!, `New message: ${LURE}`);
    expect(alert!.text).toContain(`Message: ${LURE}`);
  });

  it('sends one address at most one acknowledgement a day, however many forms name it; the staff get every message', async () => {
    const victim = visitor();
    const marker = `flood ${n}`;
    for (let i = 0; i < 6; i++) {
      const payload =
        i % 2
          ? { kind: 'get-involved', name: 'X', email: victim.toUpperCase(), message: `${marker} ${i}` }
          : { kind: 'contact', name: 'X', email: victim, subject: `${marker} ${i}`, message: 'm' };
      expect((await send(payload)).statusCode).toBe(201);
    }
    await waitForSubject(STAFF[0]!, `${marker} 4`);
    await waitForSubject(victim, 'We have your message');
    // Give the worker time to send anything else it had.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.to(victim)).toHaveLength(1);
    const queued = await t.app.db.select().from(outbox).where(eq(outbox.recipient, victim));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.dedupeKey).toMatch(/^ack:[\w-]+:\d+$/);
    expect(queued[0]!.dedupeKey).not.toContain(victim);
  });

  it('confirms a registration without the name typed, and tells an address registered before, once, while the form answers the same', async () => {
    const res = await t.send('POST', '/api/events', admin, {
      title: `Kangaroo care clinic ${++n}`,
      type: 'workshop',
      startDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      venueName: 'Mulago Hospital',
      organizer: 'Org\r\nORGANIZER:mailto:someone@attacker.test',
      contactEmail: 'events@centre.example.org',
      capacity: 30,
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json().event as { id: number; title: string };
    const email = visitor();
    const reg = (name: string) => t.inject({ method: 'POST', url: `/api/events/${event.id}/registrations`, payload: { name, email } });
    const first = await reg(LURE);
    const [confirmation] = await waitForSubject(email, `You are registered: ${event.title}`);
    expect(everything(email).join('\n')).not.toContain('evil.example');
    // The .ics attached holds one organizer, quoted, and nothing it added.
    const props = veventLines(confirmation!.attachments[0]!.content.toString('utf8'));
    expect(props.filter((p) => p.name === 'ORGANIZER')).toHaveLength(1);
    expect(props.find((p) => p.name === 'ORGANIZER')!.value).toBe('MAILTO:events@centre.example.org');

    const second = await reg(`${LURE} again`);
    const third = await reg('Someone else');
    expect([second.statusCode, third.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const [notice] = await waitForSubject(email, `Already registered: ${event.title}`);
    expect(notice!.text).toContain('nothing has changed');
    expect(notice!.attachments).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    // The confirmation and one notice: the third registration within the day mails nothing.
    expect(smtp.to(email).map((m) => m.subject)).toEqual([`You are registered: ${event.title}`, `Already registered: ${event.title}`]);
    expect(everything(email).join('\n')).not.toContain('evil.example');
    expect(everything(email).join('\n')).not.toContain('suspended');
  });
});
