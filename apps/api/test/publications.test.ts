import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_MESSAGES, SLUG_MESSAGES } from '@mnch/shared';
import { publications } from '../src/db/schema';
import { appWith, bearer, createTestApp, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, admin: AuthHeaders, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, admin, editor, viewer } = await appWith(['admin', 'editor', 'viewer'])));
afterAll(() => t.close());

type Json = Record<string, unknown>;
type Pub = Json & { id: number };

const newPublication = (over: Json = {}): Json => ({
  title: 'Maternal health outcomes in rural Uganda',
  authors: [{ name: 'Jane Nakato' }, { name: 'Peter Okello' }],
  type: 'Journal Article',
  journal: 'BMC Public Health',
  year: 2023,
  ...over,
});

async function create(over: Json = {}, app: TestApp = t, headers = editor): Promise<Pub> {
  const res = await app.inject({ method: 'POST', url: '/api/publications', headers, payload: newPublication(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().publication;
}

/** Every publication, whatever its status, straight from the service. */
const countAll = async () => {
  const staff = { id: 0, staff: true };
  const svc = t.app.services.publications;
  const [open, archived] = await Promise.all([svc.list({ limit: 100 }, staff), svc.list({ limit: 100, status: 'archived' }, staff)]);
  return open.pagination.total + archived.pagination.total;
};

describe('POST /api/publications', () => {
  it('creates a publication with normalised values and both spellings', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/publications',
      headers: editor,
      payload: newPublication({
        id: 'client-1',
        createdBy: 999,
        views: 5000,
        createdAt: '2000-01-01',
        coverImagePreview: 'data:image/png;base64,AAAA',
        authors: ['Jane Nakato', '  ', { name: 'Peter  Okello' }, { name: '' }],
        type: 'journal article',
        status: 'In Review',
        year: '2023',
        doi: '10.1186/s12889-023-0001-x',
        abstract: '<p>Results <em>matter</em>.</p><script>alert(1)</script><img src="https://example.org/a.png" onerror="x()">',
        description: 'Plain text & more',
        keywords: 'maternal, , newborn ,Uganda',
        citations: '12',
        downloads: 3,
        file_url: '/uploads/docs/paper.pdf',
        fileName: 'paper.pdf',
        fileSize: 123456,
        file_size: 0,
        coverImageUrl: '/uploads/covers/paper.webp',
        coverImageName: 'paper.webp',
        coverImageSize: '2048',
        publicationSource: 'MNCH Centre',
        impact_factor: '3.1415',
        featured: true,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { publication } = res.json();
    expect(publication).toMatchObject({
      title: 'Maternal health outcomes in rural Uganda',
      authors: [{ name: 'Jane Nakato' }, { name: 'Peter Okello' }],
      type: 'Journal Article',
      status: 'in review',
      year: 2023,
      journal: 'BMC Public Health',
      doi: '10.1186/s12889-023-0001-x',
      abstract: '<p>Results <em>matter</em>.</p><img src="https://example.org/a.png" alt="" />',
      description: 'Plain text & more',
      keywords: ['maternal', 'newborn', 'Uganda'],
      citations: 12,
      downloads: 3,
      views: 0,
      file_url: '/uploads/docs/paper.pdf',
      fileUrl: '/uploads/docs/paper.pdf',
      fileName: 'paper.pdf',
      fileSize: 123456,
      file_size: 123456,
      coverImageUrl: '/uploads/covers/paper.webp',
      coverImageName: 'paper.webp',
      coverImageSize: 2048,
      publicationSource: 'MNCH Centre',
      impact_factor: 3.142,
      impactFactor: 3.142,
      featured: true,
    });
    expect(publication.createdBy).not.toBe(999);
    expect(publication.createdAt).toBe(publication.created_at);
    expect(publication.updatedAt).toBe(publication.updated_at);
    expect(publication).not.toHaveProperty('coverImagePreview');
  });

  it('defaults to published with counters at 0, and takes fileUrl, externalUrl and one-text authors', async () => {
    const pub = await create({
      authors: 'Nakato, J.; Okello, P.\nAchieng, M.',
      fileUrl: 'uploads/docs/x.pdf',
      externalUrl: 'https://example.org/x',
      type: 'policy-brief',
    });
    expect(pub).toMatchObject({
      status: 'published',
      citations: 0,
      downloads: 0,
      views: 0,
      featured: false,
      impactFactor: 0,
      type: 'Policy Brief',
      authors: [{ name: 'Nakato, J.' }, { name: 'Okello, P.' }, { name: 'Achieng, M.' }],
      file_url: '/uploads/docs/x.pdf',
      fileUrl: '/uploads/docs/x.pdf',
      externalUrl: 'https://example.org/x',
      fileSize: null,
      doi: null,
      abstract: null,
      keywords: [],
    });
  });

  it.each([
    [{ title: undefined }, 'title', 'Publication title is required'],
    [{ title: '  ' }, 'title', 'Publication title is required'],
    [{ type: undefined }, 'type', 'Publication type is required'],
    [{ type: '' }, 'type', 'Publication type is required'],
    [
      { type: 'Novel' },
      'type',
      'Publication type must be one of: Journal Article, Research Report, Policy Brief, Conference Paper, Book Chapter, White Paper',
    ],
    [{ year: undefined }, 'year', 'Valid publication year is required'],
    [{ year: 1899 }, 'year', 'Valid publication year is required'],
    [{ year: 2031 }, 'year', 'Valid publication year is required'],
    [{ year: 2023.5 }, 'year', 'Valid publication year is required'],
    [{ year: 'last year' }, 'year', 'Valid publication year is required'],
    [{ year: '' }, 'year', 'Valid publication year is required'],
    [{ authors: undefined }, 'authors', 'At least one author is required'],
    [{ authors: [] }, 'authors', 'At least one author is required'],
    [{ authors: [{ name: '  ' }, ''] }, 'authors', 'At least one author is required'],
    [{ authors: 42 }, 'authors', 'At least one author is required'],
    [{ status: 'lost' }, 'status', 'Status must be published, in review, draft or archived'],
    [{ citations: -1 }, 'citations', 'Must be a whole number of 0 or more'],
    [{ downloads: 'many' }, 'downloads', 'Must be a whole number of 0 or more'],
    [{ downloads: 1.5 }, 'downloads', 'Must be a whole number of 0 or more'],
    [{ impact_factor: -2 }, 'impact_factor', 'Impact factor must be a number of 0 or more'],
    [{ impactFactor: 1e9 }, 'impactFactor', 'Impact factor must be a number of 0 or more'],
    [{ file_url: 'javascript:alert(1)' }, 'file_url', PUBLICATION_MESSAGES.fileUrlInvalid],
    [{ fileUrl: 'data:application/pdf;base64,AAAA' }, 'fileUrl', PUBLICATION_MESSAGES.fileUrlInvalid],
    // Issue 35, point 28: a file elsewhere is not the publication's file (it goes in externalUrl).
    [{ fileUrl: 'https://evil.example/malware.exe' }, 'fileUrl', PUBLICATION_MESSAGES.fileUrlInvalid],
    [{ fileUrl: '/about' }, 'fileUrl', PUBLICATION_MESSAGES.fileUrlInvalid],
    [{ externalUrl: 'javascript:alert(1)' }, 'externalUrl', PUBLICATION_MESSAGES.externalUrlInvalid],
    [{ externalUrl: '/uploads/docs/a.pdf' }, 'externalUrl', PUBLICATION_MESSAGES.externalUrlInvalid],
    [{ slug: 'Not a slug!' }, 'slug', SLUG_MESSAGES.invalid],
    [{ coverImageUrl: '//evil.example.org/x.png' }, 'coverImageUrl', 'Please enter a valid link (an /uploads/ path or an http(s) address)'],
  ])('refuses %j with the message for %s, writing nothing', async (over, field, message) => {
    const before = await countAll();
    const res = await t.inject({ method: 'POST', url: '/api/publications', headers: editor, payload: newPublication(over) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await countAll()).toBe(before);
  });

  it('answers malformed bodies with a 4xx and a message, never a 500', async () => {
    const before = await countAll();
    const cases: Array<{ payload: string | Json; status: number }> = [
      { payload: '{"title": ', status: 400 },
      { payload: '', status: 400 },
      { payload: '"just a string"', status: 400 },
      { payload: '[]', status: 400 },
      { payload: newPublication({ title: 'x'.repeat(501) }), status: 400 },
      { payload: newPublication({ title: ['a'] }), status: 400 },
      { payload: newPublication({ authors: [{ name: 'x'.repeat(201) }] }), status: 400 },
      { payload: newPublication({ authors: Array.from({ length: 101 }, (_, i) => `Author ${i}`) }), status: 400 },
      { payload: newPublication({ authors: [{ name: 7 }] }), status: 400 },
      { payload: newPublication({ keywords: [{}] }), status: 400 },
      { payload: newPublication({ keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) }), status: 400 },
      { payload: newPublication({ journal: 'j'.repeat(501) }), status: 400 },
      { payload: newPublication({ doi: { value: 'x' } }), status: 400 },
      { payload: newPublication({ featured: 'yes' }), status: 400 },
      { payload: newPublication({ citations: 1e12 }), status: 400 },
      { payload: newPublication({ fileSize: -5 }), status: 400 },
      { payload: newPublication({ abstract: 'a'.repeat(200_001) }), status: 400 },
      { payload: newPublication({ abstract: 'a'.repeat(1_100_000) }), status: 413 },
      { payload: newPublication({ title: 'nul\u0000' }), status: 400 },
      { payload: newPublication({ authors: [{ name: 'A\u0000B' }] }), status: 400 },
    ];
    for (const c of cases) {
      const res = await t.send(
        'POST',
        '/api/publications',
        { ...editor, 'content-type': 'application/json' },
        typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload),
      );
      expect(res.statusCode, `${JSON.stringify(c.payload).slice(0, 80)} -> ${res.body}`).toBe(c.status);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await countAll()).toBe(before);
  });

  it('is for editors and admins only', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/publications', payload: newPublication() })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/publications', headers: viewer, payload: newPublication() })).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/api/publications', headers: admin, payload: newPublication() })).statusCode).toBe(201);
  });
});

