import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mnch/shared';
import { appWith, bearer, createTestApp, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, admin: AuthHeaders, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, admin, editor, viewer } = await appWith(['admin', 'editor', 'viewer'])));
afterAll(() => t.close());

type Json = Record<string, unknown>;

const newProject = (over: Json = {}): Json => ({
  title: 'Kangaroo mother care scale-up',
  description: '<p>Scaling up <strong>kangaroo mother care</strong> in district hospitals.</p>',
  category: 'research',
  ...over,
});

async function create(over: Json = {}, headers = editor) {
  const res = await t.inject({ method: 'POST', url: '/api/projects', headers, payload: newProject(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().project as Json & { id: number };
}

/** How many projects exist, archived ones included (straight from the database). */
const countAll = async () => (await t.app.services.projects.list({ archived: 'all', limit: 100 }, { id: 0, staff: true })).total;

describe('POST /api/projects', () => {
  it('creates a project with defaults, normalised values and both spellings', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: editor,
      payload: newProject({
        id: 'client-generated-17',
        createdAt: '2001-01-01',
        created_at: '2001-01-01',
        createdBy: 999,
        somethingElse: true,
        category: 'Research',
        startDate: '2024-01-15',
        endDate: '2025-06-30T00:00:00.000Z',
        budget: '1,500,000.50',
        targetBeneficiaries: 'about a thousand',
        principalInvestigator: '  Dr. A. Example  ',
        image: '/uploads/projects/kmc.webp',
        partners: 'Partner One, , Partner Two ,',
        teamMembers: ['Alice', '  ', 'Bob'],
        tags: ['Newborn', 'KMC', ''],
        documentUrls: ['https://example.org/protocol.pdf', '/uploads/docs/consent.pdf', ' '],
      }),
    });
    expect(res.statusCode).toBe(201);
    const { project } = res.json();
    expect(project).toMatchObject({
      title: 'Kangaroo mother care scale-up',
      category: 'research',
      status: 'active',
      startDate: '2024-01-14T21:00:00.000Z',
      endDate: '2025-06-30T00:00:00.000Z',
      budget: 1500000.5,
      currency: 'UGX',
      targetBeneficiaries: 0,
      principalInvestigator: 'Dr. A. Example',
      fundingSource: null,
      imageUrl: '/uploads/projects/kmc.webp',
      image: '/uploads/projects/kmc.webp',
      partners: ['Partner One', 'Partner Two'],
      teamMembers: ['Alice', 'Bob'],
      tags: ['Newborn', 'KMC'],
      documentUrls: ['https://example.org/protocol.pdf', '/uploads/docs/consent.pdf'],
      progress: 0,
      archived: false,
    });
    expect(project.id).toEqual(expect.any(Number));
    expect(project.createdBy).not.toBe(999);
    expect(project.createdAt).toBe(project.created_at);
    expect(project.updatedAt).toBe(project.updated_at);
    expect(new Date(project.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect(project).not.toHaveProperty('somethingElse');
  });

  it('takes numbers as numbers, imageUrl over image, lower-cases the status and completes progress', async () => {
    const project = await create({
      status: 'Completed',
      category: 'POLICY',
      budget: 2500.555,
      targetBeneficiaries: '1200 mothers',
      currency: 'USD',
      image: '/uploads/a.png',
      imageUrl: 'https://cdn.example.org/b.png',
      progress: 40,
    });
    expect(project).toMatchObject({
      status: 'completed',
      category: 'policy',
      budget: 2500.56,
      targetBeneficiaries: 1200,
      currency: 'USD',
      imageUrl: 'https://cdn.example.org/b.png',
      image: 'https://cdn.example.org/b.png',
      progress: 100,
    });
    const ongoing = await create({ status: 'ongoing', progress: '35', budget: 'n/a', currency: '' });
    expect(ongoing).toMatchObject({ status: 'active', progress: 35, budget: 0, currency: 'UGX' });
  });

  it('sanitises the description: scripts, handlers and javascript: links are removed', async () => {
    const project = await create({
      description:
        '<p onclick="steal()">Safe <a href="javascript:alert(1)">link</a><script>alert("x")</script><img src="x" onerror="alert(1)"></p>',
    });
    // Images without a text alternative are marked decorative (decision 14).
    expect(project.description).toBe('<p>Safe <a>link</a><img src="x" alt="" /></p>');
    const fetched = (await t.inject({ method: 'GET', url: `/api/projects/${project.id}` })).json().project;
    expect(fetched.description).not.toMatch(/script|onclick|onerror|javascript/);
  });

  it.each([
    [{ title: undefined }, 'title', 'Project title is required'],
    [{ title: '   ' }, 'title', 'Project title is required'],
    [{ title: 42 }, 'title', 'Project title is required'],
    [{ category: undefined }, 'category', 'Category is required'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ category: 'sports' }, 'category', 'Category must be research, innovation, training or policy'],
    [{ description: undefined }, 'description', 'Project description is required'],
    [{ description: '<p></p>' }, 'description', 'Project description is required'],
    [{ description: '<p>&nbsp;<br></p>' }, 'description', 'Project description is required'],
    [{ description: '<script>alert(1)</script>' }, 'description', 'Project description is required'],
    [{ startDate: '2025-02-01', endDate: '2025-01-31' }, 'endDate', 'End date must be after the start date'],
    [{ startDate: 'not a date' }, 'startDate', 'Please enter a valid date'],
    [{ endDate: '99999-01-01' }, 'endDate', 'Please enter a valid date'],
    [{ status: 'finished' }, 'status', 'Status must be active, completed or paused'],
    [{ progress: 101 }, 'progress', 'Progress must be a whole number from 0 to 100'],
    [{ progress: 'half' }, 'progress', 'Progress must be a whole number from 0 to 100'],
    [{ budget: -5 }, 'budget', 'Budget must be a positive amount'],
    [{ budget: 1e20 }, 'budget', 'Budget must be a positive amount'],
    [{ targetBeneficiaries: 1e12 }, 'targetBeneficiaries', 'Target beneficiaries must be a whole number of 0 or more'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Please enter a valid link (an /uploads/ path or an http(s) address)'],
    [{ image: '/uploads/../secrets' }, 'image', 'Please enter a valid link (an /uploads/ path or an http(s) address)'],
    [{ documentUrls: ['ftp://example.org/x.pdf'] }, 'documentUrls', 'Please enter a valid link (an /uploads/ path or an http(s) address)'],
  ])('refuses %j with the message for %s, writing nothing', async (over, field, message) => {
    const before = await countAll();
    const res = await t.inject({ method: 'POST', url: '/api/projects', headers: editor, payload: newProject(over) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(res.json().message).toEqual(expect.any(String));
    expect(await countAll()).toBe(before);
  });

  it('answers malformed bodies with a 4xx and a message, never a 500', async () => {
    const before = await countAll();
    const cases: Array<{ payload: string | Json; contentType?: string; status: number }> = [
      { payload: '{"title": "broken', status: 400 },
      { payload: '', status: 400 },
      { payload: '[1,2,3]', status: 400 },
      { payload: 'null', status: 400 },
      { payload: newProject({ title: 'x'.repeat(301) }), status: 400 },
      { payload: newProject({ tags: { a: 1 } }), status: 400 },
      { payload: newProject({ tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }), status: 400 },
      { payload: newProject({ tags: ['x'.repeat(101)] }), status: 400 },
      { payload: newProject({ partners: [1, 2] }), status: 400 },
      { payload: newProject({ budget: { amount: 5 } }), status: 400 },
      { payload: newProject({ startDate: 20240101 }), status: 400 },
      { payload: newProject({ archived: 'yes' }), status: 400 },
      { payload: newProject({ currency: 'x'.repeat(11) }), status: 400 },
      { payload: newProject({ description: `<p>${'x'.repeat(200_001)}</p>` }), status: 400 },
      { payload: newProject({ description: 'x'.repeat(1_100_000) }), status: 413 },
      { payload: 'title=x', contentType: 'application/x-www-form-urlencoded', status: 415 },
      { payload: newProject({ title: 'nul\u0000byte' }), status: 400 },
      { payload: newProject({ tags: ['ok', 'nul\u0000'] }), status: 400 },
      { payload: newProject({ description: '<p>\u0000</p>' }), status: 400 },
    ];
    for (const c of cases) {
      const res = await t.send(
        'POST',
        '/api/projects',
        { ...editor, 'content-type': c.contentType ?? 'application/json' },
        typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload),
      );
      expect(res.statusCode, `${JSON.stringify(c.payload).slice(0, 80)} -> ${res.body}`).toBe(c.status);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await countAll()).toBe(before);
  });

  it('is for editors and admins only', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/projects', payload: newProject() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/projects', headers: viewer, payload: newProject() })).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'POST', url: '/api/projects', headers: { authorization: 'Bearer nope' }, payload: newProject() }))
        .statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/projects', headers: admin, payload: newProject() })).statusCode).toBe(201);
  });
});

