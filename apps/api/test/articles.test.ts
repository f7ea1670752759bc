import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema';
import { appWith, bearer, type AuthHeaders, type TestApp } from './helpers';

let t: TestApp, admin: AuthHeaders, editor: AuthHeaders, viewer: AuthHeaders;
beforeAll(async () => ({ t, admin, editor, viewer } = await appWith(['admin', 'editor', 'viewer'])));
afterAll(() => t.close());

type Json = Record<string, unknown>;
type ArticleJson = Json & { id: number; slug: string; title: string; status: string; publishedAt: string | null };

const uid = () => Math.random().toString(36).slice(2, 8);
const newArticle = (over: Json = {}): Json => ({
  title: `Newborn care in Busoga ${uid()}`,
  category: 'Research Breakthrough',
  content: '<p>Findings from the <strong>newborn</strong> care study.</p>',
  excerpt: 'What the study found',
  status: 'published',
  ...over,
});

async function create(over: Json = {}, headers = editor): Promise<ArticleJson> {
  const res = await t.inject({ method: 'POST', url: '/api/articles', headers, payload: newArticle(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().article;
}

const rowCount = async () => (await t.app.db.select({ n: count() }).from(articles))[0]!.n;
const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
const listOf = async (url: string, headers: Record<string, string> = {}, key = 'articles') => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[key] as ArticleJson[];
};
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /api/articles', () => {
  it('creates an article with a server slug, read time, author and every field in both spellings', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/articles',
      headers: editor,
      payload: newArticle({
        title: 'Kangaroo Mother Care Saves Lives',
        status: 'Published',
        tags: ' KMC, newborn ,, kmc, Uganda ',
        featuredImageUrl: '/uploads/images/kmc.webp',
        metaDescription: 'KMC results',
        // Read-only or unknown fields a client may send are ignored.
        id: 999,
        readCount: 500,
        readTime: 42,
        createdAt: '2001-01-01T00:00:00Z',
        createdBy: 1,
        junk: { nested: true },
      }),
    });
    expect(res.statusCode).toBe(201);
    const { article } = res.json();
    expect(article).toMatchObject({
      kind: 'article',
      title: 'Kangaroo Mother Care Saves Lives',
      slug: 'kangaroo-mother-care-saves-lives',
      category: 'Research Breakthrough',
      status: 'published',
      tags: ['KMC', 'newborn', 'Uganda'],
      featured_image: '/uploads/images/kmc.webp',
      featuredImageUrl: '/uploads/images/kmc.webp',
      metaDescription: 'KMC results',
      excerpt: 'What the study found',
      author: 'Test editor',
      readTime: 1,
      readCount: 0,
      url: '/article/kangaroo-mother-care-saves-lives',
      ext: false,
      scheduledDate: null,
    });
    expect(article.id).not.toBe(999);
    expect(article.createdAt).toBe(article.created_at);
    expect(article.updatedAt).toBe(article.updated_at);
    expect(new Date(article.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect(Date.now() - new Date(article.publishedAt).getTime()).toBeLessThan(60_000);
  });

  it('keeps a given author, accepts featured_image and an external url', async () => {
    const article = await create({
      author: { name: 'Dr. A. Example' },
      featured_image: 'uploads/images/cover.png',
      tags: ['one', ' two ', '', 'ONE'],
      url: 'https://example.org/story',
    });
    expect(article).toMatchObject({
      author: 'Dr. A. Example',
      featured_image: '/uploads/images/cover.png',
      featuredImageUrl: '/uploads/images/cover.png',
      tags: ['one', 'two'],
      url: 'https://example.org/story',
      ext: true,
    });
  });

  it('prefers a non-empty featuredImageUrl over a data: preview in featured_image', async () => {
    const article = await create({ featured_image: 'data:image/png;base64,AAAA', featuredImageUrl: 'https://cdn.example.org/a.jpg' });
    expect(article.featuredImageUrl).toBe('https://cdn.example.org/a.jpg');
  });

  it('accepts the category labels and any case', async () => {
    expect((await create({ category: 'news' })).category).toBe('Program Expansion');
    expect((await create({ category: 'BLOG' })).category).toBe('Award');
    expect((await create({ category: 'press release' })).category).toBe('Press Release');
  });

  it.each([
    [{ title: undefined }, 'title', 'Article title is required'],
    [{ title: '   ' }, 'title', 'Article title is required'],
    [{ title: '<script>alert(1)</script>' }, 'title', 'Article title is required'],
    [{ category: undefined }, 'category', 'Category is required'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ category: 'Gossip' }, 'category', 'Category is required'],
    [{ content: undefined }, 'content', 'Article content is required'],
    [{ content: '' }, 'content', 'Article content is required'],
    [{ content: '<p></p>' }, 'content', 'Article content is required'],
    [{ content: '<p> &nbsp; </p><p><br></p>' }, 'content', 'Article content is required'],
    [{ content: '   \n ' }, 'content', 'Article content is required'],
    [{ content: '<script>alert(1)</script>' }, 'content', 'Article content is required'],
    [{ status: 'archived' }, 'status', 'Status must be Draft, Published or Scheduled'],
    [{ status: 'scheduled' }, 'scheduledDate', 'Publish date is required for scheduled articles'],
    [{ status: 'Scheduled', scheduledDate: '' }, 'scheduledDate', 'Publish date is required for scheduled articles'],
    [{ status: 'scheduled', scheduledDate: 'next tuesday' }, 'scheduledDate', 'Publish date must be a valid date and time'],
    [{ status: 'scheduled', scheduledDate: '-100000-01-01T00:00:00Z' }, 'scheduledDate', 'Publish date must be a valid date and time'],
    [
      { featured_image: 'data:image/png;base64,AAAA' },
      'featuredImageUrl',
      'Upload the image first: embedded (data:) images are not accepted',
    ],
    [
      { featuredImageUrl: 'javascript:alert(1)' },
      'featuredImageUrl',
      'Featured image must be an uploaded file (/uploads/...) or an http(s) address',
    ],
    [
      { featuredImageUrl: '/uploads/../secrets' },
      'featuredImageUrl',
      'Featured image must be an uploaded file (/uploads/...) or an http(s) address',
    ],
    [{ url: 'javascript:alert(1)' }, 'url', 'External link must be an http(s) address'],
    [{ excerpt: 'x'.repeat(501) }, 'excerpt', 'Excerpt must be at most 500 characters'],
    [{ metaDescription: 'x'.repeat(501) }, 'metaDescription', 'Meta description must be at most 500 characters'],
    [{ title: 'x'.repeat(301) }, 'title', 'Title must be at most 300 characters'],
    [{ tags: 'a'.repeat(101) }, 'tags', 'A tag must be at most 100 characters'],
    [{ tags: 42 }, 'tags', 'Tags must be a list or comma-separated text'],
    [{ kind: 'blog' }, 'kind', 'Kind must be article or newsletter'],
    [
      { kind: 'newsletter', content: '<p>Not a link</p>' },
      'content',
      'Newsletter link must be an uploaded file (/uploads/...) or an http(s) address',
    ],
    [
      { kind: 'newsletter', content: 'javascript:alert(1)' },
      'content',
      'Newsletter link must be an uploaded file (/uploads/...) or an http(s) address',
    ],
  ])('rejects %j with the message for %s and writes nothing', async (over, field, message) => {
    const before = await rowCount();
    const res = await t.inject({ method: 'POST', url: '/api/articles', headers: editor, payload: newArticle(over) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await rowCount()).toBe(before);
  });

  it('reports every invalid field at once', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/articles', headers: editor, payload: { status: 'scheduled' } });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['category', 'content', 'scheduledDate', 'title']);
  });

  it('answers malformed input with a 4xx and a message, never a 500, and writes nothing', async () => {
    const before = await rowCount();
    const cases = [
      { payload: '{"title": "broken', headers: { ...editor, 'content-type': 'application/json' } },
      { payload: '[1,2,3]', headers: { ...editor, 'content-type': 'application/json' } },
      { payload: '"just a string"', headers: { ...editor, 'content-type': 'application/json' } },
      { payload: 'null', headers: { ...editor, 'content-type': 'application/json' } },
      {
        payload: { title: 12, category: ['Event'], content: { html: '<p>x</p>' }, status: true, scheduledDate: 5, tags: [1, 2] },
        headers: editor,
      },
      { payload: newArticle({ title: 't'.repeat(100_000) }), headers: editor },
      { payload: newArticle({ content: `<p>${'a'.repeat(600_000)}</p>` }), headers: editor },
      { payload: newArticle({ content: `<p>${'a'.repeat(1_100_000)}</p>` }), headers: editor },
      { payload: newArticle({ author: { name: 5 } }), headers: editor },
      { payload: 'title=x', headers: { ...editor, 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const c of cases) {
      const res = await t.inject({ method: 'POST', url: '/api/articles', ...c });
      expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await rowCount()).toBe(before);
  });

  it('stores plain-text fields as plain text', async () => {
    const article = await create({
      title: '<b>Bold</b> <script>alert(1)</script>Title & more',
      excerpt: '<img src=x onerror=alert(1)>Short <em>summary</em>',
      metaDescription: '<a href="javascript:alert(1)">meta</a>',
      author: '<script>x</script>Jane',
      tags: ['<b>tag</b>', '<script>x</script>'],
    });
    expect(article).toMatchObject({
      title: 'Bold Title & more',
      excerpt: 'Short summary',
      metaDescription: 'meta',
      author: 'Jane',
      tags: ['tag'],
      slug: expect.stringMatching(/^bold-title-and-more/),
    });
  });

  it('sanitises the content: scripts, handlers and javascript: links go, the editor tools stay', async () => {
    const article = await create({
      content: [
        '<h2>Heading</h2><p><strong>b</strong> <em>i</em> <u>u</u></p>',
        '<ul><li>one</li></ul><ol><li>two</li></ol>',
        '<p><a href="https://example.org" target="_blank">safe link</a> <a href="javascript:alert(1)">bad link</a></p>',
        '<p><img src="/uploads/images/a.webp" alt="A" onerror="alert(1)"></p>',
        '<script>alert(1)</script><iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">styled</p>',
      ].join(''),
    });
    const html = String(article.content);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    for (const kept of [
      '<h2>Heading</h2>',
      '<strong>b</strong>',
      '<em>i</em>',
      '<u>u</u>',
      '<ul><li>one</li></ul>',
      '<ol><li>two</li></ol>',
      '<img src="/uploads/images/a.webp" alt="A"',
      'rel="noopener noreferrer"',
      '>bad link</a>',
      '<p>styled</p>',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html).toContain('href="https://example.org"');
  });

  it('computes the read time from the words of the plain text (200 a minute, at least 1)', async () => {
    expect((await create({ content: '<p>one</p>' })).readTime).toBe(1);
    expect((await create({ content: `<p>${words(200)}</p>` })).readTime).toBe(1);
    expect((await create({ content: `<p>${words(201)}</p>` })).readTime).toBe(2);
    expect((await create({ content: `<h2>${words(100)}</h2><ul><li>${words(350)}</li></ul>` })).readTime).toBe(3);
    // Markup is not counted as words.
    expect((await create({ content: `<p>${'<strong>w</strong> '.repeat(150)}</p>` })).readTime).toBe(1);
  });

  it('makes unique slugs: -2, -3 on duplicates, ASCII only, capped, with a fallback', async () => {
    const a = await create({ title: 'Malaria in Pregnancy' });
    const b = await create({ title: 'malaria in pregnancy!' });
    const c = await create({ title: 'Malaria   in  Pregnancy' });
    expect([a.slug, b.slug, c.slug]).toEqual(['malaria-in-pregnancy', 'malaria-in-pregnancy-2', 'malaria-in-pregnancy-3']);
    expect((await create({ title: 'Café Prénatal: Ünïcödé & Co.' })).slug).toBe('cafe-prenatal-unicode-and-co');
    expect((await create({ title: 'Report 2024' })).slug).toBe('report-2024');
    expect((await create({ title: 'Report 2024' })).slug).toBe('report-2024-2');
    expect((await create({ title: 'Report' })).slug).toBe('report');
    expect((await create({ title: 'Report' })).slug).toBe('report-2');
    const long = await create({ title: 'word '.repeat(55) });
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect((await create({ title: 'Ребёнок 新生儿' })).slug).toMatch(/^article(-\d+)?$/);
    expect((await create({ title: '新生儿', kind: 'newsletter', content: '/uploads/n.pdf' })).slug).toMatch(/^newsletter(-\d+)?$/);
  });

  it('gives concurrent creates of one title distinct slugs', async () => {
    const title = `Concurrent Title ${uid()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.inject({ method: 'POST', url: '/api/articles', headers: editor, payload: newArticle({ title }) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const slugs = results.map((r) => r.json().article.slug as string);
    expect(new Set(slugs).size).toBe(10);
    for (const slug of slugs) expect(slug).toMatch(/^concurrent-title-[a-z0-9]+(-[0-9a-f]+)?$/);
  });

  it('is for editors and admins only', async () => {
    const before = await rowCount();
    const anonymous = await t.inject({ method: 'POST', url: '/api/articles', payload: newArticle() });
    expect(anonymous.statusCode).toBe(401);
    const asViewer = await t.inject({ method: 'POST', url: '/api/articles', headers: viewer, payload: newArticle() });
    expect(asViewer.statusCode).toBe(403);
    const badToken = await t.inject({ method: 'POST', url: '/api/articles', headers: bearer('not-a-token'), payload: newArticle() });
    expect(badToken.statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
    expect((await create({}, admin)).author).toBe('Site Administrator');
  });

  it('creates a newsletter whose content is its link, not HTML', async () => {
    const n = await create({
      kind: 'newsletter',
      title: 'Quarterly Newsletter Q1',
      content: 'uploads/pdfs/q1.pdf',
      excerpt: 'a '.repeat(249),
    });
    expect(n).toMatchObject({ kind: 'newsletter', content: '/uploads/pdfs/q1.pdf', readTime: 2, url: '/article/quarterly-newsletter-q1' });
    const external = await create({ kind: 'newsletter', content: 'https://example.org/newsletter?issue=4&x=1' });
    expect(external.content).toBe('https://example.org/newsletter?issue=4&x=1');
    // The link typed into the rich-text editor comes wrapped in HTML: the link itself is stored.
    expect((await create({ kind: 'newsletter', content: '<p>/uploads/pdfs/q2.pdf</p>' })).content).toBe('/uploads/pdfs/q2.pdf');
    expect(
      (await create({ kind: 'newsletter', content: '<p><a href="https://example.org/n.pdf?a=1&amp;b=2">Issue 5</a></p>' })).content,
    ).toBe('https://example.org/n.pdf?a=1&b=2');
  });
});

describe('who sees what', () => {
  const tag = `vis-${uid()}`;
  let published: ArticleJson;
  let draft: ArticleJson;
  let future: ArticleJson;
  let past: ArticleJson;
  let newsletterDraft: ArticleJson;
  const pastDate = new Date(Date.now() - 3_600_000).toISOString();
  const futureDate = new Date(Date.now() + 86_400_000).toISOString();

  beforeAll(async () => {
    published = await create({ title: `Visible published ${tag}`, tags: [tag] });
    draft = await create({ title: `Hidden draft ${tag}`, tags: [tag], status: 'draft' });
    future = await create({ title: `Hidden future ${tag}`, tags: [tag], status: 'scheduled', scheduledDate: futureDate });
    past = await create({ title: `Visible past schedule ${tag}`, tags: [tag], status: 'scheduled', scheduledDate: pastDate });
    newsletterDraft = await create({
      kind: 'newsletter',
      title: `Hidden newsletter ${tag}`,
      tags: [tag],
      status: 'draft',
      content: '/uploads/pdfs/n.pdf',
    });
  });

  it('shows anonymous callers only public items in lists and searches', async () => {
    for (const headers of [{}, bearer('garbage-token')]) {
      const ids = (await listOf(`/api/articles?tag=${tag}`, headers)).map((a) => a.id);
      expect(ids.sort()).toEqual([published.id, past.id].sort());
      const found = (await listOf(`/api/articles?search=${tag}&limit=100`, headers)).map((a) => a.id);
      expect(found.sort()).toEqual([published.id, past.id].sort());
      expect(await listOf(`/api/articles/newsletters?search=${tag}`, headers, 'newsletters')).toEqual([]);
      // The status filter is not theirs: they still see only public items.
      const asDraft = (await listOf(`/api/articles?tag=${tag}&status=draft`, headers)).map((a) => a.id);
      expect(asDraft.sort()).toEqual([published.id, past.id].sort());
    }
  });

  it('answers 404 to anonymous callers for drafts and future scheduled items, by id and by slug', async () => {
    for (const item of [draft, future, newsletterDraft]) {
      const byId = await get(`/api/articles/${item.id}`);
      expect(byId.statusCode).toBe(404);
      expect(byId.json().message).toBe('Article not found');
      expect((await get(`/api/articles/by-slug/${item.slug}`)).statusCode).toBe(404);
    }
  });

  it('shows a viewer (read-only staff, decision 33) the drafts and future items staff see', async () => {
    const ids = (await listOf(`/api/articles?tag=${tag}`, viewer)).map((a) => a.id);
    expect(ids.sort()).toEqual([published.id, draft.id, future.id, past.id].sort());
    expect((await listOf(`/api/articles/newsletters?search=${tag}`, viewer, 'newsletters')).map((a) => a.id)).toEqual([newsletterDraft.id]);
    for (const item of [draft, future, newsletterDraft]) {
      expect((await get(`/api/articles/${item.id}`, viewer)).statusCode).toBe(200);
      expect((await get(`/api/articles/by-slug/${item.slug}`, viewer)).statusCode).toBe(200);
    }
  });

  it('shows a scheduled item whose date passed as published, dated by its schedule', async () => {
    const res = await get(`/api/articles/${past.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: past.id, status: 'published', publishedAt: pastDate, scheduledDate: pastDate });
    expect((await get(`/api/articles/${past.id}`, editor)).json().status).toBe('published');
    expect((await get(`/api/articles/by-slug/${past.slug}`)).statusCode).toBe(200);
  });

  it('publishes a scheduled item by itself once its date passes', async () => {
    const soonTag = `soon-${uid()}`;
    const soon = await create({ tags: [soonTag], status: 'scheduled', scheduledDate: new Date(Date.now() + 1500).toISOString() });
    expect((await get(`/api/articles/${soon.id}`)).statusCode).toBe(404);
    expect((await get(`/api/articles/${soon.id}`, editor)).json().status).toBe('scheduled');
    expect((await listOf(`/api/articles?tag=${soonTag}`)).map((a) => a.id)).not.toContain(soon.id);
    expect((await listOf(`/api/articles?tag=${soonTag}&status=published`, editor)).map((a) => a.id)).not.toContain(soon.id);
    await sleep(1800);
    expect((await get(`/api/articles/${soon.id}`)).statusCode).toBe(200);
    expect((await get(`/api/articles/${soon.id}`, editor)).json().status).toBe('published');
    expect((await listOf(`/api/articles?tag=${soonTag}&status=published`, editor)).map((a) => a.id)).toContain(soon.id);
    expect((await listOf(`/api/articles?tag=${soonTag}&status=scheduled`, editor)).map((a) => a.id)).not.toContain(soon.id);
    expect((await listOf(`/api/articles?tag=${soonTag}`)).map((a) => a.id)).toContain(soon.id);
  });

  it('shows editors and admins everything, with a status filter in any case', async () => {
    for (const headers of [editor, admin]) {
      const ids = (await listOf(`/api/articles?tag=${tag}`, headers)).map((a) => a.id);
      expect(ids.sort()).toEqual([published.id, draft.id, future.id, past.id].sort());
      expect((await listOf(`/api/articles?tag=${tag}&status=draft`, headers)).map((a) => a.id)).toEqual([draft.id]);
      // A scheduled item whose date has passed is published: it filters so.
      expect((await listOf(`/api/articles?tag=${tag}&status=Scheduled`, headers)).map((a) => a.id)).toEqual([future.id]);
      expect((await listOf(`/api/articles?tag=${tag}&status=published`, headers)).map((a) => a.id).sort()).toEqual(
        [published.id, past.id].sort(),
      );
      expect((await listOf(`/api/articles?tag=${tag}&status=all`, headers)).length).toBe(4);
      expect((await listOf(`/api/articles/newsletters?tag=${tag}`, headers, 'newsletters')).map((a) => a.id)).toEqual([newsletterDraft.id]);
      for (const item of [draft, future, newsletterDraft]) {
        expect((await get(`/api/articles/${item.id}`, headers)).json()).toMatchObject({ id: item.id, status: item.status });
        expect((await get(`/api/articles/by-slug/${item.slug}`, headers)).statusCode).toBe(200);
      }
    }
  });

  it('rejects an unknown status filter', async () => {
    const res = await get('/api/articles?status=deleted', editor);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('status');
  });
});

