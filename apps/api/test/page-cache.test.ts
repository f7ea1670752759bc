import { createHash, randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_MAX_ENTRIES,
  PAGE_CACHE_SECONDS,
  PAGE_QUERY_PARAMS,
  PAGE_SHARED_MAX_AGE,
  PAGE_STALE_WHILE_REVALIDATE,
  movedPageAddress,
  recordOf,
} from '@mnch/shared';
import { acceptsEncoding, createPageCache, pageAddress } from '../src/plugins/page-cache';
import { changedKinds, coalesce, CONTENT_KINDS, type ContentKind, type ContentVersions } from '../src/plugins/page-state';
import { inlineScriptHashes, withScriptSources } from '../src/lib/script-hashes';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { bearer, createTestApp, driver, type TestApp } from './helpers';

const url = (path: string) => new URL(path, 'http://site.example');
const key = (path: string, signedIn = false) => pageAddress('GET', url(path), signedIn)?.key ?? null;

describe('the page cache: addresses', () => {
  it("keys anonymous GET and HEAD of public pages by path and the page's own parameters, in their listed order", () => {
    expect(key('/about')).toBe('/about');
    expect(key('/about?utm_source=x&fbclid=y')).toBe('/about');
    expect(pageAddress('HEAD', url('/'), false)?.key).toBe('/');
    expect(key('/events?page=2&q=kmc&junk=1&q=other')).toBe('/events?q=kmc&page=2');
    expect(key('/events?q=kmc&page=2')).toBe(key('/events?page=2&q=kmc'));
    expect(key('/article/some-slug?project=7&x=1')).toBe('/article/some-slug?project=7');
    expect(key('/no-such-page?q=1')).toBe('/no-such-page');
    // The page is rendered at the normal address, so what it shows is what the key says.
    expect(pageAddress('GET', url('/research?b=1&status=active'), false)?.url.href).toBe('http://site.example/research?status=active');
  });

  it("keys client navigation data by its page's parameters and the routes asked for", () => {
    expect(key('/events.data?q=a&_routes=routes%2Fevents&x=1')).toBe('/events.data?q=a&_routes=routes%2Fevents');
    expect(key('/_root.data?_routes=root')).toBe('/_root.data?_routes=root');
  });

  it('never keeps signed-in requests, other methods, the back office, sign-in, the viewer, previews or the API', () => {
    expect(key('/', true)).toBeNull();
    expect(pageAddress('POST', url('/contact'), false)).toBeNull();
    for (const path of [
      '/admin',
      '/admin/articles',
      '/admin.data',
      '/login',
      '/login?expired=1',
      '/pdf-viewer?url=x',
      '/preview/article/12',
      '/preview/article/12.data',
      '/api/articles',
      '/uploads/a.png',
      '/__manifest?p=%2Fevents&version=abc',
    ]) {
      expect(key(path), path).toBeNull();
    }
  });

  it('lists parameters only for pages that read them', () => {
    for (const names of Object.values(PAGE_QUERY_PARAMS)) expect(new Set(names).size).toBe(names.length);
  });

  it('moves a former parameter of a page to its name now, keeping the others and their order (issue 36)', () => {
    for (const page of ['/events', '/research', '/newsletter']) {
      expect(movedPageAddress(page, '?search=kmc&type=x')).toBe(`${page}?q=kmc&type=x`);
      expect(movedPageAddress(page, '?page=2&search=a+b')).toBe(`${page}?page=2&q=a+b`);
      expect(movedPageAddress(`${page}/`, '?search=a')).toBe(`${page}/?q=a`);
      expect(movedPageAddress(page, '?q=new&search=old')).toBe(`${page}?q=new`);
      expect(movedPageAddress(page, '?q=kmc')).toBeNull();
      expect(movedPageAddress(page, '')).toBeNull();
      expect(movedPageAddress(`${page}.data`, '?search=a')).toBeNull();
      expect(movedPageAddress(page, '?constructor=a&toString=b&__proto__=c')).toBeNull();
    }
    for (const path of ['/admin/events', '/publications', '/api/events', '/about'])
      expect(movedPageAddress(path, '?search=a'), path).toBeNull();
  });
});

