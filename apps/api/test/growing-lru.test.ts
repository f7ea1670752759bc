import { describe, expect, it } from 'vitest';
import { growingLru } from '../src/lib/growing-lru';

describe('growingLru', () => {
  it('holds at most its number of entries, the least recently used going first', () => {
    const cache = growingLru<string, number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1);
    cache.get('a');
    cache.set('d', 1);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
    expect(cache.size).toBe(3);
  });

  it('forgets an entry when its time to live has passed', () => {
    let now = 1_000;
    const cache = growingLru<string, number>(10, { ttl: 500, perf: { now: () => now } });
    cache.set('a', 1);
    cache.set('b', 2, { ttl: 2_000 });
    now += 600;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });
});
