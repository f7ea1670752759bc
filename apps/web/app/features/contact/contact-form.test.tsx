// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { INQUIRY_MESSAGES } from '@mnch/shared';

const post = vi.fn();
vi.mock('../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api-client')>();
  return { ...actual, api: { ...actual.api, post: (...args: unknown[]) => post(...args) } };
});
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

const { ContactForm } = await import('./contact-form');
const { ApiError } = await import('../../lib/api-client');

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Write to us' }));

function fillAll() {
  fill(/^First name/, 'Ada');
  fill(/^Last name/, 'Visitor');
  fill(/^Email address/, 'ada@example.org');
  fill(/^Subject/, 'Hello');
  fill(/^Message/, 'A question.');
}

/** The form as its page renders it: in a router (it reads the address). */
function renderForm(url = '/contact') {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactForm posted={null} /> }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  post.mockReset();
});
afterEach(cleanup);

describe('ContactForm', () => {
  it('shows the shared schema messages and sends nothing when fields are missing', async () => {
    renderForm();
    submit();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a contact inquiry, confirms and clears the form', async () => {
    post.mockResolvedValue({ inquiry: { id: 1 } });
    renderForm();
    fillAll();
    submit();
    await waitFor(() => expect(screen.getByTestId('contact-confirmation').textContent).toContain(INQUIRY_MESSAGES.sent));
    expect(post).toHaveBeenCalledWith('/inquiries', {
      kind: 'contact',
      firstName: 'Ada',
      lastName: 'Visitor',
      email: 'ada@example.org',
      subject: 'Hello',
      message: 'A question.',
    });
    expect(screen.getByLabelText<HTMLInputElement>(/^First name/).value).toBe('');
  });

  it('puts the server field errors on the fields and shows its message', async () => {
    post.mockRejectedValue(
      new ApiError(400, 'Please check the highlighted fields', [{ field: 'subject', message: 'Subject is too long' }]),
    );
    renderForm();
    fillAll();
    submit();
    expect(await screen.findByText('Subject is too long')).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields')).toBeTruthy();
    expect(screen.queryByTestId('contact-confirmation')).toBeNull();
  });

  it('shows the confirmation when the address says a post without scripts was sent', async () => {
    renderForm('/contact?sent=contact');
    expect((await screen.findByTestId('contact-confirmation')).textContent).toContain(INQUIRY_MESSAGES.sent);
    expect(post).not.toHaveBeenCalled();
  });
});