const CURRENT_YEAR = new Date().getUTCFullYear();

describe('GET /api/publications and the other lists', () => {
  let f: TestApp;
  let staff: Record<string, string>;
  const seed: Json[] = [
    {
      title: 'Alpha maternal study',
      type: 'Journal Article',
      year: 2023,
      journal: 'BMC Public Health',
      authors: ['Jane Nakato'],
      downloads: 7,
    },
    {
      title: 'Beta newborn brief',
      type: 'Policy Brief',
      year: 2024,
      journal: null,
      authors: ['Peter Okello'],
      file_url: '/uploads/docs/beta.pdf',
    },
    {
      title: 'Gamma report',
      type: 'Research Report',
      year: 2022,
      journal: null,
      authors: ['Mary Achieng'],
      fileUrl: '/uploads/docs/gamma',
      fileName: 'Gamma.PDF',
    },
    { title: 'Delta draft', type: 'Journal Article', year: 2024, status: 'draft', authors: ['Jane Nakato'] },
    { title: 'Epsilon review', type: 'Conference Paper', year: 2023, status: 'in review', authors: ['Jane Nakato'] },
    { title: 'Zeta archived', type: 'White Paper', year: 2021, status: 'archived', authors: ['Jane Nakato'] },
    { title: 'Eta 100% coverage', type: 'Book Chapter', year: 2023, journal: 'Child_Health Journal', authors: ['Sam Mugisha'] },
    {
      title: 'Theta brief without a PDF',
      type: 'Policy Brief',
      year: 2024,
      journal: null,
      authors: ['Sam Mugisha'],
      file_url: '/uploads/docs/theta.docx',
    },
    { title: 'Iota report', type: 'Research Report', year: 2020, journal: null, authors: ['Sam Mugisha'], featured: true, citations: 5 },
    { title: 'Kappa', type: 'Journal Article', year: CURRENT_YEAR, journal: 'The Lancet', authors: ['Sam Mugisha'], citations: 50 },
  ];
  const titles = (res: { json(): { publications: Array<{ title: string }> } }) => res.json().publications.map((p) => p.title);
  const list = (url: string, headers: Record<string, string> = {}) => f.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    f = await createTestApp();
    staff = bearer(await f.tokenFor('editor'));
    for (const row of seed) await create(row, f, staff);
  });
  afterAll(() => f.close());

  it('shows anonymous callers only published ones, by year then newest, 9 to a page', async () => {
    const res = await list('/api/publications');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual([
      'Kappa',
      'Theta brief without a PDF',
      'Beta newborn brief',
      'Eta 100% coverage',
      'Alpha maternal study',
      'Gamma report',
      'Iota report',
    ]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 9, total: 7, totalPages: 1 });
    const page2 = await list('/api/publications?limit=3&page=2');
    expect(titles(page2)).toEqual(['Eta 100% coverage', 'Alpha maternal study', 'Gamma report']);
    expect(page2.json().pagination).toEqual({ page: 2, limit: 3, total: 7, totalPages: 3 });
    // A status filter from an anonymous caller changes nothing.
    expect(titles(await list('/api/publications?status=draft'))).toHaveLength(7);
    // A viewer is read-only staff (decision 33): the drafts an editor sees.
    const drafts = titles(await list('/api/publications?status=draft', staff));
    expect(drafts.length).toBeGreaterThan(0);
    expect(titles(await list('/api/publications?status=draft', bearer(await f.tokenFor('viewer'))))).toEqual(drafts);
  });

  it('shows editors every status but archived, and filters by status', async () => {
    expect((await list('/api/publications', staff)).json().pagination.total).toBe(9);
    expect(titles(await list('/api/publications?status=draft', staff))).toEqual(['Delta draft']);
    expect(titles(await list('/api/publications?status=In%20Review', staff))).toEqual(['Epsilon review']);
    expect(titles(await list('/api/publications?status=archived', staff))).toEqual(['Zeta archived']);
  });

  it('filters by type, year and excluded type, and searches title, journal and authors', async () => {
    expect(titles(await list('/api/publications?type=Policy%20Brief'))).toEqual(['Theta brief without a PDF', 'Beta newborn brief']);
    expect(titles(await list('/api/publications?type=policy-brief'))).toEqual(['Theta brief without a PDF', 'Beta newborn brief']);
    expect(titles(await list('/api/publications?excludeType=Policy%20Brief'))).toEqual([
      'Kappa',
      'Eta 100% coverage',
      'Alpha maternal study',
      'Gamma report',
      'Iota report',
    ]);
    expect(titles(await list('/api/publications?year=2023'))).toEqual(['Eta 100% coverage', 'Alpha maternal study']);
    expect(titles(await list('/api/publications?search=MATERNAL'))).toEqual(['Alpha maternal study']);
    expect(titles(await list('/api/publications?search=bmc%20public'))).toEqual(['Alpha maternal study']);
    expect(titles(await list('/api/publications?search=okello'))).toEqual(['Beta newborn brief']);
    expect(titles(await list('/api/publications?search=name'))).toEqual([]);
    expect(titles(await list('/api/publications?search=100%25'))).toEqual(['Eta 100% coverage']);
    expect(titles(await list('/api/publications?search=%25'))).toEqual(['Eta 100% coverage']);
    expect(titles(await list('/api/publications?search=_'))).toEqual(['Eta 100% coverage']);
    expect(titles(await list('/api/publications?search=draft'))).toEqual([]);
    expect(titles(await list('/api/publications?search=draft', staff))).toEqual(['Delta draft']);
    expect(titles(await list('/api/publications?search=nakato&year=2023&type=Journal%20Article'))).toEqual(['Alpha maternal study']);
  });

  it('answers 400 for invalid query values', async () => {
    for (const bad of [
      'limit=0',
      'limit=101',
      'page=0',
      'page=x',
      'type=Novel',
      'excludeType=Novel',
      'year=1800',
      'year=abc',
      'year=2031',
      'status=lost',
      `search=${'s'.repeat(201)}`,
      'search=a%00b',
      'type=Policy%20Brief&type=Research%20Report',
    ]) {
      const res = await list(`/api/publications?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('lists by type through /category/{type}', async () => {
    const res = await list('/api/publications/category/Policy%20Brief');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Theta brief without a PDF', 'Beta newborn brief']);
    expect(res.json().pagination).toEqual({ page: 1, limit: 9, total: 2, totalPages: 1 });
    expect(titles(await list('/api/publications/category/research-report?search=gamma'))).toEqual(['Gamma report']);
    expect((await list('/api/publications/category/Novel')).statusCode).toBe(400);
  });

  it('lists featured ones (featured, then most cited) and recent ones (newest created), published only', async () => {
    expect(titles(await list('/api/publications/featured?limit=2'))).toEqual(['Iota report', 'Kappa']);
    expect(titles(await list('/api/publications/featured'))).toHaveLength(5);
    expect(titles(await list('/api/publications/recent?limit=3'))).toEqual(['Kappa', 'Iota report', 'Theta brief without a PDF']);
    expect(titles(await list('/api/publications/recent'))).toHaveLength(7);
    expect(titles(await list('/api/publications/recent', staff))).not.toContain('Delta draft');
    for (const bad of ['limit=0', 'limit=101', 'limit=x']) {
      expect((await list(`/api/publications/featured?${bad}`)).statusCode, bad).toBe(400);
      expect((await list(`/api/publications/recent?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('computes statistics: published for the public, everything but archived for editors', async () => {
    const published = seed.filter((s) => !s.status);
    const byType = (rows: Json[]) =>
      Object.fromEntries(
        ['Journal Article', 'Research Report', 'Policy Brief', 'Conference Paper', 'Book Chapter', 'White Paper'].map((type) => [
          type,
          rows.filter((r) => r.type === type).length,
        ]),
      );
    const pub = await list('/api/publications/statistics');
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({
      total: 7,
      thisYear: published.filter((s) => s.year === CURRENT_YEAR).length,
      byType: byType(published),
      totalCitations: 55,
      totalDownloads: 7,
      years: [...new Set(published.map((s) => s.year as number))].sort((a, b) => b - a),
    });
    const visible = seed.filter((s) => s.status !== 'archived');
    const staffStats = (await list('/api/publications/statistics', staff)).json();
    expect(staffStats).toEqual({
      total: 9,
      thisYear: visible.filter((s) => s.year === CURRENT_YEAR).length,
      byType: byType(visible),
      totalCitations: 55,
      totalDownloads: 7,
      // Staff see the years of every status, archived included (the back-office year filter reaches them).
      years: [...new Set(seed.map((s) => s.year as number))].sort((a, b) => b - a),
    });
  });

  it("lists the caller's own at /my (back-office roles: a viewer's is empty), with every status", async () => {
    const other = bearer(await f.tokenFor('editor'));
    await create({ title: 'Mine, a draft', status: 'draft' }, f, other);
    const mine = (await list('/api/publications/my', other)).json();
    expect(mine.publications.map((p: Json) => p.title)).toEqual(['Mine, a draft']);
    expect(mine.pagination).toEqual({ page: 1, limit: 9, total: 1, totalPages: 1 });
    expect((await list('/api/publications/my?limit=100', staff)).json().pagination.total).toBe(9);
    expect((await list('/api/publications/my')).statusCode).toBe(401);
    const asViewer = await list('/api/publications/my', bearer(await f.tokenFor('viewer')));
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.json().publications).toEqual([]);
  });

  it('lists published report PDFs at /api/reports/files, newest first', async () => {
    const res = await list('/api/reports/files');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'Gamma report', file_url: '/uploads/docs/gamma' },
      { name: 'Beta newborn brief', file_url: '/uploads/docs/beta.pdf' },
    ]);
  });
});

