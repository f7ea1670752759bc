import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '@mnch/shared';
import { ADMIN, bearer, createTestApp, type TestApp } from './helpers';
import { multipart, pdf } from './fixtures/files';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database and storage', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers broken JSON with 400, a wrong content type with 415 and a huge body with 413', async () => {
    const broken = await t.send('POST', '/api/newsletter/subscribe', { 'content-type': 'application/json' }, '{"email": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not valid JSON/);
    const xml = await t.send('POST', '/api/newsletter/subscribe', { 'content-type': 'application/xml' }, '<a/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toEqual(expect.any(String));
    const huge = await t.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'a@b.co', name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toEqual(expect.any(String));
  });

  it('rejects over-long strings and wrong types with field errors, never a 500', async () => {
    const long = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'a@b.co', name: 'x'.repeat(5000) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('name');
    const types = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ['a'], password: { $ne: 1 } } });
    expect(types.statusCode).toBe(400);
    const arrayBody = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: [1, 2] });
    expect(arrayBody.statusCode).toBe(400);
  });
});

describe('real faults', () => {
  it('are a 500 with a generic message and no details', async () => {
    const app = await createTestApp();
    try {
      // A database that has gone away is a real fault.
      await app.database.close();
      const res = await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'late@test.example.org' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().database).toBe('error');
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('a failed statement', () => {
  it('is logged with its placeholders, never with its parameters (a visitor’s address)', async () => {
    const logLines: string[] = [];
    const app = await createTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
    try {
      // A table gone from under the server: drizzle's error message quotes the statement and its parameters.
      await app.app.db.execute(sql`drop table subscribers cascade`);
      const res = await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'quoted@test.example.org' } });
      expect(res.statusCode).toBe(500);
      const logged = logLines.filter((line) => line.includes('unhandled error'));
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('\n')).toContain('subscribers');
      expect(logLines.join('\n')).not.toContain('quoted@test.example.org');
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('security headers', () => {
  let prod: TestApp;
  beforeAll(async () => {
    // Strict-Transport-Security is sent in production only (development runs on plain http).
    prod = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => prod.close());

  function expectStrictPolicy(res: LightMyRequestResponse, label: string) {
    const h = res.headers;
    const csp = String(h['content-security-policy'] ?? '');
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('default-src'), label).toBe("default-src 'self'");
    // Only this origin's files: no answer here holds an inline script (pages add theirs by hash, test/page-cache.test.ts).
    expect(directive('script-src'), label).toBe("script-src 'self'");
    expect(directive('script-src-attr'), label).toBe("script-src-attr 'none'");
    expect(directive('object-src'), label).toBe("object-src 'none'");
    expect(directive('base-uri'), label).toBe("base-uri 'self'");
    expect(directive('frame-ancestors'), label).toBe("frame-ancestors 'self'");
    expect(directive('form-action'), label).toBe("form-action 'self'");
    expect(csp, label).not.toMatch(/unsafe-eval/);
    expect(h['strict-transport-security'], label).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(String(h['strict-transport-security']))?.[1])).toBeGreaterThanOrEqual(180 * 86400);
    expect(h['x-content-type-options'], label).toBe('nosniff');
    expect(h['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(h['cross-origin-opener-policy'], label).toBe('same-origin');
    expect(h['cross-origin-resource-policy'], label).toBe('same-origin');
    expect(h['x-frame-options'], label).toBe('SAMEORIGIN');
    expect(h['permissions-policy'], label).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(h['x-powered-by'], label).toBeUndefined();
    expect(h['server'], label).toBeUndefined();
  }

  it('sends every header of the strict policy on API answers, errors included', async () => {
    const token = bearer(await prod.adminToken());
    const cases: Array<[string, LightMyRequestResponse]> = [
      ['GET /api/health', await prod.inject({ method: 'GET', url: '/api/health' })],
      ['GET /api/articles', await prod.inject({ method: 'GET', url: '/api/articles' })],
      ['GET /api/auth/me', await prod.inject({ method: 'GET', url: '/api/auth/me', headers: token })],
      ['401', await prod.inject({ method: 'GET', url: '/api/users/all' })],
      ['404', await prod.inject({ method: 'GET', url: '/api/nothing-here' })],
      ['400', await prod.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } })],
      [
        '413',
        await prod.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'a@b.co', name: 'x'.repeat(2 * MB) } }),
      ],
      ['415', await prod.inject({ method: 'POST', url: '/api/inquiries', headers: { 'content-type': 'text/plain' }, payload: 'x' })],
    ];
    for (const [label, res] of cases) expectStrictPolicy(res, label);
  });

  it('sends them on uploaded files and their 404s', async () => {
    const url = await prod.app.storage.put('control/headers.pdf', pdf(), 'application/pdf');
    const file = await prod.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expectStrictPolicy(file, 'upload');
    expectStrictPolicy(await prod.inject({ method: 'GET', url: '/uploads/none/such.png' }), 'upload 404');
  });
});

