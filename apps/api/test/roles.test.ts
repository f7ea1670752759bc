import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_KINDS, KINDS, TRASH_KINDS } from '@mnch/shared';
import { bearer, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let tokens: Record<'viewer' | 'editor', string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = { viewer: await t.tokenFor('viewer'), editor: await t.tokenFor('editor') };
});
afterAll(() => t.close());

/** Every route that declares `requireRole`, found from the app's own route table. */
const protectedRoutes = () =>
  t.app.routeTable.filter((r) => r.roles && r.url.startsWith('/api/')).map((r) => ({ ...r, path: r.url.replace(/:\w+/g, '1') }));

describe('every protected route', () => {
  it('is found (the table is not empty)', () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(7);
  });

  it('answers 401 without a token, before reading the body', async () => {
    for (const route of protectedRoutes()) {
      const res = await t.inject({ method: route.method, url: route.path, payload: route.method === 'GET' ? undefined : { junk: true } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 403 for a role it does not allow (viewer, and editor where admins only)', async () => {
    for (const route of protectedRoutes()) {
      for (const role of ['viewer', 'editor'] as const) {
        if (route.roles!.includes(role)) continue;
        const res = await t.inject({
          method: route.method,
          url: route.path,
          headers: bearer(tokens[role]),
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('covers the team routes: every write is for editors and admins', () => {
    const team = protectedRoutes().filter((r) => r.url.startsWith('/api/team'));
    expect(team.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/team/:id',
      'POST /api/team',
      'POST /api/team/:id/move',
      'POST /api/team/bulk/:action',
      'PUT /api/team/:id',
      'PUT /api/team/order',
    ]);
    for (const route of team) expect(route.roles!.slice().sort()).toEqual(['admin', 'editor']);
  });

  it('covers the partners routes: every write is for editors and admins', () => {
    const found = protectedRoutes().filter((r) => r.url.startsWith('/api/partners'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/partners/:id',
      'POST /api/partners',
      'POST /api/partners/bulk/:action',
      'PUT /api/partners/:id',
    ]);
    for (const route of found) expect(route.roles!.slice().sort()).toEqual(['admin', 'editor']);
  });

  it('covers the revisions routes: reads and restores are for editors and admins', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/revisions'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/revisions/:kind/:itemId',
      'GET /api/revisions/entry/:id',
      'POST /api/revisions/:id/restore',
    ]);
    for (const route of found) expect(route.roles!.slice().sort()).toEqual(['admin', 'editor']);
  });

  it('covers the trash routes: editors and admins list and restore, only admins delete for good or empty it', () => {
    const found = protectedRoutes().filter((r) => r.url.startsWith('/api/trash'));
    expect(found.map((r) => `${r.method} ${r.url} ${r.roles!.slice().sort().join('+')}`).sort()).toEqual([
      'DELETE /api/trash admin',
      'DELETE /api/trash/:id admin',
      'GET /api/trash admin+editor',
      'POST /api/trash/:id/restore admin+editor',
      'POST /api/trash/bulk/delete admin',
      'POST /api/trash/bulk/restore admin+editor',
    ]);
  });

  it('covers the bulk actions: one route under each folder of a kind with a trash (the registry), for editors and admins', () => {
    const found = protectedRoutes().filter((r) => /\/bulk\/:action$/.test(r.url));
    expect(found.map((r) => `${r.method} ${r.url} ${r.roles!.slice().sort().join('+')}`).sort()).toEqual(
      TRASH_KINDS.map((kind) => `POST /api/${KINDS[kind].folders[0]}/bulk/:action admin+editor`).sort(),
    );
  });

  it('covers the media library routes: every role reads; alt text and deletes are for editors and admins', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/media'));
    expect(found.map((r) => `${r.method} ${r.url} ${r.roles!.slice().sort().join('+')}`).sort()).toEqual([
      'DELETE /api/media/:id admin+editor',
      'GET /api/media admin+editor+viewer',
      'GET /api/media/:id admin+editor+viewer',
      'PATCH /api/media/:id admin+editor',
    ]);
  });

  it('covers the redirects routes: admins only list and remove, and there is no create route', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/redirects'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['DELETE /api/redirects/:id', 'GET /api/redirects']);
    for (const route of found) expect(route.roles).toEqual(['admin']);
  });

  it('covers the outbox routes: admins only read the mail and retry a failed message', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/outbox'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/outbox',
      'GET /api/outbox/:id',
      'POST /api/outbox/:id/retry',
    ]);
    for (const route of found) expect(route.roles).toEqual(['admin']);
  });

  it('covers the announcement routes: editors and admins send a newsletter issue to subscribers and read its progress', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/newsletters/'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/newsletters/:id/announcement',
      'POST /api/newsletters/:id/announcement',
    ]);
    for (const route of found) expect(route.roles!.slice().sort()).toEqual(['admin', 'editor']);
  });

  it('covers the subscribers routes: editors and admins list, count, export, add, import and remove', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/subscribers'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/subscribers/:id',
      'GET /api/subscribers',
      'GET /api/subscribers/export',
      'GET /api/subscribers/stats',
      'POST /api/subscribers',
      'POST /api/subscribers/import',
    ]);
    for (const route of found) expect(route.roles!.slice().sort()).toEqual(['admin', 'editor']);
  });

  it('leaves the newsletter’s subscribe, confirm and unsubscribe open to anyone (the token is the key)', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/newsletter/'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/subscribe',
      'POST /api/newsletter/unsubscribe',
      'POST /api/newsletter/unsubscribe/:token',
    ]);
    for (const route of found) expect(route.roles).toBeUndefined();
  });

  it('covers the password links: anyone asks and uses one; only admins send a user one', () => {
    const route = (method: string, url: string) => t.app.routeTable.find((r) => r.method === method && r.url === url);
    expect(route('POST', '/api/users/:id/password-link')?.roles).toEqual(['admin']);
    for (const url of ['/api/auth/forgot-password', '/api/auth/reset-password']) {
      expect(route('POST', url), url).toBeDefined();
      expect(route('POST', url)!.roles, url).toBeUndefined();
    }
  });

  it('leaves the by-slug reads of articles, events, projects and publications public (no role)', () => {
    const found = t.app.routeTable.filter((r) => r.url.endsWith('/by-slug/:slug'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/articles/by-slug/:slug',
      'GET /api/events/by-slug/:slug',
      'GET /api/projects/by-slug/:slug',
      'GET /api/publications/by-slug/:slug',
    ]);
    for (const route of found) expect(route.roles).toBeFalsy();
  });

  it('covers archiving and unarchiving a project: editors and admins', () => {
    const found = protectedRoutes().filter((r) => /^\/api\/projects\/:id\/(un)?archive$/.test(r.url));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'PATCH /api/projects/:id/archive',
      'PATCH /api/projects/:id/unarchive',
    ]);
    for (const route of found) expect(route.roles!.slice().sort()).toEqual(['admin', 'editor']);
  });

  it('covers the search route: every back-office role finds content by title (the command palette), and nothing else is under /api/search', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/search'));
    expect(found.map((r) => `${r.method} ${r.url} ${r.roles!.slice().sort().join('+')}`)).toEqual(['GET /api/search admin+editor+viewer']);
  });

  it('covers the audit log routes: reads for admins only, and no write route at all', () => {
    const found = t.app.routeTable.filter((r) => r.url.startsWith('/api/audit-log'));
    expect(found.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /api/audit-log', 'GET /api/audit-log/facets']);
    for (const route of found) expect(route.roles).toEqual(['admin']);
  });

  it('leaves the public download link open to everyone (it counts a download: a public write)', () => {
    const route = t.app.routeTable.find((r) => r.method === 'GET' && r.url === '/api/publications/:id/download');
    expect(route).toBeDefined();
    expect(route!.roles).toBeUndefined();
    expect(protectedRoutes().some((r) => r.url === '/api/publications/:id/download')).toBe(false);
  });

  it('lets the viewer role (read-only staff, decision 33) into back-office reads and its own account only: no content write', () => {
    const viewerRoutes = protectedRoutes().filter((r) => r.roles!.includes('viewer'));
    expect(viewerRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/auth/me',
        'GET /api/media',
        'GET /api/media/:id',
        'GET /api/projects/my',
        'GET /api/publications/my',
        'PATCH /api/auth/me',
        'POST /api/auth/logout',
        'POST /api/auth/logout-all',
        'POST /api/auth/password',
        'GET /api/search',
        'GET /api/dashboard',
      ].sort(),
    );
    // Every other write (a route that is not a GET) is for editors and admins, or admins only.
    for (const route of protectedRoutes().filter((r) => r.method !== 'GET' && !r.url.startsWith('/api/auth/'))) {
      expect(route.roles, `${route.method} ${route.url}`).not.toContain('viewer');
    }
  });

  it('covers the account routes: everyone signed in signs out and changes their own profile and password', () => {
    const found = protectedRoutes().filter((r) => r.url.startsWith('/api/auth/'));
    expect(found.map((r) => `${r.method} ${r.url} ${r.roles!.slice().sort().join('+')}`).sort()).toEqual([
      'GET /api/auth/me admin+editor+viewer',
      'PATCH /api/auth/me admin+editor+viewer',
      'POST /api/auth/logout admin+editor+viewer',
      'POST /api/auth/logout-all admin+editor+viewer',
      'POST /api/auth/password admin+editor+viewer',
    ]);
  });

  it("keeps visitors' and staff's personal data from a viewer: inquiries, registrations, users, audit log, outbox", () => {
    const personal = protectedRoutes().filter((r) => /^\/api\/(inquiries|users|audit-log|outbox|trash)|\/registrations$/.test(r.url));
    expect(personal.length).toBeGreaterThanOrEqual(10);
    for (const route of personal) expect(route.roles, `${route.method} ${route.url}`).not.toContain('viewer');
  });
});

