import { LRUCache } from 'lru-cache';

const DAY_MS = 86_400_000;

/** The UTC day of `date` (e.g. 2031-06-01) and the milliseconds left in it. */
export function utcDay(date: Date): { day: string; msLeft: number } {
  const start = Math.floor(date.getTime() / DAY_MS) * DAY_MS;
  return { day: new Date(start).toISOString().slice(0, 10), msLeft: start + DAY_MS - date.getTime() };
}

/**
 * Counts things per key and UTC day, in memory and per process: `add(key)` answers how many times the
 * key was added today, this one included. An entry is forgotten when its day ends, and past `max`
 * entries the least recently used go first, so memory stays bounded whatever callers send (a forgotten
 * key simply counts from one again). With several processes each keeps its own tallies.
 */
export function createDailyTally(options: { max: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const counts = new LRUCache<string, number>({ max: options.max });
  return {
    add(key: string): number {
      const { day, msLeft } = utcDay(now());
      const dayKey = `${day}|${key}`;
      const n = (counts.get(dayKey) ?? 0) + 1;
      counts.set(dayKey, n, { ttl: Math.max(1, msLeft) });
      return n;
    },
    /** Entries held now (at most `max`). */
    get size() {
      return counts.size;
    },
  };
}

export type DailyTally = ReturnType<typeof createDailyTally>;