describe('GET /api/publications/:id', () => {
  it('returns { publication }; drafts are 404 for anonymous callers, read by viewers and editors; 400 for malformed ids', async () => {
    const pub = await create();
    const res = await t.inject({ method: 'GET', url: `/api/publications/${pub.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().publication).toEqual(pub);
    const draft = await create({ status: 'draft' });
    expect((await t.inject({ method: 'GET', url: `/api/publications/${draft.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/publications/${draft.id}`, headers: viewer })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/publications/${draft.id}`, headers: editor })).statusCode).toBe(200);
    const missing = await t.inject({ method: 'GET', url: '/api/publications/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Publication not found');
    for (const bad of ['abc', '-3', '0', '2.5', '12345678901']) {
      expect((await t.inject({ method: 'GET', url: `/api/publications/${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('counts a view only when asked, each visitor once (counters.test.ts has more)', async () => {
    const pub = await create();
    let n = 0;
    const get = (q = '') => t.inject({ method: 'GET', url: `/api/publications/${pub.id}${q}`, remoteAddress: `192.0.2.${++n}` });
    expect((await get()).json().publication.views).toBe(0);
    expect((await get('?incrementViews=true')).json().publication.views).toBe(1);
    await Promise.all(Array.from({ length: 5 }, () => get('?incrementViews=true')));
    expect((await get('?incrementViews=false')).json().publication.views).toBe(6);
    const again = await t.inject({ method: 'GET', url: `/api/publications/${pub.id}?incrementViews=true`, remoteAddress: '192.0.2.2' });
    expect(again.json().publication.views).toBe(6);
    expect((await get('?incrementViews=maybe')).statusCode).toBe(400);
    const draft = await create({ status: 'draft' });
    expect((await t.inject({ method: 'GET', url: `/api/publications/${draft.id}?incrementViews=true` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/publications/${draft.id}`, headers: editor })).json().publication.views).toBe(0);
  });
});

describe('PUT, DELETE and PATCH archive', () => {
  it('updates what is sent, keeps the rest, and accepts the object it was given back', async () => {
    const pub = await create({ citations: 4, fileUrl: '/uploads/a.pdf', keywords: ['one'] });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/publications/${pub.id}`,
      headers: admin,
      payload: {
        ...pub,
        title: 'Updated title',
        status: 'Draft',
        file_url: '',
        fileUrl: undefined,
        createdBy: 12345,
        views: 777,
        keywords: 'one, two',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().publication).toMatchObject({
      id: pub.id,
      title: 'Updated title',
      status: 'draft',
      file_url: null,
      fileUrl: null,
      citations: 4,
      views: 0,
      keywords: ['one', 'two'],
      createdBy: pub.createdBy,
      createdAt: pub.createdAt,
    });
    const partial = (
      await t.inject({ method: 'PUT', url: `/api/publications/${pub.id}`, headers: editor, payload: { downloads: '9' } })
    ).json().publication;
    expect(partial).toMatchObject({ title: 'Updated title', downloads: 9, citations: 4 });
  });

  it('refuses invalid changes without writing; 404, 400, 401 and 403', async () => {
    const pub = await create();
    for (const [payload, field, message] of [
      [{ title: '' }, 'title', 'Publication title is required'],
      [{ authors: [] }, 'authors', 'At least one author is required'],
      [{ year: 3000, title: 'Not saved' }, 'year', 'Valid publication year is required'],
      [{ type: null }, 'type', 'Publication type is required'],
    ] as const) {
      const res = await t.inject({ method: 'PUT', url: `/api/publications/${pub.id}`, headers: editor, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    const broken = await t.send('PUT', `/api/publications/${pub.id}`, { ...editor, 'content-type': 'application/json' }, '{"title"');
    expect(broken.statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/publications/${pub.id}` })).json().publication).toEqual(pub);
    expect((await t.inject({ method: 'PUT', url: '/api/publications/999999', headers: editor, payload: { title: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'PUT', url: '/api/publications/x', headers: editor, payload: { title: 'x' } })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/publications/${pub.id}`, payload: { title: 'x' } })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'PUT', url: `/api/publications/${pub.id}`, headers: viewer, payload: { title: 'x' } })).statusCode,
    ).toBe(403);
  });

  it('archives: the publication leaves public lists', async () => {
    const pub = await create({ title: 'Walrus census' });
    expect((await t.inject({ method: 'GET', url: '/api/publications?search=walrus' })).json().pagination.total).toBe(1);
    const res = await t.inject({ method: 'PATCH', url: `/api/publications/${pub.id}/archive`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json().publication).toMatchObject({ id: pub.id, status: 'archived' });
    expect((await t.inject({ method: 'GET', url: '/api/publications?search=walrus' })).json().pagination.total).toBe(0);
    expect((await t.inject({ method: 'GET', url: '/api/publications?search=walrus', headers: editor })).json().pagination.total).toBe(0);
    expect((await t.inject({ method: 'GET', url: `/api/publications/${pub.id}` })).statusCode).toBe(404);
    const again = await t.send('PATCH', `/api/publications/${pub.id}/archive`, { ...admin, 'content-type': 'application/json' }, '');
    expect(again.statusCode).toBe(200);
    expect((await t.inject({ method: 'PATCH', url: '/api/publications/999999/archive', headers: editor })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PATCH', url: `/api/publications/${pub.id}/archive` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PATCH', url: `/api/publications/${pub.id}/archive`, headers: viewer })).statusCode).toBe(403);
  });

  it('moves to the trash with "Publication moved to the trash", then 404', async () => {
    const pub = await create();
    expect((await t.inject({ method: 'DELETE', url: `/api/publications/${pub.id}` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/publications/${pub.id}`, headers: viewer })).statusCode).toBe(403);
    const res = await t.inject({ method: 'DELETE', url: `/api/publications/${pub.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Publication moved to the trash' });
    expect((await t.inject({ method: 'DELETE', url: `/api/publications/${pub.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: '/api/publications/abc', headers: admin })).statusCode).toBe(400);
  });
});

