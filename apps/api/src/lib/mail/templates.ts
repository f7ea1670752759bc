import { SITE_IDENTITY, passwordLinkValidity, siteTimeZone, type PasswordLinkPurpose } from '@mnch/shared';

/**
 * The site's mail, each with an HTML part in the site's look (inline styles only: mail programs drop
 * style sheets) and a plain-text part. Every interpolated value goes through `escapeHtml` in the HTML
 * part. Tests: test/mail-templates.test.ts.
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The site's colours (apps/web/app/app.css): the centre's green (brand-600), body text and the muted footer. */
const COLOURS = { brand: '#187c4b', text: '#1f2937', muted: '#6b7280', line: '#e5e7eb', page: '#f3f4f6' };

interface LayoutParts {
  /** The site's origin (SITE_URL), for the header link and the footer. */
  siteUrl: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** A button (and, in the text part, the bare link). */
  action?: { label: string; url: string };
  /** Paragraphs after the button, smaller. */
  notes?: string[];
  /** A picture under the heading (an absolute address; decorative: the heading says what it is). */
  imageUrl?: string;
  /** A link in the footer (the newsletter's unsubscribe link), also in the text part. */
  footerLink?: { label: string; url: string };
}

/** One message in the site's look: the centre's name, the heading, the paragraphs, a button, the footer. */
export function layout(parts: LayoutParts): { html: string; text: string } {
  const e = escapeHtml;
  const p = (text: string, size = 16, colour = COLOURS.text) =>
    `<p style="margin:0 0 16px;font-size:${size}px;line-height:1.5;color:${colour}">${e(text)}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${e(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:${COLOURS.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${e(parts.action.label)}</a></p>` +
      p(`If the button does not work, copy this address into your browser: ${parts.action.url}`, 13, COLOURS.muted)
    : '';
  const footerLink = parts.footerLink
    ? ` · <a href="${e(parts.footerLink.url)}" style="color:${COLOURS.muted}">${e(parts.footerLink.label)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(parts.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.page};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid ${COLOURS.line}">
<tr><td style="padding:20px 24px;border-bottom:4px solid ${COLOURS.brand}"><a href="${e(parts.siteUrl)}" style="color:${COLOURS.brand};font-size:20px;font-weight:700;text-decoration:none">${e(SITE_IDENTITY.name)}</a></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:${COLOURS.text}">${e(parts.heading)}</h1>
${parts.imageUrl ? `<p style="margin:0 0 16px"><img src="${e(parts.imageUrl)}" alt="" width="552" style="display:block;width:100%;max-width:552px;height:auto;border-radius:6px"></p>` : ''}
${parts.paragraphs.map((t) => p(t)).join('\n')}
${button}
${(parts.notes ?? []).map((t) => p(t, 14, COLOURS.muted)).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLOURS.line};font-size:12px;line-height:1.5;color:${COLOURS.muted}">${e(SITE_IDENTITY.name)} · <a href="${e(parts.siteUrl)}" style="color:${COLOURS.muted}">${e(parts.siteUrl.replace(/^https?:\/\//, ''))}</a>${footerLink}</td></tr>
</table></td></tr></table>
</body></html>
`;
  const text = [
    SITE_IDENTITY.name,
    '',
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((t) => [t, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.notes ?? []).flatMap((t) => [t, '']),
    '--',
    `${SITE_IDENTITY.name} · ${parts.siteUrl}`,
    ...(parts.footerLink ? [`${parts.footerLink.label}: ${parts.footerLink.url}`] : []),
    '',
  ].join('\n');
  return { html, text };
}

/**
 * The link to choose a new password: a reset asked on the sign-in page or sent by an admin (`reset`),
 * or the first password of an account an admin has just created (`welcome`).
 */
export function passwordLinkMail(input: { siteUrl: string; name: string; url: string; purpose: PasswordLinkPurpose }): RenderedMail {
  const welcome = input.purpose === 'welcome';
  const subject = welcome
    ? `Your account at ${SITE_IDENTITY.shortName}: set your password`
    : `Reset your ${SITE_IDENTITY.shortName} password`;
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading: welcome ? 'Set your password' : 'Reset your password',
    paragraphs: [
      `Hello ${input.name},`,
      welcome
        ? `An account has been made for you on the ${SITE_IDENTITY.name} website. Choose your password to sign in.`
        : 'Someone, hopefully you, asked to reset the password of your account. Choose a new password with the link below.',
    ],
    action: { label: welcome ? 'Set my password' : 'Choose a new password', url: input.url },
    notes: [
      // The same number the link's expiry is set from (modules/users/password-links.ts).
      `The link works once and for ${passwordLinkValidity(input.purpose)}.`,
      welcome
        ? 'If you did not expect this account, you can ignore this message.'
        : 'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  });
  return { subject, html, text };
}

/** A new message from a visitor, or a registration, for the staff of STAFF_NOTIFY_EMAILS. */
export function staffAlertMail(input: {
  siteUrl: string;
  subject: string;
  heading: string;
  /** What was sent, label and value, each value as the visitor wrote it. */
  fields: Array<[string, string]>;
  /** The back-office page where it is read. */
  adminPath: string;
}): RenderedMail {
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading: input.heading,
    paragraphs: input.fields.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value}`),
    action: { label: 'Open the back office', url: `${input.siteUrl}${input.adminPath}` },
    notes: ['You receive this because your address is in the site’s staff notification list (STAFF_NOTIFY_EMAILS).'],
  });
  return { subject: input.subject, html, text };
}

/** A moment in a mail's words, in the site's time zone, which it names: "Monday, 1 December 2026 at 09:30 (Africa/Kampala)". */
export function mailDateTime(at: Date): string {
  const zone = siteTimeZone();
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(at);
  return `${text} (${zone})`;
}

/**
 * The notes of every mail to an address a visitor typed and nobody confirmed: why it came, and that
 * nothing of what was typed is repeated (docs/security.md, "Acknowledgements relayed visitor text").
 */
const UNCONFIRMED_NOTES = [
  'You receive this because this address was typed into a form on our website. We do not repeat what was written: anyone can type any address.',
  'If it was not you, ignore this message; there is nothing else to do.',
];

/**
 * The answer to a visitor who wrote through the contact or get-involved form. It goes to an address
 * nobody has confirmed, so it carries only the centre's own words and the time the form was sent, never
 * a name, subject or anything else the visitor typed (docs/security.md, "Acknowledgements relayed
 * visitor text"); how often one address gets it is limited by the caller (ACKNOWLEDGEMENT_WINDOW_MS,
 * lib/mail/outbox.ts).
 */
export function acknowledgementMail(input: { siteUrl: string; form: 'contact' | 'get-involved'; sentAt: Date }): RenderedMail {
  const what = input.form === 'contact' ? 'a message through the contact form' : 'a request through the get-involved form';
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading: 'We have your message',
    paragraphs: [
      'Hello,',
      `The ${SITE_IDENTITY.name} received ${what} of its website on ${mailDateTime(input.sentAt)}, with this address to answer. Our team reads every message and answers by email.`,
    ],
    notes: UNCONFIRMED_NOTES,
  });
  return { subject: `We have your message - ${SITE_IDENTITY.shortName}`, html, text };
}

/**
 * The confirmation of an event registration (or its receipt, while it waits for approval), with the
 * event's .ics; `already` when the address was registered before (the form answers both the same, so
 * only this mail tells the registrant). The event's own details only (written by staff): never the name
 * typed, since the address is not confirmed (docs/security.md, "Acknowledgements relayed visitor text").
 */
export function registrationMail(input: {
  siteUrl: string;
  eventTitle: string;
  when: string;
  where: string;
  eventUrl: string;
  pending: boolean;
  already?: boolean;
}): RenderedMail {
  const title = `“${input.eventTitle}”`;
  const { heading, subject, status } = input.already
    ? {
        heading: 'You are already registered',
        subject: `Already registered: ${input.eventTitle}`,
        status: `This address was given again to register for ${title}. It was registered before, so nothing has changed and no other place was taken.`,
      }
    : input.pending
      ? {
          heading: 'Your registration is waiting for approval',
          subject: `Registration received: ${input.eventTitle}`,
          status: `We have your registration for ${title}. The organisers approve each place and will write to you.`,
        }
      : {
          heading: 'You are registered',
          subject: `You are registered: ${input.eventTitle}`,
          status: `Your place at ${title} is confirmed.`,
        };
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading,
    paragraphs: ['Hello,', status, `When: ${input.when}`, `Where: ${input.where}`],
    action: { label: 'See the event', url: input.eventUrl },
    notes: ['The attached calendar file adds the event to your calendar.', ...UNCONFIRMED_NOTES],
  });
  return { subject, html, text };
}

/**
 * A newsletter issue announced to a confirmed subscriber (modules/announcements): its title, summary and
 * picture, the link to read it, and the subscriber's own unsubscribe link (also in the message's
 * List-Unsubscribe header, which the caller sets).
 */
export function issueAnnouncementMail(input: {
  siteUrl: string;
  title: string;
  summary: string | null;
  imageUrl: string | null;
  issueUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading: input.title,
    imageUrl: input.imageUrl ?? undefined,
    paragraphs: [input.summary?.trim() || `A new issue of the ${SITE_IDENTITY.name} newsletter is out.`],
    action: { label: 'Read the issue', url: input.issueUrl },
    notes: [`You receive this because you subscribed to the ${SITE_IDENTITY.name} newsletter.`],
    footerLink: { label: 'Unsubscribe', url: input.unsubscribeUrl },
  });
  return { subject: `Newsletter: ${input.title}`, html, text };
}

/**
 * The double opt-in of a newsletter subscription (docs/behaviour/mail.md): the link that confirms it,
 * valid `validDays` days. Sent to the address typed in a subscribe form, so it says what to do when the
 * reader did not ask for it (nothing: without the confirmation no newsletter is sent).
 */
export function subscriptionConfirmMail(input: {
  siteUrl: string;
  url: string;
  validDays: number;
  interests?: readonly string[];
  /** Staff added the address (by hand or from a list they imported), not a form the owner filled in. */
  addedByStaff?: boolean;
}): RenderedMail {
  const interests = input.interests ?? [];
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading: 'Confirm your subscription',
    paragraphs: [
      'Hello,',
      input.addedByStaff
        ? `The ${SITE_IDENTITY.name} team added this address to its newsletter list, as you agreed with us. Confirm with the link below and we will send you our next issues.`
        : `Someone, hopefully you, asked to receive the ${SITE_IDENTITY.name} newsletter at this address. Confirm with the link below and we will send you our next issues.`,
      // The interests are words of the site's own list (SUBSCRIPTION_INTERESTS), never text a visitor typed.
      ...(interests.length > 0
        ? [
            `${input.addedByStaff ? 'We will also write' : 'You also asked to hear'} when something new is published about: ${interests.join(', ')}.`,
          ]
        : []),
    ],
    action: { label: 'Confirm my subscription', url: input.url },
    notes: [
      `The link works once and for ${input.validDays} days.`,
      'If you did not ask for this, ignore this message: without your confirmation we send you nothing more.',
    ],
  });
  return { subject: `Confirm your subscription to the ${SITE_IDENTITY.shortName} newsletter`, html, text };
}

/**
 * The welcome after a confirmed subscription: says it worked and gives the address's unsubscribe link
 * (the same one every issue carries), so leaving is one click away from the start.
 */
export function subscriptionWelcomeMail(input: { siteUrl: string; unsubscribeUrl: string; interests?: readonly string[] }): RenderedMail {
  const interests = input.interests ?? [];
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading: 'You are subscribed',
    paragraphs: [
      'Hello,',
      `Thank you for confirming: you will receive the ${SITE_IDENTITY.name} newsletter at this address from its next issue.`,
      ...(interests.length > 0 ? [`We will also write when something new is published about: ${interests.join(', ')}.`] : []),
    ],
    notes: ['To stop receiving our mail, at any time, use the Unsubscribe link below (it is also in every message we send you).'],
    footerLink: { label: 'Unsubscribe', url: input.unsubscribeUrl },
  });
  return { subject: `Welcome to the ${SITE_IDENTITY.shortName} newsletter`, html, text };
}

/**
 * A notice to a confirmed subscriber (modules/notices): something new of an interest they chose was
 * published. Says which of their interests it matches, links to it, and carries their unsubscribe link
 * (also in the List-Unsubscribe header, which the caller sets).
 */
export function interestNoticeMail(input: {
  siteUrl: string;
  /** "New event", "New job opening", ... */
  label: string;
  title: string;
  details: string[];
  url: string;
  interests: readonly string[];
  unsubscribeUrl: string;
}): RenderedMail {
  const { html, text } = layout({
    siteUrl: input.siteUrl,
    heading: input.title,
    paragraphs: [`${input.label} at ${SITE_IDENTITY.name}:`, ...input.details],
    action: { label: 'Read more', url: input.url },
    notes: [
      `You receive this because you asked us to write about: ${input.interests.join(', ')}. To stop, use the Unsubscribe link below.`,
    ],
    footerLink: { label: 'Unsubscribe', url: input.unsubscribeUrl },
  });
  return { subject: `${input.label}: ${input.title}`, html, text };
}
