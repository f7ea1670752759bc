import { LRUCache } from 'lru-cache';

/**
 * An LRU cache of at most `entries` entries that takes memory as it fills. lru-cache sets aside every
 * slot of a cache given `max` when it is made (its key, value and link tables): the seventeen
 * per-process tables of up to 100,000 entries (counts, sign-in and reset limits) held about 40 MB from
 * the start, empty. Bounded by size instead, each entry counting one, it evicts the same way.
 */
export function growingLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  entries: number,
  options: Omit<LRUCache.Options<K, V, unknown>, 'max' | 'maxSize' | 'sizeCalculation'> = {},
): LRUCache<K, V> {
  return new LRUCache<K, V>({ ...options, maxSize: entries, sizeCalculation: () => 1 });
}