describe('GET /api/articles and /api/articles/newsletters', () => {
  it('pages in the database with totals: default 10, page 2, last page', async () => {
    const tag = `page-${uid()}`;
    const created: ArticleJson[] = [];
    for (let i = 0; i < 12; i++) created.push(await create({ title: `Paged ${i} ${tag}`, tags: [tag] }));
    const first = await get(`/api/articles?tag=${tag}`);
    expect(first.json().pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.json().articles).toHaveLength(10);
    const page2 = (await get(`/api/articles?tag=${tag}&limit=5&page=2`)).json();
    expect(page2.pagination).toEqual({ page: 2, limit: 5, total: 12, totalPages: 3 });
    const page3 = (await get(`/api/articles?tag=${tag}&limit=5&page=3`)).json();
    expect(page3.articles).toHaveLength(2);
    const page1 = (await get(`/api/articles?tag=${tag}&limit=5&page=1`)).json();
    const all = [...page1.articles, ...page2.articles, ...page3.articles].map((a: ArticleJson) => a.id);
    // Newest first, no item twice.
    expect(all).toEqual(created.map((a) => a.id).reverse());
    const beyond = (await get(`/api/articles?tag=${tag}&limit=5&page=9`)).json();
    expect(beyond).toEqual({ articles: [], pagination: { page: 9, limit: 5, total: 12, totalPages: 3 } });
  });

  it('orders public items by their publication date, newest first', async () => {
    const tag = `order-${uid()}`;
    const older = await create({ tags: [tag], status: 'scheduled', scheduledDate: new Date(Date.now() - 86_400_000 * 3).toISOString() });
    const newest = await create({ tags: [tag] });
    const middle = await create({ tags: [tag], status: 'scheduled', scheduledDate: new Date(Date.now() - 86_400_000).toISOString() });
    expect((await listOf(`/api/articles?tag=${tag}`)).map((a) => a.id)).toEqual([newest.id, middle.id, older.id]);
  });

  it('sorts newest first, oldest first, or most read first (sort=newest|oldest|popular), also for newsletters', async () => {
    const tag = `sort-${uid()}`;
    const day = 86_400_000;
    const at = (daysAgo: number) => ({ status: 'scheduled', scheduledDate: new Date(Date.now() - day * daysAgo).toISOString() });
    const kinds = [
      ['article', '/api/articles', 'articles'],
      ['newsletter', '/api/articles/newsletters', 'newsletters'],
    ] as const;
    for (const [kind, url, key] of kinds) {
      const content = kind === 'newsletter' ? { content: 'https://example.org/issue.pdf' } : {};
      const old = await create({ kind, tags: [tag], ...content, ...at(5) });
      const mid = await create({ kind, tags: [tag], ...content, ...at(3) });
      const recent = await create({ kind, tags: [tag], ...content, ...at(1) });
      for (let i = 0; i < 3; i++) await get(`/api/articles/by-slug/${mid.slug}`);
      await get(`/api/articles/by-slug/${old.slug}`);
      const ids = async (sort: string) => (await listOf(`${url}?tag=${tag}${sort}`, {}, key)).map((a) => a.id);
      expect(await ids('')).toEqual([recent.id, mid.id, old.id]);
      expect(await ids('&sort=newest')).toEqual([recent.id, mid.id, old.id]);
      expect(await ids('&sort=oldest')).toEqual([old.id, mid.id, recent.id]);
      expect(await ids('&sort=popular')).toEqual([mid.id, old.id, recent.id]);
      // Deep pages keep the order.
      expect((await listOf(`${url}?tag=${tag}&sort=oldest&limit=1&page=2`, {}, key)).map((a) => a.id)).toEqual([mid.id]);
    }
    expect((await get(`/api/articles?sort=sideways`)).statusCode).toBe(400);
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'page=0', 'page=-1', 'page=abc', `search=${'x'.repeat(201)}`])(
    'answers 400 to %s',
    async (query) => {
      const res = await get(`/api/articles?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it('searches title, excerpt, tags and body text case-insensitively', async () => {
    const key = uid();
    const byTitle = await create({ title: `Zinc Supplement ${key}` });
    const byExcerpt = await create({ excerpt: `Notes on ZINC-${key} levels` });
    const byTag = await create({ tags: [`zinc-${key}-tag`] });
    // The body text too (issue 36), without its tags.
    const byContent = await create({ content: `<p>zinc ${key} only in the content</p>` });
    const ids = (await listOf(`/api/articles?search=ZiNc`)).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([byTitle.id, byExcerpt.id, byTag.id, byContent.id]));
    expect((await listOf(`/api/articles?search=${key}`)).map((a) => a.id).sort()).toEqual(
      [byTitle.id, byExcerpt.id, byTag.id, byContent.id].sort(),
    );
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    const key = uid();
    const percent = await create({ title: `Coverage 100% ${key}` });
    const underscore = await create({ title: `snake_case ${key}` });
    await create({ title: `Coverage 1000 ${key}` });
    await create({ title: `snakeXcase ${key}` });
    expect((await listOf(`/api/articles?search=${encodeURIComponent(`0% ${key}`)}`)).map((a) => a.id)).toEqual([percent.id]);
    expect((await listOf(`/api/articles?search=${encodeURIComponent(`e_c`)}`)).map((a) => a.id)).toEqual([underscore.id]);
    expect(await listOf(`/api/articles?search=${encodeURIComponent('\\')}`)).toEqual([]);
    expect(await listOf(`/api/articles?search=${encodeURIComponent(`${key}%`)}`)).toEqual([]);
  });

  it('filters by category (value or label) and by tag (any case)', async () => {
    const tag = `cat-${uid()}`;
    const award = await create({ category: 'Award', tags: [tag, 'Maternal Health'] });
    const event = await create({ category: 'Event', tags: [tag] });
    expect((await listOf(`/api/articles?tag=${tag}&category=Award`)).map((a) => a.id)).toEqual([award.id]);
    expect((await listOf(`/api/articles?tag=${tag}&category=blog`)).map((a) => a.id)).toEqual([award.id]);
    expect((await listOf(`/api/articles?tag=${tag}&category=${encodeURIComponent('event')}`)).map((a) => a.id)).toEqual([event.id]);
    expect((await listOf(`/api/articles?tag=${tag}&category=All`)).length).toBe(2);
    expect(await listOf(`/api/articles?tag=${tag}&category=Unknown`)).toEqual([]);
    expect((await listOf(`/api/articles?tag=${encodeURIComponent('maternal health')}`)).map((a) => a.id)).toContain(award.id);
    expect(await listOf(`/api/articles?tag=${tag}x`)).toEqual([]);
  });

  it('leaves PDF articles out of the article list (anyone), but they can still be read', async () => {
    const tag = `pdf-${uid()}`;
    const pdf1 = await create({ tags: [tag], content: '/uploads/pdfs/annual-report.pdf' });
    const pdf2 = await create({ tags: [tag], content: 'uploads/pdfs/brief.pdf' });
    const normal = await create({ tags: [tag], content: '<p>See /uploads/pdfs/annual-report.pdf for details</p>' });
    for (const headers of [{}, editor]) {
      expect((await listOf(`/api/articles?tag=${tag}`, headers)).map((a) => a.id)).toEqual([normal.id]);
      expect((await get(`/api/articles?tag=${tag}`, headers)).json().pagination.total).toBe(1);
    }
    expect((await get(`/api/articles/${pdf1.id}`)).statusCode).toBe(200);
    expect((await get(`/api/articles/${pdf2.id}`)).statusCode).toBe(200);
  });

  it('lists newsletters apart from articles, with the same filters and envelope', async () => {
    const tag = `nl-${uid()}`;
    const n1 = await create({
      kind: 'newsletter',
      title: `Issue One ${tag}`,
      tags: [tag],
      content: '/uploads/pdfs/issue-1.pdf',
      category: 'Partnership',
    });
    const n2 = await create({ kind: 'newsletter', title: `Issue Two ${tag}`, tags: [tag], content: '/uploads/newsletters/issue-2.pdf' });
    const article = await create({ tags: [tag] });
    const res = await get(`/api/articles/newsletters?tag=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['newsletters', 'pagination']);
    expect(body.newsletters.map((a: ArticleJson) => a.id)).toEqual([n2.id, n1.id]);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(body.newsletters[1]).toMatchObject({ kind: 'newsletter', content: '/uploads/pdfs/issue-1.pdf' });
    expect((await listOf(`/api/articles?tag=${tag}`)).map((a) => a.id)).toEqual([article.id]);
    expect((await listOf(`/api/articles/newsletters?tag=${tag}&category=Partnership`, {}, 'newsletters')).map((a) => a.id)).toEqual([
      n1.id,
    ]);
    expect(
      (await listOf(`/api/articles/newsletters?search=${encodeURIComponent(`two ${tag}`)}`, {}, 'newsletters')).map((a) => a.id),
    ).toEqual([n2.id]);
    expect((await get('/api/articles/newsletters?limit=0')).statusCode).toBe(400);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get(`/api/articles?search=nothing-${uid()}`);
    expect(res.json()).toEqual({ articles: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } });
  });
});

