// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CHAT_REPLY_DELAY_MS } from '@mnch/shared';
import { EMPTY_SITE_SETTINGS, type SiteSettings } from '@mnch/shared';
import { chatContact, chatFallback, chatRules } from '../../content/chat';
import { figureSet } from '../../lib/figures';
import { replyDelay, replyFor, ruleFor } from './chat-bot';

/** Settings of a test centre (fixtures, not the site's). */
const settings: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  address: { building: 'Test House', street: '1 Test Road', poBox: '', city: 'Testville', country: 'Testland' },
  phones: [{ label: 'Office', number: '+1 555 0100' }],
  emails: { general: 'hello@test.example.org', careers: 'jobs@test.example.org' },
};
const contact = chatContact(settings);
/** Figures of a test site (the site's own are data: GET /api/figures). */
const figure = (key: 'publications' | 'hIndex' | 'citations' | 'countries', value: number, suffix = '') => ({
  id: 1,
  key,
  value,
  label: key,
  prefix: '',
  suffix,
  plain: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: '"0"',
});
const figures = figureSet([
  figure('publications', 321, '+'),
  figure('hIndex', 42),
  figure('citations', 98765),
  figure('countries', 17, '+'),
]);
const reply = (id: string) => chatRules(contact, figures).find((r) => r.id === id)!.reply;

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
    expect(replyFor(text, contact, figures)).toEqual(reply(id));
  });

  it('checks the rules in their list order, the first match wins', () => {
    // "program" comes before "research" in the list.
    expect(ruleFor('research program', chatRules(contact, figures))?.id).toBe('programs');
    expect(ruleFor('publication', chatRules(contact, figures))?.id).toBe('publications');
  });

  it('matches short keywords only as whole words', () => {
    expect(ruleFor('this history', chatRules(contact, figures))).toBeUndefined();
    expect(ruleFor('Hi!', chatRules(contact, figures))?.id).toBe('greeting');
  });

  it('answers where the centre is, however it is asked', () => {
    for (const question of ['Where are you located?', 'Where is your location?', 'Where are you based?', 'How do I visit your office?'])
      expect(ruleFor(question, chatRules(contact, figures))?.id, question).toBe('contact');
    expect(replyFor('Where are you located?', contact, figures).text).toContain('You can find us at the Test House, Testville, Testland.');
  });

  it('falls back to a generic reply', () => {
    expect(replyFor('What is the weather like?', contact, figures)).toEqual(chatFallback(contact));
    expect(replyFor('', contact, figures)).toEqual(chatFallback(contact));
  });

  it("quotes the centre's address, phone and email from the site settings", () => {
    expect(replyFor('How can I contact you?', contact, figures).text).toContain(
      'You can find us at the Test House, Testville, Testland. Call +1 555 0100 or email hello@test.example.org.',
    );
    expect(replyFor('partnership', contact, figures).text).toContain('write to hello@test.example.org.');
    expect(replyFor('weather', contact, figures).text).toContain('happy to help at hello@test.example.org or +1 555 0100.');
  });

  it('leaves out the details a site has not set, without broken sentences', () => {
    const none = chatContact(EMPTY_SITE_SETTINGS);
    const text = [replyFor('contact', none, figures), replyFor('partnership', none, figures), replyFor('weather', none, figures)]
      .map((r) => r.text)
      .join(' ');
    expect(text).not.toMatch(/ at \.| or \.|Call \.|email \.|undefined| {2}/);
    expect(replyFor('weather', none, figures).text).toContain('our team is happy to help. You can also ask');
  });

  it("quotes the site's figures, formatted as the pages show them", () => {
    const text = replyFor('research', contact, figures).text;
    expect(text).toContain('321+ publications');
    expect(text).toContain('H-index of 42');
    expect(text).toContain('98,765 citations');
    expect(text).toContain('in 17+ countries');
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
