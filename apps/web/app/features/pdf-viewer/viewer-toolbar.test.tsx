// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewerToolbar } from './viewer-toolbar';
import { applyZoom, canZoomIn, canZoomOut } from './zoom';

function Harness({ initial = 1 }: { initial?: number }) {
  const [zoom, setZoom] = useState(initial);
  return (
    <ViewerToolbar
      placement="header"
      zoom={{
        zoom,
        canZoomIn: canZoomIn(zoom),
        canZoomOut: canZoomOut(zoom),
        onZoomIn: () => setZoom((z) => applyZoom(z, 'in')),
        onZoomOut: () => setZoom((z) => applyZoom(z, 'out')),
        onReset: () => setZoom((z) => applyZoom(z, 'reset')),
      }}
      download={{ href: '/uploads/documents/a.pdf', fileName: 'a.pdf' }}
      fullscreen={null}
    />
  );
}

afterEach(cleanup);

describe('ViewerToolbar', () => {
  it('zooms in steps, shows the percentage and disables the buttons at the limits', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0.75} />);
    const bar = within(screen.getByRole('toolbar', { name: 'Document tools' }));
    expect(bar.getByTestId('zoom-level').textContent).toBe('75%');
    await user.click(bar.getByRole('button', { name: 'Zoom out' }));
    expect(bar.getByTestId('zoom-level').textContent).toBe('50%');
    expect(bar.getByRole('button', { name: 'Zoom out' })).toHaveProperty('disabled', true);
    await user.click(bar.getByRole('button', { name: /Zoom level 50%/ }));
    expect(bar.getByTestId('zoom-level').textContent).toBe('100%');
    for (let i = 0; i < 8; i++) await user.click(bar.getByRole('button', { name: 'Zoom in' }));
    expect(bar.getByTestId('zoom-level').textContent).toBe('300%');
    expect(bar.getByRole('button', { name: 'Zoom in' })).toHaveProperty('disabled', true);
  });

  it('offers the download with a file name', () => {
    render(<Harness />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/uploads/documents/a.pdf');
    expect(link.getAttribute('download')).toBe('a.pdf');
  });

  it('disables zoom while no document is shown', () => {
    render(<ViewerToolbar placement="bottom" zoom={null} download={null} fullscreen={null} />);
    const bar = within(screen.getByRole('toolbar', { name: 'Document tools (bottom)' }));
    expect(bar.getByRole('button', { name: 'Zoom in' })).toHaveProperty('disabled', true);
    expect(bar.getByRole('button', { name: 'Zoom out' })).toHaveProperty('disabled', true);
  });
});
