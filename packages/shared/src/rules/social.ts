/**
 * The social feed: texts, limits and checks without zod, so that a page can use them without loading the schemas
 * (the first-load budget: docs/decisions/0012-first-load-javascript-budget.md). The schemas in ../schemas/social.ts build on them.
 */

/** Social feed (the latest posts on the home page): configurable, and it fails gracefully when unset or down. */

export const SOCIAL_MESSAGES = {
  loadFailed: 'Failed to load tweets.',
  empty: 'No tweets to show.',
  loading: 'Loading tweets...',
  usernameInvalid: 'The username must be 1 to 15 letters, digits or underscores',
  usernameRequired: 'A username is required',
} as const;

/** An X/Twitter user name without the @. */
export const TWITTER_USERNAME_PATTERN = /^\w{1,15}$/;
/** Requests per minute and client for GET /api/social/tweets and /api/social/youtube (they are cached, so generous). */
export const SOCIAL_FEED_RATE_LIMIT = 60;
/** At most this many tweets are kept per user. */
export const SOCIAL_FEED_MAX_TWEETS = 50;
