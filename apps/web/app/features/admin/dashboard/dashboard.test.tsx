// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@mnch/shared';
import { AccessProvider } from '../components/access';
import DashboardRoute from './dashboard.route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answers = Record<string, [number, unknown]>;

const stamp = '2026-01-02T10:00:00Z';
const page = (total: number) => ({ page: 1, limit: 5, total, totalPages: 1 });

/** A whole article, event and inquiry as the API sends them (packages/shared/src/schemas), with `fields` changed. */
const article = (fields: object) => ({
  id: 1,
  kind: 'article',
  title: 'T',
  slug: 't',
  excerpt: null,
  content: '',
  category: 'news',
  status: 'published',
  featured_image: null,
  featuredImageUrl: null,
  author: 'A',
  tags: [],
  metaDescription: null,
  scheduledDate: null,
  publishedAt: null,
  createdAt: stamp,
  updatedAt: stamp,
  version: '"0"',
  created_at: stamp,
  updated_at: stamp,
  readTime: 1,
  readCount: 0,
  url: '/article/t',
  ext: false,
  ...fields,
});
const event = (fields: object) => ({
  id: 2,
  title: 'E',
  slug: 'e',
  description: '',
  type: 'summit',
  status: 'upcoming',
  startDate: stamp,
  endDate: null,
  isVirtual: false,
  venueName: null,
  virtualLink: null,
  virtual_link: null,
  organizer: 'O',
  contactEmail: null,
  capacity: 10,
  registered: 0,
  attendees: 0,
  registrationDeadline: null,
  registrationFee: 0,
  currency: 'USD',
  requiresApproval: false,
  image: null,
  image_url: null,
  imageUrl: null,
  highlights: [],
  speakers: [],
  rating: 0,
  createdAt: stamp,
  updatedAt: stamp,
  version: '"0"',
  created_at: stamp,
  updated_at: stamp,
  ...fields,
});
const inquiry = (fields: object) => ({
  id: 3,
  kind: 'contact',
  name: 'N',
  email: 'n@example.org',
  organization: null,
  subject: null,
  interest: null,
  message: null,
  interests: [],
  read: false,
  createdAt: stamp,
  updatedAt: stamp,
  created_at: stamp,
  updated_at: stamp,
  ...fields,
});
/** The address a fetch was called with. */
const urlOf = (input: string | URL | Request) => (input instanceof Request ? input.url : input.toString());

