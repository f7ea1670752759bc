import { rmSync } from 'node:fs';
import { expect, scriptsNamedIn, test } from './support/fixtures';
import { E2E_ADMIN, startServer } from './support/server';

test.describe('the server', () => {
  test('sends server-rendered HTML with the page text, title and description before any script runs', async ({ request }) => {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/text\/html/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const html = await res.text();
    const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(withoutScripts).toMatch(/<title>[^<]*About[^<]*<\/title>/i);
    expect(withoutScripts).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(withoutScripts).toMatch(/Who We Are/i);
    expect(withoutScripts).toMatch(/2013/);
  });

  test('gives every inline script the response nonce of a strict policy', async ({ request }) => {
    const res = await request.get('/');
    const csp = res.headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test('renders a fixed-content page once and answers from it with each response\'s own nonce', async ({ request }) => {
    const nonces: string[] = [];
    const caches: Array<string | undefined> = [];
    for (let i = 0; i < 3; i++) {
      const res = await request.get('/about');
      expect(res.status()).toBe(200);
      caches.push(res.headers()['x-page-cache']);
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])?.[1];
      const html = await res.text();
      expect(html).toContain('<title>');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(caches.slice(1)).toEqual(['hit', 'hit']);
    expect(new Set(nonces).size).toBe(3);
    // Pages with data, and any query string, are rendered for each request.
    expect((await request.get('/events')).headers()['x-page-cache']).toBeUndefined();
    expect((await request.get('/about?utm_source=e2e')).headers()['x-page-cache']).toBeUndefined();
  });

  test('caches hashed assets forever and keeps the home entry free of back-office code', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = scriptsNamedIn(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await request.get(src);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const js = await res.text();
      // Markers that only the back office contains.
      expect(js, src).not.toMatch(/QueryClientProvider|Administrators only|Signing in\.\.\.|bulk-status/);
    }
  });

  test('compresses pages and assets: brotli or gzip as the browser asks, assets compressed at build time', async ({ request }) => {
    for (const encoding of ['br', 'gzip']) {
      const page = await request.get('/about', { headers: { 'Accept-Encoding': encoding } });
      expect(page.headers()['content-encoding'], `page ${encoding}`).toBe(encoding);
      expect(await page.text()).toContain('</html>');
    }
    const html = await (await request.get('/')).text();
    const src = scriptsNamedIn(html).find((s) => /^\/assets\/entry\.client-/.test(s));
    expect(src).toBeTruthy();
    const br = await request.get(src!, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request.get(src!, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await br.text()).toBe(await plain.text());
  });

  test('renders /login and /admin on the client only', async ({ request }) => {
    for (const path of ['/login', '/admin', '/admin/users']) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = (await res.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      expect(html, path).not.toMatch(/Signing in|Sign In|Dashboard|Log out/);
    }
  });

  test('answers unknown pages with a 404 page and unknown API paths with JSON', async ({ request }) => {
    const page = await request.get('/no-such-page');
    expect(page.status()).toBe(404);
    expect(await page.text()).toMatch(/not found/i);
    const api = await request.get('/api/no-such-thing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });

  test('answers a page address holding NUL (/article/%00) with the 404 page, never a 502, and its API call with 400', async ({ request }) => {
    for (const path of ['/article/%00', '/article/news%00', '/article/x?project=%00']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('Article not found');
      expect(html, path).toContain('Back to News');
    }
    const api = await request.get('/api/articles/by-slug/%00');
    expect(api.status()).toBe(400);
    expect((await api.json()).message).toMatch(/NUL/);
  });

  test('keeps users and subscribers across a restart, and shuts down cleanly on SIGTERM', async () => {
    test.setTimeout(90_000);
    const first = await startServer({ env: { ADMIN_PASSWORD: 'Restart-pass-1' } });
    try {
      const sub = await fetch(`${first.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'keep@e2e.example.org' }) });
      expect(sub.status).toBe(202);
      expect(await first.stop('SIGTERM')).toBe(0);

      const second = await startServer({ dataDir: first.dataDir, env: { ADMIN_PASSWORD: 'Restart-pass-1' } });
      try {
        const again = await fetch(`${second.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'keep@e2e.example.org' }) });
        expect(again.status).toBe(202);
        const login = await fetch(`${second.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: E2E_ADMIN.email, password: 'Restart-pass-1' }) });
        expect(login.status).toBe(200);
        const token = (await login.json()).data.tokens.accessToken;
        const list = await fetch(`${second.url}/api/users/all?role=viewer`, { headers: { authorization: `Bearer ${token}` } });
        // Kept across the restart, and subscribing again made no second row.
        expect((await list.json()).data.total).toBe(1);
        expect(second.output()).not.toMatch(/password:/);
      } finally {
        expect(await second.stop('SIGTERM')).toBe(0);
      }
    } finally {
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test('refuses to start with a clear message on a bad setting', async () => {
    await expect(startServer({ env: { TOKEN_TTL: 'forever' } })).rejects.toThrow(/TOKEN_TTL: must be/);
  });
});
