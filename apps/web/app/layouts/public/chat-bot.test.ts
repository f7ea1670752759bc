// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CHAT_REPLY_DELAY_MS } from '@mnch/shared';
import { chatFallback, chatRules } from '../../content/chat';
import { figures, formatFigure } from '../../content/figures';
import { replyDelay, replyFor, ruleFor } from './chat-bot';

const reply = (id: string) => chatRules.find((r) => r.id === id)!.reply;

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
    expect(replyFor(text)).toBe(reply(id));
  });

  it('checks the rules in their list order, the first match wins', () => {
    // "program" comes before "research" in the list.
    expect(ruleFor('research program')?.id).toBe('programs');
    expect(ruleFor('publication')?.id).toBe('publications');
  });

  it('matches short keywords only as whole words', () => {
    expect(ruleFor('this history')).toBeUndefined();
    expect(ruleFor('Hi!')?.id).toBe('greeting');
  });

  it('falls back to a generic reply', () => {
    expect(replyFor('What is the weather like?')).toBe(chatFallback);
    expect(replyFor('')).toBe(chatFallback);
  });

  it('quotes the figures the pages use, never the conflicting ones', () => {
    const text = replyFor('research').text;
    expect(text).toContain(formatFigure(figures.publications));
    expect(text).toContain(`H-index of ${figures.hIndex.value}`);
    expect(text).toContain('14,933');
    const all = chatRules.map((r) => r.reply.text).join(' ');
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
