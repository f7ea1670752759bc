import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the back-office events tests (admin-events*.spec.ts). */

export const DAY = 86_400_000;
const KAMPALA = 3 * 3_600_000;

export interface AdminEvent {
  id: number;
  title: string;
  slug: string;
  type: string;
  status: string;
  startDate: string;
  endDate: string | null;
  isVirtual: boolean;
  venueName: string | null;
  virtualLink: string | null;
  organizer: string;
  contactEmail: string | null;
  capacity: number;
  registered: number;
  registrationFee: number;
  registrationDeadline: string | null;
  requiresApproval: boolean;
  imageUrl: string | null;
}

export async function createEventApi(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<AdminEvent> {
  const res = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'Workshop', organizer: 'E2E organizer', venueName: 'Test Hall, Kampala', description: '<p>About it.</p>', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).event as AdminEvent;
}

export async function findEvent(request: APIRequestContext, token: string, title: string): Promise<AdminEvent | undefined> {
  const res = await request.get(`/api/events?search=${encodeURIComponent(title)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()).events as AdminEvent[]).find((e) => e.title === title);
}

/** A visitor registers through the public API. */
export async function registerVisitor(request: APIRequestContext, id: number, name: string, email: string) {
  const res = await request.post(`/api/events/${id}/registrations`, { data: { name, email } });
  expect(res.status(), await res.text()).toBe(201);
}

/** A month (YYYY-MM) in the site's time zone, `delta` months from now. */
export function kampalaMonth(delta = 0): string {
  const now = new Date(Date.now() + KAMPALA);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + delta, 1)).toISOString().slice(0, 7);
}

export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** The first day (YYYY-MM-DD) of the 42-cell grid of a month: the Sunday on or before the 1st. */
export function gridStart(month: string): string {
  const first = new Date(`${month}-01T00:00:00Z`);
  return new Date(first.getTime() - first.getUTCDay() * DAY).toISOString().slice(0, 10);
}

/** A datetime-local value (Kampala time) `days` from now at `hour`:00, and the instant it means. */
export function kampalaInput(days: number, hour: number): { input: string; iso: string } {
  const day = new Date(Date.now() + KAMPALA + days * DAY).toISOString().slice(0, 10);
  const input = `${day}T${String(hour).padStart(2, '0')}:00`;
  return { input, iso: new Date(`${input}:00+03:00`).toISOString() };
}

/** The page's width does not exceed the viewport (nothing overflows sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
