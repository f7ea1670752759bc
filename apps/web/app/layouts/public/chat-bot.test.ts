// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CHAT_REPLY_DELAY_MS } from '@mnch/shared';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@mnch/shared';
import { chatContact, chatFallback, chatRules } from '../../content/chat';
import { figures, formatFigure } from '../../content/figures';
import { replyDelay, replyFor, ruleFor } from './chat-bot';

/** Settings of a test centre (fixtures, not the site's). */
const settings: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  address: { building: 'Test House', street: '1 Test Road', poBox: '', city: 'Testville', country: 'Testland' },
  phones: [{ label: 'Office', number: '+1 555 0100' }],
  emails: { general: 'hello@test.example.org', careers: 'jobs@test.example.org' },
};
const contact = chatContact(settings);
const reply = (id: string) => chatRules(contact).find((r) => r.id === id)!.reply;

describe('replyFor', () => {
  it.each([
    ['What programs do you run?', 'programs'],
    ['Which services are available?', 'programs'],
    ['Tell me about your programmes', 'programs'],
    ['I am interested in your research', 'research'],
    ['Any ongoing study in Busoga?', 'research'],
    ['Do you offer training?', 'training'],
    ['Education opportunities for nurses', 'training'],
    ['How can I contact you?', 'contact'],
    ['What is your location?', 'contact'],
    ['We would like a partnership', 'partnership'],
    ['Can we collaborate?', 'partnership'],
    ['Where are your publications?', 'publications'],
    ['Send me a recent paper', 'publications'],
    ['Hello', 'greeting'],
    ['hi there', 'greeting'],
    ['I need HELP', 'greeting'],
  ])('answers %j with the %s reply', (text, id) => {
    expect(replyFor(text, contact)).toEqual(reply(id));
  });

  it('checks the rules in their list order, the first match wins', () => {
    // "program" comes before "research" in the list.
    expect(ruleFor('research program', chatRules(contact))?.id).toBe('programs');
    expect(ruleFor('publication', chatRules(contact))?.id).toBe('publications');
  });

  it('matches short keywords only as whole words', () => {
    expect(ruleFor('this history', chatRules(contact))).toBeUndefined();
    expect(ruleFor('Hi!', chatRules(contact))?.id).toBe('greeting');
  });

  it('falls back to a generic reply', () => {
    expect(replyFor('What is the weather like?', contact)).toEqual(chatFallback(contact));
    expect(replyFor('', contact)).toEqual(chatFallback(contact));
  });

  it("quotes the centre's address, phone and email from the site settings", () => {
    expect(replyFor('How can I contact you?', contact).text).toContain(
      'You can find us at the Test House, Testville, Testland. Call +1 555 0100 or email hello@test.example.org.',
    );
    expect(replyFor('partnership', contact).text).toContain('write to hello@test.example.org.');
    expect(replyFor('weather', contact).text).toContain('happy to help at hello@test.example.org or +1 555 0100.');
  });

  it('leaves out the details a site has not set, without broken sentences', () => {
    const none = chatContact(EMPTY_SITE_SETTINGS);
    const text = [replyFor('contact', none), replyFor('partnership', none), replyFor('weather', none)].map((r) => r.text).join(' ');
    expect(text).not.toMatch(/ at \.| or \.|Call \.|email \.|undefined| {2}/);
    expect(replyFor('weather', none).text).toContain('our team is happy to help. You can also ask');
  });

  it('quotes the figures the pages use, never the conflicting ones', () => {
    const text = replyFor('research', contact).text;
    expect(text).toContain(formatFigure(figures.publications));
    expect(text).toContain(`H-index of ${figures.hIndex.value}`);
    expect(text).toContain('14,933');
    const all = chatRules(contact)
      .map((r) => r.reply.text)
      .join(' ');
    for (const wrong of ['230+', '45.2', '45+ countries', '28K+']) expect(all).not.toContain(wrong);
  });
});

describe('replyDelay', () => {
  it('stays between the minimum and maximum delay', () => {
    expect(replyDelay(() => 0)).toBe(CHAT_REPLY_DELAY_MS.min);
    expect(replyDelay(() => 0.999999)).toBe(CHAT_REPLY_DELAY_MS.max);
    const d = replyDelay();
    expect(d).toBeGreaterThanOrEqual(CHAT_REPLY_DELAY_MS.min);
    expect(d).toBeLessThanOrEqual(CHAT_REPLY_DELAY_MS.max);
  });
});