describe('cross-origin requests', () => {
  const EVIL = 'https://evil.example';

  it('grants no CORS permission to another origin: preflight or simple request, API or uploads', async () => {
    const upload = await t.app.storage.put('control/cors.txt', Buffer.from('x'), 'text/plain');
    const responses = [
      await t.send('OPTIONS', '/api/auth/login', {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      }),
      await t.send('OPTIONS', '/api/users/all', {
        origin: EVIL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      }),
      await t.inject({ method: 'GET', url: '/api/articles', headers: { origin: EVIL } }),
      await t.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: EVIL, ...bearer(await t.tokenFor('editor')) } }),
      await t.send('POST', '/api/auth/login', { origin: EVIL }, { email: ADMIN.email, password: 'wrong-password' }),
      await t.inject({ method: 'GET', url: upload, headers: { origin: EVIL } }),
    ];
    for (const res of responses) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  it('gives cookies no authority: a cross-site write without the bearer token is refused and changes nothing', async () => {
    const admin = bearer(await t.adminToken());
    const count = async (url: string) => (await t.inject({ method: 'GET', url, headers: admin })).json();
    const before = {
      users: (await count('/api/users/all')).data.total,
      articles: (await count('/api/articles?status=all')).pagination.total,
    };
    const headers = { origin: EVIL, referer: `${EVIL}/attack.html`, cookie: 'accessToken=anything; session=1' };
    const writes = [
      await t.inject({
        method: 'POST',
        url: '/api/articles',
        headers,
        payload: { kind: 'article', title: 'Forged', category: 'Research Breakthrough', content: '<p>x</p>' },
      }),
      await t.inject({ method: 'PUT', url: '/api/users/1', headers, payload: { role: 'viewer' } }),
      await t.inject({ method: 'DELETE', url: '/api/users/1', headers }),
    ];
    for (const res of writes) expect(res.statusCode).toBe(401);
    // Anonymous POST /api/users is the newsletter sign-up: whatever is sent, it makes a pending
    // subscriber (double opt-in), never an account, let alone one that can sign in.
    const signup = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 'Mallory', email: 'mallory@evil.example', role: 'admin', password: 'Mallory-pass-1', status: 'active' },
    });
    expect(signup.statusCode).toBe(202);
    expect(
      (await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'mallory@evil.example', password: 'Mallory-pass-1' } }))
        .statusCode,
    ).toBe(401);
    const mallory = (await t.inject({ method: 'GET', url: '/api/users/all?search=mallory', headers: admin })).json().data.users;
    expect(mallory).toEqual([]);
    const subscribed = (await t.inject({ method: 'GET', url: '/api/subscribers?search=mallory', headers: admin })).json().subscribers;
    expect(subscribed).toEqual([expect.objectContaining({ email: 'mallory@evil.example', status: 'pending' })]);
    const after = {
      users: (await count('/api/users/all')).data.total,
      articles: (await count('/api/articles?status=all')).pagination.total,
    };
    expect(after).toEqual({ users: before.users, articles: before.articles });
  });

  it('sets no cookie at sign-in (the token travels only in the answer body)', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the bodies a cross-site HTML form can send (urlencoded, multipart, text/plain) on JSON endpoints with 415', async () => {
    const form = await multipart({ email: 'form@evil.example' });
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'email=form%40evil.example&password=x'],
      ['text/plain', JSON.stringify({ email: 'form@evil.example', password: 'x' })],
      [form.headers['content-type']!, form.payload],
    ] as const) {
      for (const url of ['/api/auth/login', '/api/newsletter/subscribe', '/api/inquiries']) {
        const res = await t.inject({ method: 'POST', url, headers: { origin: EVIL, 'content-type': type }, payload });
        expect(res.statusCode, `${type} ${url}`).toBe(415);
      }
    }
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the route schemas, and its browser', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/all', '/api/newsletter/subscribe', '/api/health']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).not.toContain('/api/{*}');
    const ui = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
