// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CHAT_UNREAD_DOT_DELAY_MS } from '@mnch/shared';
import { ChatAssistant } from './chat-assistant';

function renderChat() {
  return render(
    <MemoryRouter>
      <ChatAssistant delay={() => 1500} sinceLoad={() => 0} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatAssistant', () => {
  it('disables Send for empty or blank input and while the bot replies', () => {
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    const input = screen.getByLabelText('Your message');
    const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

    expect(send().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '    ' } });
    expect(send().disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Tell me about your research' } });
    expect(send().disabled).toBe(false);

    fireEvent.click(send());
    expect(screen.getByText('Tell me about your research')).toBeTruthy();
    expect(screen.getByText('The assistant is typing')).toBeTruthy();
    // Typing again while the bot replies still cannot send.
    fireEvent.change(input, { target: { value: 'and training?' } });
    expect(send().disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('The assistant is typing')).toBeNull();
    expect(screen.getByText(/^Our research covers/)).toBeTruthy();
    expect(send().disabled).toBe(false);
  });

  it('shows the unread dot 5 s after load if never opened', () => {
    renderChat();
    expect(screen.queryByTestId('chat-unread-dot')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(CHAT_UNREAD_DOT_DELAY_MS);
    });
    expect(screen.getByTestId('chat-unread-dot')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(screen.queryByTestId('chat-unread-dot')).toBeNull();
  });

  it('shows the unread dot when the bot answers while the chat is closed', () => {
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close chat assistant' })[0]!);
    expect(screen.queryByTestId('chat-unread-dot')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByTestId('chat-unread-dot')).toBeTruthy();
  });
});
