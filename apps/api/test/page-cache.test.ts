import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_CONTENT_PAGES, PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_SECONDS } from '@mnch/shared';
import { createPageCache } from '../src/plugins/page-cache';
import { createTestApp, type TestApp } from './helpers';

const url = (path: string) => new URL(path, 'http://site.example');

describe('the page cache of fixed-content pages', () => {
  it('keeps only GET requests of fixed-content pages without a query string, by path alone', () => {
    const cache = createPageCache();
    expect(cache.keyFor('GET', url('/about'))).toBe('/about');
    expect(cache.keyFor('GET', new URL('/about', 'http://other.example'))).toBe('/about');
    expect(cache.keyFor('HEAD', url('/about'))).toBeNull();
    expect(cache.keyFor('GET', url('/about?utm_source=x'))).toBeNull();
    expect(cache.keyFor('GET', url('/events'))).toBeNull();
    expect(cache.keyFor('GET', url('/'))).toBeNull();
  });

  it('answers with the page and a fresh nonce until it expires', () => {
    let now = 1_000;
    const cache = createPageCache(() => now);
    cache.set('k', { status: 200, headers: [['content-type', 'text/html']], body: '<script nonce="OLD+n/1=">x</script><p>OLD+n/1=</p>', nonce: 'OLD+n/1=' });
    expect(cache.get('k', 'NEW')).toEqual({ status: 200, headers: [['content-type', 'text/html']], body: '<script nonce="NEW">x</script><p>NEW</p>' });
    now += PAGE_CACHE_SECONDS * 1000;
    expect(cache.get('k', 'N2')?.body).toContain('nonce="N2"');
    now += 1;
    expect(cache.get('k', 'N3')).toBeNull();
  });

  it(`never holds more than PAGE_CACHE_MAX_ENTRIES (${PAGE_CACHE_MAX_ENTRIES}) pages, however many keys are set`, () => {
    const cache = createPageCache();
    for (let i = 0; i < 10_000; i++) cache.set(`/page-${i}`, { status: 200, headers: [], body: `page ${i}`, nonce: '' });
    expect(cache.size).toBe(PAGE_CACHE_MAX_ENTRIES);
    expect(cache.get('/page-9999', 'n')?.body).toBe('page 9999');
    expect(cache.get('/page-0', 'n')).toBeNull();
  });
});

// The rendered pages themselves (needs the web build: `npm run build`, which `npm test` runs first).
describe('fixed-content pages asked for with 10,000 different Host headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '4321' }, { web: true });
  });
  afterAll(() => t.close());

  it('keep the cache within its bound and never name any of those hosts (canonical, og:url, anywhere in the page)', async () => {
    const origin = 'http://localhost:4321';
    const pages = FIXED_CONTENT_PAGES;
    const misses: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const host = `h${i}.attacker.example`;
      const path = pages[i % pages.length]!;
      const res = await t.inject({ method: 'GET', url: path, headers: { host } });
      expect(res.statusCode, path).toBe(200);
      expect(res.body.includes(host), `${path} for ${host} names that host`).toBe(false);
      expect(res.body.includes('attacker.example'), `${path} for ${host}`).toBe(false);
      if (i < pages.length) {
        expect(res.body, path).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
        expect(res.body, path).toContain(`<meta property="og:url" content="${origin}${path}"/>`);
      }
      if (res.headers['x-page-cache'] === 'miss') misses.push(path);
    }
    const cache = t.app.pageCache!;
    expect(cache.size).toBeLessThanOrEqual(PAGE_CACHE_MAX_ENTRIES);
    expect(cache.size).toBe(pages.length);
    // One rendering per page: every later host was served from the same entry.
    expect(misses.sort()).toEqual([...pages].sort());
  }, 300_000);

  it('gives the sitemap, RSS and robots.txt the configured origin, not the Host header', async () => {
    for (const path of ['/sitemap.xml', '/rss.xml', '/robots.txt']) {
      const res = await t.inject({ method: 'GET', url: path, headers: { host: 'evil.attacker.example' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('attacker.example');
      expect(res.body, path).toContain('http://localhost:4321/');
    }
  });
});
