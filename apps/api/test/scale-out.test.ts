import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { ensureAdmin } from '../src/db/seed/admin';
import { SAMPLE_COUNTS, seedSampleContent } from '../src/db/seed/sample';
import { driver, freshPostgresDatabase } from './helpers';
import { multipart, png } from './fixtures/files';
import { startFakeS3, type FakeS3 } from './support/fake-s3';
import { assertBuilt, startServer, type ServerProcess } from '../scripts/server-process';
import { DATA_STEPS } from '../src/db/data-steps';

/**
 * Two API processes on one PostgreSQL database and one bucket, as behind a load balancer: each has its
 * own DATA_DIR and port, both have the same JWT_SECRET. They start at the same moment on an empty
 * database, then a session from one is used on the other and every write shows on both.
 * Runs with the PostgreSQL suite (TEST_DATABASE_URL) after `npm run build`.
 */
const ADMIN = { email: 'admin@scale.example.org', password: 'Scale-admin-pass-1' };

describe.runIf(driver === 'postgres')('two server processes on one PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let s3: FakeS3;
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  let dataDirs: string[] = [];

  beforeAll(async () => {
    assertBuilt();
    database = await freshPostgresDatabase();
    s3 = await startFakeS3();
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_CONTENT: 'true',
      LOGIN_RATE_LIMIT: '100',
    };
    // Both start at once on the empty database: both migrate, look for an admin and for content.
    dataDirs = [mkdtempSync(path.join(tmpdir(), 'mnch-process-')), mkdtempSync(path.join(tmpdir(), 'mnch-process-'))];
    const start = (dir: string) => startServer({ ...env, DATA_DIR: dir }, { timeoutMs: 120_000 });
    [a, b] = await Promise.all([start(dataDirs[0]!), start(dataDirs[1]!)]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await s3?.close();
    await database?.drop();
  });

  const count = async (query: string) => Number((await sql.query<{ n: string }>(query)).rows[0]!.n);
  const json = async (res: Response) => {
    const body = await res.text();
    try {
      return JSON.parse(body);
    } catch {
      throw new Error(`${res.status}: ${body.slice(0, 500)}`);
    }
  };
  const call = (server: ServerProcess, method: string, path: string, token?: string, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const login = async (server: ServerProcess, email: string, password: string) => {
    const res = await call(server, 'POST', '/api/auth/login', undefined, { email, password });
    expect(res.status).toBe(200);
    return (await json(res)).data.tokens.accessToken as string;
  };
  const html = async (server: ServerProcess, path: string) => {
    const res = await fetch(server.url + path);
    expect(res.status, path).toBe(200);
    return (await res.text()).replace(/<script[\s\S]*?<\/script>/g, '');
  };

  it('started together on an empty database: migrated once, one administrator, one set of sample content', async () => {
    const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    // The one-off data steps (src/db/data-steps.ts) ran once, not once per process.
    expect(await count('select count(*) as n from data_steps')).toBe(DATA_STEPS.length);
    // The centre's details (site settings) were stored once.
    expect(await count('select count(*) as n from site_settings')).toBe(1);
    expect(await count(`select count(*) as n from users where role = 'admin'`)).toBe(1);
    expect(await count(`select count(*) as n from articles where kind = 'article'`)).toBe(SAMPLE_COUNTS.articles);
    expect(await count(`select count(*) as n from articles where kind = 'newsletter'`)).toBe(SAMPLE_COUNTS.newsletters);
    const galleryRows = await count('select count(*) as n from gallery_images');
    expect(galleryRows).toBeGreaterThan(0);
    expect(galleryRows).toBe(await count('select count(distinct image_url) as n from gallery_images'));
    for (const server of [a, b]) {
      expect(await json(await call(server, 'GET', '/api/health'))).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    }
  });

  it('serves the sample files from the bucket, whichever process stored them', async () => {
    const { images } = await json(await call(b, 'GET', '/api/gallery?limit=3'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.image_url.startsWith(s3.publicUrl)).toBe(true);
      const file = await fetch(image.image_url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('takes a session from one process on the other; writes on either are read on both, API and pages', async () => {
    const token = await login(a, ADMIN.email, ADMIN.password);
    expect((await json(await call(b, 'GET', '/api/auth/me', token))).data.user.email).toBe(ADMIN.email);

    // Written on B with A's token, read on A through the API and in A's server-rendered page.
    const title = `Kangaroo care across two servers ${randomBytes(3).toString('hex')}`;
    const created = await call(b, 'POST', '/api/articles', token, {
      title,
      category: 'Research Breakthrough',
      content: '<p>Skin-to-skin care kept small babies warm in every district.</p>',
      excerpt: 'Findings from the kangaroo care study',
      status: 'published',
    });
    expect(created.status).toBe(201);
    const { article } = await json(created);
    const onA = await json(await call(a, 'GET', `/api/articles/by-slug/${article.slug}`));
    expect(onA.title).toBe(title);
    const page = await html(a, `/article/${article.slug}`);
    expect(page).toContain(title);
    expect(page).toContain('Skin-to-skin care kept small babies warm in every district.');
    expect(await html(a, '/')).toContain(title);

    // Changed on A, read on B.
    const renamed = `${title} (updated)`;
    const updated = await call(a, 'PUT', `/api/articles/${article.id}`, token, { title: renamed });
    expect(updated.status).toBe(200);
    const onB = await json(await call(b, 'GET', `/api/articles/${article.id}`));
    expect(onB.title).toBe(renamed);
    expect(await html(b, `/article/${onB.slug}`)).toContain(renamed);

    // An upload through A lands in the bucket; a gallery entry made on B with it is listed on A.
    const form = await multipart({ file: { data: await png(900, 600), filename: 'Two servers.png', type: 'image/png' } });
    const uploaded = await fetch(`${a.url}/api/upload/gallery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);
    const file = (await json(uploaded)).data;
    expect(file.url.startsWith(s3.publicUrl)).toBe(true);
    const entry = await call(b, 'POST', '/api/gallery', token, { title: 'Two servers', image_url: file.url, variants: file.variants });
    expect(entry.status).toBe(201);
    const { image } = await json(entry);
    expect((await json(await call(a, 'GET', `/api/gallery/${image.id}`))).image.image_url).toBe(file.url);
    expect((await fetch(file.url)).status).toBe(200);
  });

  it("empties the other process's page cache on its next request after a write, for pages and their client-navigation data", async () => {
    const token = await login(a, ADMIN.email, ADMIN.password);
    const title = `Cached across processes ${randomBytes(3).toString('hex')}`;
    const made = await call(a, 'POST', '/api/events', token, {
      title,
      type: 'Workshop',
      startDate: '2031-03-01T08:00:00Z',
      organizer: 'MNCH Centre',
      venueName: 'Mulago',
    });
    expect(made.status).toBe(201);
    const { event } = await json(made);
    const page = async (server: ServerProcess, path: string) => {
      const res = await fetch(server.url + path);
      return { cache: res.headers.get('x-page-cache'), body: await res.text() };
    };
    // The events page found by the event's title, and the data client-side navigation fetches for it.
    const search = encodeURIComponent(title);
    const paths = [`/events?q=${search}`, `/events.data?q=${search}`];
    // Both processes keep both, with the event in them.
    for (const server of [a, b]) {
      for (const path of paths) {
        await page(server, path);
        const kept = await page(server, path);
        expect(kept.cache, path).toBe('hit');
        expect(kept.body, path).toContain(title);
      }
    }
    // Renamed on A: B's very next request is rendered again and shows the new title, and so is A's.
    const renamed = `${title} (renamed)`;
    expect((await call(a, 'PUT', `/api/events/${event.id}`, token, { title: renamed })).status).toBe(200);
    for (const server of [b, a]) {
      for (const path of paths) {
        const next = await page(server, path);
        expect(next.cache, path).toBe('miss');
        expect(next.body, path).toContain(renamed);
      }
    }
    // Deleted on B: gone from A's next answers.
    expect((await call(b, 'DELETE', `/api/events/${event.id}`, token)).status).toBe(200);
    for (const path of paths) {
      const gone = await page(a, path);
      expect(gone.cache, path).toBe('miss');
      expect(gone.body, path).not.toContain(renamed);
    }
  });

  it("applies a user's new role on both at once: the database decides, not the process that signed the token", async () => {
    const admin = await login(b, ADMIN.email, ADMIN.password);
    const email = `editor-${randomBytes(3).toString('hex')}@scale.example.org`;
    const made = await call(a, 'POST', '/api/users', admin, {
      name: 'Scale Editor',
      email,
      password: 'Editor-pass-123',
      role: 'editor',
      status: 'active',
    });
    expect(made.status).toBe(201);
    const { user } = await json(made);
    const editor = await login(a, email, 'Editor-pass-123');
    const draft = {
      title: `Draft ${randomBytes(3).toString('hex')}`,
      category: 'Research Breakthrough',
      content: '<p>Draft.</p>',
      status: 'draft',
    };
    expect((await call(b, 'POST', '/api/articles', editor, draft)).status).toBe(201);

    expect((await call(b, 'PUT', `/api/users/${user.id}`, admin, { role: 'viewer' })).status).toBe(200);
    expect((await call(a, 'POST', '/api/articles', editor, { ...draft, title: `${draft.title} again` })).status).toBe(403);
  });
});

describe.runIf(driver === 'postgres')('first-start steps of two processes at the same moment', () => {
  it('run one at a time: one administrator and one set of sample content, however they interleave', async () => {
    const database = await freshPostgresDatabase();
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'mnch-startup-')));
    // Two "processes": each its own pool, config and app, as server.ts builds them.
    const sites = await Promise.all(
      dirs.map(async (dir) => {
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dir,
          DATABASE_URL: database.url,
          JWT_SECRET: 'j'.repeat(40),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'silent',
        });
        const db = await openDatabase({ url: config.databaseUrl });
        return { config, db, app: null as Awaited<ReturnType<typeof buildApp>> | null };
      }),
    );
    try {
      await Promise.all(sites.map((site) => site.db.migrate()));
      for (const site of sites) site.app = await buildApp(site.config, site.db, { web: false, logger: false });
      const spans: Array<[number, number]> = [];
      const results = await Promise.all(
        sites.map((site) =>
          site.db.withStartupLock(async () => {
            const started = performance.now();
            await ensureAdmin(site.app!.services.users, site.config, () => undefined);
            const seeded = await seedSampleContent(site.app!.db, site.app!.services, site.app!.storage);
            spans.push([started, performance.now()]);
            return seeded;
          }),
        ),
      );
      expect(results.sort()).toEqual([false, true]);
      const [first, second] = spans.sort((x, y) => x[0] - y[0]);
      expect(second![0]).toBeGreaterThanOrEqual(first![1]);
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      try {
        expect((await sql.query(`select count(*)::int as n from users where role = 'admin'`)).rows[0].n).toBe(1);
        expect((await sql.query(`select count(*)::int as n from articles where kind = 'article'`)).rows[0].n).toBe(SAMPLE_COUNTS.articles);
      } finally {
        await sql.end();
      }
    } finally {
      for (const site of sites) {
        await site.app?.close();
        await site.db.close();
      }
      dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
      await database.drop();
    }
  });
});
