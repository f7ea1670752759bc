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

    act(() => toast.success('Saved the article'));
    expect(await screen.findByText('Saved the article', {}, { timeout: 3000 })).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();

    act(() => toast.error('Could not delete'));
    expect(await screen.findByText('Could not delete')).toBeTruthy();
  });
});
