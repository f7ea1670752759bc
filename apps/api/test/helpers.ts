import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as LightResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { Role } from '@mnch/shared';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { ensureAdmin } from '../src/db/seed/admin';
import { multipart, png } from './fixtures/files';

export const ADMIN = { email: 'admin@test.example.org', password: 'Admin-pass-123' };
export const driver = (process.env.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'postgres';

/**
 * Creates a fresh PostgreSQL database for one test file; returns its URL and a function that drops it.
 * Empty, or a copy of `template` (a database nobody is connected to).
 */
export async function freshPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test suite');
  const name = `mnch_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The migrated PGlite data directory made once by test/support/template-database.ts, read once per test
 * file; undefined when the suite runs without that set-up (each database is then migrated from empty).
 */
let pgliteTemplate: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  inject: (opts: InjectOptions) => Promise<LightResponse>;
  /** `inject` in one line: a request with these headers and, if given, this body. */
  send(
    method: InjectOptions['method'],
    url: string,
    headers: InjectOptions['headers'],
    payload?: InjectOptions['payload'],
  ): Promise<LightResponse>;
  /** Signs in and returns the access token. */
  login(email: string, password: string): Promise<string>;
  /** Creates a user with the role (through the service) and returns a token for it. */
  tokenFor(role: Role, email?: string): Promise<string>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The app's clock (sign-in delays, once-a-day counts); the real time when unset. */
  now?: () => Date;
  /** Serve the built web app too (run `npm run build` first; `npm test` builds before the API suites), for tests of server-rendered pages. */
  web?: boolean;
  /** The outbox's worker (off unless `start: true`; test/mail.test.ts). */
  mail?: BuildOptions['mail'];
  /** The notices' sweeps (off unless `start: true`; test/notices.test.ts). */
  notices?: BuildOptions['notices'];
  /** Log at `info` into this stream (the app logs nothing otherwise): tests that prove what never reaches a log line. */
  logStream?: BuildOptions['logStream'];
}

/** A fresh app on its own database (a copy of the migrated template, test/support/template-database.ts). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mnch-api-test-'));
  const pgDb = driver === 'postgres' ? await freshPostgresDatabase(inject('postgresTemplate')) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_FREE_FAILURES: '1000',
    LOGIN_ACCOUNT_FREE_FAILURES: '1000',
    EVENT_REGISTRATION_RATE_LIMIT: '1000',
    EVENT_SEAT_SHARE_PER_ADDRESS: '100',
    PUBLIC_WRITE_RATE_LIMIT: '1000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const database = await openDatabase({ url: config.databaseUrl, loadDataDir: config.databaseUrl ? undefined : migratedPglite() });
  // Nothing to apply on a copy of the template; still run, as the server does at start-up.
  await database.migrate();
  const app = await buildApp(config, database, {
    web: options.web ?? false,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    now: options.now,
    mail: options.mail,
    notices: options.notices,
  });
  await ensureAdmin(app.services.users, config, () => undefined);
  await app.ready();

  async function login(email: string, password: string) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().data.tokens.accessToken as string;
  }
  let counter = 0;
  return {
    app,
    database,
    dataDir,
    inject: (opts) => app.inject(opts),
    send: (method, url, headers, payload) => app.inject({ method, url, headers, payload }),
    login,
    async tokenFor(role, email) {
      const address = email ?? `${role}${++counter}-${randomBytes(3).toString('hex')}@test.example.org`;
      const user = await app.services.users.create({ name: `Test ${role}`, email: address, role, password: 'Secret-pass-123' });
      return (await app.signToken({ id: user.id, name: user.name, email: user.email, role, tokenVersion: 0 })).accessToken;
    },
    adminToken: () => login(ADMIN.email, ADMIN.password),
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Request headers: a bearer token (`bearer`) and whatever a request adds to it. */
export type AuthHeaders = Record<string, string>;

/**
 * A test file's app with a bearer header for each role asked, in that order: the administrator that
 * createTestApp seeds (`admin`, signed in through the login route), or a new user of the role.
 * `beforeAll(async () => ({ t, editor } = await appWith(['editor'])))`; close `t` after the file.
 */
export async function appWith<R extends Role>(
  roles: readonly R[],
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<{ t: TestApp } & Record<R, AuthHeaders>> {
  const t = await createTestApp(env, options);
  const headers = {} as Record<R, AuthHeaders>;
  for (const role of roles) headers[role] = bearer(role === 'admin' ? await t.adminToken() : await t.tokenFor(role));
  return { t, ...headers };
}

/** Where the app keeps an uploaded file, from its address (`/uploads/...`). */
export const uploadedPath = (t: TestApp, url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

/** An image as POST /api/upload/gallery answers it. */
export interface UploadedImage {
  url: string;
  filename: string;
  size: number;
  mimetype: string;
  width: number;
  height: number;
  variants: Record<string, string>;
}

/** Uploads a real PNG through /api/upload/gallery and returns the answer's data. */
export async function uploadGalleryImage(t: TestApp, headers: AuthHeaders, width = 1300, name = 'photo.png'): Promise<UploadedImage> {
  const body = await multipart({ file: { data: await png(width, 100), filename: name, type: 'image/png' } });
  const res = await t.inject({
    method: 'POST',
    url: '/api/upload/gallery',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as UploadedImage;
}

/** A random key for test data that must not clash with another test's (eight hex digits). */
export const randomKey = () => randomBytes(4).toString('hex');

/** The site's address in tests of its pages and links (`SITE_URL`). */
export const SITE_URL = 'https://mnch.example.org';

/** appWith for tests of the server-rendered pages: the built web app served too, at SITE_URL. */
export const siteAppWith = <R extends Role>(roles: readonly R[]) => appWith(roles, { SITE_URL }, { web: true });
