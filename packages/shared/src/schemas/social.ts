import { z } from 'zod';

export const tweetsQuerySchema = z.object({
  username: z.string().trim().max(100).optional(),
});

export const tweetAuthorSchema = z.object({
  name: z.string(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
});

export const tweetSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
  author: tweetAuthorSchema,
});
export type Tweet = z.infer<typeof tweetSchema>;

/**
 * GET /social/tweets: the latest posts, newest first. `configured: false` (and no tweets) when the site
 * has no feed (SOCIAL_FEED_URL): a setting, not a failure.
 */
export const tweetsSchema = z.object({
  configured: z.boolean(),
  tweets: z.array(tweetSchema),
});
export type TweetsAnswer = z.infer<typeof tweetsSchema>;

export const youtubeVideoSchema = z.object({
  /** The video's id: https://www.youtube.com/watch?v=<id>. */
  id: z.string().regex(/^[\w-]{6,20}$/),
  title: z.string(),
  /** When it was published (ISO 8601), or '' when the feed does not say. */
  published: z.string(),
});
export type YouTubeVideo = z.infer<typeof youtubeVideoSchema>;

/**
 * GET /social/youtube: the configured channel's latest video. `configured: false` (no video) when no
 * channel is set (YOUTUBE_CHANNEL_ID); `video: null` when the channel has none, or its feed could not be
 * read and nothing is cached (the page then plays the channel's uploads).
 */
export const youtubeLatestSchema = z.object({
  configured: z.boolean(),
  video: youtubeVideoSchema.nullable(),
});
export type YouTubeLatest = z.infer<typeof youtubeLatestSchema>;
