import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSocialService } from '../src/modules/social/service';
import { createTestApp, type TestApp } from './helpers';

/** A stand-in for the configured feed: answers what `reply` says and counts the calls. */
let server: Server;
let feedUrl: string;
let videoFeedUrl: string;
let calls: Array<{ username: string | null }> = [];
let reply: (req: IncomingMessage) => { status?: number; body?: unknown; raw?: string; hang?: boolean } = () => ({ body: [] });
/** What the stand-in for YouTube's channel feed (/videos.xml) answers, and the channels it was asked for. */
let videoReply: () => { status?: number; raw: string } = () => ({ raw: videoFeed([]) });
let videoCalls: Array<string | null> = [];

/** A channel feed as YouTube writes it (trimmed): the newest entry first. */
const videoFeed = (entries: Array<{ id: string; title: string; published?: string }>) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=UCtest"/>
 <yt:channelId>UCtest</yt:channelId>
 <title>MNCH Centre</title>
 ${entries
   .map(
     (e) => `<entry>
  <id>yt:video:${e.id}</id>
  <yt:videoId>${e.id}</yt:videoId>
  <title>${e.title}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${e.id}"/>
  <published>${e.published ?? '2025-05-01T09:00:00+00:00'}</published>
  <media:group><media:title>${e.title}</media:title></media:group>
 </entry>`,
   )
   .join('\n')}
