import { growingLru } from './growing-lru';
import { siteDay } from '@mnch/shared';

/** The site zone's day of `date` (e.g. 2031-06-01; SITE_TIME_ZONE) and the milliseconds left in it. */
export function dayOf(date: Date): { day: string; msLeft: number } {
  const { date: day, end } = siteDay(date);
  return { day, msLeft: end - date.getTime() };
}

/**
 * Counts things per key and day (of the site's time zone), in memory and per process: `add(key)`
 * answers how many times the key was added today, this one included. An entry is forgotten when its day ends, and past `max`
 * entries the least recently used go first, so memory stays bounded whatever callers send (a forgotten
 * key simply counts from one again). With several processes each keeps its own tallies.
 */
export function createDailyTally(options: { max: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const counts = growingLru<string, number>(options.max);
  return {
    add(key: string): number {
      const { day, msLeft } = dayOf(now());
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
