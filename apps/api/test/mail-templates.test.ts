import { describe, expect, it } from 'vitest';
import { SITE_IDENTITY } from '@mnch/shared';
import {
  acknowledgementMail,
  escapeHtml,
  interestNoticeMail,
  layout,
  passwordLinkMail,
  registrationMail,
  subscriptionConfirmMail,
  subscriptionWelcomeMail,
} from '../src/lib/mail/templates';

describe('mail templates', () => {
  it('escapes every interpolated value in the HTML part', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
    const { html, text } = layout({
      siteUrl: 'https://centre.example.org',
      heading: '<script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry" <img src=x onerror=alert(1)>'],
      action: { label: 'Go <now>', url: 'https://centre.example.org/x?a=1&b="2"' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://centre.example.org/x?a=1&amp;b=&quot;2&quot;"');
    // The text part is text: nothing escaped, nothing lost.
    expect(text).toContain('Tom & "Jerry" <img src=x onerror=alert(1)>');
    expect(text).toContain('Go <now>: https://centre.example.org/x?a=1&b="2"');
  });

  it('writes the reset link message with the centre name, the link, its validity and the footer in both parts', () => {
    const url = 'https://centre.example.org/reset-password/abc123';
    const mail = passwordLinkMail({ siteUrl: 'https://centre.example.org', name: 'Ann <A>', url, purpose: 'reset' });
    expect(mail.subject).toBe(`Reset your ${SITE_IDENTITY.shortName} password`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(SITE_IDENTITY.name);
      expect(part).toContain(url);
      expect(part).toContain('one hour');
      expect(part).toContain('centre.example.org');
    }
    expect(mail.html).toContain('Hello Ann &lt;A&gt;,');
    expect(mail.text).toContain('Hello Ann <A>,');
    expect(mail.text).toContain('ignore this message');
    expect(mail.html).toMatch(/<html lang="en">/);
  });

  it('writes the welcome message as a set-your-password link', () => {
    const mail = passwordLinkMail({
      siteUrl: 'https://c.example.org',
      name: 'Bo',
      url: 'https://c.example.org/reset-password/t',
      purpose: 'welcome',
    });
    expect(mail.subject).toMatch(/set your password/);
    expect(mail.text).toContain('Set my password: https://c.example.org/reset-password/t');
    expect(mail.html).toContain('An account has been made for you');
    // Its link works three days (PASSWORD_LINK_HOURS), not a reset link's hour.
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('The link works once and for three days.');
      expect(part).not.toContain('one hour');
    }
  });

  it('writes the subscription confirmation with the link, its 7 days and what to do if unasked, in both parts, escaped', () => {
    const url = 'https://c.example.org/newsletter/confirm/abc"<x>&';
    const mail = subscriptionConfirmMail({ siteUrl: 'https://c.example.org', url, validDays: 7 });
    expect(mail.subject).toBe(`Confirm your subscription to the ${SITE_IDENTITY.shortName} newsletter`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(SITE_IDENTITY.name);
      expect(part).toContain('7 days');
      expect(part).toContain('If you did not ask for this');
    }
    expect(mail.text).toContain(`Confirm my subscription: ${url}`);
    expect(mail.html).toContain('href="https://c.example.org/newsletter/confirm/abc&quot;&lt;x&gt;&amp;"');
    expect(mail.html).not.toContain('<x>');
  });

  it('writes the welcome with the unsubscribe link in both parts, escaped', () => {
    const mail = subscriptionWelcomeMail({ siteUrl: 'https://c.example.org', unsubscribeUrl: 'https://c.example.org/unsubscribe/t<1>' });
    expect(mail.subject).toBe(`Welcome to the ${SITE_IDENTITY.shortName} newsletter`);
    expect(mail.text).toContain('https://c.example.org/unsubscribe/t<1>');
    expect(mail.html).toContain('https://c.example.org/unsubscribe/t&lt;1&gt;');
    expect(mail.html).not.toContain('t<1>');
  });

  it('acknowledges a form in the centre’s words only: which form and when, and what to do if it was not you', () => {
    const sentAt = new Date('2026-12-01T06:30:00Z');
    const mail = acknowledgementMail({ siteUrl: 'https://c.example.org', form: 'contact', sentAt });
    expect(mail.subject).toBe(`We have your message - ${SITE_IDENTITY.shortName}`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('the contact form');
      expect(part).toContain('Tuesday, 1 December 2026 at 09:30 (Africa/Kampala)');
      expect(part).toContain('If it was not you, ignore this message');
    }
    expect(acknowledgementMail({ siteUrl: 'https://c.example.org', form: 'get-involved', sentAt }).text).toContain('the get-involved form');
  });

  it('writes a registration’s confirmation, receipt and "already registered" notice from the event’s details, greeting nobody by name', () => {
    const details = {
      siteUrl: 'https://c.example.org',
      eventTitle: 'Clinic <1>',
      when: 'Monday',
      where: 'Mulago',
      eventUrl: 'https://c.example.org/e',
    };
    const confirmed = registrationMail({ ...details, pending: false });
    const pending = registrationMail({ ...details, pending: true });
    const already = registrationMail({ ...details, pending: false, already: true });
    expect([confirmed.subject, pending.subject, already.subject]).toEqual([
      'You are registered: Clinic <1>',
      'Registration received: Clinic <1>',
      'Already registered: Clinic <1>',
    ]);
    for (const mail of [confirmed, pending, already]) {
      expect(mail.text).toContain('Hello,\n');
      expect(mail.text).toContain('When: Monday');
      expect(mail.html).toContain('Clinic &lt;1&gt;');
    }
    expect(already.text).toContain('nothing has changed and no other place was taken');
  });

  it('makes the welcome unsubscribe address a link in the HTML part (issue 35, point 16)', () => {
    const mail = subscriptionWelcomeMail({ siteUrl: 'https://c.example.org', unsubscribeUrl: 'https://c.example.org/unsubscribe/tok' });
    expect(mail.html).toMatch(/<a href="https:\/\/c\.example\.org\/unsubscribe\/tok"[^>]*>Unsubscribe<\/a>/);
    expect(mail.text).toContain('Unsubscribe: https://c.example.org/unsubscribe/tok');
  });

  it('writes a notice with its link, the interests it matches and an unsubscribe link, escaped', () => {
    const mail = interestNoticeMail({
      siteUrl: 'https://c.example.org',
      label: 'New conference',
      title: 'Care <b>& data</b>',
      details: ['Conference on 5 May 2026.'],
      url: 'https://c.example.org/events?event=care',
      interests: ['Conference'],
      unsubscribeUrl: 'https://c.example.org/unsubscribe/tok',
    });
    expect(mail.subject).toBe('New conference: Care <b>& data</b>');
    expect(mail.html).toContain('Care &lt;b&gt;&amp; data&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="https://c.example.org/events?event=care"');
    expect(mail.html).toMatch(/<a href="https:\/\/c\.example\.org\/unsubscribe\/tok"[^>]*>Unsubscribe<\/a>/);
    expect(mail.text).toContain('asked us to write about: Conference');
  });
});
