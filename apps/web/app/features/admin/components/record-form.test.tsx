// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_FAILURE_MESSAGES } from '@mnch/shared';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { FormDialog } from './form-dialog';
import { readDraft } from './form-drafts';
import { useRecordForm, type SaveMutation } from './record-form';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => cleanup());

const schema = z.object({ title: z.string().trim().min(1, 'Enter a title') });
const MESSAGES = { created: 'Award created successfully', updated: 'Award updated successfully' };
type Save = SaveMutation<{ title: string }, number>['mutateAsync'];

function AwardForm({ id, save, onClose }: { id?: number; save: Save; onClose: () => void }) {
  const { form, editing, dialogProps } = useRecordForm({
    kind: 'awards',
    id,
    defaults: { title: id ? 'Saved title' : '' },
    schema,
    payload: (values) => ({ title: values.title.trim() }),
    save: { mutateAsync: save },
    fields: ['title'],
    messages: MESSAGES,
    onClose,
  });
  const error = form.formState.errors.title?.message;
  return (
    <FormDialog {...dialogProps} title={editing ? 'Edit Award' : 'Add Award'} submitLabel={editing ? 'Update Award' : 'Create Award'}>
      <label htmlFor="title">Title</label>
      <input id="title" {...form.register('title')} />
      {error ? <p>{error}</p> : null}
    </FormDialog>
  );
}

function renderForm(save: Save, id?: number) {
  function Page() {
    const [open, setOpen] = useState(true);
    return open ? <AwardForm id={id} save={save} onClose={() => setOpen(false)} /> : <p>Form closed</p>;
  }
  const Stub = createRoutesStub([{ path: '/admin/awards', Component: Page }]);
  render(<Stub initialEntries={['/admin/awards']} />);
  return userEvent.setup();
}

describe('useRecordForm', () => {
  it('creates: checks with the schema first, sends the payload without an id, says the kind’s created message and closes', async () => {
    const save = vi.fn<Save>().mockResolvedValue(undefined);
    const user = renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Create Award' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), '  Newborn care  ');
    await user.click(screen.getByRole('button', { name: 'Create Award' }));
    await waitFor(() => expect(screen.getByText('Form closed')).toBeTruthy());
    expect(save).toHaveBeenCalledWith({ id: undefined, input: { title: 'Newborn care' } });
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.created);
    expect(readDraft('awards:new')).toBeNull();
  });

  it('updates by the record’s id; a failed save says why in the dialog, puts the server’s field error on its field and keeps the input as a draft', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new ApiError(400, 'Invalid input', [{ field: 'title', message: 'That title is taken' }]))
      .mockResolvedValueOnce(undefined);
    const user = renderForm(save, 7);
    await user.type(screen.getByLabelText('Title'), ' v2');
    await user.click(screen.getByRole('button', { name: 'Update Award' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Award' });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(SAVE_FAILURE_MESSAGES.invalid));
    expect(screen.getByText('That title is taken')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ id: 7, input: { title: 'Saved title v2' } });
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(readDraft<{ title: string }>('awards:7')?.values.title).toBe('Saved title v2'));

    await user.click(screen.getByRole('button', { name: 'Update Award' }));
    await waitFor(() => expect(screen.getByText('Form closed')).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.updated);
    expect(readDraft('awards:7')).toBeNull();
  });
});
