import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, scriptsNamedIn, test } from './support/fixtures';
import { E2E_ADMIN, startServer } from './support/server';

/** POSTs `body` to `url` as JSON. */
function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

test.describe('the server', () => {
  test('sends server-rendered HTML with the page text, title and description before any script runs', async ({ request }) => {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/text\/html/);
    expect(res.headers()['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
    const html = await res.text();
    const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(withoutScripts).toMatch(/<title>[^<]*About[^<]*<\/title>/i);
    expect(withoutScripts).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(withoutScripts).toMatch(/Who We Are/i);
    expect(withoutScripts).toMatch(/2013/);
  });

  test('allows each inline script of a page by its hash in a strict policy, with no nonce', async ({ request }) => {
    // A page served as islands has no inline script (its one script is the islands' entry); React
    // Router's pages (the sign-in page) have several.
    let inlineScripts = 0;
    for (const path of ['/', '/login']) {
      const res = await request.get(path);
      const csp = res.headers()['content-security-policy'];
      expect(csp).not.toMatch(/nonce-|unsafe-inline[^;]*;?\s*script|script-src[^;]*unsafe-inline/);
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[2]!,
      );
      inlineScripts += inline.length;
      for (const text of inline) expect(csp, path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    expect(inlineScripts).toBeGreaterThan(0);
  });

  test('renders a public page once and answers from it, whatever parameters no page reads', async ({ request }) => {
    for (const path of ['/about', '/events', '/research?q=care']) {
      const caches: Array<string | undefined> = [];
      const bodies: string[] = [];
      for (const suffix of ['', `${path.includes('?') ? '&' : '?'}utm_source=e2e`, `${path.includes('?') ? '&' : '?'}fbclid=x`]) {
        const res = await request.get(path + suffix);
        expect(res.status()).toBe(200);
        caches.push(res.headers()['x-page-cache']);
        bodies.push(await res.text());
      }
      expect(caches.slice(1), path).toEqual(['hit', 'hit']);
      expect(new Set(bodies).size, path).toBe(1);
    }
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
    // The home page's one script: the islands' entry.
    const src = scriptsNamedIn(html).find((s) => /^\/assets\/islands\/islands-/.test(s));
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

  test('answers a page address holding NUL (/article/%00) with the 404 page, never a 502, and its API call with 400', async ({
    request,
  }) => {
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
      const sub = await postJson(`${first.url}/api/newsletter/subscribe`, { email: 'keep@e2e.example.org' });
      expect(sub.status).toBe(202);
      expect(await first.stop('SIGTERM')).toBe(0);

      const second = await startServer({ dataDir: first.dataDir, env: { ADMIN_PASSWORD: 'Restart-pass-1' } });
      try {
        const again = await postJson(`${second.url}/api/newsletter/subscribe`, { email: 'keep@e2e.example.org' });
        expect(again.status).toBe(202);
        const login = await postJson(`${second.url}/api/auth/login`, { email: E2E_ADMIN.email, password: 'Restart-pass-1' });
        expect(login.status).toBe(200);
        const token = (await login.json()).data.tokens.accessToken;
        const list = await fetch(`${second.url}/api/subscribers?search=keep%40e2e.example.org`, {
          headers: { authorization: `Bearer ${token}` },
        });
        // Kept across the restart, and subscribing again made no second row.
        const kept = await list.json();
        expect(kept.pagination.total).toBe(1);
        expect(kept.subscribers[0]).toMatchObject({ email: 'keep@e2e.example.org', status: 'pending' });
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
