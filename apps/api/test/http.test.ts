import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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
    const broken = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not valid JSON/);
    const xml = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toEqual(expect.any(String));
    const huge = await t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'a@b.co', name: 'x'.repeat(2 * 1024 * 1024) } });
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

describe('security headers', () => {
  it('sends a strict policy and no CORS permission to other origins', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const other = await t.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['content-security-policy']).not.toBe(csp);
  });

  it('answers a cross-origin preflight without allowing it', async () => {
    const res = await t.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the route schemas, and its browser', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/all', '/api/newsletter/subscribe', '/api/health']));
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).not.toContain('/api/{*}');
    const ui = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
