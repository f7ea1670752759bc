// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SuccessStories } from './success-stories';
import type { Story } from './stories';

afterEach(cleanup);

function renderStories(stories: Story[], failed = false) {
  const router = createMemoryRouter([{ path: '/', element: <SuccessStories stories={stories} failed={failed} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('SuccessStories', () => {
  it('shows a clean empty state when no newsletter is published', () => {
    renderStories([]);
    expect(screen.getByRole('heading', { name: 'No stories yet' })).toBeTruthy();
  });

  it('says so when the newsletters could not be loaded', () => {
    renderStories([], true);
    expect(screen.getByRole('heading', { name: 'Failed to fetch newsletters. Please try again later.' })).toBeTruthy();
  });

  it('lists stories with their date, excerpt and a link to the document viewer', () => {
    renderStories([
      {
        id: 1,
        title: 'Midwives lead the way',
        excerpt: 'Weekly drills.',
        date: '2025-03-04T10:00:00Z',
        image: null,
        href: '/pdf-viewer?url=%2Fuploads%2Fpdfs%2Fa.pdf&title=Midwives',
        external: false,
      },
      { id: 2, title: 'On the web', excerpt: null, date: null, image: null, href: 'https://example.org/s', external: true },
    ]);
    expect(screen.getByRole('link', { name: 'Midwives lead the way' }).getAttribute('href')).toBe(
      '/pdf-viewer?url=%2Fuploads%2Fpdfs%2Fa.pdf&title=Midwives',
    );
    expect(screen.getByText('4 March 2025')).toBeTruthy();
    expect(screen.getByText('Weekly drills.')).toBeTruthy();
    const external = screen.getByRole('link', { name: /On the web/ });
    expect(external.getAttribute('target')).toBe('_blank');
  });
});
