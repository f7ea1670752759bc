import { growingLru } from './growing-lru';
import { siteDay, siteTimeZone } from '@mnch/shared';

/** The last day `dayOf` worked out, in its zone: most calls fall in it, and cost two comparisons. */
let known: { zone: string; day: string; start: number; end: number } | null = null;

/**
 * The site zone's day of `date` (e.g. 2031-06-01; SITE_TIME_ZONE) and the milliseconds left in it.
 * Worked out with Intl (siteDay) only when `date` falls outside the last day found, or the zone changed:
 * every counted read and view asks, several times a request.
 */
export function dayOf(date: Date): { day: string; msLeft: number } {
  const at = date.getTime();
  const zone = siteTimeZone();
  if (!known || known.zone !== zone || at < known.start || at >= known.end) {
    const { date: day, start, end } = siteDay(at);
    known = { zone, day, start, end };
  }
  return { day: known.day, msLeft: known.end - at };
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
    /** Whether the key was added today (nothing is added): a cheap look before `add` on a hot path. */
    seen(key: string): boolean {
      return counts.has(`${dayOf(now()).day}|${key}`);
    },
    /** Entries held now (at most `max`). */
    get size() {
      return counts.size;
    },
  };
}

export type DailyTally = ReturnType<typeof createDailyTally>;
