import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './support/content';
import { expect, expectAccessible, test } from './support/fixtures';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sends an inquiry as a visitor would: the public API, no token. */
async function send(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/inquiries', { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).inquiry as { id: number; name: string; read: boolean };
}

async function unreadTotal(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/inquiries', { headers: { Authorization: `Bearer ${token}` }, params: { read: 'false', limit: 1 } });
  return (await res.json()).pagination.total as number;
}

/**
 * Follows the bell's questions to the server (GET /api/inquiries?read=false&limit=1). Other tests send
 * inquiries at the same time, so the bell is compared with what the server last told *it*.
 */
function trackBell(page: Page) {
  const answers: number[] = [];
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (r.request().method() !== 'GET' || url.pathname !== '/api/inquiries') return;
    if (url.searchParams.get('read') !== 'false' || url.searchParams.get('limit') !== '1') return;
    answers.push((await r.json()).pagination.total as number);
  });
  return {
    answers,
    /** The bell shows the server's latest answer, and there have been more than `seen` answers. */
    async agrees(seen: number) {
      await expect.poll(async () => answers.length > seen && (await bellCount(page)) === answers.at(-1)).toBe(true);
      return answers.length;
    },
  };
}

/** The bell's count, read from its accessible name ("Notifications: 3 unread inquiries", "no unread"). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  const match = /Notifications: (no|\d+) unread/.exec(label);
  if (!match) return -1;
  return match[1] === 'no' ? 0 : Number(match[1]);
}

test.describe('admin inquiries', () => {
  test.describe.configure({ timeout: 90_000 });

  test('messages sent through the public API appear, open in full, are marked read and the bell follows', async ({
    page,
    signIn,
    request,
  }) => {
    const t = tag();
    const token = await adminToken(request);
    const contact = await send(request, {
      kind: 'contact',
      firstName: 'Amina',
      lastName: `Contact ${t}`,
      email: `amina-${t}@e2e.example.org`,
      subject: `Visiting the field sites ${t}`,
      message: `Hello,\nwe would like to visit the field sites next month (${t}).\nKind regards`,
    });
    await send(request, {
      kind: 'get-involved',
      name: `Brian Involved ${t}`,
      email: `brian-${t}@e2e.example.org`,
      organization: 'Kampala Health Partners',
      interest: 'research',
      message: `We would like to partner on newborn research ${t}.`,
    });
    await send(request, {
      kind: 'stay-updated',
      name: `Carol Updated ${t}`,
      email: `carol-${t}@e2e.example.org`,
      interests: ['Maternal health', 'Training'],
    });
    await send(request, {
      kind: 'event-notifications',
      name: `Dan Events ${t}`,
      email: `dan-${t}@e2e.example.org`,
      eventTypes: ['Workshop', 'Webinar'],
    });

    await signIn(page);
    const bell = trackBell(page);
    await page.goto(`/admin/inquiries?search=${t}`);
    const list = page.getByRole('list', { name: 'Inquiries, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    // Newest first; all unread (emphasised, and named so for screen readers).
    await expect(list.getByRole('listitem').first()).toContainText(`Dan Events ${t}`);
    await expect(list.getByText('Unread:')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('Event types: Workshop, Webinar');
    await expectAccessible(page, 'inquiries list');

    // Kind filter on the server.
    await page.getByLabel('Filter by kind').selectOption('get-involved');
    await expect(page).toHaveURL(/kind=get-involved/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(`We would like to partner on newborn research ${t}.`);
    await page.getByLabel('Filter by kind').selectOption('');

    // The bell shows the server's count, before and after each change.
    let seen = await bell.agrees(0);
    expect(await bellCount(page)).toBeGreaterThanOrEqual(4);
    expect(await unreadTotal(request, token)).toBeGreaterThanOrEqual(await bellCount(page));

    // Open the contact message: the whole text; opening it reads it.
    const item = list.getByRole('listitem').filter({ hasText: `Amina Contact ${t}` });
    await item.getByRole('button', { name: new RegExp(`^(Unread: )?Amina Contact ${t}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Visiting the field sites ${t}` });
    await expect(dialog).toContainText(`we would like to visit the field sites next month (${t}).`);
    await expect(dialog).toContainText('Kind regards');
    await expect(dialog.getByRole('link', { name: `amina-${t}@e2e.example.org` })).toHaveAttribute(
      'href',
      `mailto:amina-${t}@e2e.example.org`,
    );
    await expect(dialog.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expectAccessible(page, 'inquiry dialog');
    const read = await request.get(`/api/inquiries/${contact.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await read.json()).inquiry.read).toBe(true);
    // Reading it made the bell ask again; it shows that answer.
    seen = await bell.agrees(seen);

    // Mark as unread again from the dialog, then close with Escape.
    await dialog.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(page.getByText('Marked as unread')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(list.getByText('Unread:')).toHaveCount(4);

    // Mark read from the list; the Unread filter then leaves it out.
    seen = bell.answers.length;
    await item.getByRole('button', { name: /^Mark as read/ }).click();
    await expect(page.getByText('Marked as read')).toBeVisible();
    await expect(list.getByText('Unread:')).toHaveCount(3);
    await page.getByLabel('Filter by read state').selectOption('unread');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).not.toContainText(`Amina Contact ${t}`);
    await bell.agrees(seen);
  });

  test('deletes an inquiry after confirmation, pages by 20 and shows the empty state', async ({ page, signIn, request }) => {
    const t = tag();
    const token = await adminToken(request);
    for (let i = 1; i <= 21; i += 1) {
      await send(request, {
        kind: 'stay-updated',
        name: `Page ${t} ${String(i).padStart(2, '0')}`,
        email: `page-${t}-${i}@e2e.example.org`,
      });
    }
    await signIn(page);
    await page.goto(`/admin/inquiries?search=${t}`);
    const list = page.getByRole('list', { name: 'Inquiries, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(page.getByText('Showing 1–20 of 21 inquiries')).toBeVisible();
    await page.getByRole('navigation', { name: 'Inquiry pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(`Page ${t} 01`);

    await list.getByRole('button', { name: `Delete: Stay updated from Page ${t} 01` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Inquiry' });
    await expect(confirm).toContainText(`Page ${t} 01`);
    await expectAccessible(page, 'delete inquiry dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await list.getByRole('button', { name: `Delete: Stay updated from Page ${t} 01` }).click();
    await confirm.getByRole('button', { name: 'Delete Inquiry' }).click();
    await expect(page.getByText('Inquiry deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No inquiries found' })).toBeVisible();
    const left = await request.get('/api/inquiries', { headers: { Authorization: `Bearer ${token}` }, params: { search: t } });
    expect((await left.json()).pagination.total).toBe(20);
  });

  test('the bell leads to the section; editors read inquiries too; phone layout', async ({ page, signIn, request }) => {
    const t = tag();
    const token = await adminToken(request);
    await send(request, {
      kind: 'contact',
      name: `Phone Sender ${t}`,
      email: `phone-${t}@e2e.example.org`,
      subject: `Phone ${t}`,
      message: 'A short note.',
    });
    const res = await request.post('/api/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `Inquiry Editor ${t}`, email: `inq-editor-${t}@e2e.example.org`, role: 'editor', password: 'Start-pass-123' },
    });
    expect(res.status()).toBe(201);
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, { email: `inq-editor-${t}@e2e.example.org`, password: 'Start-pass-123' });
    await page.goto('/admin');
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await page.getByLabel('Search inquiries').fill(t);
    const list = page.getByRole('list', { name: 'Inquiries, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'inquiries phone');
    await list.getByRole('button', { name: new RegExp(`^(Unread: )?Phone Sender ${t}`) }).click();
    await expect(page.getByRole('dialog', { name: `Phone ${t}` })).toContainText('A short note.');
    await expectAccessible(page, 'inquiry dialog phone');
  });
});
