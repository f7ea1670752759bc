import { SOCIAL_MESSAGES, TWEET_CACHE_MS, TWITTER_USERNAME_PATTERN, type Tweet } from '@mnch/shared';
import { HttpError, badRequest } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { normaliseTweets } from './normalise';

/** Usernames whose tweets are kept at most (the oldest entry leaves first). */
const MAX_CACHED_USERS = 100;
/** Upstream answers larger than this are refused. */
const MAX_UPSTREAM_BYTES = 2 * 1024 * 1024;

export interface SocialServiceOptions {
  /** The clock in milliseconds (tests move it forward). */
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Tweets from the configured feed (config.socialFeedUrl), cached per user name in memory for
 * 15 minutes. When the feed fails, the last good answer is served however old it is; without one
 * the caller gets 502. Without a configured feed every call is 503: the site works without one.
 */
export function createSocialService({ config }: ServiceDeps, options: SocialServiceOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const cache = new Map<string, { tweets: Tweet[]; fetchedAt: number }>();
  const inFlight = new Map<string, Promise<Tweet[]>>();

  async function fetchTweets(feedUrl: string, username: string): Promise<Tweet[]> {
    const url = new URL(feedUrl);
    url.searchParams.set('username', username);
    const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`feed answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_UPSTREAM_BYTES) throw new Error('feed answer too large');
    const body = await response.text();
    if (body.length > MAX_UPSTREAM_BYTES) throw new Error('feed answer too large');
    const tweets = normaliseTweets(JSON.parse(body), username);
    if (!tweets) throw new Error('feed answer has an unknown shape');
    return tweets;
  }

  function remember(key: string, tweets: Tweet[]) {
    cache.delete(key);
    cache.set(key, { tweets, fetchedAt: now() });
    while (cache.size > MAX_CACHED_USERS) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  }

  return {
    async tweets(requested?: string): Promise<Tweet[]> {
      const feedUrl = config.socialFeedUrl;
      if (!feedUrl) throw new HttpError(503, SOCIAL_MESSAGES.notConfigured);
      const username = (requested || config.publicConfig.twitterUsername || '').replace(/^@/, '');
      if (!username) throw badRequest(SOCIAL_MESSAGES.usernameRequired, [{ field: 'username', message: SOCIAL_MESSAGES.usernameRequired }]);
      if (!TWITTER_USERNAME_PATTERN.test(username)) {
        throw badRequest(SOCIAL_MESSAGES.usernameInvalid, [{ field: 'username', message: SOCIAL_MESSAGES.usernameInvalid }]);
      }
      const key = username.toLowerCase();
      const cached = cache.get(key);
      if (cached && now() - cached.fetchedAt < TWEET_CACHE_MS) return cached.tweets;

      // Concurrent callers for the same user share one upstream request.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchTweets(feedUrl, username).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        const tweets = await pending;
        remember(key, tweets);
        return tweets;
      } catch {
        const stale = cache.get(key);
        if (stale) return stale.tweets;
        throw new HttpError(502, SOCIAL_MESSAGES.loadFailed);
      }
    },

    /** Forgets every cached answer. */
    clear() {
      cache.clear();
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
