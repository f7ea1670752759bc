// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { whoWeAre } from '../../content/about';
import { WhoWeAre } from './who-we-are';

afterEach(cleanup);

describe('Who We Are', () => {
  it('reveals and hides the rest of the story with Read More / Read Less', async () => {
    const user = userEvent.setup();
    render(<WhoWeAre />);
    const more = screen.getByText(whoWeAre.more[0]!);
    expect(more.closest('[hidden]')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(more.parentElement);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).toBe('true');
    expect(more.closest('[hidden]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByRole('button', { name: 'Read More' }).getAttribute('aria-expanded')).toBe('false');
  });
});
