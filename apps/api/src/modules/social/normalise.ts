import { z } from 'zod';
import { SOCIAL_FEED_MAX_TWEETS, type Tweet } from '@mnch/shared';

/**
 * Turns what the configured feed sends into `Tweet`s. Two shapes are accepted: a list of tweets with
 * their author (`[{ id, text, created_at, author }]`) or the X/Twitter API v2 answer
 * (`{ data: [{ id, text, created_at, author_id }], includes: { users: [...] } }`). Entries that are not
 * tweets are skipped; anything else is an upstream error (null).
 */
const id = z.union([z.string().trim().min(1).max(100), z.number()]).transform(String);
const text = (max: number) => z.string().transform((s) => s.slice(0, max));
const user = z.object({
  id: id.nullish(),
  name: text(200).nullish(),
  username: text(100).nullish(),
  profile_image_url: text(2048).nullish(),
});
type User = z.infer<typeof user>;
const tweet = z.object({
  id,
  text: text(10_000),
  created_at: text(64).nullish(),
  author: user.nullish(),
  author_id: id.nullish(),
});
type RawTweet = z.infer<typeof tweet>;

const isoOrAsIs = (value: string | null | undefined) => {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

function toTweet(raw: RawTweet, author: User | undefined, username: string): Tweet {
  return {
    id: raw.id,
    text: raw.text,
    created_at: isoOrAsIs(raw.created_at),
    author: {
      name: author?.name || author?.username || username,
      username: author?.username || username,
      profile_image_url: author?.profile_image_url || null,
    },
  };
}

function parseEach<T>(schema: z.ZodType<T>, items: unknown[]): T[] {
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

export function normaliseTweets(body: unknown, username: string): Tweet[] | null {
  let tweets: Tweet[];
  if (Array.isArray(body)) {
    tweets = parseEach(tweet, body).map((t) => toTweet(t, t.author ?? undefined, username));
  } else if (body && typeof body === 'object') {
    const v2 = body as { data?: unknown; includes?: { users?: unknown }; meta?: unknown; errors?: unknown };
    if (Array.isArray(v2.data)) {
      const users = Array.isArray(v2.includes?.users) ? parseEach(user, v2.includes.users) : [];
      const byId = new Map(users.flatMap((u) => (u.id ? [[u.id, u] as const] : [])));
      tweets = parseEach(tweet, v2.data).map((t) => toTweet(t, (t.author_id && byId.get(t.author_id)) || t.author || undefined, username));
    } else if (v2.data === undefined && v2.meta && !v2.errors) {
      // API v2 leaves `data` out when there are no tweets.
      tweets = [];
    } else {
      return null;
    }
  } else {
    return null;
  }
  return tweets.slice(0, SOCIAL_FEED_MAX_TWEETS);
}
