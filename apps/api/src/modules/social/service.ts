import {
  SOCIAL_MESSAGES,
  TWEET_CACHE_MS,
  TWITTER_USERNAME_PATTERN,
  type Tweet,
  type TweetsAnswer,
  type YouTubeLatest,
  type YouTubeVideo,
} from '@mnch/shared';
import { HttpError, badRequest } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { normaliseTweets } from './normalise';
import { latestVideo } from './youtube';

/** After a failed read of the video feed with nothing cached, how long before it is read again. */
const VIDEO_RETRY_MS = 60_000;

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
 * 15 minutes, and the configured channel's latest video from YouTube's feed (config.youtubeFeedUrl,
 * publicConfig.youtubeChannelId), cached the same way. When a feed fails, the last good answer is
 * served however old it is; without one the caller gets 502 for tweets, and no video (the page then plays
 * the channel's uploads) for YouTube. Without a configured feed or channel the
 * answer says so (`configured: false`): the site works without them, so that is not an error.
 */
export function createSocialService({ config }: ServiceDeps, options: SocialServiceOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const cache = new Map<string, { tweets: Tweet[]; fetchedAt: number }>();
  const inFlight = new Map<string, Promise<Tweet[]>>();
  /** The last answer about the channel's latest video, and until when it is used without asking again. */
  let video: { video: YouTubeVideo | null; channelId: string; freshUntil: number } | undefined;
  let videoInFlight: Promise<YouTubeVideo | null> | undefined;

  async function fetchText(url: URL, accept: string): Promise<string> {
    const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept } });
    if (!response.ok) throw new Error(`feed answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_UPSTREAM_BYTES) throw new Error('feed answer too large');
    const body = await response.text();
    if (body.length > MAX_UPSTREAM_BYTES) throw new Error('feed answer too large');
    return body;
  }

  async function fetchTweets(feedUrl: string, username: string): Promise<Tweet[]> {
    const url = new URL(feedUrl);
    url.searchParams.set('username', username);
    const tweets = normaliseTweets(JSON.parse(await fetchText(url, 'application/json')), username);
    if (!tweets) throw new Error('feed answer has an unknown shape');
    return tweets;
  }

  async function fetchLatestVideo(channelId: string): Promise<YouTubeVideo | null> {
    const url = new URL(config.youtubeFeedUrl);
    url.searchParams.set('channel_id', channelId);
    const latest = latestVideo(await fetchText(url, 'application/atom+xml, application/xml, text/xml'));
    if (!latest) throw new Error('feed answer is not a video feed');
    return latest.video;
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
    async tweets(requested?: string): Promise<TweetsAnswer> {
      const feedUrl = config.socialFeedUrl;
      if (!feedUrl) return { configured: false, tweets: [] };
      const username = (requested || config.publicConfig.twitterUsername || '').replace(/^@/, '');
      if (!username) throw badRequest(SOCIAL_MESSAGES.usernameRequired, [{ field: 'username', message: SOCIAL_MESSAGES.usernameRequired }]);
      if (!TWITTER_USERNAME_PATTERN.test(username)) {
        throw badRequest(SOCIAL_MESSAGES.usernameInvalid, [{ field: 'username', message: SOCIAL_MESSAGES.usernameInvalid }]);
      }
      const key = username.toLowerCase();
      const cached = cache.get(key);
      if (cached && now() - cached.fetchedAt < TWEET_CACHE_MS) return { configured: true, tweets: cached.tweets };

      // Concurrent callers for the same user share one upstream request.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchTweets(feedUrl, username).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        const tweets = await pending;
        remember(key, tweets);
        return { configured: true, tweets };
      } catch {
        const stale = cache.get(key);
        if (stale) return { configured: true, tweets: stale.tweets };
        throw new HttpError(502, SOCIAL_MESSAGES.loadFailed);
      }
    },

    /** The configured channel's newest video (YouTube's channel feed needs no key). */
    async youtube(): Promise<YouTubeLatest> {
      const channelId = config.publicConfig.youtubeChannelId;
      if (!channelId) return { configured: false, video: null };
      const cached = video?.channelId === channelId ? video : undefined;
      if (cached && now() < cached.freshUntil) return { configured: true, video: cached.video };
      videoInFlight ??= fetchLatestVideo(channelId).finally(() => (videoInFlight = undefined));
      try {
        const latest = await videoInFlight;
        video = { video: latest, channelId, freshUntil: now() + TWEET_CACHE_MS };
        return { configured: true, video: latest };
      } catch {
        if (cached) return { configured: true, video: cached.video };
        // Nothing to show: the page plays the channel's uploads instead, so this is no error for the
        // browser to log. Asked again in a minute, not on every visit.
        video = { video: null, channelId, freshUntil: now() + VIDEO_RETRY_MS };
        return { configured: true, video: null };
      }
    },

    /** Forgets every cached answer. */
    clear() {
      cache.clear();
      video = undefined;
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
