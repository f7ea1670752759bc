import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUBLIC_PAGES } from '@mnch/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { startServer, type RunningServer } from './support/server';

/**
 * What Lighthouse checks of the public pages' images, fonts and embeds (docs/performance.md, "Lighthouse"), on a server of its
 * own with the sample content (its gallery images are stored with their resized WebP copies) and a
 * YouTube channel configured, whose feed (a stand-in on this machine) lists no video yet: the facade
 * plays the channel's uploads (the latest video's facade: social-youtube.spec.ts).
 */
let server: RunningServer;
let feed: Server;
// The tests of this file run one after another in one worker and share the file's own server: with `fullyParallel`
// each test would otherwise be a group of its own, and beforeAll would run again for every test.
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/atom+xml' });
    res.end('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Channel</title></feed>');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  server = await startServer({
    env: {
      SEED_SAMPLE_CONTENT: 'true',
      YOUTUBE_CHANNEL_ID: 'UCe2eChannel0000000000000',
      YOUTUBE_FEED_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feeds/videos.xml`,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  feed?.closeAllConnections();
  await new Promise((resolve) => feed?.close(resolve));
});

interface ImageFacts {
  src: string;
  /** The width and height attributes, else the inline style's pixel sizes (how Leaflet sizes map tiles). */
  width: string | null;
  height: string | null;
  srcset: string | null;
  sizes: string | null;
  loading: string | null;
}

const imagesOf = (page: Page) =>
  page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width') ?? (/^\d+px$/.test(img.style.width) ? parseInt(img.style.width, 10).toString() : null),
      height: img.getAttribute('height') ?? (/^\d+px$/.test(img.style.height) ? parseInt(img.style.height, 10).toString() : null),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      loading: img.getAttribute('loading'),
    })),
  );

/** Every image reserves its space (width and height), and an uploaded one offers its resized copies. */
function checkImages(images: ImageFacts[], where: string) {
  for (const img of images) {
    const what = `${where}: ${img.src.slice(0, 80)}`;
    expect(Number(img.width), `${what} width`).toBeGreaterThan(0);
    expect(Number(img.height), `${what} height`).toBeGreaterThan(0);
    if (img.src.startsWith('/uploads/images/')) {
      expect(img.srcset, `${what} srcset`).toMatch(/\.webp \d+w/);
      expect(img.sizes, `${what} sizes`).toBeTruthy();
    }
  }
}

async function firstArticlePath(): Promise<string> {
  const body = (await (await fetch(`${server.url}/api/articles?page=1&limit=1`)).json()) as { articles: Array<{ slug: string }> };
  return `/article/${body.articles[0]!.slug}`;
}

test.describe('images, fonts and embeds of the public pages', () => {
  test('every <img> has width and height; uploaded images have a srcset of their WebP copies', async ({ page }) => {
    // Some 22 pages, each loaded until it is hydrated: more than the default minute on a loaded machine.
    test.setTimeout(180_000);
    let uploads = 0;
    for (const path of [...PUBLIC_PAGES, await firstArticlePath(), '/media#gallery']) {
      await page.goto(server.url + path);
      const images = await imagesOf(page);
      checkImages(images, path);
      uploads += images.filter((i) => i.src.startsWith('/uploads/images/')).length;
    }
    // The sample gallery is on the media page: the check above really looked at uploaded images.
    expect(uploads).toBeGreaterThanOrEqual(12);

    // The gallery's lightbox shows the large copy with the same attributes.
    await page.goto(`${server.url}/media#gallery`);
    await page.getByRole('list', { name: 'Gallery images' }).getByRole('link').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toBeVisible();
    checkImages(await imagesOf(page), 'lightbox');
    await expect(dialog.locator('img')).toHaveAttribute('srcset', /-400\.webp 400w, \/uploads\/images\/.+ 1200w$/);
  });

  test('every page hero shows an illustration, drawn once for all pages, not the bare gradient; pages differ in scene', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const heroScene = async (path: string) => {
      await page.goto(server.url + path);
      const hero = page.locator('section[aria-labelledby="page-title"]');
      if ((await hero.count()) === 0) return null; // the home page opens on its own hero (home.spec.ts)
      const scene = hero.locator('img[data-scene]');
      await expect(scene, path).toHaveCount(1);
      await expect
        .poll(() => scene.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: path })
        .toBe(true);
      const box = (await scene.boundingBox())!;
      expect(box.width, path).toBeGreaterThan((page.viewportSize()!.width * 2) / 3);
      return { src: (await scene.getAttribute('src'))!, scene: (await scene.getAttribute('data-scene'))! };
    };
    const shown = [];
    for (const path of PUBLIC_PAGES) {
      const found = await heroScene(path);
      if (found) shown.push(found);
    }
    expect(shown.length).toBeGreaterThanOrEqual(10);
    // One file for every page (a cached copy), three scenes in it.
    expect(new Set(shown.map((s) => s.src.split('#')[0])).size).toBe(1);
    expect(new Set(shown.map((s) => s.scene)).size).toBe(3);
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/about', '/research', '/publications', '/contact']) expect(await heroScene(path), path).not.toBeNull();
  });

  test('fonts come from this site, declared with font-display: swap; the Latin face is preloaded', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font' || /fonts\.(googleapis|gstatic)\.com/.test(req.url())) fonts.push(req.url());
    });
    await page.goto(`${server.url}/about`);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).origin, url).toBe(server.url);

    // In the server's HTML <head> asks for the stylesheet and the Latin font, and nothing else: the
    // scripts are asked for after the first paint (the next test).
    const head = /<head>([\s\S]*?)<\/head>/.exec(await (await fetch(`${server.url}/about`)).text())![1]!;
    const links = [...head.matchAll(/<link [^>]*rel="(stylesheet|preload|modulepreload)"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
    expect(links[1]).toMatch(
      /rel="preload" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"/,
    );

    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const faces: string[] = [];
    for (const href of sheets) {
      const css = await (await fetch(href)).text();
      faces.push(...(css.match(/@font-face\s*\{[^}]*\}/g) ?? []));
    }
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face, face.slice(0, 120)).toMatch(/font-display:\s*swap/);
      expect(face, face.slice(0, 120)).not.toMatch(/url\((["']?)(https?:)?\/\//);
    }
  });

  test('public pages ask for their scripts after the first contentful paint, or only for the islands entry, then come to life', async ({
    page,
  }) => {
    for (const path of ['/', '/about', '/events', await firstArticlePath()]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toContain('rel="modulepreload"');
      await page.goto(`${server.url}${path}`); // the fixture waits for hydration
      if (html.includes('data-wake=')) {
        // Served as islands (apps/web/app/islands/): one small script, which wakes every island.
        expect(html.match(/<script[^>]*\bsrc="[^"]+"/g), path).toEqual([
          expect.stringMatching(/src="\/assets\/islands\/islands-[\w-]+\.js"/),
        ]);
        const markers = await page.locator('[data-island][data-wake]').count();
        expect(markers, path).toBeGreaterThan(0);
        await expect(page.locator('[data-island][data-hydrated="true"]'), path).toHaveCount(markers);
        continue;
      }
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThan(5);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint!);
    }
    // Scripts run: the menu button opens the menu on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/about`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the back office and the PDF viewer, which need their scripts to show anything, ask for them at once', async () => {
    for (const path of ['/login', '/admin', '/pdf-viewer']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/);
      expect(html, path).toMatch(/^import \* as route0 from "/m);
    }
  });

  test('the home page asks nothing of YouTube until play is pressed, then embeds the channel', async ({ page, externalRequests }) => {
    await page.goto(server.url);
    const social = page.locator('#social-media');
    await social.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(social.locator('iframe')).toHaveCount(0);
    expect(externalRequests.filter((u) => /youtube|ytimg|google/.test(u))).toEqual([]);
    await expectAccessible(page, 'YouTube facade');

    // A link to the playlist on YouTube before and without scripts; hydrated, it plays in place.
    const play = social.getByRole('link', { name: /Play our latest videos/ });
    await expect(play).toHaveAttribute('href', 'https://www.youtube.com/playlist?list=UUe2eChannel0000000000000');
    await play.click();
    const frame = social.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/videoseries\?list=UUe2eChannel0000000000000&autoplay=1$/,
    );
    await expect(frame).toHaveAttribute('title', /YouTube channel/);
    await expect.poll(() => externalRequests.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });

  test('the public pages raise no Content-Security-Policy violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`,
        ),
      );
    });
    for (const path of ['/', '/about', '/media', '/events', '/contact', await firstArticlePath()]) {
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      expect(violations, path).toEqual([]);
    }
  });
});
