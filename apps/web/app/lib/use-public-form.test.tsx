// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '@mnch/shared';
import { CheckboxGroup, FormAlert, TextField } from '../components/form-fields';
import type { FormFailure } from './form-result';
import { refill, usePublicForm } from './use-public-form';

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));
const { toast } = await import('./toast');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const schema = z.object({
  kind: z.literal('demo'),
  name: z.string().trim().min(1, 'Name is required'),
  topics: z.array(z.string()),
});
const empty = { kind: 'demo' as const, name: '', topics: [] as string[] };

const failure = (values: FormFailure['values'], errors: FormFailure['errors'] = {}, message: string | null = null): FormFailure => ({
  form: 'demo',
  errors,
  message,
  values,
});

describe('refill', () => {
  it('takes what the failed post typed in, text for text and lists for lists, never a hidden value or a stranger', () => {
    const posted = failure({ kind: 'other', name: 'Ada', topics: ['a', 'b'], extra: 'x' });
    expect(refill(empty, posted, ['kind'])).toEqual({ kind: 'demo', name: 'Ada', topics: ['a', 'b'] });
    expect(refill(empty, failure({ name: ['not', 'text'], topics: 'not a list' }))).toEqual(empty);
    expect(refill(empty, null)).toEqual(empty);
  });
});

function Demo({ posted, send, onSent }: { posted: FormFailure | null; send: (v: unknown) => Promise<unknown>; onSent: () => void }) {
  const form = usePublicForm({
    schema,
    posted,
    empty,
    hidden: ['kind'],
    send,
    onSent,
    failed: { message: 'Could not send', toast: 'Failed' },
  });
  return (
    <form aria-label="Demo" noValidate onSubmit={form.onSubmit}>
      <TextField label="Name" {...form.text('name')} />
      <CheckboxGroup
        legend="Topics"
        options={[
          { value: 'a', label: 'Topic A' },
          { value: 'b', label: 'Topic B' },
        ]}
        {...form.list('topics')}
      />
      {form.message ? <FormAlert tone="error">{form.message}</FormAlert> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const name = () => screen.getByLabelText<HTMLInputElement>(/^Name/);
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Demo' }));

describe('usePublicForm', () => {
  it('is served with what the failed post typed in and its errors, until sent again', async () => {
    const send = vi.fn().mockResolvedValue({});
    render(
      <Demo posted={failure({ name: 'Ada', topics: ['b'] }, { name: 'Name is taken' }, 'Check the form')} send={send} onSent={vi.fn()} />,
    );
    expect(name().value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Topic B').checked).toBe(true);
    expect(screen.getByText('Name is taken')).toBeTruthy();
    expect(screen.getByText('Check the form')).toBeTruthy();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ kind: 'demo', name: 'Ada', topics: ['b'] }));
    expect(screen.queryByText('Name is taken')).toBeNull();
    expect(screen.queryByText('Check the form')).toBeNull();
  });

  it('checks with the schema and sends nothing when a field is wrong', async () => {
    const send = vi.fn();
    render(<Demo posted={null} send={send} onSent={vi.fn()} />);
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('once the API accepted, empties the fields and calls onSent', async () => {
    const onSent = vi.fn();
    render(<Demo posted={null} send={vi.fn().mockResolvedValue({})} onSent={onSent} />);
    fireEvent.change(name(), { target: { value: 'Grace' } });
    submit();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(name().value).toBe('');
  });

  it("puts the API's field errors on their fields, shows its message and a notice, and keeps what was typed", async () => {
    const send = vi.fn().mockRejectedValue(
      new ApiError(400, 'Please correct the form', [
        { field: 'name', message: 'Name is not allowed' },
        { field: 'kind', message: 'Unknown kind' },
      ]),
    );
    const onSent = vi.fn();
    render(<Demo posted={null} send={send} onSent={onSent} />);
    fireEvent.change(name(), { target: { value: 'Grace' } });
    submit();
    expect(await screen.findByText('Name is not allowed')).toBeTruthy();
    expect(screen.getByText('Please correct the form')).toBeTruthy();
    expect(screen.queryByText('Unknown kind')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Failed', expect.anything());
    expect(onSent).not.toHaveBeenCalled();
    expect(name().value).toBe('Grace');
  });

  it('shows its own message when the server could not be reached', async () => {
    render(<Demo posted={null} send={vi.fn().mockRejectedValue(new TypeError('offline'))} onSent={vi.fn()} />);
    fireEvent.change(name(), { target: { value: 'Grace' } });
    submit();
    expect(await screen.findByText('Could not send')).toBeTruthy();
  });
});