describe('GET /api/projects (lists, filters, search, paging)', () => {
  let f: TestApp;
  let staff: Record<string, string>;
  const titles = (res: { json(): { projects: Array<{ title: string }> } }) => res.json().projects.map((p) => p.title);
  beforeAll(async () => {
    f = await createTestApp();
    staff = bearer(await f.tokenFor('editor'));
    const rows: Json[] = [
      { title: 'P01 Maternal audit', category: 'research', status: 'active', tags: ['Maternal', 'Audit'], budget: 1000 },
      { title: 'P02 Newborn innovation lab', category: 'innovation', status: 'completed', tags: ['Newborn'], budget: 2500.5 },
      { title: 'P03 Midwife training', category: 'training', status: 'paused', tags: ['Skills'], budget: 0 },
      { title: 'P04 Policy dialogue', category: 'policy', status: 'active', tags: ['Advocacy'], budget: 500 },
      {
        title: 'P05 Adolescent health',
        category: 'research',
        status: 'completed',
        tags: ['Youth'],
        description: '<p>Schools <strong>and</strong> clinics: 100% coverage</p>',
      },
      { title: 'P06 Nutrition_study', category: 'research', status: 'active', tags: ['Nutrition'] },
      { title: 'P07 Data systems', category: 'innovation', status: 'active', tags: ['mHealth', 'DHIS2'] },
      { title: 'P08 Community health workers', category: 'training', status: 'active', tags: ['CHW'] },
      { title: 'P09 Referral study', category: 'research', status: 'paused', tags: [] },
      { title: 'P10 Quality improvement', category: 'policy', status: 'active', tags: ['QI'] },
      { title: 'P11 Postnatal care', category: 'research', status: 'active', tags: ['Postnatal', 'Home visits'] },
      { title: 'P12 Archived pilot', category: 'research', status: 'active', tags: ['Maternal'], budget: 99999 },
    ];
    for (const row of rows) {
      const res = await f.inject({ method: 'POST', url: '/api/projects', headers: staff, payload: newProject(row) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const archived = (await f.inject({ method: 'GET', url: '/api/projects?search=P12', headers: staff })).json().projects[0];
    expect((await f.inject({ method: 'PATCH', url: `/api/projects/${archived.id}/archive`, headers: staff })).statusCode).toBe(200);
  });
  afterAll(() => f.close());

  it('pages newest first with total, pagination and a default limit of 10', async () => {
    const res = await f.inject({ method: 'GET', url: '/api/projects' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(11);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 11, totalPages: 2 });
    expect(titles(res)[0]).toBe('P11 Postnatal care');
    expect(titles(res)).toHaveLength(10);
    const page2 = await f.inject({ method: 'GET', url: '/api/projects?page=2' });
    expect(titles(page2)).toEqual(['P01 Maternal audit']);
    const small = (await f.inject({ method: 'GET', url: '/api/projects?limit=3&page=4' })).json();
    expect(small.pagination).toEqual({ page: 4, limit: 3, total: 11, totalPages: 4 });
    expect(small.projects.map((p: Json) => p.title)).toEqual(['P02 Newborn innovation lab', 'P01 Maternal audit']);
    const beyond = (await f.inject({ method: 'GET', url: '/api/projects?page=50' })).json();
    expect(beyond.projects).toEqual([]);
    expect(beyond.total).toBe(11);
  });

  it('filters by status (ongoing = active; any case) and category', async () => {
    expect((await f.inject({ method: 'GET', url: '/api/projects?status=active' })).json().total).toBe(7);
    expect((await f.inject({ method: 'GET', url: '/api/projects?status=ongoing' })).json().total).toBe(7);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?status=Completed' }))).toEqual([
      'P05 Adolescent health',
      'P02 Newborn innovation lab',
    ]);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?category=Training' }))).toEqual([
      'P08 Community health workers',
      'P03 Midwife training',
    ]);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?category=research&status=paused' }))).toEqual(['P09 Referral study']);
  });

  it('searches title, description text and any tag, case-insensitively, with wildcards taken literally', async () => {
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?search=MATERNAL' }))).toEqual(['P01 Maternal audit']);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?search=mhealth' }))).toEqual(['P07 Data systems']);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?search=home%20vis' }))).toEqual(['P11 Postnatal care']);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?search=schools%20and%20clinics' }))).toEqual([
      'P05 Adolescent health',
    ]);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=district%20hospitals' })).json().total).toBe(10);
    // Markup is not content: "strong" only appears inside tags.
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=strong' })).json().total).toBe(0);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?search=100%25' }))).toEqual(['P05 Adolescent health']);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=%25' })).json().total).toBe(1);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?search=_' }))).toEqual(['P06 Nutrition_study']);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=P0_' })).json().total).toBe(0);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?search=audit&category=research&status=active' }))).toEqual([
      'P01 Maternal audit',
    ]);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=audit&category=policy' })).json().total).toBe(0);
  });

  it('reads paragraphs as separate words and inline markup as none', async () => {
    const res = await f.inject({
      method: 'POST',
      url: '/api/projects',
      headers: staff,
      payload: newProject({ title: 'Fruit', description: '<p>Mango</p><p>Pa<em>pa</em>ya<br/>Guava</p>' }),
    });
    expect(res.statusCode).toBe(201);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=mango%20papaya' })).json().total).toBe(1);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=papaya%20guava' })).json().total).toBe(1);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=mangopapaya' })).json().total).toBe(0);
    await f.inject({ method: 'DELETE', url: `/api/projects/${res.json().project.id}`, headers: staff });
  });

  it('keeps archived projects out of public lists; editors can ask for them', async () => {
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=P12' })).json().total).toBe(0);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=P12&archived=true' })).json().total).toBe(0);
    expect((await f.inject({ method: 'GET', url: '/api/projects?search=P12', headers: staff })).json().total).toBe(0);
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects?archived=true', headers: staff }))).toEqual(['P12 Archived pilot']);
    expect((await f.inject({ method: 'GET', url: '/api/projects?archived=all', headers: staff })).json().total).toBe(12);
  });

  it('answers 400 for invalid query values', async () => {
    for (const bad of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'page=0',
      'page=-1',
      'page=1.5',
      'status=finished',
      'category=sports',
      'archived=maybe',
      `search=${'x'.repeat(201)}`,
      'search=%00',
      'search=a&search=b',
    ]) {
      const res = await f.inject({ method: 'GET', url: `/api/projects?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await f.inject({ method: 'GET', url: '/api/projects?limit=100' })).statusCode).toBe(200);
  });

  it('lists by category and by status through their paths', async () => {
    const research = (await f.inject({ method: 'GET', url: '/api/projects/category/research' })).json();
    expect(research.total).toBe(5);
    expect(research.pagination).toMatchObject({ page: 1, limit: 10, total: 5 });
    expect((await f.inject({ method: 'GET', url: '/api/projects/category/Research?status=paused' })).json().total).toBe(1);
    expect((await f.inject({ method: 'GET', url: '/api/projects/category/sports' })).statusCode).toBe(400);
    expect((await f.inject({ method: 'GET', url: '/api/projects/status/ongoing?limit=2' })).json()).toMatchObject({
      total: 7,
      pagination: { totalPages: 4 },
    });
    expect(titles(await f.inject({ method: 'GET', url: '/api/projects/status/paused?search=referral' }))).toEqual(['P09 Referral study']);
    expect((await f.inject({ method: 'GET', url: '/api/projects/status/finished' })).statusCode).toBe(400);
  });

  it('computes statistics over projects that are not archived, in one answer', async () => {
    const res = await f.inject({ method: 'GET', url: '/api/projects/statistics' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 11,
      byStatus: { active: 7, completed: 2, paused: 2 },
      byCategory: { research: 5, innovation: 2, training: 2, policy: 2 },
      totalBudget: 4000.5,
    });
  });

  it('counts each status in one answer, as the list totals them under the same search, category and archived filter', async () => {
    const total = async (query: string, headers: Record<string, string> = {}) =>
      (await f.inject({ method: 'GET', url: `/api/projects?${query}`, headers })).json<{ total: number }>().total;
    const counts = async (query: string, headers: Record<string, string> = {}) => {
      const res = await f.inject({ method: 'GET', url: `/api/projects/counts?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total: number; byStatus: Record<string, number> }>();
    };
    for (const [query, expected] of [
      ['', { total: 11, byStatus: { active: 7, completed: 2, paused: 2 } }],
      ['search=study', { total: 2, byStatus: { active: 1, completed: 0, paused: 1 } }],
      ['category=research', { total: 5, byStatus: { active: 3, completed: 1, paused: 1 } }],
      ['search=district%20hospitals&category=Research', { total: 4, byStatus: { active: 3, completed: 0, paused: 1 } }],
      ['search=maternal', { total: 1, byStatus: { active: 1, completed: 0, paused: 0 } }],
      ['search=nothing-matches', { total: 0, byStatus: { active: 0, completed: 0, paused: 0 } }],
    ] as const) {
      expect(await counts(query), query).toEqual(expected);
      expect(await total(query), query).toBe(expected.total);
      for (const [status, n] of Object.entries(expected.byStatus)) expect(await total(`${query}&status=${status}`), query).toBe(n);
    }
    // Archived projects count for staff who ask for them, never for anonymous callers.
    expect(await counts('search=maternal&archived=all', staff)).toEqual({ total: 2, byStatus: { active: 2, completed: 0, paused: 0 } });
    expect(await counts('search=maternal&archived=all')).toEqual({ total: 1, byStatus: { active: 1, completed: 0, paused: 0 } });
    // The status and the paging are not the counts' filters (a status is dropped); bad values are 400.
    expect(await counts('status=paused&page=3')).toEqual({ total: 11, byStatus: { active: 7, completed: 2, paused: 2 } });
    for (const bad of ['category=sports', 'archived=maybe', `search=${'x'.repeat(201)}`, 'search=%00']) {
      expect((await f.inject({ method: 'GET', url: `/api/projects/counts?${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it("lists the caller's own projects at /my (back-office roles: a viewer's is empty)", async () => {
    const other = bearer(await f.tokenFor('editor'));
    await f.inject({ method: 'POST', url: '/api/projects', headers: other, payload: newProject({ title: 'Mine only' }) });
    const mine = (await f.inject({ method: 'GET', url: '/api/projects/my', headers: other })).json();
    expect(mine.projects.map((p: Json) => p.title)).toEqual(['Mine only']);
    const theirs = (await f.inject({ method: 'GET', url: '/api/projects/my?limit=100', headers: staff })).json();
    expect(theirs.projects).toHaveLength(11);
    expect((await f.inject({ method: 'GET', url: '/api/projects/my' })).statusCode).toBe(401);
    const asViewer = await f.inject({ method: 'GET', url: '/api/projects/my', headers: bearer(await f.tokenFor('viewer')) });
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.json().projects).toEqual([]);
  });
});

describe('GET /api/projects/:id', () => {
  it('returns { project }; 404 when missing; 400 for a malformed id', async () => {
    const created = await create();
    const res = await t.inject({ method: 'GET', url: `/api/projects/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toEqual(created);
    expect((await t.inject({ method: 'GET', url: '/api/projects/999999' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/projects/999999' })).json().message).toBe('Project not found');
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999', '%00']) {
      const r = await t.inject({ method: 'GET', url: `/api/projects/${bad}` });
      expect(r.statusCode, bad).toBe(400);
    }
  });

  it('hides an archived project from anonymous callers, not from editors and viewers (read-only staff)', async () => {
    const created = await create();
    await t.inject({ method: 'PATCH', url: `/api/projects/${created.id}/archive`, headers: editor });
    expect((await t.inject({ method: 'GET', url: `/api/projects/${created.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/projects/${created.id}`, headers: viewer })).statusCode).toBe(200);
    const res = await t.inject({ method: 'GET', url: `/api/projects/${created.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json().project.archived).toBe(true);
  });
});

describe('PUT /api/projects/:id', () => {
  it('updates what is sent and keeps the rest; accepts the object it was given back', async () => {
    const created = await create({ startDate: '2024-01-01', tags: ['One'], fundingSource: 'Fund A', image: '/uploads/x.png' });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/projects/${created.id}`,
      headers: admin,
      payload: {
        ...created,
        title: 'Renamed',
        status: 'Paused',
        tags: 'One, Two',
        fundingSource: '',
        image: null,
        imageUrl: undefined,
        updated_at: 'junk',
        id: 12345,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { project } = res.json();
    expect(project).toMatchObject({
      id: created.id,
      title: 'Renamed',
      status: 'paused',
      tags: ['One', 'Two'],
      fundingSource: null,
      imageUrl: null,
      image: null,
      startDate: '2023-12-31T21:00:00.000Z',
      description: created.description,
      createdAt: created.createdAt,
    });
    expect(new Date(project.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt as string).getTime());
    const partial = (
      await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: editor, payload: { budget: '7500' } })
    ).json().project;
    expect(partial).toMatchObject({ title: 'Renamed', budget: 7500, status: 'paused' });
  });

  it('checks the end date against the stored start date, and completes progress with the status', async () => {
    const created = await create({ startDate: '2024-05-01', progress: 20 });
    const res = await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: editor, payload: { endDate: '2024-04-30' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'End date must be after the start date',
      errors: [{ field: 'endDate', message: 'End date must be after the start date' }],
    });
    expect(
      (await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: editor, payload: { endDate: '2024-05-01' } }))
        .statusCode,
    ).toBe(200);
    const done = (
      await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: editor, payload: { status: 'completed' } })
    ).json().project;
    expect(done.progress).toBe(100);
    const stillDone = (
      await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: editor, payload: { progress: 10 } })
    ).json().project;
    expect(stillDone.progress).toBe(100);
    const reopened = (
      await t.send('PUT', `/api/projects/${created.id}`, editor, { status: 'active', progress: 60, startDate: null })
    ).json().project;
    expect(reopened).toMatchObject({ status: 'active', progress: 60, startDate: null });
  });

  it('refuses invalid changes without writing anything; 404 and 400 for bad ids', async () => {
    const created = await create();
    for (const [payload, field, message] of [
      [{ title: '' }, 'title', 'Project title is required'],
      [{ category: null }, 'category', 'Category is required'],
      [{ description: '<p> </p>' }, 'description', 'Project description is required'],
      [{ description: '<script>x()</script>' }, 'description', 'Project description is required'],
      [{ status: 'done', title: 'Should not be saved' }, 'status', 'Status must be active, completed or paused'],
    ] as const) {
      const res = await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: editor, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect(
      (await t.send('PUT', `/api/projects/${created.id}`, { ...editor, 'content-type': 'application/json' }, '{"title":')).statusCode,
    ).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/projects/${created.id}` })).json().project).toEqual(created);
    expect((await t.inject({ method: 'PUT', url: '/api/projects/999999', headers: editor, payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PUT', url: '/api/projects/abc', headers: editor, payload: { title: 'x' } })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, payload: { title: 'x' } })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: viewer, payload: { title: 'x' } })).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/projects/:id/archive, /unarchive and DELETE /api/projects/:id', () => {
  it('archives (no body, or an empty JSON body) and the project leaves the public list; unarchive puts it back', async () => {
    const created = await create({ title: 'Zebra crossing study' });
    expect((await t.inject({ method: 'GET', url: '/api/projects?search=zebra' })).json().total).toBe(1);
    const res = await t.inject({ method: 'PATCH', url: `/api/projects/${created.id}/archive`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({ id: created.id, archived: true });
    expect((await t.inject({ method: 'GET', url: '/api/projects?search=zebra' })).json().total).toBe(0);
    const again = await t.send('PATCH', `/api/projects/${created.id}/archive`, { ...admin, 'content-type': 'application/json' }, '');
    expect(again.statusCode).toBe(200);
    // Restoring: PATCH /unarchive (or PUT with archived false).
    const restored = await t.inject({ method: 'PATCH', url: `/api/projects/${created.id}/unarchive`, headers: editor });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().project).toMatchObject({ id: created.id, archived: false });
    expect((await t.inject({ method: 'GET', url: '/api/projects?search=zebra' })).json().total).toBe(1);
    expect((await t.inject({ method: 'GET', url: `/api/projects/${created.id}` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'PATCH', url: '/api/projects/999999/unarchive', headers: editor })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PATCH', url: `/api/projects/${created.id}/unarchive`, headers: viewer })).statusCode).toBe(403);
    await t.inject({ method: 'PATCH', url: `/api/projects/${created.id}/archive`, headers: editor });
    const put = await t.inject({ method: 'PUT', url: `/api/projects/${created.id}`, headers: editor, payload: { archived: false } });
    expect(put.json().project.archived).toBe(false);
    expect((await t.inject({ method: 'PATCH', url: '/api/projects/999999/archive', headers: editor })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PATCH', url: '/api/projects/x/archive', headers: editor })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PATCH', url: `/api/projects/${created.id}/archive` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PATCH', url: `/api/projects/${created.id}/archive`, headers: viewer })).statusCode).toBe(403);
  });

  it('moves to the trash with "Project moved to the trash", then 404', async () => {
    const created = await create();
    expect((await t.inject({ method: 'DELETE', url: `/api/projects/${created.id}` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/projects/${created.id}`, headers: viewer })).statusCode).toBe(403);
    const res = await t.inject({ method: 'DELETE', url: `/api/projects/${created.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Project moved to the trash' });
    expect((await t.inject({ method: 'GET', url: `/api/projects/${created.id}`, headers: editor })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/projects/${created.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: '/api/projects/abc', headers: admin })).statusCode).toBe(400);
  });
});

describe('PATCH /api/projects/bulk-update', () => {
  it('updates every listed project in one go and returns { updated }', async () => {
    const a = await create({ progress: 10 });
    const b = await create({ progress: 20 });
    const res = await t.send('PATCH', '/api/projects/bulk-update', editor, {
      projectIds: [a.id, String(b.id), a.id],
      updates: { status: 'Completed', category: 'Innovation', id: 1, createdAt: 'x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const id of [a.id, b.id]) {
      const p = (await t.inject({ method: 'GET', url: `/api/projects/${id}` })).json().project;
      expect(p).toMatchObject({ status: 'completed', category: 'innovation', progress: 100 });
    }
    const archive = await t.send('PATCH', '/api/projects/bulk-update', admin, { projectIds: [a.id], updates: { archived: true } });
    expect(archive.json()).toEqual({ updated: 1 });
    expect((await t.inject({ method: 'GET', url: `/api/projects/${a.id}` })).statusCode).toBe(404);
  });

  it('is all or nothing: a missing id, an invalid change or a date conflict changes nothing', async () => {
    const a = await create({ startDate: '2024-01-01', status: 'active' });
    const b = await create({ startDate: '2024-09-01', status: 'active' });
    const snapshot = async () =>
      Promise.all([a.id, b.id].map(async (id) => (await t.inject({ method: 'GET', url: `/api/projects/${id}` })).json().project));
    const before = await snapshot();

    const missing = await t.send('PATCH', '/api/projects/bulk-update', editor, {
      projectIds: [a.id, 999999, b.id],
      updates: { status: 'paused' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('999999');

    const invalid = await t.send('PATCH', '/api/projects/bulk-update', editor, {
      projectIds: [a.id, b.id],
      updates: { status: 'paused', category: 'sports' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toContainEqual({
      field: 'updates.category',
      message: 'Category must be research, innovation, training or policy',
    });

    // The end date suits a (started in January) but not b (starts in September).
    const conflict = await t.send('PATCH', '/api/projects/bulk-update', editor, {
      projectIds: [a.id, b.id],
      updates: { endDate: '2024-06-30', status: 'paused' },
    });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().message).toBe('End date must be after the start date');

    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed requests with a message', async () => {
    const a = await create();
    for (const [payload, message] of [
      [{ projectIds: [], updates: { status: 'paused' } }, 'Select at least one project'],
      [{ updates: { status: 'paused' } }, 'Select at least one project'],
      [{ projectIds: [a.id], updates: {} }, 'Choose at least one field to update'],
      [{ projectIds: [a.id], updates: { unknownField: 1 } }, 'Choose at least one field to update'],
      [{ projectIds: [a.id] }, 'Choose at least one field to update'],
      [{ projectIds: [a.id], updates: 'status=paused' }, 'Choose at least one field to update'],
      [{ projectIds: ['abc'], updates: { status: 'paused' } }, 'Invalid id'],
      [{ projectIds: [-1], updates: { status: 'paused' } }, 'Invalid id'],
      [{ projectIds: [1.5], updates: { status: 'paused' } }, 'Invalid id'],
      [{ projectIds: a.id, updates: { status: 'paused' } }, 'Select at least one project'],
    ] as const) {
      const res = await t.inject({ method: 'PATCH', url: '/api/projects/bulk-update', headers: editor, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().errors.map((e: { message: string }) => e.message),
        JSON.stringify(payload),
      ).toContain(message);
    }
    expect(
      (await t.send('PATCH', '/api/projects/bulk-update', { ...editor, 'content-type': 'application/json' }, '{"projectIds":[1'))
        .statusCode,
    ).toBe(400);
    const nul = await t.send('PATCH', '/api/projects/bulk-update', editor, { projectIds: [a.id], updates: { fundingSource: 'x\u0000' } });
    expect(nul.json()).toEqual({
      message: MESSAGES.common.badCharacters,
      errors: [{ field: 'updates.fundingSource', message: MESSAGES.common.badCharacters }],
    });
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: '/api/projects/bulk-update',
          payload: { projectIds: [a.id], updates: { status: 'paused' } },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.send('PATCH', '/api/projects/bulk-update', viewer, { projectIds: [a.id], updates: { status: 'paused' } })).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/projects/${a.id}` })).json().project.status).toBe('active');
  });
});
