// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Programme details" description="More about it">
        <p>Full text</p>
        <button type="button">Inside action</button>
      </Dialog>
    </div>
  );
}

afterEach(cleanup);

describe('Dialog', () => {
  it('is a labelled modal dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Programme details' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Focus moved into the dialog.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and on a backdrop click, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByText('Full text'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const inside = screen.getByRole('button', { name: 'Inside action' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(inside);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(inside);
  });
});