</feed>`;

const flatTweets = (username: string) => [
  {
    id: '1001',
    text: 'New <b>policy brief</b> on newborn care',
    created_at: '2025-03-01T10:00:00.000Z',
    author: { name: 'MNCH Centre', username, profile_image_url: 'https://pbs.twimg.com/profile_images/1/a.jpg' },
  },
  { id: 1002, text: 'Second tweet', created_at: '2025-02-28T09:00:00Z', author: { name: 'MNCH Centre', username } },
  { text: 'no id: skipped' },
];
const v2Tweets = {
  data: [
    { id: '2001', text: 'From the v2 API', created_at: '2025-03-02T08:30:00.000Z', author_id: '42', edit_history_tweet_ids: ['2001'] },
    { id: '2002', text: 'Unknown author', created_at: 'Sun Mar 02 07:00:00 +0000 2025', author_id: '7' },
  ],
  includes: {
    users: [{ id: '42', name: 'Centre Account', username: 'CentreAccount', profile_image_url: 'https://pbs.twimg.com/p/42.jpg' }],
  },
  meta: { result_count: 2 },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/videos.xml') {
      videoCalls.push(url.searchParams.get('channel_id'));
      const answer = videoReply();
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/atom+xml; charset=UTF-8' });
      res.end(answer.raw);
      return;
    }
    calls.push({ username: url.searchParams.get('username') });
    const answer = reply(req);
    if (answer.hang) return; // never answers
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(answer.raw ?? JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tweets`;
  videoFeedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/videos.xml`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
  calls = [];
  videoCalls = [];
});

const get = (app: TestApp, query = '') => app.inject({ method: 'GET', url: `/api/social/tweets${query}` });

/** A tweet as GET /api/social/tweets answers it; `author`: its name, username and profile image. */
const tweet = (id: string, text: string, created_at: string, [name, username, profile_image_url]: [string, string, string | null]) => ({
  id,
  text,
  created_at,
  author: { name, username, profile_image_url },
});

describe('GET /api/social/tweets and /youtube without a configured feed or channel', () => {
  it('answer 200 saying so: a setting, not a failure', async () => {
    const app = await createTestApp({ YOUTUBE_FEED_URL: videoFeedUrl });
    try {
      for (const query of ['', '?username=someone']) {
        const res = await get(app, query);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ configured: false, tweets: [] });
      }
      const res = await app.inject({ method: 'GET', url: '/api/social/youtube' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ configured: false, video: null });
      expect(calls).toHaveLength(0);
      expect(videoCalls).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/social/youtube with a channel', () => {
  let t: TestApp;
  const youtube = () => t.inject({ method: 'GET', url: '/api/social/youtube' });
  beforeAll(async () => {
    t = await createTestApp({ YOUTUBE_CHANNEL_ID: 'UCtestChannel', YOUTUBE_FEED_URL: videoFeedUrl });
  });
  afterAll(() => t.close());

  it('answers the newest video of the channel feed, cached for 15 minutes; stale when the feed fails later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-01T12:00:00Z'));
    videoReply = () => ({
      raw: videoFeed([
        { id: 'abcDEF_12-3', title: 'Kangaroo care &amp; newborn survival', published: '2025-05-02T10:00:00+00:00' },
        { id: 'older000001', title: 'An older video' },
      ]),
    });
    const first = await youtube();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      configured: true,
      video: { id: 'abcDEF_12-3', title: 'Kangaroo care & newborn survival', published: '2025-05-02T10:00:00.000Z' },
    });
    expect(videoCalls).toEqual(['UCtestChannel']);

    vi.setSystemTime(new Date('2030-03-01T12:14:59Z'));
    expect((await youtube()).json()).toEqual(first.json());
    expect(videoCalls).toHaveLength(1);

    // Expired, and the feed is down: the last good answer.
    vi.setSystemTime(new Date('2030-03-01T12:15:00Z'));
    videoReply = () => ({ status: 500, raw: 'down' });
    const stale = await youtube();
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    expect(videoCalls).toHaveLength(2);

    // Back: the new newest video.
    vi.setSystemTime(new Date('2030-03-01T12:16:00Z'));
    videoReply = () => ({ raw: videoFeed([{ id: 'newest00001', title: '<![CDATA[Training day]]>' }]) });
    expect((await youtube()).json()).toMatchObject({ configured: true, video: { id: 'newest00001', title: 'Training day' } });
  });

  it('answers video null for a channel without videos, and for a failing feed with nothing cached (asked again a minute later)', async () => {
    t.app.services.social.clear();
    videoReply = () => ({ raw: videoFeed([]) });
    expect((await youtube()).json()).toEqual({ configured: true, video: null });

    vi.useFakeTimers({ toFake: ['Date'] });
    for (const answer of [{ status: 404, raw: 'not found' }, { raw: '<html>not a feed</html>' }]) {
      t.app.services.social.clear();
      videoCalls = [];
      vi.setSystemTime(new Date('2030-04-01T12:00:00Z'));
      videoReply = () => answer;
      // No error for the browser to log: the page plays the channel's uploads instead.
      const res = await youtube();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ configured: true, video: null });
      vi.setSystemTime(new Date('2030-04-01T12:00:59Z'));
      await youtube();
      expect(videoCalls).toHaveLength(1);
      vi.setSystemTime(new Date('2030-04-01T12:01:00Z'));
      videoReply = () => ({ raw: videoFeed([{ id: 'backagain01', title: 'Back again' }]) });
      expect((await youtube()).json()).toMatchObject({ configured: true, video: { id: 'backagain01' } });
      expect(videoCalls).toHaveLength(2);
    }
  });
});

describe('GET /api/social/tweets with a feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SOCIAL_FEED_URL: feedUrl, TWITTER_USERNAME: 'DefaultCentre' });
  });
  afterAll(() => t.close());

  it('normalises a list of tweets with their authors; the default username is the configured one', async () => {
    reply = (req) => ({ body: flatTweets(new URL(req.url!, 'http://x').searchParams.get('username')!) });
    const res = await get(t);
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([{ username: 'DefaultCentre' }]);
    expect(res.json().configured).toBe(true);
    expect(res.json().tweets).toEqual([
      tweet('1001', 'New <b>policy brief</b> on newborn care', '2025-03-01T10:00:00.000Z', [
        'MNCH Centre',
        'DefaultCentre',
        'https://pbs.twimg.com/profile_images/1/a.jpg',
      ]),
      tweet('1002', 'Second tweet', '2025-02-28T09:00:00.000Z', ['MNCH Centre', 'DefaultCentre', null]),
    ]);
  });

  it('normalises the X API v2 shape (data + includes.users)', async () => {
    reply = () => ({ body: v2Tweets });
    const res = await get(t, '?username=CentreAccount');
    expect(res.statusCode).toBe(200);
    expect(res.json().tweets).toEqual([
      tweet('2001', 'From the v2 API', '2025-03-02T08:30:00.000Z', ['Centre Account', 'CentreAccount', 'https://pbs.twimg.com/p/42.jpg']),
      tweet('2002', 'Unknown author', '2025-03-02T07:00:00.000Z', ['CentreAccount', 'CentreAccount', null]),
    ]);
    reply = () => ({ body: { meta: { result_count: 0 } } });
    const empty = await get(t, '?username=NobodyTweets');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ configured: true, tweets: [] });
  });

  it('caches per username for 15 minutes, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
    let version = 1;
    reply = () => ({
      body: [
        {
          id: String(version),
          text: `version ${version}`,
          created_at: '2030-01-01T11:00:00Z',
          author: { name: 'C', username: 'cached_user' },
        },
      ],
    });

    const first = await get(t, '?username=cached_user');
    expect(first.json().tweets[0].text).toBe('version 1');
    expect(calls).toHaveLength(1);

    version = 2;
    vi.setSystemTime(new Date('2030-01-01T12:14:59Z'));
    const second = await get(t, '?username=Cached_User');
    expect(second.json().tweets[0].text).toBe('version 1');
    expect(calls).toHaveLength(1);

    // Another user has its own entry.
    await get(t, '?username=other_user');
    expect(calls).toHaveLength(2);

    vi.setSystemTime(new Date('2030-01-01T12:15:00Z'));
    const third = await get(t, '?username=cached_user');
    expect(third.json().tweets[0].text).toBe('version 2');
    expect(calls).toHaveLength(3);
  });

  it('asks upstream once for concurrent requests', async () => {
    reply = () => ({ body: flatTweets('burst_user') });
    const results = await Promise.all(Array.from({ length: 5 }, () => get(t, '?username=burst_user')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(calls).toHaveLength(1);
  });

  it('serves the stale answer when the feed fails later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-02-01T12:00:00Z'));
    reply = () => ({ body: flatTweets('stale_user') });
    const fresh = await get(t, '?username=stale_user');
    expect(fresh.statusCode).toBe(200);

    vi.setSystemTime(new Date('2030-02-01T13:00:00Z'));
    reply = () => ({ status: 500, body: { error: 'down' } });
    const stale = await get(t, '?username=stale_user');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(fresh.json());
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['an error status', () => ({ status: 503, body: { error: 'unavailable' } })],
    ['broken JSON', () => ({ raw: '{"data": [' })],
    ['an unknown shape', () => ({ body: { hello: 'world' } })],
    ['an API error object', () => ({ body: { errors: [{ message: 'Not authorized' }] } })],
    ['a number', () => ({ body: 42 })],
  ])('answers 502 for %s when nothing is cached', async (_label, answer) => {
    reply = answer;
    const res = await get(t, `?username=fail_${calls.length}_${Math.random().toString(36).slice(2, 8)}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to load tweets.' });
  });

  it('answers 400 for a username that is not one', async () => {
    for (const username of ['a'.repeat(16), '../admin', 'two words', 'x%00', 'a'.repeat(500)]) {
      const res = await get(t, `?username=${encodeURIComponent(username)}`);
      expect(res.statusCode, username).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(calls).toHaveLength(0);
  });
});

