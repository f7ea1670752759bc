// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_MESSAGES } from '@mnch/shared';
import { ApiError } from '../../../lib/api-client';
import { FormDialog } from './form-dialog';
import { useRecordForm, type SaveMutation } from './record-form';
import { readableText } from './save-conflict';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => cleanup());

interface Award {
  id: number;
  title: string;
  description: string;
  version: string;
}
type Values = { title: string; description: string };
type Save = SaveMutation<Values, number>['mutateAsync'];
const valuesOf = (award: Award): Values => ({ title: award.title, description: award.description });
const OPENED: Award = { id: 7, title: 'Saved title', description: '<p>Old text</p>', version: '"100"' };
const THEIRS: Award = { id: 7, title: 'Their title', description: '<p>Old text</p>', version: '"200"' };
const stale = () =>
  new ApiError(409, VERSION_MESSAGES.stale, [], {
    message: VERSION_MESSAGES.stale,
    current: THEIRS,
    changedBy: 'Grace Editor',
    changedAt: '2026-03-04T10:20:00.000Z',
  });

function AwardForm({ save }: { save: Save }) {
  const [open, setOpen] = useState(true);
  const { form, dialogProps } = useRecordForm({
    kind: 'awards',
    id: OPENED.id,
    defaults: valuesOf(OPENED),
    version: OPENED.version,
    valuesOf,
    schema: z.object({ title: z.string().min(1) }),
    payload: (values) => values,
    save: { mutateAsync: save },
    fields: ['title', 'description'],
    messages: { updated: 'Award updated successfully' },
    onClose: () => setOpen(false),
  });
  if (!open) return <p>Form closed</p>;
  return (
    <FormDialog {...dialogProps} title="Edit Award" submitLabel="Update Award">
      <label htmlFor="title">Title</label>
      <input id="title" {...form.register('title')} />
      <label htmlFor="description">Description</label>
      <textarea id="description" {...form.register('description')} />
    </FormDialog>
  );
}

function renderForm(save: Save) {
  const Stub = createRoutesStub([{ path: '/admin/awards', Component: () => <AwardForm save={save} /> }]);
  render(<Stub initialEntries={['/admin/awards']} />);
  return userEvent.setup();
}

describe('a save over a colleague’s newer version', () => {
  it('sends the version opened; on a 409 keeps the typed text, says who changed what and when; loading theirs saves from their version', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(stale()).mockResolvedValueOnce(undefined);
    const user = renderForm(save);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'My title');
    await user.click(screen.getByRole('button', { name: 'Update Award' }));

    expect(await screen.findByText(/Grace Editor changed this award at 4 Mar 2026/)).toBeTruthy();
    expect(save).toHaveBeenLastCalledWith({ id: 7, input: { title: 'My title', description: '<p>Old text</p>' }, version: '"100"' });
    expect(screen.getByText('Title', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('My title');
    // Focus moves to the alert's heading, so the keyboard goes on from there.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));

    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Their title');
    expect(screen.queryByTestId('save-conflict')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Award' }));
    await waitFor(() => expect(screen.getByText('Form closed')).toBeTruthy());
    expect(save).toHaveBeenLastCalledWith({ id: 7, input: valuesOf(THEIRS), version: '"200"' });
  });

  it('keeps a copy of the typed text: to the clipboard, else as a downloaded .txt, and says which', async () => {
    const save = vi.fn<Save>().mockRejectedValue(stale());
    const user = renderForm(save);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Update Award' }));
    await user.click(await screen.findByRole('button', { name: 'Keep a copy of my text' }));
    expect(writeText).toHaveBeenCalledWith('Title: Saved title\nDescription: Old text');
    expect(await screen.findByText(/copied to the clipboard/)).toBeTruthy();

    writeText.mockRejectedValue(new Error('denied'));
    const createObjectURL = vi.fn().mockReturnValue('blob:copy');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Keep a copy of my text' }));
    expect(await screen.findByText(/downloaded as awards-7-my-text\.txt/)).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('shows no conflict for another 409 (a value another item has)', async () => {
    const save = vi.fn<Save>().mockRejectedValue(new ApiError(409, 'That title is taken', [], { message: 'That title is taken' }));
    const user = renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Update Award' }));
    expect(await screen.findByText('That title is taken')).toBeTruthy();
    expect(screen.queryByTestId('save-conflict')).toBeNull();
  });
});

describe('readableText', () => {
  it('writes each field as a line, rich text as its words, lists and parts indented', () => {
    expect(
      readableText({
        title: 'A',
        content: '<p>One &amp; two</p><ul><li>x</li></ul>',
        tags: ['a', 'b'],
        empty: '',
        speakers: [{ name: 'N' }],
      }),
    ).toBe('Title: A\nContent:\nOne & two\n- x\nTags:\n  1: a\n  2: b\nSpeakers:\n  1.\n    Name: N');
  });
});
