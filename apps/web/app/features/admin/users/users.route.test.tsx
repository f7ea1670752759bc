// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { sampleUser } from '@mnch/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UsersRoute from './users.route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = sampleUser({ name: 'Ada Admin', role: 'admin' });

/** A GET /users/all answer (usersListSchema, packages/shared/src/schemas/users.ts). */
const usersPage = (users: unknown[], total: number) => ({
  data: { users, total, page: 1, limit: 10, totalPages: Math.max(1, Math.ceil(total / 10)) },
});

/** The API as seen by the section: `activeAdmins` active admins; DELETE answers `deleteAnswer`. */
function serve(activeAdmins: number, deleteAnswer: [number, unknown]) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://x');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (init?.method === 'DELETE') return json(...deleteAnswer);
    if (url.pathname === '/api/users/stats')
      return json(200, { total: 3, active: 3, admins: 2, editors: 1, subscribers: 0, recentLogins: 1 });
    if (url.pathname === '/api/users/all' && url.searchParams.get('role') === 'admin' && url.searchParams.get('limit') === '1') {
      return json(200, usersPage([], activeAdmins));
    }
    if (url.pathname === '/api/users/all') return json(200, usersPage([admin], 1));
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderUsers(isAdmin = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const props = { loaderData: { isAdmin } } as unknown as ComponentProps<typeof UsersRoute>;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/users']}>
        <UsersRoute {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('users section', () => {
  it('disables delete for the last active admin', async () => {
    serve(1, [409, { message: 'Cannot delete the last admin user' }]);
    renderUsers();
    const button = await screen.findByRole('button', { name: 'Delete Ada Admin' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('title')).toBe('Cannot delete the last admin user');
  });

  it("shows the server's 409 in the confirmation when the last admin is deleted anyway", async () => {
    const fetchMock = serve(2, [409, { message: 'Cannot delete the last admin user' }]);
    renderUsers();
    const button = await screen.findByRole('button', { name: 'Delete Ada Admin' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => (u instanceof Request ? u.url : u.toString()).includes('role=admin'))).toBe(true),
    );
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog.textContent).toContain('Are you sure you want to delete Ada Admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await within(dialog).findByText('Cannot delete the last admin user')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete User' })).toBeTruthy();
  });

  it('tells an editor the section is for administrators and asks the server nothing', () => {
    const fetchMock = serve(1, [200, {}]);
    renderUsers(false);
    expect(screen.getByRole('alert').textContent).toContain('Administrators only');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
