import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_SECONDS } from '@mnch/shared';
import { createPageCache } from '../src/plugins/page-cache';

const url = (path: string) => new URL(path, 'http://site.example');

describe('the page cache of fixed-content pages', () => {
  it('keeps only GET requests of fixed-content pages without a query string, per host', () => {
    const cache = createPageCache();
    expect(cache.keyFor('GET', 'site.example', url('/about'))).toBe('site.example/about');
    expect(cache.keyFor('GET', 'other.example', url('/about'))).toBe('other.example/about');
    expect(cache.keyFor('HEAD', 'site.example', url('/about'))).toBeNull();
    expect(cache.keyFor('GET', 'site.example', url('/about?utm_source=x'))).toBeNull();
    expect(cache.keyFor('GET', 'site.example', url('/events'))).toBeNull();
    expect(cache.keyFor('GET', 'site.example', url('/'))).toBeNull();
  });

  it('answers with the page and a fresh nonce until it expires', () => {
    let now = 1_000;
    const cache = createPageCache(() => now);
    cache.set('k', { status: 200, headers: [['content-type', 'text/html']], body: '<script nonce="OLD+n/1=">x</script><p>OLD+n/1=</p>', nonce: 'OLD+n/1=' });
    expect(cache.get('k', 'NEW')).toEqual({ status: 200, headers: [['content-type', 'text/html']], body: '<script nonce="NEW">x</script><p>NEW</p>' });
    now += PAGE_CACHE_SECONDS * 1000 - 1;
    expect(cache.get('k', 'N2')?.body).toContain('nonce="N2"');
    now += 1;
    expect(cache.get('k', 'N3')).toBeNull();
  });
});
