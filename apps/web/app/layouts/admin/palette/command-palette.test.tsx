// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@mnch/shared';
import AdminLayout from '../admin-layout';
import type { StaffUser } from '../guard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESULTS: SearchResult[] = [
  {
    kind: 'articles',
    type: 'Article',
    id: 41,
    title: 'Kangaroo care study',
    section: '/admin/articles',
    url: '/admin/articles?search=Kangaroo+care+study&edit=41',
  },
  {
    kind: 'events',
    type: 'Event',
    id: 9,
    title: 'Kangaroo care day',
    section: '/admin/events',
    url: '/admin/events?search=Kangaroo+care+day&edit=9',
  },
];

/** The API: /api/search answers RESULTS (and is counted), anything else 404. */
function answerSearch() {
  const searches: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/search') {
        searches.push(url.searchParams.get('q') ?? '');
        return new Response(JSON.stringify({ results: RESULTS }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return searches;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderShell(user: StaffUser, path = '/admin') {
  const Stub = createRoutesStub([
    {
      id: 'admin-layout',
      Component: AdminLayout as unknown as ComponentType,
      loader: () => ({ user }),
      children: [
        { path: '/admin', Component: Where, handle: { title: 'Dashboard' } },
        { path: '/admin/:section', Component: Where },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const editor: StaffUser = { name: 'Edna Editor', email: 'edna@example.org', role: 'editor' };
const viewer: StaffUser = { name: 'Vic Viewer', email: 'vic@example.org', role: 'viewer' };
const where = () => screen.getByTestId('where').textContent;
const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('the command palette', () => {
  it('opens with Ctrl+K, finds items by title (one debounced search), and opens one by the keyboard alone', async () => {
    const searches = answerSearch();
    const user = userEvent.setup();
    renderShell(editor);
    await screen.findByTestId('where');
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: /find a section/i });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, 'kangaroo');
    await waitFor(() => expect(options()).toContain('Kangaroo care dayEvent'));
    // Typed letter by letter, asked once the text rested.
    expect(searches).toEqual(['kangaroo']);
    expect(screen.getByRole('group', { name: 'News & Articles' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Events' })).toBeTruthy();

    // The first option is active; End goes to the last, ArrowDown wraps to the first, ArrowUp back.
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Kangaroo care studyArticle');
    await user.keyboard('{End}');
    expect(active()).toBe('Kangaroo care dayEvent');
    expect(screen.getByRole('option', { name: /Kangaroo care day/ }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Kangaroo care studyArticle');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(where()).toBe('/admin/events?search=Kangaroo+care+day&edit=9'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens with the header button, filters actions and sections as typed, and Escape gives focus back to the button', async () => {
    answerSearch();
    const user = userEvent.setup();
    renderShell(editor);
    const button = await screen.findByRole('button', { name: 'Search' });
    await user.click(button);
    const input = await screen.findByRole('combobox');
    expect(options()).toEqual(
      expect.arrayContaining(['New article', 'New event', 'New publication', 'Go to dashboard', 'Go to trash', 'Projects']),
    );
    expect(options()).not.toContain('Users');
    await user.type(input, 'new pub');
    expect(options()[0]).toBe('New publication');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('opens with / on a section’s list but not while typing in a field, and offers a viewer no create action', async () => {
    answerSearch();
    const user = userEvent.setup();
    renderShell(viewer, '/admin/articles');
    await screen.findByTestId('where');
    const jump = screen.getAllByRole('searchbox', { name: 'Jump to section' })[0]!;
    await user.click(jump);
    await user.keyboard('/');
    expect(screen.queryByRole('combobox')).toBeNull();
    jump.blur();
    await user.keyboard('/');
    await screen.findByRole('combobox');
    expect(options().some((o) => o?.startsWith('New '))).toBe(false);
    expect(options()).not.toContain('Go to trash');
  });
});
