// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminLayout from './admin-layout';
import type { StaffUser } from './guard';
import { sectionsFor } from './nav';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
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
    { path: '/', Component: Where },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const editor: StaffUser = { name: 'Edna Editor', email: 'edna@example.org', role: 'editor' };
const admin: StaffUser = { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' };

describe('admin shell', () => {
  it("shows an editor's name and role, and no Users section", async () => {
    answer(404, { message: 'Not found' });
    renderShell(editor);
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Projects' })).toBeTruthy();
    expect(screen.getByText('Edna Editor')).toBeTruthy();
    expect(screen.getByText('Editor')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
  });

  it('shows Users to an administrator', async () => {
    answer(404, { message: 'Not found' });
    renderShell(admin);
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
  });

  it('shows the bell without a count while the inquiries call fails', async () => {
    const fetchMock = answer(404, { message: 'Not found' });
    renderShell(admin);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/inquiries?read=false&limit=1');
    const bell = screen.getByRole('link', { name: 'Notifications: inquiries' });
    expect(bell.getAttribute('href')).toBe('/admin/inquiries');
    expect(bell.textContent).toBe('');
  });

  it('shows the unread count the server reports', async () => {
    answer(200, { inquiries: [], pagination: { page: 1, limit: 1, total: 4, totalPages: 4 } });
    renderShell(admin);
    const bell = await screen.findByRole('link', { name: 'Notifications: 4 unread inquiries' });
    expect(bell.textContent).toBe('4');
  });

  it('jumps to the first matching section on Enter', async () => {
    answer(404, { message: 'Not found' });
    const user = userEvent.setup();
    renderShell(admin);
    const boxes = await screen.findAllByRole('searchbox', { name: 'Jump to section' });
    await user.type(boxes[0]!, 'gall');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Gallery']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/gallery'));
    expect(within(nav).getAllByRole('link')).toHaveLength(sectionsFor('admin').length);
  });

  it("shows an editor the admin-only notice at an admin-only address, whatever that page's own check", async () => {
    answer(404, { message: 'Not found' });
    renderShell(editor, '/admin/users');
    expect((await screen.findByRole('alert')).textContent).toContain('Administrators only');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('opens the back office to a viewer: content sections, no admin-only or personal-data ones, and the read-only note', async () => {
    answer(404, { message: 'Not found' });
    renderShell({ name: 'Vera Viewer', email: 'vera@example.org', role: 'viewer' });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    for (const name of ['Dashboard', 'Projects', 'Jobs', 'Team', 'Partners', 'Press Releases', 'Awards', 'Countries', 'Field Sites']) {
      expect(within(nav).getByRole('link', { name }), name).toBeTruthy();
    }
    for (const name of ['Users', 'Site settings', 'Figures', 'Audit log', 'Outbox', 'Redirects', 'Inquiries', 'Trash']) {
      expect(within(nav).queryByRole('link', { name }), name).toBeNull();
    }
    expect(screen.getByText('Viewer')).toBeTruthy();
    expect(screen.getByText(/Read-only access/)).toBeTruthy();
    // No inquiries bell: unread inquiries are visitors' personal data.
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/admin');
  });

  it("shows a viewer the notice at a personal-data address, and the admin-only one at an admin's", async () => {
    answer(404, { message: 'Not found' });
    const viewer: StaffUser = { name: 'Vera Viewer', email: 'vera@example.org', role: 'viewer' };
    renderShell(viewer, '/admin/inquiries');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not for your role');
    expect(alert.textContent).toContain('viewer role');
    expect(screen.queryByTestId('where')).toBeNull();
    cleanup();
    renderShell(viewer, '/admin/settings');
    expect((await screen.findByRole('alert')).textContent).toContain('Administrators only');
  });

  it('shows an editor no read-only note', async () => {
    answer(404, { message: 'Not found' });
    renderShell(editor);
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(screen.queryByText(/Read-only access/)).toBeNull();
    expect(screen.getByRole('link', { name: /^Notifications/ })).toBeTruthy();
  });

  it('links the header and the sidebar to the profile', async () => {
    answer(404, { message: 'Not found' });
    renderShell(editor);
    const links = await screen.findAllByRole('link', { name: /Your profile/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/admin/profile', '/admin/profile']);
  });

  it('logs out: asks the server to end this session with the token, clears the token and goes to the home page', async () => {
    const fetchMock = answer(404, { message: 'Not found' });
    window.localStorage.setItem('accessToken', 'a.b.c');
    const user = userEvent.setup();
    renderShell(admin);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    const logout = (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => String(url) === '/api/auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]![1].method).toBe('POST');
    expect((logout[0]![1].headers as Record<string, string>).Authorization).toBe('Bearer a.b.c');
    // Cleared even though the server did not answer with success.
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
