import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectAccessible, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * The home page's YouTube tab with a channel configured: the server reads the channel's latest video
 * from its feed (here a stand-in on this machine, YOUTUBE_FEED_URL) and the tab shows it behind a
 * facade; only a click asks youtube-nocookie.com for the player.
 */
const VIDEO = { id: 'e2eVideo_01', title: 'Kangaroo mother care: a day on the ward' };
const CHANNEL = 'UCe2eLatestVideo000000000';

let feed: Server;
const feedCalls: Array<string | null> = [];
let server: RunningServer;

// The tests of this file run one after another in one worker and share the file's own servers: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  feed = createServer((req, res) => {
    feedCalls.push(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('channel_id'));
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=UTF-8' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom">
 <title>Channel</title>
 <entry>
  <id>yt:video:${VIDEO.id}</id>
  <yt:videoId>${VIDEO.id}</yt:videoId>
  <title>${VIDEO.title}</title>
  <published>2025-05-02T10:00:00+00:00</published>
 </entry>
 <entry><yt:videoId>olderVideo1</yt:videoId><title>Older</title></entry>
</feed>`);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feeds/videos.xml`;
  server = await startServer({ env: { YOUTUBE_CHANNEL_ID: CHANNEL, YOUTUBE_FEED_URL: feedUrl } });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  feed?.closeAllConnections();
  await new Promise((resolve) => feed?.close(resolve));
});

for (const width of [1280, 375]) {
  test(`${width} px: the latest video behind a facade; a click embeds it from youtube-nocookie.com`, async ({ page, externalRequests }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(server.url);
    const social = page.locator('#social-media');
    await social.scrollIntoViewIfNeeded();
    const play = social.getByRole('link', { name: new RegExp(`^Play our latest video: ${VIDEO.title}`) });
    await expect(play).toBeVisible();
    await expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO.id}`);
    expect(feedCalls.every((c) => c === CHANNEL)).toBe(true);
    // Nothing embedded and nothing asked of YouTube before the click.
    await page.waitForLoadState('networkidle');
    await expect(social.locator('iframe')).toHaveCount(0);
    expect(externalRequests.filter((u) => /youtube|ytimg|google/.test(u))).toEqual([]);
    await expectAccessible(page, `latest video facade ${width}`);

    await play.click();
    const frame = social.locator('iframe');
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO.id}?autoplay=1`);
    await expect(frame).toHaveAttribute('title', `${VIDEO.title} (YouTube video)`);
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeGreaterThan(width === 375 ? 280 : 600);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect.poll(() => externalRequests.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    expect(externalRequests.filter((u) => /https:\/\/www\.youtube\.com\//.test(u))).toEqual([]);
  });
}

test.describe('with a channel whose feed cannot be read', () => {
  let down: RunningServer;
  test.beforeAll(async () => {
    // Nothing listens on port 1: the feed cannot be read and nothing is cached.
    down = await startServer({ env: { YOUTUBE_CHANNEL_ID: CHANNEL, YOUTUBE_FEED_URL: 'http://127.0.0.1:1/feeds/videos.xml' } });
  });
  test.afterAll(async () => {
    await down?.stop();
    if (down) rmSync(down.dataDir, { recursive: true, force: true });
  });

  for (const width of [1280, 375]) {
    test(`${width} px: the tab plays the channel's uploads instead, and the browser logs no error`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/social/youtube'));
      await page.goto(down.url);
      expect((await answer).status()).toBe(200);
      const social = page.locator('#social-media');
      await social.scrollIntoViewIfNeeded();
      const play = social.getByRole('link', { name: /^Play our latest videos/ });
      await expect(play).toBeVisible();
      // The channel's uploads playlist (UC... becomes UU...).
      await expect(play).toHaveAttribute('href', `https://www.youtube.com/playlist?list=UU${CHANNEL.slice(2)}`);
      // (The test fixture fails the test on any console error.)
    });
  }
});
