import { STORAGE_KEYS, TWEET_CACHE_MS, type Tweet } from '@mnch/shared';

interface CachedTweets {
  tweets: Tweet[];
  timestamp: number;
}

/**
 * The tweets kept in localStorage under `tweets` with the time they were fetched: used for
 * 15 minutes, and only when the stored list is not empty.
 */
export function readCachedTweets(storage: Pick<Storage, 'getItem'>, now: number): Tweet[] | null {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.tweets);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as Partial<CachedTweets>;
    if (!Array.isArray(cached.tweets) || cached.tweets.length === 0) return null;
    if (typeof cached.timestamp !== 'number' || now - cached.timestamp >= TWEET_CACHE_MS || cached.timestamp > now) return null;
    return cached.tweets;
  } catch {
    return null;
  }
}

export function writeCachedTweets(storage: Pick<Storage, 'setItem'>, tweets: Tweet[], now: number): void {
  try {
    storage.setItem(STORAGE_KEYS.tweets, JSON.stringify({ tweets, timestamp: now } satisfies CachedTweets));
  } catch {
    // Storage full or blocked: the feed still shows, it is just fetched again next time.
  }
}
