// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LazyToaster } from '../components/lazy-toaster';
import { toast } from './toast';

afterEach(cleanup);

describe('toast', () => {
  it('mounts the toaster on the first notice and shows it, and later notices too', async () => {
    render(<LazyToaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    // The first notice loads the toaster's module: on a loaded two-core machine that took over 3 s.
    act(() => toast.success('Saved the article'));
    expect(await screen.findByText('Saved the article', {}, { timeout: 20_000 })).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();

    act(() => toast.error('Could not delete'));
    expect(await screen.findByText('Could not delete', {}, { timeout: 5_000 })).toBeTruthy();
  }, 30_000);
});