describe('GET /api/articles/{id} and /by-slug/{slug}', () => {
  it('answers the article itself and counts public reads only, each visitor once (counters.test.ts has more)', async () => {
    const article = await create({ title: `Counted Read ${uid()}` });
    // Each read from its own address: a visitor is counted once a day per article.
    let n = 0;
    const from = (url: string, headers: Record<string, string> = {}) =>
      t.inject({ method: 'GET', url, headers, remoteAddress: `192.0.2.${++n}` });
    const first = await from(`/api/articles/${article.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: article.id, title: article.title, readCount: 1 });
    expect(first.json().article).toBeUndefined();
    expect((await from(`/api/articles/by-slug/${article.slug}`)).json().readCount).toBe(2);
    expect((await from(`/api/articles/by-slug/${article.slug.toUpperCase()}`)).json().readCount).toBe(3);
    // Back-office reads (editors and viewers alike) are not counted.
    expect((await from(`/api/articles/${article.id}`, viewer)).json().readCount).toBe(3);
    expect((await from(`/api/articles/${article.id}`, editor)).json().readCount).toBe(3);
    const reads = await Promise.all(Array.from({ length: 5 }, () => from(`/api/articles/${article.id}`)));
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    expect((await get(`/api/articles/${article.id}`, admin)).json().readCount).toBe(8);
    // The same visitor again adds nothing.
    expect((await t.inject({ method: 'GET', url: `/api/articles/${article.id}`, remoteAddress: '192.0.2.1' })).json().readCount).toBe(8);
  });

  it('answers 404 for unknown ids and slugs, 400 for malformed ids', async () => {
    for (const url of [
      '/api/articles/987654',
      '/api/articles/by-slug/no-such-article',
      `/api/articles/by-slug/${encodeURIComponent("' or 1=1 --")}`,
    ]) {
      const res = await get(url, editor);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Article not found');
    }
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '1;drop table articles']) {
      const res = await get(`/api/articles/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await get(`/api/articles/by-slug/${'a'.repeat(201)}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/articles/{id}', () => {
  const put = (id: number, payload: unknown, headers = editor) =>
    t.inject({ method: 'PUT', url: `/api/articles/${id}`, headers, payload: payload as Json });

  it('changes the given fields only and recomputes the read time', async () => {
    const article = await create({ tags: ['keep'], excerpt: 'Old excerpt', featuredImageUrl: '/uploads/images/a.png' });
    const res = await put(article.id, { content: `<p>${words(401)}</p>`, excerpt: 'New excerpt' });
    expect(res.statusCode).toBe(200);
    const { article: updated } = res.json();
    expect(updated).toMatchObject({
      id: article.id,
      title: article.title,
      slug: article.slug,
      excerpt: 'New excerpt',
      tags: ['keep'],
      readTime: 3,
      featuredImageUrl: '/uploads/images/a.png',
      publishedAt: article.publishedAt,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(article.updatedAt as string).getTime());
    const cleared = (await put(article.id, { excerpt: '', featured_image: null, tags: '' })).json().article;
    expect(cleared).toMatchObject({ excerpt: null, featured_image: null, featuredImageUrl: null, tags: [] });
  });

  it('keeps the slug when the title changes: only a new slug changes the address', async () => {
    const key = uid();
    const a = await create({ title: `Original Title ${key}` });
    expect((await put(a.id, { title: `Fresh Title ${key}` })).json().article.slug).toBe(`original-title-${key}`);
    expect((await put(a.id, { slug: `Fresh-Title-${key}` })).json().article.slug).toBe(`fresh-title-${key}`);
    expect((await get(`/api/articles/by-slug/fresh-title-${key}`)).json().id).toBe(a.id);
    expect((await get(`/api/articles/by-slug/original-title-${key}`)).statusCode).toBe(404);
  });

  it('sets publishedAt when first published, keeps it on edits, clears it for drafts', async () => {
    const article = await create({ status: 'draft' });
    expect(article.publishedAt).toBeNull();
    const published = (await put(article.id, { status: 'Published' })).json().article;
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    await sleep(20);
    expect((await put(article.id, { title: `${article.title} edited`, status: 'published' })).json().article.publishedAt).toBe(
      published.publishedAt,
    );
    expect((await put(article.id, { status: 'draft' })).json().article.publishedAt).toBeNull();
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = (await put(article.id, { status: 'scheduled', scheduledDate: date })).json().article;
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledDate: date, publishedAt: date });
    expect((await get(`/api/articles/${article.id}`)).statusCode).toBe(404);
    // Publishing a future scheduled item now dates it now, not in the future.
    const now = (await put(article.id, { status: 'published' })).json().article;
    expect(new Date(now.publishedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await get(`/api/articles/${article.id}`)).statusCode).toBe(200);
  });

  it('checks the rules against the stored article merged with the change', async () => {
    const article = await create({ status: 'draft' });
    const cases: Array<[Json, string, string]> = [
      [{ status: 'scheduled' }, 'scheduledDate', 'Publish date is required for scheduled articles'],
      [{ kind: 'newsletter' }, 'content', 'Newsletter link must be an uploaded file (/uploads/...) or an http(s) address'],
      [{ title: '' }, 'title', 'Article title is required'],
      [{ title: null }, 'title', 'Article title is required'],
      [{ content: '<p></p>' }, 'content', 'Article content is required'],
      [{ content: '<script>alert(1)</script>' }, 'content', 'Article content is required'],
      [{ category: 'Nope' }, 'category', 'Category is required'],
      [{ status: 'gone' }, 'status', 'Status must be Draft, Published or Scheduled'],
      [
        { featured_image: 'data:image/png;base64,AAAA' },
        'featuredImageUrl',
        'Upload the image first: embedded (data:) images are not accepted',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(article.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    const stored = (await get(`/api/articles/${article.id}`, editor)).json();
    expect(stored).toMatchObject({ title: article.title, status: 'draft', kind: 'article', content: article.content });
    // With the date stored, scheduling needs no new date; and moving to newsletter works with a link.
    await put(article.id, { scheduledDate: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await put(article.id, { status: 'scheduled' })).statusCode).toBe(200);
    const asNewsletter = (await put(article.id, { kind: 'newsletter', content: '/uploads/pdfs/x.pdf' })).json().article;
    expect(asNewsletter).toMatchObject({ kind: 'newsletter', content: '/uploads/pdfs/x.pdf' });
  });

  it('accepts an article sent back as it was read, and a newsletter too', async () => {
    for (const item of [
      await create({ tags: ['a', 'b'], featuredImageUrl: '/uploads/images/x.png' }),
      await create({ kind: 'newsletter', content: '/uploads/pdfs/nl.pdf' }),
    ]) {
      const read = (await get(`/api/articles/${item.id}`, editor)).json();
      const res = await put(item.id, read);
      expect(res.statusCode, res.body).toBe(200);
      const { updatedAt: _u, updated_at: _u2, version: _v, ...rest } = res.json().article;
      const { updatedAt: _r, updated_at: _r2, version: _rv, ...before } = read;
      expect(rest).toEqual(before);
    }
  });

  it('sets and clears an external link', async () => {
    const article = await create();
    const external = (await put(article.id, { url: 'https://news.example.org/x' })).json().article;
    expect(external).toMatchObject({ url: 'https://news.example.org/x', ext: true });
    const internal = (await put(article.id, { url: '' })).json().article;
    expect(internal).toMatchObject({ url: `/article/${article.slug}`, ext: false });
  });

  it('answers 404, 400 and the roles, and changes nothing on bad input', async () => {
    const article = await create();
    expect((await put(987654, { title: 'x' })).statusCode).toBe(404);
    expect((await put(987654, { title: 'x' })).json().message).toBe('Article not found');
    expect((await t.inject({ method: 'PUT', url: '/api/articles/abc', headers: editor, payload: { title: 'x' } })).statusCode).toBe(400);
    expect((await t.inject({ method: 'PUT', url: `/api/articles/${article.id}`, payload: { title: 'x' } })).statusCode).toBe(401);
    expect((await put(article.id, { title: 'x' }, viewer)).statusCode).toBe(403);
    for (const payload of ['{"title":', '[]', 'null']) {
      const res = await t.inject({
        method: 'PUT',
        url: `/api/articles/${article.id}`,
        headers: { ...editor, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    for (const payload of [
      { title: 5 },
      { tags: { a: 1 } },
      { title: 'y'.repeat(50_000) },
      { scheduledDate: 'soon' },
      { status: 'published', title: [] },
    ]) {
      const res = await put(article.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const stored = (await get(`/api/articles/${article.id}`, editor)).json();
    expect(stored).toMatchObject({ title: article.title, status: 'published', updatedAt: article.updatedAt });
    const asAdmin = await put(article.id, { title: `Admin Edit ${uid()}` }, admin);
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('DELETE /api/articles/{id}', () => {
  it('deletes for editors and admins, then answers 404', async () => {
    const a = await create();
    const b = await create();
    const res = await t.inject({ method: 'DELETE', url: `/api/articles/${a.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Article moved to the trash' });
    expect((await get(`/api/articles/${a.id}`, editor)).statusCode).toBe(404);
    const again = await t.inject({ method: 'DELETE', url: `/api/articles/${a.id}`, headers: editor });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Article not found');
    expect((await t.inject({ method: 'DELETE', url: `/api/articles/${b.id}`, headers: admin })).statusCode).toBe(200);
    // The slug is free again.
    expect((await create({ title: a.title })).slug).toBe(a.slug);
  });

  it('is refused to anonymous callers and viewers, and answers 400 to malformed ids', async () => {
    const a = await create();
    expect((await t.inject({ method: 'DELETE', url: `/api/articles/${a.id}` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/articles/${a.id}`, headers: viewer })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: '/api/articles/abc', headers: editor })).statusCode).toBe(400);
    expect((await get(`/api/articles/${a.id}`)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(eq(articles.id, a.id));
    expect(row!.n).toBe(1);
  });
});
