import { CHAT_REPLY_DELAY_MS } from '@mnch/shared';
import type { FigureSet } from '../../lib/figures';
import { chatFallback, chatRules, type ChatContact, type ChatReply, type ChatRule } from '../../content/chat';

/** Lower-case words of a message (letters and digits only). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function matches(keyword: string, word: string): boolean {
  return keyword.length >= 4 ? word.startsWith(keyword) : word === keyword;
}

/** The rule that answers a message, or undefined for the generic answer. */
export function ruleFor(text: string, rules: ChatRule[]): ChatRule | undefined {
  const words = wordsOf(text);
  return rules.find((rule) => rule.keywords.some((keyword) => words.some((word) => matches(keyword, word))));
}

/** The bot's answer to a message: by keyword, else a generic reply; `contact` and `figures` are what it quotes. */
export function replyFor(text: string, contact: ChatContact, figures: FigureSet): ChatReply {
  return ruleFor(text, chatRules(contact, figures))?.reply ?? chatFallback(contact);
}

/** A random reply delay between CHAT_REPLY_DELAY_MS.min and .max. */
export function replyDelay(random: () => number = Math.random): number {
  const { min, max } = CHAT_REPLY_DELAY_MS;
  return Math.round(min + random() * (max - min));
}
