// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';
import { readDraft, writeDraft } from './form-drafts';
import { useFormSave } from './save-failure';
import { SAVE_FAILURE_MESSAGES } from '@mnch/shared';

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

const KEY = 'awards:7';

/** A one-field form in a FormDialog; `save` decides whether the save succeeds. */
function TitleForm({ onClose, save }: { onClose: () => void; save: () => Promise<void> }) {
  const form = useForm({ defaultValues: { title: 'Saved title' } });
  const [saving, setSaving] = useState(false);
  const formSave = useFormSave(form, ['title']);
  const submit = form.handleSubmit(async () => {
    setSaving(true);
    // A failure keeps the form open, as the real forms do.
    await formSave.run(async () => {
      await save();
      onClose();
    });
    setSaving(false);
  });
  return (
    <FormDialog
      form={form}
      draftKey={KEY}
      title="Edit Award"
      submitLabel="Update Award"
      saving={saving}
      failure={formSave.failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <label htmlFor="title">Title</label>
      <input id="title" {...form.register('title')} />
    </FormDialog>
  );
}

function Page({ save }: { save: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Link to="/admin/other">Other section</Link>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      {open ? <TitleForm onClose={() => setOpen(false)} save={save} /> : <p>Form closed</p>}
    </>
  );
}

function renderPage(save: () => Promise<void> = async () => {}) {
  const Stub = createRoutesStub([
    { path: '/admin/awards', Component: () => <Page save={save} /> },
    { path: '/admin/other', Component: () => <p>Other page</p> },
  ]);
  render(<Stub initialEntries={['/admin/awards']} />);
  return userEvent.setup();
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const titleValue = () => screen.getByLabelText<HTMLInputElement>('Title').value;

describe('FormDialog: unsaved changes', () => {
  it('closes at once when nothing changed, and keeps no draft', async () => {
    const user = renderPage();
    await user.click(within(dialog('Edit Award')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Form closed')).toBeTruthy();
    expect(readDraft(KEY)).toBeNull();
  });

  it('asks before closing changed input; Keep editing keeps the form, closing keeps a draft that the form offers back', async () => {
    const user = renderPage();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Typed but not saved');
    await user.click(within(dialog('Edit Award')).getByRole('button', { name: 'Cancel' }));

    const prompt = dialog('You have unsaved changes');
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    expect(titleValue()).toBe('Typed but not saved');

    await user.click(within(dialog('Edit Award')).getByRole('button', { name: 'Close dialog' }));
    await user.click(within(dialog('You have unsaved changes')).getByRole('button', { name: 'Close without saving' }));
    expect(screen.getByText('Form closed')).toBeTruthy();
    expect(readDraft<{ title: string }>(KEY)?.values.title).toBe('Typed but not saved');

    await user.click(screen.getByRole('button', { name: 'Open form' }));
    expect(titleValue()).toBe('Saved title');
    expect(screen.getByRole('status').textContent).toMatch(/Unsaved changes from .+ were kept on this device/);
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(titleValue()).toBe('Typed but not saved');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Discard drops the offered draft', async () => {
    writeDraft(KEY, { title: 'An old draft' });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(readDraft(KEY)).toBeNull();
    expect(titleValue()).toBe('Saved title');
  });

  it('a save that closes the form removes the draft; a failed save keeps it', async () => {
    const save = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const user = renderPage(save);
    await user.type(screen.getByLabelText('Title'), ' v2');
    await user.click(screen.getByRole('button', { name: 'Update Award' }));
    await waitFor(() => expect(readDraft<{ title: string }>(KEY)?.values.title).toBe('Saved title v2'));
    const form = screen.getByRole('dialog', { name: 'Edit Award' });
    // The failure is told inside the dialog, beside its buttons; the typed value stays.
    expect(within(form).getByRole('alert').textContent).toBe(SAVE_FAILURE_MESSAGES.network);
    expect(titleValue()).toBe('Saved title v2');

    await user.click(screen.getByRole('button', { name: 'Update Award' }));
    await waitFor(() => expect(screen.getByText('Form closed')).toBeTruthy());
    expect(readDraft(KEY)).toBeNull();
  });

  it('asks before leaving for another page with changed input, and stays on Keep editing', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('link', { name: 'Other section' }));
    const prompt = dialog('You have unsaved changes');
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByText('Other page')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Other section' }));
    await user.click(within(dialog('You have unsaved changes')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.getByText('Other page')).toBeTruthy());
    expect(readDraft<{ title: string }>(KEY)?.values.title).toBe('Saved title!');
  });
});
