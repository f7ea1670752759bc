// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { CHAT_UNREAD_DOT_DELAY_MS } from '@mnch/shared';
import { chatUi } from '../../content/chat';
import { canSend, useChatAssistant } from './use-chat-assistant';
import { figureSet } from '../../lib/figures';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const contact = { place: 'the Test House, Testville', phone: '+1 555 0100', email: 'hello@test.example.org' };
const setup = (sinceLoad = 0) =>
  renderHook(() =>
    useChatAssistant(
      () => 1500,
      contact,
      figureSet([]),
      () => sinceLoad,
    ),
  );

describe('canSend', () => {
  it('needs text that is not only spaces, and no reply in progress', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('hello', false)).toBe(true);
    expect(canSend('hello', true)).toBe(false);
  });
});

describe('useChatAssistant', () => {
  it('starts closed with the welcome message', () => {
    const { result } = setup();
    expect(result.current.open).toBe(false);
    expect(result.current.messages).toEqual([{ id: 0, sender: 'bot', text: chatUi.welcome }]);
    expect(result.current.sendable).toBe(false);
  });

  it('sends the trimmed text, replies after the delay and takes no second message meanwhile', () => {
    const { result } = setup();
    act(() => result.current.show());
    act(() => result.current.setInput('  Tell me about your research  '));
    expect(result.current.sendable).toBe(true);
    act(() => {
      result.current.send();
    });

    expect(result.current.input).toBe('');
    expect(result.current.replying).toBe(true);
    expect(result.current.messages.at(-1)).toMatchObject({ sender: 'user', text: 'Tell me about your research' });
    act(() => result.current.setInput('and training?'));
    expect(result.current.sendable).toBe(false);
    act(() => {
      result.current.send();
    });
    expect(result.current.messages).toHaveLength(2);

    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(result.current.replying).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.replying).toBe(false);
    expect(result.current.messages.at(-1)).toMatchObject({ sender: 'bot', text: expect.stringMatching(/^Our research covers/) });
    expect(new Set(result.current.messages.map((m) => m.id)).size).toBe(3);
    expect(result.current.unread).toBe(false);
  });

  it('marks a reply unread when it comes while the chat is closed; opening clears it', () => {
    const { result } = setup();
    act(() => result.current.show());
    act(() => result.current.setInput('hello'));
    act(() => {
      result.current.send();
    });
    act(() => result.current.hide());
    expect(result.current.unread).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(result.current.unread).toBe(true);
    act(() => result.current.show());
    expect(result.current.unread).toBe(false);
  });

  it('shows the unread dot after the delay only if the chat was never opened', () => {
    const never = setup();
    act(() => {
      vi.advanceTimersByTime(CHAT_UNREAD_DOT_DELAY_MS);
    });
    expect(never.result.current.unread).toBe(true);
    never.unmount();

    const opened = setup();
    act(() => opened.result.current.show());
    act(() => opened.result.current.hide());
    act(() => {
      vi.advanceTimersByTime(CHAT_UNREAD_DOT_DELAY_MS);
    });
    expect(opened.result.current.unread).toBe(false);
  });

  it("counts the unread dot's delay from the page's load, not from when the chat's code loaded", () => {
    // The chat's code loaded 1 s before the delay was up (it loads when the chat is first used).
    const late = setup(CHAT_UNREAD_DOT_DELAY_MS - 1000);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(late.result.current.unread).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(late.result.current.unread).toBe(true);
    late.unmount();
    // Loaded after the delay: at once.
    const later = setup(CHAT_UNREAD_DOT_DELAY_MS + 3000);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(later.result.current.unread).toBe(true);
  });

  it('Escape closes the panel without reaching what is behind it', () => {
    const { result } = setup();
    act(() => result.current.show());
    const stopPropagation = vi.fn();
    const key = (k: string) => ({ key: k, stopPropagation });
    act(() => result.current.onPanelKeyDown(key('a')));
    expect(result.current.open).toBe(true);
    act(() => result.current.onPanelKeyDown(key('Escape')));
    expect(result.current.open).toBe(false);
    expect(stopPropagation).toHaveBeenCalledOnce();
  });
});
