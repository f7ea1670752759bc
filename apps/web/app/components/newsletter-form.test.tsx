// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES, NOTICE_DURATION_MS } from '@mnch/shared';

const post = vi.fn();
vi.mock('../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/api-client')>();
  return { ...actual, api: { ...actual.api, post: (...args: unknown[]) => post(...args) } };
});
vi.mock('../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

const { NewsletterForm } = await import('./newsletter-form');
const { ApiError } = await import('../lib/api-client');
const { toast } = await import('../lib/toast');

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.submit(screen.getByRole('form', { name: 'Newsletter' }));
}

beforeEach(() => {
  post.mockReset();
  render(<NewsletterForm label="Newsletter" />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NewsletterForm', () => {
  it('reads Subscribing... and is disabled while the request runs, then shows the success message', async () => {
    let resolve!: (v: unknown) => void;
    post.mockReturnValue(new Promise((r) => (resolve = r)));
    submit('new@example.org');
    const button = await screen.findByRole('button', { name: /Subscribing\.\.\./ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(post).toHaveBeenCalledWith('/newsletter/subscribe', { email: 'new@example.org', source: 'footer' });
    await act(async () => resolve({ success: true, message: MESSAGES.subscribe.success }));
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.subscribe.success);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.subscribe.toastSuccess, expect.anything());
  });

  it('shows the same success message whatever the address (the server answers every address alike)', async () => {
    post.mockResolvedValue({ success: true, message: MESSAGES.subscribe.success });
    submit('a@example.org');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MESSAGES.subscribe.success));
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.subscribe.toastSuccess, expect.anything());
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("shows the server's message for a 400 and the generic failure otherwise", async () => {
    post.mockRejectedValueOnce(
      new ApiError(400, 'Please check the highlighted fields', [{ field: 'email', message: 'Please enter a valid email address' }]),
    );
    submit('b@example.org');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Please enter a valid email address'));
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.subscribe.toastFailed, expect.anything());

    post.mockRejectedValueOnce(new ApiError(500, 'boom'));
    submit('c@example.org');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MESSAGES.subscribe.failed));
  });

  it('rejects an invalid address with the shared message, without calling the server', async () => {
    submit('not-an-email');
    expect(await screen.findByText(MESSAGES.users.emailInvalid)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('hides the message after 5 seconds', async () => {
    // Fake timers that still move on their own, so the form's async steps run; the hide timer is then skipped ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    post.mockResolvedValue({ success: true, message: MESSAGES.subscribe.success });
    submit('d@example.org');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain(MESSAGES.subscribe.success));
    // The hide timer is set by an effect after the message is painted: let it run before the clock is moved
    // (on a loaded machine it was still pending, and the timer started only after the first move).
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(NOTICE_DURATION_MS - 500);
    });
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.subscribe.success);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
