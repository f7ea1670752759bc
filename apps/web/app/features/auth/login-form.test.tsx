// @vitest-environment happy-dom
import { MESSAGES } from '@mnch/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { LoginForm } from './login-form';

afterEach(cleanup);

function setup(onLogin = vi.fn<(c: { email: string; password: string }, o: { remember: boolean }) => Promise<void>>()) {
  const user = userEvent.setup();
  render(<LoginForm onLogin={onLogin} />);
  return {
    user,
    onLogin,
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByRole('button', { name: 'Sign In' })),
  };
}

describe('LoginForm', () => {
  it('shows the field messages for empty fields and does not sign in', async () => {
    const { email, password, submit, onLogin } = setup();
    await submit();

    const emailError = await screen.findByText(MESSAGES.users.emailRequired);
    const passwordError = screen.getByText(MESSAGES.users.passwordRequired);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(passwordError.id);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an e-mail address', async () => {
    const { user, email, password, submit, onLogin } = setup();
    await user.type(email, 'not-an-address');
    await user.type(password, 'secret-password');
    await submit();

    expect(await screen.findByText(MESSAGES.users.emailInvalid)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.users.passwordRequired)).toBeNull();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("reads 'Signing in...' and is disabled while the request runs", async () => {
    let finish!: () => void;
    const onLogin = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, email, password, submit } = setup(onLogin);
    await user.type(email, '  Editor@Example.org ');
    await user.type(password, 'secret-password');
    await submit();

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // The schema's output is what is sent: trimmed, lower-case address.
    expect(onLogin).toHaveBeenCalledWith({ email: 'editor@example.org', password: 'secret-password' }, { remember: false });

    finish();
    const idle = await screen.findByRole('button', { name: 'Sign In' });
    expect((idle as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's message inline and as a red notice", async () => {
    const notice = vi.spyOn(toast, 'error');
    const onLogin = vi.fn(() => Promise.reject(new ApiError(401, MESSAGES.auth.invalidCredentials)));
    const { user, email, password, submit } = setup(onLogin);
    await user.type(email, 'admin@example.org');
    await user.type(password, 'wrong-password');
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.auth.invalidCredentials);
    expect(notice).toHaveBeenCalledWith(MESSAGES.auth.invalidCredentials);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('falls back to the generic message when the failure carries none from the server', async () => {
    const onLogin = vi.fn(() => Promise.reject(new TypeError('boom')));
    const { user, email, password, submit } = setup(onLogin);
    await user.type(email, 'admin@example.org');
    await user.type(password, 'whatever');
    await submit();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.auth.loginFailed));
  });

  it('passes Remember me and links to the forgot-password page', async () => {
    const onLogin = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<LoginForm onLogin={onLogin} rememberedEmail="kept@example.org" />);
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('kept@example.org');
    expect(screen.getByLabelText<HTMLInputElement>('Remember me').checked).toBe(true);

    // A link to the page of its own (it works without scripts).
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');

    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ email: 'kept@example.org', password: 'secret-password' }, { remember: true }),
    );
  });
});