/** Answers each API path (without query) from the table; anything else is a 404. */
function serve(answers: Answers) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const path = urlOf(input).split('?')[0]!;
    const [status, body] = answers[path] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDashboard(isAdmin: boolean, role: Role = isAdmin ? 'admin' : 'editor') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const props = { loaderData: { name: 'Ada', isAdmin } } as unknown as ComponentProps<typeof DashboardRoute>;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AccessProvider role={role}>
          <DashboardRoute {...props} />
        </AccessProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function card(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

describe('dashboard', () => {
  it('shows the figures the server gives and a dash where a call fails', async () => {
    const fetchMock = serve({
      '/api/projects': [200, { projects: [], pagination: { page: 1, limit: 1, total: 7, totalPages: 7 }, total: 7 }],
      '/api/articles': [200, { articles: [], pagination: { page: 1, limit: 1, total: 12, totalPages: 12 } }],
      '/api/subscribers/stats': [200, { total: 1300, pending: 50, confirmed: 1224, unsubscribed: 26 }],
      '/api/health': [503, { status: 'degraded', database: 'error', storage: 'ok' }],
    });
    renderDashboard(true);

    expect(await within(card('Active Projects')).findByText('7')).toBeTruthy();
    expect(await within(card('Published Articles')).findByText('12')).toBeTruthy();
    expect(await within(card('Subscribers')).findByText('1,224')).toBeTruthy();
    expect(await within(card('Total Publications')).findByText('Not available yet')).toBeTruthy();
    expect(within(card('Total Publications')).getByText('—')).toBeTruthy();

    const calls = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(calls).toContain('/api/projects?status=active&limit=1');
    expect(calls).toContain('/api/articles?status=published&limit=1');
    expect(calls).toContain('/api/publications/statistics');
    expect(calls).toContain('/api/subscribers/stats');

    // System Status reports what /api/health said, even on its 503.
    const status = screen.getByRole('region', { name: 'System Status' });
    expect(await within(status).findByText('Error')).toBeTruthy();
    expect(within(status).getByText('Online')).toBeTruthy();
    expect(within(status).getByText('Active')).toBeTruthy();
  });

  it('shows an editor the confirmed subscribers too, without asking for the users', async () => {
    const fetchMock = serve({
      '/api/health': [200, { status: 'ok', database: 'ok', storage: 'ok' }],
      '/api/subscribers/stats': [200, { total: 9, pending: 2, confirmed: 5, unsubscribed: 2 }],
    });
    renderDashboard(false);

    expect(await within(card('Subscribers')).findByText('5')).toBeTruthy();
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input)).some((u) => u.startsWith('/api/users'))).toBe(false);
  });

  it('links the quick actions to the sections', () => {
    serve({});
    renderDashboard(true);
    expect(screen.getByRole('link', { name: /Add Project/ }).getAttribute('href')).toBe('/admin/projects?new=1');
    expect(screen.getByRole('link', { name: /Write Article/ }).getAttribute('href')).toBe('/admin/articles?new=1');
    expect(screen.getByRole('link', { name: /Upload Publication/ }).getAttribute('href')).toBe('/admin/publications?new=1');
    expect(screen.getByRole('link', { name: /Schedule Event/ }).getAttribute('href')).toBe('/admin/events?new=1');
  });

  it('lists the latest articles, the next events and the newest inquiries, unread ones marked', async () => {
    serve({
      '/api/articles': [200, { articles: [article({ id: 1, title: 'Kangaroo care study', status: 'draft' })], pagination: page(1) }],
      '/api/events': [
        200,
        { events: [event({ id: 2, title: 'Newborn summit', startDate: '2030-05-06T09:00:00Z' })], pagination: page(1), total: 1 },
      ],
      '/api/inquiries': [
        200,
        {
          inquiries: [
            inquiry({ id: 3, kind: 'contact', name: 'Grace', subject: 'Visit', read: false, createdAt: new Date().toISOString() }),
            inquiry({ id: 4, kind: 'stay-updated', name: 'Henry', subject: null, read: true, createdAt: new Date().toISOString() }),
          ],
          pagination: { page: 1, limit: 5, total: 2, totalPages: 1 },
        },
      ],
    });
    renderDashboard(true);
    const articles = screen.getByRole('region', { name: 'Latest Articles' });
    expect(await within(articles).findByText('Kangaroo care study')).toBeTruthy();
    expect(within(articles).getByText('Draft')).toBeTruthy();
    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(events).findByText('Newborn summit')).toBeTruthy();
    const inquiries = screen.getByRole('region', { name: 'Recent Inquiries' });
    expect(await within(inquiries).findByText('Grace')).toBeTruthy();
    expect(within(inquiries).getByText('Unread:')).toBeTruthy();
    expect(within(inquiries).getAllByText('Unread:')).toHaveLength(1);
    expect(within(inquiries).getByRole('link', { name: 'All inquiries' }).getAttribute('href')).toBe('/admin/inquiries');
  });

  it('shows a viewer (read-only staff) the figures and content, but no quick actions and no inquiries, which it never asks for', async () => {
    const fetchMock = serve({
      '/api/articles': [200, { articles: [article({ id: 1, title: 'Kangaroo care study' })], pagination: page(1) }],
    });
    renderDashboard(false, 'viewer');
    expect(await screen.findByText('Kangaroo care study')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Add Project/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent Inquiries' })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input)).some((u) => u.startsWith('/api/inquiries'))).toBe(false);
  });
});
