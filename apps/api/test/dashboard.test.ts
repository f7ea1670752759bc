import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LISTED, type Dashboard } from '@mnch/shared';
import { eq } from 'drizzle-orm';
import { articles, outbox } from '../src/db/schema';
import { appWith, type AuthHeaders, type TestApp } from './helpers';

/**
 * GET /api/dashboard (docs/behaviour/back-office-content.md, "Dashboard"): what waits for the back
 * office's people, walking the registry: drafts of every drafted kind, scheduled items, unread
 * inquiries for editors and administrators, failed mail for administrators.
 */
let t: TestApp;
let admin: AuthHeaders;
let editor: AuthHeaders;
let viewer: AuthHeaders;
beforeAll(async () => {
  ({ t, admin, editor, viewer } = await appWith(['admin', 'editor', 'viewer']));
});
afterAll(() => t.close());

const tag = `dash${Date.now().toString(36)}`;
const post = async (url: string, payload: Record<string, unknown>, headers: AuthHeaders = editor) => {
  const res = await t.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Record<string, { id: number; slug?: string }>>();
};
const article = (title: string, over: Record<string, unknown> = {}) =>
  post('/api/articles', { kind: 'article', title, category: 'Partnership', content: '<p>Text.</p>', status: 'draft', ...over });
const dashboard = async (headers: AuthHeaders) => {
  const res = await t.inject({ method: 'GET', url: '/api/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};

describe('the dashboard', () => {
  it('lists drafts of every drafted kind, last saved first, each with the address that opens it', async () => {
    const a = (await article(`${tag} article draft`)).article!;
    const n = (await article(`${tag} newsletter draft`, { kind: 'newsletter', content: '/uploads/pdfs/issue.pdf' })).article!;
    const job = (
      await post('/api/jobs', {
        title: `${tag} job draft`,
        pathway: 'research-data',
        employmentType: 'contract',
        location: 'Kampala',
        summary: 'A job.',
        description: '<p>About the role.</p>',
        requirements: '<p>A degree.</p>',
        postedDate: new Date().toISOString(),
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        applyEmail: 'careers@example.org',
        status: 'draft',
      })
    ).job!;
    await article(`${tag} published`, { status: 'published' });
    const { drafts } = await dashboard(viewer);
    expect(drafts.total).toBeGreaterThanOrEqual(3);
    expect(drafts.items.length).toBeLessThanOrEqual(DASHBOARD_LISTED);
    const ours = drafts.items.filter((i) => i.title.startsWith(tag));
    expect(ours.map((i) => [i.kind, i.type, i.id, i.section])).toEqual([
      ['jobs', 'Job', job.id, '/admin/jobs'],
      ['articles', 'Newsletter', n.id, '/admin/newsletters'],
      ['articles', 'Article', a.id, '/admin/articles'],
    ]);
    expect(ours[0]!.url).toBe(`/admin/jobs?search=${encodeURIComponent(`${tag} job draft`).replace(/%20/g, '+')}&edit=${job.id}`);
    expect(Date.parse(ours[0]!.at)).toBeGreaterThanOrEqual(Date.parse(ours[1]!.at));

    // A draft published or deleted leaves the list.
    await t.inject({ method: 'PUT', url: `/api/articles/${a.id}`, headers: editor, payload: { status: 'published' } });
    await t.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: editor });
    const after = (await dashboard(editor)).drafts;
    expect(after.total).toBe(drafts.total - 2);
    expect(after.items.filter((i) => i.title.startsWith(tag)).map((i) => i.id)).toEqual([n.id]);
  });

  it('lists scheduled items soonest first with their times', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const sooner = new Date(Date.now() + 86_400_000).toISOString();
    const l = (await article(`${tag} later`, { status: 'scheduled', scheduledDate: later })).article!;
    const s = (await article(`${tag} sooner`, { status: 'scheduled', scheduledDate: sooner })).article!;
    const { scheduled } = await dashboard(admin);
    const ours = scheduled.items.filter((i) => i.title.startsWith(tag));
    expect(ours.map((i) => [i.id, i.at])).toEqual([
      [s.id, sooner],
      [l.id, later],
    ]);
    expect(scheduled.total).toBeGreaterThanOrEqual(2);

    // A scheduled item whose time has come is live, not waiting.
    await t.app.db
      .update(articles)
      .set({ scheduledDate: new Date(Date.now() - 60_000) })
      .where(eq(articles.id, s.id));
    const after = await dashboard(admin);
    expect(after.scheduled.items.map((i) => i.id)).not.toContain(s.id);
    expect(after.scheduled.total).toBe(scheduled.total - 1);
  });

  it('shows unread inquiries to editors and admins and failed mail to admins only', async () => {
    const inquiry = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        kind: 'contact',
        firstName: 'Ada',
        lastName: 'Example',
        email: 'ada@test.example.org',
        subject: `${tag} question`,
        message: 'Hello.',
      },
    });
    expect(inquiry.statusCode, inquiry.body).toBeLessThan(300);
    await t.app.db
      .insert(outbox)
      .values({ recipient: 'x@mail.example.org', subject: 'S', html: '<p>S</p>', text: 'S', kind: 'test', status: 'failed' });

    const forAdmin = await dashboard(admin);
    expect(forAdmin.inquiries!.unread).toBeGreaterThanOrEqual(1);
    expect(forAdmin.inquiries!.items[0]).toMatchObject({ kind: 'contact', subject: `${tag} question` });
    expect(forAdmin.failedMail!.total).toBeGreaterThanOrEqual(1);
    const forEditor = await dashboard(editor);
    expect(forEditor.inquiries!.unread).toBe(forAdmin.inquiries!.unread);
    expect(forEditor.failedMail).toBeNull();
    const forViewer = await dashboard(viewer);
    expect(forViewer.inquiries).toBeNull();
    expect(forViewer.failedMail).toBeNull();
    expect(JSON.stringify(forViewer)).not.toContain('ada@test.example.org');

    // Read, it leaves the count.
    const id = forAdmin.inquiries!.items[0]!.id;
    const read = await t.inject({ method: 'PATCH', url: `/api/inquiries/${id}`, headers: editor, payload: { read: true } });
    expect(read.statusCode, read.body).toBe(200);
    expect((await dashboard(editor)).inquiries!.unread).toBe(forAdmin.inquiries!.unread - 1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