describe('PATCH /api/publications/:id/download and /citations', () => {
  it('counts downloads atomically: 10 parallel calls by 10 visitors add 10', async () => {
    const pub = await create({ downloads: 5 });
    const url = `/api/publications/${pub.id}/download`;
    let n = 0;
    const from = () => ({ remoteAddress: `192.0.2.${++n}` });
    const first = await t.inject({ method: 'PATCH', url, ...from() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ downloads: 6 });
    const results = await Promise.all(Array.from({ length: 10 }, () => t.inject({ method: 'PATCH', url, ...from() })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.json().downloads).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect((await t.inject({ method: 'GET', url: `/api/publications/${pub.id}` })).json().publication.downloads).toBe(16);
    expect(
      (await t.inject({ method: 'PATCH', url, headers: { 'content-type': 'application/json' }, payload: '', ...from() })).statusCode,
    ).toBe(200);
    expect((await t.inject({ method: 'PATCH', url, payload: { junk: true }, ...from() })).json()).toEqual({ downloads: 18 });
  });

  it('hides drafts from anonymous downloads; 404 and 400 for bad ids', async () => {
    const draft = await create({ status: 'draft' });
    expect((await t.inject({ method: 'PATCH', url: `/api/publications/${draft.id}/download` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PATCH', url: `/api/publications/${draft.id}/download`, headers: editor })).json()).toEqual({
      downloads: 1,
    });
    expect((await t.inject({ method: 'PATCH', url: '/api/publications/999999/download' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PATCH', url: '/api/publications/nope/download' })).statusCode).toBe(400);
  });

  it('rate-limits downloads', async () => {
    const limited = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '3' });
    try {
      const pub = await create({}, limited, bearer(await limited.tokenFor('editor')));
      const url = `/api/publications/${pub.id}/download`;
      // One address, three browsers: three visitors, all under the address's rate limit.
      const browser = (i: number) => ({ 'user-agent': `Browser ${i}` });
      for (let i = 0; i < 3; i++) expect((await limited.inject({ method: 'PATCH', url, headers: browser(i) })).statusCode).toBe(200);
      const res = await limited.inject({ method: 'PATCH', url, headers: browser(3) });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toEqual(expect.any(String));
      expect((await limited.inject({ method: 'GET', url: `/api/publications/${pub.id}` })).json().publication.downloads).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('sets the citation count (editors and admins), refusing bad counts', async () => {
    const pub = await create({ citations: 2 });
    const url = `/api/publications/${pub.id}/citations`;
    const res = await t.inject({ method: 'PATCH', url, headers: editor, payload: { count: 42 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ citations: 42 });
    expect((await t.inject({ method: 'PATCH', url, headers: admin, payload: { count: '0' } })).json()).toEqual({ citations: 0 });
    for (const payload of [{ count: -1 }, { count: 1.5 }, { count: 'many' }, {}, { count: 1e12 }, { count: null }]) {
      const bad = await t.inject({ method: 'PATCH', url, headers: editor, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().errors).toContainEqual({ field: 'count', message: 'Must be a whole number of 0 or more' });
    }
    expect(
      (await t.inject({ method: 'PATCH', url, headers: { ...editor, 'content-type': 'application/json' }, payload: '{count:1}' }))
        .statusCode,
    ).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/publications/${pub.id}` })).json().publication.citations).toBe(0);
    expect(
      (await t.inject({ method: 'PATCH', url: '/api/publications/999999/citations', headers: editor, payload: { count: 1 } })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'PATCH', url, payload: { count: 1 } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PATCH', url, headers: viewer, payload: { count: 1 } })).statusCode).toBe(403);
  });
});

describe('GET /api/publications/:id/download', () => {
  const downloads = async (id: number) =>
    (await t.inject({ method: 'GET', url: `/api/publications/${id}`, headers: editor })).json().publication.downloads;

  it('counts the download as the PATCH does (once a day per visitor) and answers 303 to the file', async () => {
    const pub = await create({ downloads: 2, fileUrl: '/uploads/pdfs/outcomes.pdf' });
    const url = `/api/publications/${pub.id}/download`;
    const res = await t.inject({ method: 'GET', url, remoteAddress: '198.51.100.1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/uploads/pdfs/outcomes.pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    expect(await downloads(pub.id)).toBe(3);
    // The same visitor again, by the link or by the PATCH, the same day: not counted again.
    expect((await t.inject({ method: 'GET', url, remoteAddress: '198.51.100.1' })).statusCode).toBe(303);
    expect((await t.inject({ method: 'PATCH', url, remoteAddress: '198.51.100.1' })).json()).toEqual({ downloads: 3 });
    // Another visitor counts.
    expect((await t.inject({ method: 'GET', url, remoteAddress: '198.51.100.2' })).statusCode).toBe(303);
    expect(await downloads(pub.id)).toBe(4);
    // A HEAD (a link checker) counts nothing.
    expect((await t.inject({ method: 'HEAD', url, remoteAddress: '198.51.100.3' })).statusCode).toBe(404);
    expect(await downloads(pub.id)).toBe(4);
  });

  it('never sends a visitor off the site: an address elsewhere is refused, and one stored before answers 404 (issue 35, point 28)', async () => {
    // Refused when written, by create and by update, changing nothing.
    const refused = await t.send('POST', '/api/publications', editor, newPublication({ fileUrl: 'https://evil.example/malware.exe' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'fileUrl', message: PUBLICATION_MESSAGES.fileUrlInvalid }]);
    const kept = await create({ fileUrl: '/uploads/pdfs/kept.pdf', externalUrl: 'https://journals.example.org/articles/42' });
    const put = await t.send('PUT', `/api/publications/${kept.id}`, editor, { fileUrl: 'https://evil.example/malware.exe' });
    expect(put.statusCode).toBe(400);
    // A storage-shaped address of another host passes the shape check but is not this site's storage.
    const foreign = await t.send('PUT', `/api/publications/${kept.id}`, editor, { fileUrl: 'https://evil.example/uploads/malware.exe' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ field: 'fileUrl', message: PUBLICATION_MESSAGES.fileUrlInvalid }]);
    const res = await t.inject({ method: 'GET', url: `/api/publications/${kept.id}/download` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/uploads/pdfs/kept.pdf');

    // An address elsewhere stored before the rule (or by hand): not redirected to, not counted.
    const legacy = await create();
    for (const stored of [
      'https://evil.example/malware.exe',
      '//evil.example/x.pdf',
      'javascript:alert(1)',
      'data:application/pdf;base64,AAAA',
      '/about',
      '   ',
    ]) {
      await t.database.db.update(publications).set({ fileUrl: stored }).where(eq(publications.id, legacy.id));
      const bad = await t.inject({ method: 'GET', url: `/api/publications/${legacy.id}/download` });
      expect(bad.statusCode, stored).toBe(404);
      expect(bad.headers.location, stored).toBeUndefined();
    }
    // A path stored without its slash is still this site's upload.
    await t.database.db.update(publications).set({ fileUrl: 'uploads/pdfs/legacy.pdf' }).where(eq(publications.id, legacy.id));
    expect((await t.inject({ method: 'GET', url: `/api/publications/${legacy.id}/download` })).headers.location).toBe(
      '/uploads/pdfs/legacy.pdf',
    );
    expect(await downloads(legacy.id)).toBe(1);
  });

  it('answers 404 for drafts (to visitors), unknown ids and publications without a file, counting nothing; 400 for bad ids', async () => {
    const draft = await create({ status: 'draft', fileUrl: '/uploads/pdfs/draft.pdf' });
    const hidden = await t.inject({ method: 'GET', url: `/api/publications/${draft.id}/download` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Publication not found' });
    expect(await downloads(draft.id)).toBe(0);
    // Staff see drafts, as with the PATCH.
    expect((await t.inject({ method: 'GET', url: `/api/publications/${draft.id}/download`, headers: editor })).statusCode).toBe(303);

    const noFile = await create({ downloads: 5 });
    const none = await t.inject({ method: 'GET', url: `/api/publications/${noFile.id}/download` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This publication has no file to download');
    expect(await downloads(noFile.id)).toBe(5);

    const unknown = await t.inject({ method: 'GET', url: '/api/publications/999999/download' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Publication not found');
    for (const id of ['nope', '-1', '1.5']) {
      const bad = await t.inject({ method: 'GET', url: `/api/publications/${id}/download` });
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().message, id).toEqual(expect.any(String));
    }
  });

  it('shares the rate limit of public writes', async () => {
    const limited = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '2' });
    try {
      const pub = await create({ fileUrl: '/uploads/pdfs/a.pdf' }, limited, bearer(await limited.tokenFor('editor')));
      const url = `/api/publications/${pub.id}/download`;
      for (let i = 0; i < 2; i++)
        expect((await limited.inject({ method: 'GET', url, headers: { 'user-agent': `Browser ${i}` } })).statusCode).toBe(303);
      const res = await limited.inject({ method: 'GET', url, headers: { 'user-agent': 'Browser 9' } });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = doc.paths['/api/publications/{id}/download'].get;
    expect(get.tags).toEqual(['publications']);
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['303', '400', '404', '429']));
  });
});

describe('GET /api/publications/:id/citation', () => {
  const cite = async (id: number, format?: string, headers: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'GET', url: `/api/publications/${id}/citation${format ? `?format=${format}` : ''}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().citation as string;
  };

  it('formats a two-author journal article in APA (default), MLA, BibTeX and RIS', async () => {
    const pub = await create({ doi: 'https://doi.org/10.1186/s12889-023-0001-x' });
    const apa =
      'Nakato, J., & Okello, P. (2023). Maternal health outcomes in rural Uganda. BMC Public Health. https://doi.org/10.1186/s12889-023-0001-x';
    expect(await cite(pub.id)).toBe(apa);
    expect(await cite(pub.id, 'apa')).toBe(apa);
    expect(await cite(pub.id, 'APA')).toBe(apa);
    expect(await cite(pub.id, 'mla')).toBe(
      'Nakato, Jane, and Peter Okello. "Maternal health outcomes in rural Uganda." BMC Public Health, 2023, https://doi.org/10.1186/s12889-023-0001-x.',
    );
    expect(await cite(pub.id, 'bibtex')).toBe(
      [
        '@article{nakato2023maternal,',
        '  author = {Nakato, Jane and Okello, Peter},',
        '  title = {Maternal health outcomes in rural Uganda},',
        '  journal = {BMC Public Health},',
        '  year = {2023},',
        '  doi = {10.1186/s12889-023-0001-x}',
        '}',
      ].join('\n'),
    );
    expect(await cite(pub.id, 'ris')).toBe(
      [
        'TY  - JOUR',
        'AU  - Nakato, Jane',
        'AU  - Okello, Peter',
        'TI  - Maternal health outcomes in rural Uganda',
        'JO  - BMC Public Health',
        'PY  - 2023',
        'DO  - 10.1186/s12889-023-0001-x',
        'ER  - ',
      ].join('\n'),
    );
  });

  it('handles three authors, inverted names, particles, hyphens and characters BibTeX must escape', async () => {
    const pub = await create({
      title: 'Scaling {KMC} & 50% coverage: a_brief',
      authors: [{ name: 'Okello, Peter James' }, { name: 'Mary-Anne Achieng' }, { name: 'Anna van der Berg' }],
      type: 'Policy Brief',
      journal: null,
      publicationSource: 'MNCH Centre',
      year: 2024,
      doi: '/uploads/covers/not-a-doi.png',
    });
    expect(await cite(pub.id, 'apa')).toBe(
      'Okello, P. J., Achieng, M.-A., & van der Berg, A. (2024). Scaling {KMC} & 50% coverage: a_brief. MNCH Centre.',
    );
    expect(await cite(pub.id, 'mla')).toBe('Okello, Peter James, et al. "Scaling {KMC} & 50% coverage: a_brief." MNCH Centre, 2024.');
    expect(await cite(pub.id, 'bibtex')).toBe(
      [
        '@techreport{okello2024scaling,',
        '  author = {Okello, Peter James and Achieng, Mary-Anne and van der Berg, Anna},',
        '  title = {Scaling \\{KMC\\} \\& 50\\% coverage: a\\_brief},',
        '  institution = {MNCH Centre},',
        '  type = {Policy Brief},',
        '  year = {2024}',
        '}',
      ].join('\n'),
    );
    expect(await cite(pub.id, 'ris')).toBe(
      [
        'TY  - RPRT',
        'AU  - Okello, Peter James',
        'AU  - Achieng, Mary-Anne',
        'AU  - van der Berg, Anna',
        'TI  - Scaling {KMC} & 50% coverage: a_brief',
        'JO  - MNCH Centre',
        'PY  - 2024',
        'ER  - ',
      ].join('\n'),
    );
  });

  it('handles one author with initials, a title ending in a question mark, and other entry types', async () => {
    const pub = await create({
      title: 'Does it work?',
      authors: ['Nakato JK'],
      journal: 'The Lancet',
      year: 2020,
      doi: 'doi:10.1016/S0140-6736(20)30001-1',
    });
    expect(await cite(pub.id, 'apa')).toBe('Nakato, J. K. (2020). Does it work? The Lancet. https://doi.org/10.1016/S0140-6736(20)30001-1');
    expect(await cite(pub.id, 'mla')).toBe(
      'Nakato, J. K. "Does it work?" The Lancet, 2020, https://doi.org/10.1016/S0140-6736(20)30001-1.',
    );
    expect(await cite(pub.id, 'bibtex')).toMatch(/^@article\{nakato2020does,\n {2}author = \{Nakato, J\. K\.\},/);
    const chapter = await create({ type: 'Book Chapter', journal: 'Handbook of Child Health', authors: ['Émile Zola'] });
    expect(await cite(chapter.id, 'bibtex')).toMatch(/^@incollection\{zola2023maternal,\n[\s\S]*booktitle = \{Handbook of Child Health\}/);
    expect((await cite(chapter.id, 'ris')).split('\n')[0]).toBe('TY  - CHAP');
    const paper = await create({ type: 'Conference Paper', journal: 'MNCH Conference 2023' });
    expect(await cite(paper.id, 'bibtex')).toMatch(/^@inproceedings\{nakato2023maternal,[\s\S]*booktitle = \{MNCH Conference 2023\}/);
    expect((await cite(paper.id, 'ris')).split('\n')[0]).toBe('TY  - CPAPER');
  });

  it('lists up to 20 authors in APA, then elides', async () => {
    const authors = Array.from({ length: 22 }, (_, i) => `Given${i + 1} Family${i + 1}`);
    const pub = await create({ authors });
    const apa = await cite(pub.id);
    expect(apa.startsWith('Family1, G., Family2, G., ')).toBe(true);
    expect(apa).toContain('Family19, G., . . . Family22, G. (2023).');
    expect(apa).not.toContain('Family20,');
  });

  it('answers 400 for an unknown format and 404 for a missing or unpublished publication', async () => {
    const pub = await create();
    expect((await t.inject({ method: 'GET', url: `/api/publications/${pub.id}/citation?format=chicago` })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/publications/999999/citation' })).statusCode).toBe(404);
    const draft = await create({ status: 'draft' });
    expect((await t.inject({ method: 'GET', url: `/api/publications/${draft.id}/citation` })).statusCode).toBe(404);
    expect(await cite(draft.id, 'apa', editor)).toContain('(2023)');
  });
});

describe('publication pages: slugs, filters and their choices (issue 35, point 6)', () => {
  let f: TestApp;
  beforeAll(async () => {
    f = await createTestApp();
  });
  afterAll(() => f.close());
  const get = (url: string, headers: Record<string, string> = {}) => f.inject({ method: 'GET', url, headers });

  it('gives each publication a slug from its title (or the one chosen), unique, and reads it by slug; unpublished ones 404', async () => {
    const staff = bearer(await f.tokenFor('editor'));
    const first = await create({ title: 'Kangaroo Care in Iganga!' }, f, staff);
    const second = await create({ title: 'Kangaroo care in Iganga' }, f, staff);
    expect([first.slug, second.slug]).toEqual(['kangaroo-care-in-iganga', 'kangaroo-care-in-iganga-2']);
    const chosen = await create({ title: 'Any', slug: 'Chosen-Slug' }, f, staff);
    expect(chosen.slug).toBe('chosen-slug');
    const taken = await f.inject({
      method: 'POST',
      url: '/api/publications',
      headers: staff,
      payload: newPublication({ slug: 'chosen-slug' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'slug', message: expect.any(String) }]);

    const page = await get('/api/publications/by-slug/kangaroo-care-in-iganga');
    expect(page.statusCode).toBe(200);
    expect(page.json().publication).toMatchObject({ id: first.id, title: 'Kangaroo Care in Iganga!' });
    expect((await get('/api/publications/by-slug/KANGAROO-CARE-IN-IGANGA')).json().publication.id).toBe(first.id);
    const draft = await create({ title: 'Draft only', status: 'draft' }, f, staff);
    expect((await get(`/api/publications/by-slug/${String(draft.slug)}`)).statusCode).toBe(404);
    expect((await get(`/api/publications/by-slug/${String(draft.slug)}`, staff)).statusCode).toBe(200);
    expect((await get('/api/publications/by-slug/nothing-here')).statusCode).toBe(404);
  });

  it('keeps the old address of a published publication whose slug changes as a redirect', async () => {
    const staff = bearer(await f.tokenFor('editor'));
    const pub = await create({ title: 'Renamed study' }, f, staff);
    const res = await f.inject({
      method: 'PUT',
      url: `/api/publications/${pub.id}`,
      headers: staff,
      payload: { slug: 'renamed-study-2025' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().publication.slug).toBe('renamed-study-2025');
    const list = (await get('/api/redirects?search=renamed-study', bearer(await f.adminToken()))).json().redirects;
    expect(list).toEqual([
      expect.objectContaining({
        oldPath: '/publications/renamed-study',
        kind: 'publication',
        currentPath: '/publications/renamed-study-2025',
      }),
    ]);
    const other = await create({ title: 'Other' }, f, staff);
    const clash = await f.inject({
      method: 'PUT',
      url: `/api/publications/${other.id}`,
      headers: staff,
      payload: { slug: 'renamed-study-2025' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('filters by type, year, topic and author (exact, as the choices name them), and lists the choices of published ones', async () => {
    const staff = bearer(await f.tokenFor('editor'));
    await create(
      { title: 'Topic A 2019', year: 2019, keywords: ['Neonatal sepsis', 'Uganda'], authors: ['Grace Atim', 'Jane Nakato'] },
      f,
      staff,
    );
    await create(
      { title: 'Topic B 2018', year: 2018, type: 'Research Report', keywords: ['Nutrition'], authors: ['Grace Atim'] },
      f,
      staff,
    );
    await create({ title: 'Hidden draft', year: 2019, status: 'draft', keywords: ['Secret topic'], authors: ['Hidden Author'] }, f, staff);
    const titles = async (query: string) =>
      (await get(`/api/publications?limit=100&${query}`))
        .json()
        .publications.map((p: Json) => p.title)
        .sort();
    expect(await titles('topic=Neonatal%20sepsis')).toEqual(['Topic A 2019']);
    expect(await titles('author=Grace%20Atim')).toEqual(['Topic A 2019', 'Topic B 2018']);
    expect(await titles('author=Grace%20Atim&type=Research%20Report')).toEqual(['Topic B 2018']);
    expect(await titles('author=Grace%20Atim&year=2019&topic=Uganda')).toEqual(['Topic A 2019']);
    expect(await titles('topic=Secret%20topic')).toEqual([]);
    // A name or topic with characters JSON and arrays treat specially matches nothing and breaks nothing.
    for (const odd of ['"', '{', '}', '\\', "'", ']']) {
      const res = await get(`/api/publications?author=${encodeURIComponent(odd)}&topic=${encodeURIComponent(odd)}`);
      expect(res.statusCode, odd).toBe(200);
      expect(res.json().pagination.total, odd).toBe(0);
    }
    expect((await get(`/api/publications?topic=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get(`/api/publications?author=${'x'.repeat(201)}`)).statusCode).toBe(400);

    const choices = (await get('/api/publications/filters')).json();
    expect(choices.topics).toEqual(expect.arrayContaining(['Neonatal sepsis', 'Nutrition', 'Uganda']));
    expect(choices.topics).not.toContain('Secret topic');
    expect(choices.authors).toEqual(expect.arrayContaining(['Grace Atim', 'Jane Nakato']));
    expect(choices.authors).not.toContain('Hidden Author');
    expect(choices.years).toEqual([...choices.years].sort((a: number, b: number) => b - a));
    expect(choices.years).toEqual(expect.arrayContaining([2019, 2018]));
    expect(choices.types).toEqual(expect.arrayContaining(['Journal Article', 'Research Report']));
    expect(new Set(choices.authors).size).toBe(choices.authors.length);
  });

  it('the data step gives rows of migration 0028 a slug from their title and moves an address elsewhere to externalUrl', async () => {
    const { publicationPagesStep, runDataSteps } = await import('../src/db/data-steps');
    const db = f.database.db;
    const [row] = await db
      .insert(publications)
      .values({
        title: 'Old Study of Care',
        slug: 'placeholder',
        type: 'Journal Article',
        year: 2020,
        fileUrl: 'https://evil.example/x.exe',
      })
      .returning();
    await db
      .update(publications)
      .set({ slug: `publication-${row!.id}` })
      .where(eq(publications.id, row!.id));
    const [local] = await db
      .insert(publications)
      .values({ title: 'Local file', slug: 'local-file-x', type: 'Journal Article', year: 2020, fileUrl: '/uploads/docs/l.pdf' })
      .returning();
    const done = await runDataSteps(db, [publicationPagesStep()]);
    expect(done).toEqual([{ name: '0028-publication-pages', changed: 2 }]);
    const [after] = await db.select().from(publications).where(eq(publications.id, row!.id));
    expect(after).toMatchObject({ slug: 'old-study-of-care', fileUrl: null, externalUrl: 'https://evil.example/x.exe' });
    const [kept] = await db.select().from(publications).where(eq(publications.id, local!.id));
    expect(kept).toMatchObject({ slug: 'local-file-x', fileUrl: '/uploads/docs/l.pdf', externalUrl: null });
    expect(await runDataSteps(db, [publicationPagesStep()])).toEqual([]);
  });
});
