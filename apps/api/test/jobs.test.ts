import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, JOB_NEW_DAYS } from '@mnch/shared';
import { appWith, type AuthHeaders, type TestApp } from './helpers';

const DAY = 86_400_000;
/** The app's clock: the real time moved by `offset` (tests move it past a deadline). */
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let t: TestApp, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, editor, viewer } = await appWith(['editor', 'viewer'], {}, { now: clock })));
afterAll(() => t.close());

const newJob = (over: Record<string, unknown> = {}) => ({
  title: 'Data Analyst',
  pathway: 'research-data',
  employmentType: 'full-time',
  level: 'Mid level',
  location: 'Kampala',
  salary: 'UGX 4,000,000 - 5,500,000 per month',
  summary: 'Manage and analyse study data.',
  description: '<p>Manage <strong>study databases</strong>.</p>',
  requirements: '<ul><li>A masters degree</li></ul>',
  postedDate: inDays(-1),
  deadline: inDays(7),
  applyEmail: 'careers@example.org',
  status: 'published',
  ...over,
});

async function create(over: Record<string, unknown> = {}, headers = editor) {
  const res = await t.inject({ method: 'POST', url: '/api/jobs', headers, payload: newJob(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().job as { id: number; state: string; isNew: boolean; description: string; deadline: string; postedDate: string };
}
const publicList = async (query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/jobs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ jobs: Array<{ id: number; state: string; isNew: boolean }>; pagination: { total: number } }>();
};
const publicIds = async (query = '') => (await publicList(query)).jobs.map((j) => j.id);

describe('jobs', () => {
  it('a job closing in 7 days is open and NEW; past its deadline it leaves the open list with no write', async () => {
    offset = 0;
    const job = await create({ title: 'Closing in seven days' });
    expect(job).toMatchObject({ state: 'open', isNew: true });
    expect(await publicIds()).toContain(job.id);

    // The clock moves past the deadline; nobody touches the job.
    offset = 8 * DAY;
    expect(await publicIds()).not.toContain(job.id);
    const res = await t.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(res.json().job).toMatchObject({ state: 'closed', isNew: false });
    // Staff still find it, as closed.
    const closed = await t.inject({ method: 'GET', url: '/api/jobs?state=closed&limit=100', headers: editor });
    expect(closed.json().jobs.map((j: { id: number }) => j.id)).toContain(job.id);
    const open = await t.inject({ method: 'GET', url: '/api/jobs?state=open&limit=100', headers: editor });
    expect(open.json().jobs.map((j: { id: number }) => j.id)).not.toContain(job.id);
    offset = 0;
  });

  it(`is NEW for ${JOB_NEW_DAYS} days from its posted date`, async () => {
    offset = 0;
    const old = await create({ title: 'Posted a month ago', postedDate: inDays(-30), deadline: inDays(10) });
    const fresh = await create({ title: 'Posted today', postedDate: inDays(0), deadline: inDays(30) });
    expect(old).toMatchObject({ state: 'open', isNew: false });
    expect(fresh.isNew).toBe(true);
    offset = (JOB_NEW_DAYS + 1) * DAY;
    const { jobs } = await publicList('?limit=100');
    expect(jobs.find((j) => j.id === fresh.id)).toMatchObject({ state: 'open', isNew: false });
    offset = 0;
  });

  it('the next change bounds the page cache: the nearest deadline or end of NEW ahead', async () => {
    offset = 0;
    const job = await create({ title: 'Bounds the cache', postedDate: inDays(-20), deadline: inDays(0.5) });
    const next = await t.app.services.jobs.nextChange();
    expect(next).not.toBeNull();
    expect(next!.getTime()).toBeLessThanOrEqual(new Date(job.deadline).getTime());
    expect(next!.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps drafts out of public reads; staff see them', async () => {
    const draft = await create({ title: 'A draft job', status: 'draft' });
    expect(draft.state).toBe('draft');
    expect(await publicIds('?limit=100')).not.toContain(draft.id);
    expect((await t.inject({ method: 'GET', url: `/api/jobs/${draft.id}` })).statusCode).toBe(404);
    // A viewer is read-only staff (decision 33): they read drafts too.
    expect((await t.inject({ method: 'GET', url: `/api/jobs/${draft.id}`, headers: viewer })).statusCode).toBe(200);
    // The state asked for by an anonymous caller is ignored: open only.
    expect(await publicIds('?state=draft&limit=100')).not.toContain(draft.id);
    const staff = await t.inject({ method: 'GET', url: '/api/jobs?state=draft&limit=100', headers: editor });
    expect(staff.json().jobs.map((j: { id: number }) => j.id)).toContain(draft.id);
    expect((await t.inject({ method: 'GET', url: `/api/jobs/${draft.id}`, headers: editor })).json().job.status).toBe('draft');
  });

  it('filters by pathway and searches; pages', async () => {
    const a = await create({ title: 'Zebra fellowship xq1', pathway: 'young-professionals', employmentType: 'fellowship' });
    const b = await create({ title: 'Zebra internship xq1', pathway: 'internships', employmentType: 'internship' });
    expect(await publicIds('?search=zebra%20fellowship')).toEqual([a.id]);
    const internships = await publicIds('?pathway=internships&limit=100');
    expect(internships).toContain(b.id);
    expect(internships).not.toContain(a.id);
    const page = await publicList('?search=xq1&limit=1&page=2');
    expect(page.pagination.total).toBe(2);
    expect(page.jobs).toHaveLength(1);
  });

  it('sanitises the rich text on write', async () => {
    const job = await create({
      description: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(1)"></p>',
      requirements: '<ul><li><a href="javascript:alert(1)">x</a> degree</li></ul>',
    });
    const stored = (await t.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json().job;
    expect(stored.description).not.toMatch(/script|onerror|onclick/);
    expect(stored.requirements).not.toMatch(/javascript:/);
  });

  it('takes an email or a link to apply, exactly one', async () => {
    const post = (over: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/jobs', headers: editor, payload: newJob(over) });
    const neither = await post({ applyEmail: '', applyUrl: null });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain(JOB_MESSAGES.applyRequired);
    const both = await post({ applyUrl: 'https://jobs.example.org/apply' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(JOB_MESSAGES.applyBoth);
    expect((await post({ applyEmail: 'not an email' })).json().message).toContain(JOB_MESSAGES.applyEmailInvalid);
    expect((await post({ applyEmail: null, applyUrl: 'javascript:alert(1)' })).json().message).toContain(JOB_MESSAGES.applyUrlInvalid);
    const byLink = await post({ applyEmail: null, applyUrl: 'https://jobs.example.org/apply' });
    expect(byLink.statusCode).toBe(201);

    // A change that would leave both (or neither) is refused against the stored job.
    const id = byLink.json().job.id as number;
    const put = (payload: object) => t.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: editor, payload });
    expect((await put({ applyEmail: 'careers@example.org' })).json().message).toContain(JOB_MESSAGES.applyBoth);
    expect((await put({ applyUrl: null })).json().message).toContain(JOB_MESSAGES.applyRequired);
    const switched = await put({ applyUrl: null, applyEmail: 'Careers@Example.org' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().job).toMatchObject({ applyUrl: null, applyEmail: 'careers@example.org' });
  });

  it('refuses bad input with human messages', async () => {
    const post = (over: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/jobs', headers: editor, payload: newJob(over) });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, JOB_MESSAGES.titleRequired],
      [{ pathway: 'astronauts' }, JOB_MESSAGES.pathwayInvalid],
      [{ employmentType: 'forever' }, JOB_MESSAGES.typeInvalid],
      [{ description: '<p> </p>' }, JOB_MESSAGES.descriptionRequired],
      [{ requirements: '' }, JOB_MESSAGES.requirementsRequired],
      [{ deadline: 'tomorrow' }, JOB_MESSAGES.dateInvalid],
      [{ postedDate: inDays(3), deadline: inDays(2) }, JOB_MESSAGES.deadlineBeforePosted],
      [{ status: 'archived' }, JOB_MESSAGES.statusInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await post(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
    const job = await create();
    const late = await t.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: editor, payload: { deadline: inDays(-5) } });
    expect(late.json().message).toContain(JOB_MESSAGES.deadlineBeforePosted);
    expect((await t.inject({ method: 'GET', url: '/api/jobs?state=nope', headers: editor })).statusCode).toBe(400);
  });

  it('reads a date alone as the end of that day in the centre (the deadline) and updates and deletes', async () => {
    const job = await create({ postedDate: '2030-01-05', deadline: '2030-01-31' });
    expect(job.postedDate).toBe('2030-01-04T21:00:00.000Z');
    expect(job.deadline).toBe('2030-01-31T20:59:59.999Z');
    const updated = await t.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: editor, payload: { title: 'Renamed' } });
    expect(updated.json().job.title).toBe('Renamed');
    const del = await t.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: editor });
    expect(del.json().message).toBe(JOB_MESSAGES.deleted);
    expect((await t.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: editor })).statusCode).toBe(404);
  });

  it('lets only editors and admins write', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/jobs', payload: newJob() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/jobs', headers: viewer, payload: newJob() })).statusCode).toBe(403);
    const job = await create();
    expect((await t.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: viewer, payload: { title: 'x' } })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: viewer })).statusCode).toBe(403);
  });
});
