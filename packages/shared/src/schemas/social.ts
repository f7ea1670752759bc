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

/** GET /social/tweets: the latest posts, newest first. */
export const tweetsSchema = z.array(tweetSchema);