describe('the viewer role reads the back office', () => {
  it('answers 200 to the reads of every section a viewer opens, drafts and archived items included', async () => {
    const headers = bearer(tokens.viewer);
    const reads = [
      '/api/articles?status=draft',
      '/api/articles/newsletters?status=draft',
      '/api/projects?archived=true',
      '/api/projects/my',
      '/api/projects/statistics',
      '/api/publications?status=draft',
      '/api/publications/my',
      '/api/publications/statistics',
      '/api/events',
      '/api/events/statistics',
      '/api/gallery',
      '/api/gallery/statistics',
      '/api/media',
      '/api/jobs?status=draft',
      '/api/team',
      '/api/partners',
      '/api/press-releases',
      '/api/awards',
      '/api/countries',
      '/api/field-sites',
      '/api/figures',
      '/api/settings',
      '/api/auth/me',
    ];
    for (const url of reads) {
      const res = await t.inject({ method: 'GET', url, headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  });

  it('shows a viewer the drafts staff see, and a visitor none of them', async () => {
    const editor = bearer(tokens.editor);
    const title = `Draft for viewers ${Date.now()}`;
    const created = await t.inject({
      method: 'POST',
      url: '/api/articles',
      headers: editor,
      payload: { title, content: '<p>Not yet public</p>', category: 'news', status: 'draft' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().article.id as number;
    const search = `/api/articles?status=draft&search=${encodeURIComponent(title)}`;
    const asViewer = await t.inject({ method: 'GET', url: search, headers: bearer(tokens.viewer) });
    expect(asViewer.json().articles.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await t.inject({ method: 'GET', url: `/api/articles/${id}`, headers: bearer(tokens.viewer) })).statusCode).toBe(200);
    const asVisitor = await t.inject({ method: 'GET', url: search });
    expect(asVisitor.json().articles).toEqual([]);
    expect((await t.inject({ method: 'GET', url: `/api/articles/${id}` })).statusCode).toBe(404);
  });

  it('lets a viewer change their own name and password (their account, not the content)', async () => {
    const email = `own-${Date.now()}@test.example.org`;
    await t.app.services.users.create({ name: 'Own Viewer', email, role: 'viewer', password: 'Secret-pass-123' });
    const token = await t.login(email, 'Secret-pass-123');
    const named = await t.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(token), payload: { name: 'Own Viewer Renamed' } });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().user.name).toBe('Own Viewer Renamed');
    const changed = await t.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { currentPassword: 'Secret-pass-123', newPassword: 'Other-pass-456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect(t.login(email, 'Other-pass-456')).resolves.toEqual(expect.any(String));
  });

  it('answers 403 to a viewer who writes content, and the content is unchanged', async () => {
    const headers = bearer(tokens.viewer);
    // A create (or, for settings and figures, an update) of every kind of the registry, and the files.
    const kindWrites = ALL_KINDS.map((kind): [string, string] => {
      const folder = KINDS[kind].folders[0];
      const routes = t.app.routeTable.filter((r) => r.url === `/api/${folder}` || r.url.startsWith(`/api/${folder}/`));
      const write = routes.find((r) => r.method === 'POST' && r.url === `/api/${folder}`) ?? routes.find((r) => r.method === 'PUT');
      return [write?.method ?? 'POST', (write?.url ?? `/api/${folder}`).replace(/:\w+/g, '1')];
    });
    const writes: Array<[string, string]> = [...kindWrites, ['POST', '/api/upload/single'], ['PATCH', '/api/media/1']];
    const before = await t.inject({ method: 'GET', url: '/api/jobs?status=draft' });
    for (const [method, url] of writes) {
      const route = t.app.routeTable.find((r) => r.method === method && new RegExp(`^${r.url.replace(/:\w+/g, '[^/]+')}$`).test(url));
      expect(route, `${method} ${url} exists`).toBeDefined();
      const res = await t.inject({ method: method, url, headers, payload: { title: 'Viewer was here', name: 'Viewer was here' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await t.inject({ method: 'GET', url: '/api/jobs?status=draft' });
    expect(after.json().pagination).toEqual(before.json().pagination);
  });
});

describe('admin-only content', () => {
  it('lets only admins change the site settings', () => {
    const route = t.app.routeTable.find((r) => r.method === 'PUT' && r.url === '/api/settings');
    expect(route?.roles).toEqual(['admin']);
  });

  it('lets only admins change a figure', () => {
    const route = t.app.routeTable.find((r) => r.method === 'PUT' && r.url === '/api/figures/:key');
    expect(route?.roles).toEqual(['admin']);
  });
});

describe('publication pages (issue 35, point 6)', () => {
  it('opens the page reads to everyone and shows an unpublished one only to staff (viewer, editor, admin)', async () => {
    for (const url of ['/api/publications/by-slug/:slug', '/api/publications/filters', '/api/publications/:id/citation/file']) {
      const route = t.app.routeTable.find((r) => r.method === 'GET' && r.url === url);
      expect(route, url).toBeDefined();
      expect(route!.roles, url).toBeUndefined();
    }
    const created = await t.inject({
      method: 'POST',
      url: '/api/publications',
      headers: bearer(tokens.editor),
      payload: { title: `Roles draft ${Date.now()}`, authors: ['A. Author'], type: 'Journal Article', year: 2024, status: 'draft' },
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json().publication;
    for (const url of [`/api/publications/by-slug/${slug}`, `/api/publications/${id}/citation/file?format=ris`]) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      for (const role of ['viewer', 'editor'] as const) {
        expect((await t.inject({ method: 'GET', url, headers: bearer(tokens[role]) })).statusCode, `${role} ${url}`).toBe(200);
      }
    }
  });
});