describe('the social service', () => {
  const deps = (socialFeedUrl: string | undefined, twitterUsername = '') =>
    ({ db: undefined, storage: undefined, config: { socialFeedUrl, publicConfig: { twitterUsername } } }) as never;

  it('gives up on a feed that does not answer in time (502)', async () => {
    reply = () => ({ hang: true });
    const service = createSocialService(deps(feedUrl), { timeoutMs: 200 });
    await expect(service.tweets('slow_user')).rejects.toMatchObject({ statusCode: 502, message: 'Failed to load tweets.' });
  });

  it('uses an injectable clock for the cache', async () => {
    let now = 1_000_000;
    reply = () => ({ body: flatTweets('clock_user') });
    const service = createSocialService(deps(feedUrl), { now: () => now });
    await service.tweets('clock_user');
    now += 15 * 60 * 1000 - 1;
    await service.tweets('clock_user');
    expect(calls).toHaveLength(1);
    now += 1;
    await service.tweets('clock_user');
    expect(calls).toHaveLength(2);
  });

  it('needs a username when none is configured (400)', async () => {
    const service = createSocialService(deps(feedUrl));
    await expect(service.tweets()).rejects.toMatchObject({ statusCode: 400, message: 'A username is required' });
    await expect(service.tweets('@with_at')).resolves.toEqual({ configured: true, tweets: expect.any(Array) });
  });
});