describe('the page cache: entries', () => {
  const rendered = (body: string, kinds: ContentKind[] = ['articles']) => ({
    status: 200,
    headers: [['content-type', 'text/html']] as Array<[string, string]>,
    body: Buffer.from(body),
    kinds,
    reads: [],
  });
  const at = (over: Partial<ContentVersions> = {}, validUntil = 1e12) => ({
    versions: { ...recordOf(CONTENT_KINDS, () => 1), ...over },
    validUntil,
  });

  it('answers a page while the versions of what it shows are current and its time lasts', () => {
    let now = 1_000;
    const cache = createPageCache(() => now);
    const content = at({}, now + 5_000);
    cache.set('/a', rendered('<p>A</p>'), content);
    expect(cache.get('/a', content)?.body.toString()).toBe('<p>A</p>');
    now += 4_999;
    expect(cache.get('/a', content)).not.toBeNull();
    now += 1;
    expect(cache.get('/a', content)).toBeNull();
  });

  it('drops a page once a kind of content it shows changes, and only then', () => {
    const cache = createPageCache(() => 0);
    cache.set('/news', rendered('news', ['articles']), at());
    cache.set('/events', rendered('events', ['events']), at());
    cache.set('/about', rendered('about', []), at());
    const eventsChanged = at({ events: 2 });
    expect(cache.get('/events', eventsChanged)).toBeNull();
    expect(cache.get('/news', eventsChanged)?.body.toString()).toBe('news');
    expect(cache.get('/about', at(Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, 9]))))?.body.toString()).toBe('about');
    // A page rendered from versions that moved on while it rendered is out of date at once.
    cache.set('/news', rendered('old news', ['articles']), at());
    expect(cache.get('/news', at({ articles: 2 }))).toBeNull();
  });

  it(`holds at most ${PAGE_CACHE_MAX_ENTRIES} pages and ${PAGE_CACHE_MAX_BYTES} bytes, however many addresses are kept`, () => {
    const cache = createPageCache(() => 0);
    const content = at();
    for (let i = 0; i < 10_000; i++) cache.set(`/page-${i}`, rendered(`page ${i}`), content);
    expect(cache.size).toBe(PAGE_CACHE_MAX_ENTRIES);
    expect(cache.get('/page-9999', content)?.body.toString()).toBe('page 9999');
    expect(cache.get('/page-0', content)).toBeNull();

    const big = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 200; i++) cache.set(`/big-${i}`, rendered(`${i}${big}`), content);
    expect(cache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
  });

  it('compresses a page once per encoding the visitor takes, and counts the copy against the bound', () => {
    const cache = createPageCache(() => 0);
    const content = at();
    const page = cache.set('/a', rendered('<p>hello</p>'.repeat(500)), content);
    const before = cache.bytes;
    const br = cache.encoded('/a', page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(cache.encoded('/a', page, 'br').body).toBe(br.body);
    expect(cache.bytes).toBe(before + br.body.length);
    expect(cache.encoded('/a', page, 'gzip;q=1, br;q=0').encoding).toBe('gzip');
    expect(cache.encoded('/a', page, 'identity').encoding).toBeNull();
  });

  it("compresses a page's first answer quickly and again, well, when it is asked a second time", () => {
    const cache = createPageCache(() => 0);
    const html = Array.from(
      { length: 2000 },
      (_, i) => `<li class="card c${i % 7}"><a href="/item/${i * 7919}">Item ${i} of the list ${(i * 31) % 97}</a></li>`,
    ).join('');
    const page = cache.set('/list?q=new', rendered(html), at());
    const level = (quality: number) =>
      brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length } });
    const first = cache.encoded('/list?q=new', page, 'br', true);
    expect(first.body.equals(level(4))).toBe(true);
    // Identical requests that shared the render get the same quick answer.
    expect(cache.encoded('/list?q=new', page, 'br', true).body).toBe(first.body);
    const again = cache.encoded('/list?q=new', page, 'br');
    expect(again.body.equals(level(6))).toBe(true);
    expect(again.body.length).toBeLessThan(first.body.length);
    expect(cache.encoded('/list?q=new', page, 'br').body).toBe(again.body);
    expect(brotliDecompressSync(again.body).equals(page.body)).toBe(true);
  });

  it('reads Accept-Encoding with its weights and wildcard', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('the content versions', () => {
  const request = (method: string, url: string) => ({ method, url });

  it('move on with successful writes, each of its own kind, and not with writes that change no page', () => {
    expect(changedKinds(request('PUT', '/api/articles/1'), 200)).toEqual(['articles']);
    expect(changedKinds(request('PATCH', '/api/projects/bulk-update'), 200)).toEqual(['projects']);
    expect(changedKinds(request('DELETE', '/api/events/1'), 200)).toEqual(['events']);
    expect(changedKinds(request('POST', '/api/events/1/registrations'), 201)).toEqual(['events']);
    expect(changedKinds(request('POST', '/api/gallery/bulk'), 201)).toEqual(['gallery']);
    expect(changedKinds(request('PUT', '/api/team/order'), 200)).toEqual(['team']);
    expect(changedKinds(request('PUT', '/api/partners/3'), 200)).toEqual(['partners']);
    expect(changedKinds(request('PUT', '/api/publications/2'), 200)).toEqual(['publications']);
    expect(changedKinds(request('POST', '/api/somewhere-new'), 200)).toEqual(CONTENT_KINDS);
    expect(changedKinds(request('PUT', '/api/articles/1'), 400)).toEqual([]);
    expect(changedKinds(request('GET', '/api/articles'), 200)).toEqual([]);
    for (const path of [
      '/api/auth/login',
      '/api/users',
      '/api/users/3',
      '/api/newsletter/subscribe',
      '/api/inquiries',
      '/api/upload/image',
      '/api/publications/4/download',
    ]) {
      expect(changedKinds(request('POST', path), 200), path).toEqual([]);
    }
  });

  it('is read by one query for all requests that arrive while one is running, never by one that started before them', async () => {
    let runs = 0;
    const releases: Array<() => void> = [];
    const check = coalesce(() => new Promise<number>((resolve) => releases.push(() => resolve(++runs))));
    const first = check();
    const during = [check(), check(), check()];
    expect(releases).toHaveLength(1);
    releases[0]!();
    expect(await first).toBe(1);
    // Those that arrived during the first run wait for a second one, which serves them all.
    await Promise.resolve();
    expect(releases).toHaveLength(2);
    releases[1]!();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    const later = check();
    releases[2]!();
    expect(await later).toBe(3);
  });
});

describe('script hashes', () => {
  it('hash the text of every inline script a page runs, and leave external scripts and data blocks out', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    expect(withScriptSources("default-src 'self';script-src 'self';style-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';style-src 'self'",
    );
  });
});

// The rendered pages themselves (needs the web build: `npm run build`, which `npm test` runs first).
describe('public pages through the page cache', () => {
  let t: TestApp;
  let editor: Record<string, string>;
  /**
   * Every site process the pages are read from: this one, and on PostgreSQL a second one on the same
   * database (its own page cache and versions in memory), as behind a load balancer.
   */
  let sites: FastifyInstance[] = [];
  let second: { app: FastifyInstance; database: Database } | undefined;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '4321' }, { web: true });
    editor = bearer(await t.tokenFor('editor'));
    sites = [t.app];
    if (driver === 'postgres') {
      const database = await openDatabase({ url: t.app.config.databaseUrl });
      second = { app: await buildApp(t.app.config, database, { web: true, logger: false }), database };
      await second.app.ready();
      sites.push(second.app);
    }
  }, 60_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url: path, headers });
  const write = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object) => {
    const res = await t.inject({ method, url: path, headers: editor, payload });
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
    return res.json<Record<string, { id: number; slug?: string }>>();
  };
  /** Renders the page on every site and asks again, so the next request would come from the cache if nothing changed. */
  const primed = async (path: string) => {
    let body = '';
    for (const [i, site] of sites.entries()) {
      await site.inject({ method: 'GET', url: path });
      const again = await site.inject({ method: 'GET', url: path });
      expect(again.headers['x-page-cache'], `${path} on site ${i + 1}`).toBe('hit');
      body = again.body;
    }
    return body;
  };
  /** The very next request after a change, on every site: rendered again, and showing (or not) the text. */
  const next = async (path: string, text: string, shown: boolean) => {
    for (const [i, site] of sites.entries()) {
      const res = await site.inject({ method: 'GET', url: path });
      expect(res.headers['x-page-cache'], `${path} on site ${i + 1}`).toBe('miss');
      expect(res.body.includes(text), `${path} on site ${i + 1} ${shown ? 'shows' : 'does not show'} "${text}"`).toBe(shown);
    }
  };
  const name = (what: string) => `${what} ${randomBytes(4).toString('hex')}`;

  interface Kind {
    kind: string;
    pages: (item: { id: number; slug?: string }) => string[];
    create(title: string): Promise<{ id: number; slug?: string }>;
    /** Makes a created item public, when it is not from the start. */
    publish?(id: number): Promise<unknown>;
    rename(id: number, title: string): Promise<unknown>;
    /** Adds an item through the kind's bulk route, when it has one. */
    bulk?(title: string): Promise<unknown>;
    remove(id: number): Promise<unknown>;
  }
  const article = (kind: 'article' | 'newsletter'): Kind => ({
    kind,
    pages: (item) => (kind === 'article' ? ['/', '/media', `/article/${item.slug}`] : ['/newsletter', '/impact']),
    create: async (title) =>
      (
        await write('POST', '/api/articles', {
          kind,
          title,
          category: 'Partnership',
          content: kind === 'article' ? '<p>Text</p>' : 'https://example.org/newsletters/issue.pdf',
          status: 'draft',
        })
      ).article!,
    publish: (id) => write('PUT', `/api/articles/${id}`, { status: 'published' }),
    rename: (id, title) => write('PUT', `/api/articles/${id}`, { title }),
    remove: (id) => write('DELETE', `/api/articles/${id}`),
  });
  /** A job open for 30 days from now (POST /api/jobs). */
  const jobInput = (title: string, over: Record<string, unknown> = {}) => ({
    title,
    pathway: 'research-data',
    employmentType: 'contract',
    location: 'Kampala',
    summary: 'A job.',
    description: '<p>About the role.</p>',
    requirements: '<p>A degree.</p>',
    postedDate: new Date(Date.now() - 86_400_000).toISOString(),
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    applyEmail: 'careers@example.org',
    status: 'published',
    ...over,
  });
  /** A country of the impact page's map (POST /api/countries). */
  const countryInput = (name: string) => ({
    name,
    code: 'QZ',
    incomeLevel: 'low',
    activity: 'active',
    population: 1000,
    latitude: 1,
    longitude: 30,
    maternalMortality: 200,
    under5Mortality: 40,
    gdpPerCapita: 900,
  });
  const kinds: Kind[] = [
    article('article'),
    article('newsletter'),
    {
      kind: 'event',
      pages: () => ['/events'],
      create: async (title) =>
        (
          await write('POST', '/api/events', {
            title,
            type: 'Workshop',
            startDate: '2031-05-10T08:00:00Z',
            organizer: 'MNCH Centre',
            venueName: 'Mulago',
          })
        ).event!,
      rename: (id, title) => write('PUT', `/api/events/${id}`, { title }),
      remove: (id) => write('DELETE', `/api/events/${id}`),
    },
    {
      kind: 'project',
      pages: () => ['/research'],
      create: async (title) =>
        (await write('POST', '/api/projects', { title, description: '<p>About it.</p>', category: 'research' })).project!,
      rename: (id, title) => write('PUT', `/api/projects/${id}`, { title }),
      // Archived projects leave the public list: the bulk route archives this one.
      remove: (id) => write('PATCH', '/api/projects/bulk-update', { projectIds: [id], updates: { archived: true } }),
    },
    {
      kind: 'publication',
      pages: () => ['/publications'],
      create: async (title) =>
        (
          await write('POST', '/api/publications', {
            title,
            authors: [{ name: 'Jane Nakato' }],
            type: 'Journal Article',
            journal: 'BMC',
            year: 2024,
            status: 'draft',
          })
        ).publication!,
      publish: (id) => write('PUT', `/api/publications/${id}`, { status: 'published' }),
      rename: (id, title) => write('PUT', `/api/publications/${id}`, { title }),
      remove: (id) => write('DELETE', `/api/publications/${id}`),
    },
    {
      kind: 'gallery image',
      pages: () => ['/media'],
      create: async (title) =>
        (
          await write('POST', '/api/gallery', {
            title,
            description: 'A day',
            image_url: '/uploads/images/2026/01/abc123.png',
            filename: 'a.png',
            size: 1000,
            mimetype: 'image/png',
          })
        ).image!,
      rename: (id, title) => write('PUT', `/api/gallery/${id}`, { title }),
      bulk: (title) =>
        write('POST', '/api/gallery/bulk', {
          images: [{ title, image_url: '/uploads/images/2026/01/def456.png', filename: 'b.png', size: 1000, mimetype: 'image/png' }],
        }),
      remove: (id) => write('DELETE', `/api/gallery/${id}`),
    },
    {
      kind: 'job',
      pages: () => ['/jobs'],
      create: async (title) => (await write('POST', '/api/jobs', jobInput(title, { status: 'draft' }))).job!,
      publish: (id) => write('PUT', `/api/jobs/${id}`, { status: 'published' }),
      rename: (id, title) => write('PUT', `/api/jobs/${id}`, { title }),
      remove: (id) => write('DELETE', `/api/jobs/${id}`),
    },
    {
      kind: 'press release',
      pages: () => ['/media?tab=press'],
      create: async (title) =>
        (await write('POST', '/api/press-releases', { title, summary: 'What happened.', date: '2030-01-15' })).pressRelease!,
      rename: (id, title) => write('PUT', `/api/press-releases/${id}`, { title }),
      remove: (id) => write('DELETE', `/api/press-releases/${id}`),
    },
    {
      kind: 'award',
      pages: () => ['/about', '/impact'],
      create: async (title) => (await write('POST', '/api/awards', { title, awardedBy: 'A network', year: 2999 })).award!,
      rename: (id, title) => write('PUT', `/api/awards/${id}`, { title }),
      remove: (id) => write('DELETE', `/api/awards/${id}`),
    },
    {
      kind: 'field site',
      pages: () => ['/impact'],
      create: async (name) =>
        (
          await write('POST', '/api/field-sites', {
            name,
            region: 'busoga',
            type: 'Health centre',
            x: 50,
            y: 50,
            healthWorkersTrained: 1,
            communitiesReached: 1,
            programsActive: 1,
            livesImpacted: 1,
            description: 'A site.',
            colorFrom: '#000000',
            colorTo: '#ffffff',
            motif: 'clinic',
          })
        ).fieldSite!,
      rename: (id, name) => write('PUT', `/api/field-sites/${id}`, { name }),
      remove: (id) => write('DELETE', `/api/field-sites/${id}`),
    },
    {
      kind: 'country',
      pages: () => ['/impact'],
      create: async (title) => (await write('POST', '/api/countries', countryInput(title))).country!,
      rename: (id, title) => write('PUT', `/api/countries/${id}`, { name: title }),
      remove: (id) => write('DELETE', `/api/countries/${id}`),
    },
  ];

  it.each(kinds.map((k) => [k.kind, k] as const))(
    '%s: creating, publishing, editing, bulk changes and deleting each show on the very next request (on every process)',
    async (_kind, k) => {
      const title = name(`Cached ${k.kind}`);
      const before = k.pages({ id: 0, slug: 'none' }).filter((p) => !p.startsWith('/article/'));
      for (const path of before) await primed(path);
      const item = await k.create(title);
      const pages = k.pages(item).filter((p) => !p.startsWith('/article/'));
      if (k.publish) {
        for (const path of pages) await next(path, title, false);
        await k.publish(item.id);
      }
      for (const path of pages) await next(path, title, true);
      for (const path of pages) await primed(path);

      const renamed = name(`Renamed ${k.kind}`);
      await k.rename(item.id, renamed);
      for (const path of pages) await next(path, renamed, true);

      if (k.bulk) {
        for (const path of pages) await primed(path);
        const added = name(`Bulk ${k.kind}`);
        await k.bulk(added);
        for (const path of pages) await next(path, added, true);
      }

      for (const path of pages) await primed(path);
      await k.remove(item.id);
      for (const path of pages) await next(path, renamed, false);
    },
    60_000,
  );

  it("site settings: an admin's new phone number shows on the very next request of every page (footer, contact page, home page's JSON-LD), on every process", async () => {
    const pages = ['/', '/contact', '/about', '/privacy'];
    for (const path of pages) await primed(path);
    const admin = bearer(await t.adminToken());
    const phone = `+1 555 ${randomBytes(2).readUInt16BE(0).toString().padStart(5, '0')}`;
    const res = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: {
        address: { building: 'Cache House', street: '', poBox: '', city: 'Testville', country: 'Testland' },
        phones: [{ label: 'Office', number: phone }],
        emails: { general: 'hello@test.example.org', careers: 'jobs@test.example.org' },
        officeHours: [],
        map: { lat: 1, lng: 2, label: 'Cache House' },
        social: [],
        footerLinks: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const path of pages) await next(path, phone, true);
    const home = (await get('/')).body;
    expect(home).toContain(`"telephone":"${phone}"`);
  });

  it("reads what pages share once per change: a visitor's new searches read the settings and the list's filters once, and again after a change", async () => {
    const settings = vi.spyOn(t.app.services.settings, 'get');
    const filters = vi.spyOn(t.app.services.publications, 'filters');
    const list = vi.spyOn(t.app.services.publications, 'list');
    try {
      const search = () => get(`/publications?q=${randomBytes(6).toString('hex')}`);
      for (let i = 0; i < 3; i++) expect((await search()).headers['x-page-cache']).toBe('miss');
      // The first search may have found both already read by an earlier page; never more than once.
      expect(settings.mock.calls.length).toBeLessThanOrEqual(1);
      expect(filters.mock.calls.length).toBeLessThanOrEqual(1);
      // Each search is a list query of its own.
      expect(list).toHaveBeenCalledTimes(3);
      settings.mockClear();
      filters.mockClear();
      // A change of one kind reads that kind again, and only it.
      await write('POST', '/api/publications', {
        title: name('Memo publication'),
        authors: [{ name: 'Jane Nakato' }],
        type: 'Journal Article',
        journal: 'BMC',
        year: 2024,
        status: 'published',
      });
      await search();
      await search();
      expect(filters).toHaveBeenCalledTimes(1);
      expect(settings).not.toHaveBeenCalled();
    } finally {
      settings.mockRestore();
      filters.mockRestore();
      list.mockRestore();
    }
  });

  it('shows an article at its own address once published, and answers 404 from the cache after it is deleted', async () => {
    const title = name('Own address');
    const { id, slug } = (
      await write('POST', '/api/articles', {
        kind: 'article',
        title,
        category: 'Partnership',
        content: '<p>Body text.</p>',
        status: 'draft',
      })
    ).article!;
    expect((await get(`/article/${slug}`)).statusCode).toBe(404);
    expect((await get(`/article/${slug}`)).headers['x-page-cache']).toBe('hit');
    await write('PUT', `/api/articles/${id}`, { status: 'published' });
    const shown = await get(`/article/${slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Body text.');
    await write('DELETE', `/api/articles/${id}`);
    expect((await get(`/article/${slug}`)).statusCode).toBe(404);
  });

  it('shows a scheduled article on the first request after its time, with no write in between', async () => {
    const title = name('Scheduled');
    const goLive = Date.now() + 2_500;
    await write('POST', '/api/articles', {
      kind: 'article',
      title,
      category: 'Partnership',
      content: '<p>Later.</p>',
      status: 'scheduled',
      scheduledDate: new Date(goLive).toISOString(),
    });
    expect(await primed('/')).not.toContain(title);
    await new Promise((resolve) => setTimeout(resolve, goLive - Date.now() + 200));
    await next('/', title, true);
  });

  it('drops a job from a cached /jobs on the first request after its deadline, with no write in between', async () => {
    const title = name('Closing job');
    const deadline = Date.now() + 2_500;
    await write('POST', '/api/jobs', jobInput(title, { deadline: new Date(deadline).toISOString() }));
    expect(await primed('/jobs')).toContain(title);
    await new Promise((resolve) => setTimeout(resolve, deadline - Date.now() + 200));
    await next('/jobs', title, false);
  });

  it('never answers a signed-in request from the cache, nor lets anyone downstream keep it', async () => {
    await primed('/');
    const signedIn = await get('/', editor);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
    for (const path of ['/admin', '/login', '/api/auth/me']) {
      const res = await get(path, path.startsWith('/api') ? editor : {});
      expect(res.headers['x-page-cache'], path).toBeUndefined();
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('answers any Authorization header that names no live session from the cache, as an anonymous visitor', async () => {
    await primed('/');
    // A token this site signed whose session has ended (signed out): no longer a session.
    const ended = await t.tokenFor('editor');
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ended) })).statusCode).toBe(200);
    const forged = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","sid":"x","ver":0}').toString('base64url')}.c2lnbmF0dXJl`;
    for (const authorization of ['Bearer x', 'Basic YWRtaW46YWRtaW4=', `Bearer ${forged}`, `Bearer ${ended}`, 'Bearer', '']) {
      const res = await get('/', { authorization });
      expect(res.headers['x-page-cache'], authorization).toBe('hit');
      expect(res.headers['cache-control'], authorization).toBe(`public, max-age=0, must-revalidate, s-maxage=${PAGE_SHARED_MAX_AGE}`);
    }
    // Such a request may fill the cache too: the page is rendered as for anyone and kept for the next visitor.
    const path = `/no-such-page-${randomBytes(3).toString('hex')}`;
    expect((await get(path, { authorization: 'Bearer x' })).headers['x-page-cache']).toBe('miss');
    expect((await get(path)).headers['x-page-cache']).toBe('hit');
    // A live session still skips it.
    const live = await get('/', editor);
    expect(live.headers['x-page-cache']).toBeUndefined();
    expect(live.headers['cache-control']).toBe('no-store');
  });

  it('answers a page address naming a former parameter with a 301 to its name now, before the page cache (issue 36)', async () => {
    const old = await get('/events?search=x&type=workshops');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/events?q=x&type=workshops');
    expect(old.headers['x-page-cache']).toBeUndefined();
    expect((await t.inject({ method: 'HEAD', url: '/research?search=kmc' })).headers.location).toBe('/research?q=kmc');
    const now = await get('/events?q=x&type=workshops');
    expect(now.statusCode).toBe(200);
  });

  it('answers a HEAD with the headers of the page a GET gets, and keeps that page for the GET', async () => {
    const path = `/no-such-page-${randomBytes(3).toString('hex')}`;
    const head = await t.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
    const got = await get(path);
    expect(got.headers['x-page-cache']).toBe('hit');
    expect(got.body).toContain('<html');
    expect(got.headers.etag).toBe(head.headers.etag);
  });

  it('lets a shared cache keep public pages briefly, and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/about');
    // Browsers always ask again (their caches would serve stale-while-revalidate too); shared caches keep it briefly, CDNs may serve it stale meanwhile.
    expect(first.headers['cache-control']).toBe(`public, max-age=0, must-revalidate, s-maxage=${PAGE_SHARED_MAX_AGE}`);
    expect(first.headers['cdn-cache-control']).toBe(
      `public, max-age=${PAGE_SHARED_MAX_AGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`,
    );
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/about', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/about', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('gives public API reads an ETag and 304, and never lets signed-in API answers be kept', async () => {
    const first = await get('/api/articles');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/api/articles', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/api/articles', editor)).headers['cache-control']).toBe('no-store');
  });

  it('allows exactly the inline scripts of each page by their hashes, with no nonce (public pages have none)', async () => {
    for (const path of ['/', '/events', '/no-such-page', '/login']) {
      const res = await get(path);
      const policy = res.headers['content-security-policy'] as string;
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc, path).not.toContain('nonce');
      expect(res.body, path).not.toMatch(/\snonce=/);
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1]!,
      );
      // Public pages are served as islands: one script file, nothing inline. React Router's pages (the
      // sign-in page) carry their inline scripts, each allowed by its hash.
      if (path === '/login') expect(inline.length, path).toBeGreaterThan(0);
      else expect(inline, path).toEqual([]);
      for (const text of inline) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  });

  it("counts an article's reader when the page comes from the cache too, once a day per visitor", async () => {
    const { id, slug } = (
      await write('POST', '/api/articles', {
        kind: 'article',
        title: name('Counted'),
        category: 'Partnership',
        content: '<p>Text</p>',
        status: 'published',
      })
    ).article!;
    const readCount = async () =>
      (await t.inject({ method: 'GET', url: `/api/articles/${id}`, headers: editor })).json().readCount as number;
    const visit = (address: string) =>
      t.inject({ method: 'GET', url: `/article/${slug}`, remoteAddress: address, headers: { 'user-agent': 'Test browser' } });
    expect((await visit('198.51.100.1')).headers['x-page-cache']).toBe('miss');
    expect((await visit('198.51.100.2')).headers['x-page-cache']).toBe('hit');
    expect((await visit('198.51.100.1')).headers['x-page-cache']).toBe('hit');
    // Reads counted by cached pages are written in batches (plugins/web.ts): one more waits for the next flush.
    expect(t.app.services.articles.pendingReads).toBe(1);
    await t.app.services.articles.flushReads();
    expect(t.app.services.articles.pendingReads).toBe(0);
    expect(await readCount()).toBe(2);
  });

  // The bound and the origin are the page cache's own, whatever the database: the 10,000 requests run once,
  // on PGlite (on PostgreSQL each request's version read is a round trip, about two minutes in all).
  it.skipIf(driver === 'postgres')(
    "keeps within its bound and never names a client's host, with 10,000 random query strings and Host headers",
    async () => {
      const origin = 'http://localhost:4321';
      const pages = ['/', '/about', '/events', '/research', '/publications', '/no-such-page'];
      let renders = 0;
      for (let i = 0; i < 10_000; i++) {
        const host = `h${i}.attacker.example`;
        const path = pages[i % pages.length]!;
        // Mostly parameters no page reads (one entry per page), and one in 25 a search term of its own (an entry each).
        const query = i % 25 === 0 ? `?q=${randomBytes(6).toString('hex')}${i}` : `?utm_${randomBytes(3).toString('hex')}=${i}&page=1x`;
        const res = await t.inject({ method: 'GET', url: `${path}${query}`, headers: { host } });
        expect([200, 404], path).toContain(res.statusCode);
        expect(res.body.includes('attacker.example'), `${path} for ${host}`).toBe(false);
        if (i < pages.length) expect(res.body, path).toContain(`<link rel="canonical" href="${origin}${path === '/' ? '/' : path}"/>`);
        if (res.headers['x-page-cache'] === 'miss') renders++;
      }
      const cache = t.app.pageCache!;
      expect(cache.size).toBeLessThanOrEqual(PAGE_CACHE_MAX_ENTRIES);
      expect(cache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
      // One rendering per distinct kept address: the random parameters no page reads made no entries.
      expect(renders).toBeLessThanOrEqual(pages.length * 2 + 10_000 / 25);
    },
    600_000,
  );

  it('gives the sitemap, RSS and robots.txt the configured origin, not the Host header', async () => {
    for (const path of ['/sitemap.xml', '/rss.xml', '/robots.txt']) {
      const res = await t.inject({ method: 'GET', url: path, headers: { host: 'evil.attacker.example' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('attacker.example');
      expect(res.body, path).toContain('http://localhost:4321/');
    }
  });

  it('keeps a page that shows no content through writes, and one that does only until its kind changes', async () => {
    await primed('/about');
    await primed('/events');
    await primed('/research');
    await write('POST', '/api/events', {
      title: name('Only events'),
      type: 'Workshop',
      startDate: '2031-06-10T08:00:00Z',
      organizer: 'MNCH Centre',
      venueName: 'Mulago',
    });
    expect((await get('/about')).headers['x-page-cache']).toBe('hit');
    expect((await get('/research')).headers['x-page-cache']).toBe('hit');
    expect((await get('/events')).headers['x-page-cache']).toBe('miss');
  });

  it('keeps pages no longer than PAGE_CACHE_SECONDS, nor past the next scheduled change', async () => {
    const now = Date.now();
    expect((await t.app.pageState.current()).validUntil).toBeLessThanOrEqual(now + PAGE_CACHE_SECONDS * 1000 + 1_000);
    const goLive = now + 60_000;
    await write('POST', '/api/articles', {
      kind: 'article',
      title: name('Next minute'),
      category: 'Partnership',
      content: '<p>Soon.</p>',
      status: 'scheduled',
      scheduledDate: new Date(goLive).toISOString(),
    });
    // The write looks the next change up before its answer: the very next page request knows it.
    expect((await t.app.pageState.current()).validUntil).toBeLessThanOrEqual(goLive);
  });
});
